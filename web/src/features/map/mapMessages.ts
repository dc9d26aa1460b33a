import { MESSAGES } from '@sacred/core/messages';

/** The map home's texts, verbatim from the specification. */
export const MAP_TEXT = {
  loadingAltars: MESSAGES.loadingAltars,
  altarsLoadError: MESSAGES.altarsLoadError,
  gettingLocation: MESSAGES.gettingLocation,
  defaultView: 'Using default map view. Enable location for personalized experience.',
  unsupported: 'Your browser does not support location tracking. The map will show a default location.',
  recenterFailed: 'Unable to get your current location. Please check your browser permissions.',
  sacredSpace: 'Sacred Space',
  ecoFriendly: 'Eco-friendly',
  visit: 'Visit',
  viewRoute: 'View Route',
  createRoute: 'Create Route',
  retry: 'Retry',
} as const;
