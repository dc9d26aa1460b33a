import { MAP_STYLE_UNAVAILABLE } from '@sacred/core/basemap';
import { DIGEST_MESSAGES } from '@sacred/core/digest';
import { EMAIL_DIGEST_UNAVAILABLE } from '@sacred/core/settings';
import { TIME_ZONE_MESSAGES } from '@sacred/core/time-zone';

// Kept apart from the catalogue, which the build turns into parsed messages only (and loads on demand).

/** Texts the API sends that Settings shows: each received text is shown in the member's language by these. */
export const SERVER_TEXTS = {
  timeZoneInvalid: TIME_ZONE_MESSAGES.invalid,
  emailDigestUnavailable: EMAIL_DIGEST_UNAVAILABLE,
  terrainUnavailable: MAP_STYLE_UNAVAILABLE.terrain,
  satelliteUnavailable: MAP_STYLE_UNAVAILABLE.satellite,
  unsubscribed: DIGEST_MESSAGES.unsubscribed,
  invalidLink: DIGEST_MESSAGES.invalidLink,
  tokenRequired: DIGEST_MESSAGES.tokenRequired,
} as const;
