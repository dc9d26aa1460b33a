/** The demo world's landscape images: written by generate-media.ts, served by the API at /media/seed. */

export const SEED_MEDIA_URL_PREFIX = '/media/seed/';

export const MEDIA_PALETTES = ['dawn', 'noon', 'dusk', 'night', 'mist', 'desert', 'coast', 'alpine'] as const;
export type MediaPalette = (typeof MEDIA_PALETTES)[number];

export const MEDIA_FEATURES = ['stones', 'trees', 'water', 'cairn', 'flags', 'mandala'] as const;
export type MediaFeature = (typeof MEDIA_FEATURES)[number];

export interface MediaScene {
  file: string;
  palette: MediaPalette;
  feature: MediaFeature;
}

/** 8 palettes x 3 features each (p, p+2, p+4 mod 6): 24 distinct scenes. */
export const MEDIA_SCENES: readonly MediaScene[] = MEDIA_PALETTES.flatMap((palette, p) =>
  [0, 1, 2].map((j) => {
    const feature = MEDIA_FEATURES[(p + j * 2) % MEDIA_FEATURES.length] ?? 'stones';
    return { file: `${palette}-${feature}.svg`, palette, feature };
  }),
);

export function mediaUrl(file: string): string {
  return `${SEED_MEDIA_URL_PREFIX}${file}`;
}
