import { PASSPORT_MESSAGES } from '@sacred/core/passport';

/** The API's texts the passport screens show, by key: shown in the displayed language by `knownText`. */
export const PASSPORT_API_TEXTS = {
  apiJourneyNotFound: PASSPORT_MESSAGES.journeyNotFound,
  apiNotCompleted: PASSPORT_MESSAGES.notCompleted,
  apiCredentialNotFound: PASSPORT_MESSAGES.credentialNotFound,
  apiVerified: PASSPORT_MESSAGES.verified,
  apiNotVerified: PASSPORT_MESSAGES.notVerified,
} as const;
