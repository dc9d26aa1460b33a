import * as yup from 'yup';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, LINK_TOKEN_PATTERN, SIGNUP_LANGUAGE_MESSAGE } from './accounts';
import { REPORT_MESSAGES, REPORT_REASON } from './community';
import { DATABASE_ID_MAX } from './limits';
import { LANGUAGES, type Language } from './settings';

/**
 * Carried intentions: a member, or a guest who confirms an email address, entrusts an intention (a prayer, a
 * hope) to a pilgrimage or to one of its sites. A walker on that pilgrimage accepts it to carry, first come;
 * it is delivered when the walker's checkpoint at that site is accepted (within 0.1 mile), or at the journey's
 * completion when it was entrusted to the whole pilgrimage. Its text is seen only by its sender and its carrier.
 */

export const INTENTION_LIMITS = {
  /** Characters of an intention's text. */
  textMax: 500,
  /** Intentions one walker carries at once (accepted, not yet delivered). */
  carriedAtOnce: 3,
  /** Hours a guest's confirmation link works. */
  confirmHours: 48,
} as const;

export const INTENTION_STATUSES = ['offered', 'carried', 'delivered', 'declined', 'withdrawn'] as const;
export type IntentionStatus = (typeof INTENTION_STATUSES)[number];

export const INTENTION_MESSAGES = {
  textRequired: 'Write the intention you would like carried.',
  textTooLong: `An intention is at most ${INTENTION_LIMITS.textMax} characters.`,
  emailRequired: 'Sign in, or give your email address so we can tell you when it is carried.',
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  siteNotOnRoute: 'That site is not on this pilgrimage.',
  pilgrimageNotFound: 'Pilgrimage not found',
  notFound: 'Intention not found',
  notWalking: 'Start this pilgrimage to carry intentions on it.',
  carryLimit: `You already carry ${INTENTION_LIMITS.carriedAtOnce} intentions: deliver one before taking another.`,
  alreadyTaken: 'Another walker took this intention first.',
  ownIntention: 'Your own intention is carried by another walker.',
  sitePassed: 'You have already reached that site on this walk.',
  notCarrying: 'You are not carrying this intention.',
  cannotWithdraw: 'This intention was already delivered, declined or withdrawn.',
  mailUnavailable: 'Email is not set up on this server: sign in to entrust an intention.',
  checkYourEmail: 'Check your email: open the link we sent you, and your intention will be offered to walkers.',
  entrusted: 'Your intention is offered to the walkers of this pilgrimage.',
  confirmed: 'Your intention is confirmed and offered to the walkers of this pilgrimage.',
  invalidToken: 'This link is not valid any more. Entrust your intention again.',
  declined: 'You no longer carry this intention.',
} as const;

/** The whole pilgrimage's name stands for its altar when the intention was entrusted to no one site. */
export function deliveredText(altarName: string, deliveredAt: Date): string {
  const date = deliveredAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Your intention was carried to ${altarName} on ${date}`;
}

/** How many characters are left of an intention's text (the form's counter). */
export const charactersLeft = (text: string): number => INTENTION_LIMITS.textMax - text.trim().length;

/** POST /api/pilgrimages/{id}/intentions and Mutation.entrustIntention. `email` only matters for a guest. */
export const entrustIntentionSchema = yup.object({
  text: yup
    .string()
    .typeError(INTENTION_MESSAGES.textRequired)
    .trim()
    .required(INTENTION_MESSAGES.textRequired)
    .max(INTENTION_LIMITS.textMax, INTENTION_MESSAGES.textTooLong),
  anonymous: yup.boolean().typeError('anonymous must be true or false').default(false),
  altarId: yup
    .number()
    .typeError(INTENTION_MESSAGES.siteNotOnRoute)
    .integer(INTENTION_MESSAGES.siteNotOnRoute)
    .positive(INTENTION_MESSAGES.siteNotOnRoute)
    .max(DATABASE_ID_MAX, INTENTION_MESSAGES.siteNotOnRoute)
    .nullable()
    .default(null),
  email: yup
    .string()
    .typeError(INTENTION_MESSAGES.invalidEmail)
    .trim()
    .lowercase()
    .email(INTENTION_MESSAGES.invalidEmail)
    .max(EMAIL_MAX_LENGTH, INTENTION_MESSAGES.invalidEmail)
    .optional(),
  /** A guest's language (the one the page is shown in), for the emails they are sent; members have their own. */
  language: yup
    .mixed<Language>()
    .oneOf(
      LANGUAGES.map((language) => language.code),
      SIGNUP_LANGUAGE_MESSAGE,
    )
    .optional(),
});
export type EntrustIntentionInput = yup.InferType<typeof entrustIntentionSchema>;

/** POST /api/intentions/confirm: the token of the link sent to a guest. */
export const confirmIntentionSchema = yup.object({
  token: yup
    .string()
    .typeError(INTENTION_MESSAGES.invalidToken)
    .matches(LINK_TOKEN_PATTERN, INTENTION_MESSAGES.invalidToken)
    .required(INTENTION_MESSAGES.invalidToken),
});

/** POST /api/intentions/{id}/report: the carrier reports what they were given to carry. */
export const intentionReportSchema = yup.object({
  reason: yup
    .string()
    .typeError(REPORT_MESSAGES.reasonRequired)
    .trim()
    .required(REPORT_MESSAGES.reasonRequired)
    .min(REPORT_REASON.min, REPORT_MESSAGES.reasonLength)
    .max(REPORT_REASON.max, REPORT_MESSAGES.reasonLength),
});
