/** The map style control's English (the catalogue's `mapStyle` and `mapStyleSaveFailed`). */
export const MAP_STYLE_CONTROL_TEXT = {
  button: 'Map style',
  saveFailed: 'Your map style could not be saved. The map shows your saved style.',
} as const;
