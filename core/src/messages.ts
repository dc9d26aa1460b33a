/** User-facing texts that both the server and the web app use, verbatim from the specification. */

export const MESSAGES = {
  notFoundTitle: 'Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
  altarNotFound: 'Altar not found',
  loadingAltars: 'Loading altars...',
  loadingAltarDetails: 'Loading altar details...',
  altarsLoadError: 'Error loading altars. Please refresh the page.',
  gettingLocation: 'Getting your location...',
  invalidCoordinates: 'Please enter valid coordinates',
  invalidCoordinateRanges: 'Please enter valid coordinate ranges (Latitude: -90 to 90, Longitude: -180 to 180)',
  required: 'Required',
} as const;

/** Server error texts that the specification leaves open. */
export const API_MESSAGES = {
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  invalidInput: 'Some fields are not valid.',
  mustBeText: 'Must be text.',
  noNulCharacter: 'Text may not contain the NUL character.',
  mustBeObject: 'Must be an object.',
  internal: 'Something went wrong on our side. Please try again.',
  routeNotFound: 'There is no such API path.',
  databaseUnavailable: 'The database is not answering.',
  notReady: 'This instance is not ready to serve.',
  databaseTooSlow: 'The database took too long to answer. Please try again in a moment.',
  tooManyWrites: 'You are making changes too quickly. Please wait a moment and try again.',
  tooManyReads: 'You are browsing faster than we can answer. Please wait a moment, or sign in.',
  responseTooLarge: 'This answer would be too large. Ask for fewer items at a time.',
  requestHeadTooLarge: 'The request address and headers are too long.',
  requestUnreadable: 'The request could not be read.',
  requestTimedOut: 'The request took too long to arrive.',
} as const;
