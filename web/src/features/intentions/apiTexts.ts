import { REPORT_MESSAGES } from '@sacred/core/community';
import { INTENTION_MESSAGES } from '@sacred/core/intentions';

/**
 * The texts core states for intentions (the form's checks, the API's answers and errors), by key: a text
 * received from the API or a core schema is shown in the displayed language with `knownText`.
 */
export const INTENTION_API_TEXTS = {
  apiTextRequired: INTENTION_MESSAGES.textRequired,
  apiTextTooLong: INTENTION_MESSAGES.textTooLong,
  apiEmailRequired: INTENTION_MESSAGES.emailRequired,
  apiInvalidEmail: INTENTION_MESSAGES.invalidEmail,
  apiSiteNotOnRoute: INTENTION_MESSAGES.siteNotOnRoute,
  apiPilgrimageNotFound: INTENTION_MESSAGES.pilgrimageNotFound,
  apiNotFound: INTENTION_MESSAGES.notFound,
  apiNotWalking: INTENTION_MESSAGES.notWalking,
  apiCarryLimit: INTENTION_MESSAGES.carryLimit,
  apiAlreadyTaken: INTENTION_MESSAGES.alreadyTaken,
  apiOwnIntention: INTENTION_MESSAGES.ownIntention,
  apiSitePassed: INTENTION_MESSAGES.sitePassed,
  apiNotCarrying: INTENTION_MESSAGES.notCarrying,
  apiCannotWithdraw: INTENTION_MESSAGES.cannotWithdraw,
  apiMailUnavailable: INTENTION_MESSAGES.mailUnavailable,
  apiCheckYourEmail: INTENTION_MESSAGES.checkYourEmail,
  apiEntrusted: INTENTION_MESSAGES.entrusted,
  apiConfirmed: INTENTION_MESSAGES.confirmed,
  apiInvalidToken: INTENTION_MESSAGES.invalidToken,
  apiDeclined: INTENTION_MESSAGES.declined,
  apiReasonRequired: REPORT_MESSAGES.reasonRequired,
  apiReasonLength: REPORT_MESSAGES.reasonLength,
  apiReportFailed: REPORT_MESSAGES.failed,
  apiReportTooMany: REPORT_MESSAGES.tooMany,
} as const;
