/** The error state's own words (ui/States.tsx), in English: the catalogue's source and the tests' reference. */
export const ERROR_STATE_TEXT = {
  title: 'Something went wrong',
  online: 'We could not reach Sacred Spaces. Check your connection and try again.',
  offline: 'You are offline. Reconnect and try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  home: 'Back to the Map',
} as const;
