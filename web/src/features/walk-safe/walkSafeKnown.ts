import { WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';

/**
 * Texts the server or core sends for walk safe (API errors, validation, each fellow pilgrim's reachability),
 * shown in the displayed language by `knownText`. The server's "email is not set up" reason is the API's
 * MAIL_UNAVAILABLE_MESSAGE (api/src/platform/infra/mail.ts), written out here as the web cannot import the API.
 */
export const WALK_SAFE_KNOWN = {
  linkGone: WALK_SAFE_TEXTS.linkGone,
  journeyEnded: WALK_SAFE_TEXTS.journeyEnded,
  tooManyLinks: WALK_SAFE_TEXTS.tooManyLinks,
  expectedInPast: WALK_SAFE_TEXTS.expectedInPast,
  expectedTooFar: WALK_SAFE_TEXTS.expectedTooFar,
  linkExpiryInPast: WALK_SAFE_TEXTS.linkExpiryInPast,
  linkExpiryTooFar: WALK_SAFE_TEXTS.linkExpiryTooFar,
  tooManyContacts: WALK_SAFE_TEXTS.tooManyContacts,
  notACompanion: WALK_SAFE_TEXTS.notACompanion,
  noExpectedTime: WALK_SAFE_TEXTS.noExpectedTime,
  noAlertSent: WALK_SAFE_TEXTS.noAlertSent,
  safeAlreadySent: WALK_SAFE_TEXTS.safeAlreadySent,
  tooManyAlerts: WALK_SAFE_TEXTS.tooManyAlerts,
  invalidEmail: WALK_SAFE_TEXTS.invalidEmail,
  invalidExtend: WALK_SAFE_TEXTS.invalidExtend,
  confirmBeforeEmailContacts: WALK_SAFE_TEXTS.confirmBeforeEmailContacts,
  tooManyNewEmails: WALK_SAFE_TEXTS.tooManyNewEmails,
  optedOut: WALK_SAFE_TEXTS.optedOut,
  optOutDone: WALK_SAFE_TEXTS.optOutDone,
  optOutInvalid: WALK_SAFE_TEXTS.optOutInvalid,
  optOutTokenRequired: WALK_SAFE_TEXTS.optOutTokenRequired,
  tooManyViewers: WALK_SAFE_TEXTS.tooManyViewers,
  noReachableContact: WALK_SAFE_TEXTS.noReachableContact,
  memberUnreachable: WALK_SAFE_TEXTS.memberUnreachable,
  memberReachable: WALK_SAFE_TEXTS.memberReachable,
  mailUnavailable: 'Email is not set up on this server.',
  expectedBackRequired: 'expectedBackAt is required',
} as const;
