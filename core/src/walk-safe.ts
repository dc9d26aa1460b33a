import * as yup from 'yup';
import { EMAIL_MAX_LENGTH } from './accounts';
import { DATABASE_ID_MAX } from './limits';

/**
 * Walk safe: a live share link for people without an account, and "expected back by" with
 * safety contacts who are alerted once when the walker is overdue. The rules and texts live here so the
 * server, the live journey page and the share page say the same thing.
 */
export const WALK_SAFE = {
  /** Random bytes in a share token: 256 bits, far above the 128 the issue asks for. */
  tokenBytes: 32,
  /** A link keeps working this long after its journey ends (the walker may choose an earlier end). */
  graceHoursAfterJourney: 6,
  /** The latest end a walker may choose for a link. */
  maxLinkDays: 7,
  /** Links a member may create in an hour (alerts make their own, not counted). */
  linksPerHour: 10,
  /** The reminder to the walker comes this long before the expected time. */
  reminderMinutesBefore: 15,
  /** Contacts are alerted this long after the expected time, when the walk is neither ended nor extended. */
  alertGraceMinutes: 30,
  /** Alerts a journey may raise in all (each extension that lapses again raises one more). */
  maxAlertsPerJourney: 3,
  /** Safety contacts per journey, members and email addresses together. */
  maxContacts: 5,
  /** How far ahead "expected back by" may be. */
  maxExpectedHours: 48,
  /** Extension steps the walker may choose. */
  extendMinutes: [30, 60, 120] as readonly number[],
  /** A position older than this is shown as "last seen", not as live. */
  liveForMinutes: 2,
  /** The share page asks again this often while the live socket is down. */
  pollSeconds: 20,
  /** People following one link live at once (each instance counts its own). */
  maxLiveViewersPerLink: 100,
  /** Email addresses a member may add as contacts for the first time in 24 hours (each is told first). */
  newEmailContactsPerDay: 10,
} as const;

export const WALK_SAFE_TEXTS = {
  linkGone: 'This walk link has expired or was turned off.',
  journeyEnded: 'This journey has already ended',
  tooManyLinks: 'You have created many share links in the last hour. Please wait a little and try again.',
  expectedInPast: 'Choose a time in the future',
  expectedTooFar: `Choose a time within ${WALK_SAFE.maxExpectedHours} hours`,
  linkExpiryInPast: 'Choose an end time in the future',
  linkExpiryTooFar: `A link can last at most ${WALK_SAFE.maxLinkDays} days`,
  tooManyContacts: `Choose at most ${WALK_SAFE.maxContacts} safety contacts`,
  notACompanion: 'Safety contacts among members are your fellow pilgrims on this journey',
  noExpectedTime: 'Set an expected time first',
  noAlertSent: 'No alert was sent, so there is nobody to reassure',
  safeAlreadySent: 'Your contacts already know you are safe',
  tooManyAlerts: 'Your contacts were already alerted for this journey',
  invalidEmail: 'Enter a valid email address',
  invalidExtend: `Extend by ${WALK_SAFE.extendMinutes.join(', ')} minutes`,
  reminderTitle: 'Still walking?',
  reminderBody: 'Extend or end',
  /** Shown where contacts' email addresses are entered. */
  emailRetention: `Email addresses are kept only for this journey and deleted ${WALK_SAFE.graceHoursAfterJourney} hours after it ends.`,
  /** Shown where the walker turns the watch on: what an alert reveals. */
  alertDisclosure:
    'If you are not back and have not extended, your contacts receive one alert with your last known position, a live link and the route.',
  sharingOff: 'Location sharing is off in your settings: the link shows your route and progress, not where you are.',
  positionHidden: 'The walker is not sharing their position. Progress is from their last update.',
  positionApproximate: 'Near a protected sacred site: the position is shown approximately.',
  /** Subjects carry no text a member wrote: a name could be anything, and mail is read by its subject. */
  alertSubject: 'A walker you watch over is overdue (Sacred Spaces)',
  safeSubject: 'A walker you watch over is safe (Sacred Spaces)',
  confirmBeforeEmailContacts: 'Confirm your email address before adding email contacts',
  tooManyNewEmails: `You can add at most ${WALK_SAFE.newEmailContactsPerDay} new email contacts a day`,
  optedOut: 'This address has asked not to be a safety contact',
  noticeSubject: 'You were chosen as a safety contact (Sacred Spaces)',
  optOutDone: 'Done: this address will not be a safety contact on Sacred Spaces again.',
  optOutInvalid: 'This link is not valid. Copy the whole link from the email.',
  optOutTokenRequired: 'The link has no token',
  tooManyViewers: 'Many people are following this walk right now. Please try again in a minute.',
  noReachableContact: 'Choose at least one safety contact who can be reached',
  /** Beside a fellow pilgrim who cannot be alerted. */
  memberUnreachable: 'No device with notifications on: cannot be alerted',
  /** Beside a fellow pilgrim who can. */
  memberReachable: 'Alerted by notification on their device',
  alertReachedNobody:
    'Nobody could be reached: your alert did not get through to any contact. If you need help, call someone or the local emergency services.',
} as const;

/** POST /api/walk-safe/opt-out: the signed token from the safety-contact notice. */
export const walkSafeOptOutSchema = yup.object({
  token: yup
    .string()
    .trim()
    .max(600, WALK_SAFE_TEXTS.optOutInvalid)
    .matches(/^[A-Za-z0-9_.-]+$/, WALK_SAFE_TEXTS.optOutInvalid)
    .required(WALK_SAFE_TEXTS.optOutTokenRequired),
});

/** What the latest alert did for one contact, as the server recorded it. */
export interface AlertedContact {
  name: string | null;
  email: string | null;
  /** sending, reached or unreached; null before any alert. */
  alertOutcome: string | null;
  /** push or email, once reached. */
  reachedBy: string | null;
}

const contactLabel = (contact: AlertedContact): string =>
  `${contact.name ?? contact.email ?? 'A contact'}${contact.reachedBy === 'push' ? ' (notification)' : contact.reachedBy === 'email' ? ' (email)' : ''}`;

const listText = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * The walker's account of an alert: the contacts it reached, by name, those still being sent to, and
 * "nobody could be reached" when it got through to none. Never "alerted" for a contact it did not reach.
 */
export function alertReport(contacts: readonly AlertedContact[]): string {
  const reached = contacts.filter((contact) => contact.alertOutcome === 'reached').map(contactLabel);
  const sending = contacts.filter((contact) => contact.alertOutcome === 'sending').map(contactLabel);
  const parts: string[] = [];
  if (reached.length > 0) parts.push(`You are overdue: your alert reached ${listText(reached)}.`);
  if (sending.length > 0) parts.push(`Still sending your alert to ${listText(sending)}.`);
  return parts.length > 0 ? parts.join(' ') : WALK_SAFE_TEXTS.alertReachedNobody;
}

const isoDate = () => yup.date().typeError('${path} must be a date and time');

/** POST a share link: an optional end; without one the link lasts for the journey and its grace. */
export const createWalkShareSchema = yup.object({
  expiresAt: isoDate().nullable().optional(),
});
export type CreateWalkShareInput = yup.InferType<typeof createWalkShareSchema>;

const contactEmail = yup
  .string()
  .trim()
  .lowercase()
  .max(EMAIL_MAX_LENGTH, WALK_SAFE_TEXTS.invalidEmail)
  .email(WALK_SAFE_TEXTS.invalidEmail)
  .required(WALK_SAFE_TEXTS.invalidEmail);

/** PUT expected back by, with the safety contacts (fellow pilgrims by id, and/or email addresses). */
export const walkSafetySchema = yup
  .object({
    expectedBackAt: isoDate().required('expectedBackAt is required'),
    /** The walker's IANA time zone, for the times in messages. */
    timeZone: yup
      .string()
      .max(64)
      .test('zone', 'timeZone must be an IANA time zone', (value) => value === undefined || isTimeZone(value))
      .optional(),
    memberIds: yup
      .array(yup.number().integer().positive().max(DATABASE_ID_MAX, 'memberIds must hold known ids').required())
      .max(WALK_SAFE.maxContacts, WALK_SAFE_TEXTS.tooManyContacts)
      .default([]),
    emails: yup.array(contactEmail).max(WALK_SAFE.maxContacts, WALK_SAFE_TEXTS.tooManyContacts).default([]),
  })
  .test('contacts', WALK_SAFE_TEXTS.tooManyContacts, (value, context) =>
    (value.memberIds?.length ?? 0) + (value.emails?.length ?? 0) <= WALK_SAFE.maxContacts
      ? true
      : context.createError({ path: 'emails', message: WALK_SAFE_TEXTS.tooManyContacts }),
  );
export type WalkSafetyInput = yup.InferType<typeof walkSafetySchema>;

export const extendWalkSchema = yup.object({
  minutes: yup
    .number()
    .typeError(WALK_SAFE_TEXTS.invalidExtend)
    .oneOf([...WALK_SAFE.extendMinutes], WALK_SAFE_TEXTS.invalidExtend)
    .required(WALK_SAFE_TEXTS.invalidExtend),
});
export type ExtendWalkInput = yup.InferType<typeof extendWalkSchema>;

export const walkBatterySchema = yup.object({
  level: yup
    .number()
    .typeError('level must be a number')
    .min(0, 'level must be between 0 and 1')
    .max(1, 'level must be between 0 and 1')
    .required('level is required'),
});
export type WalkBatteryInput = yup.InferType<typeof walkBatterySchema>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Why an expected time cannot be used (in the past, or too far ahead), or undefined. */
export function expectedBackProblem(at: Date, now: Date): string | undefined {
  if (at.getTime() <= now.getTime()) return WALK_SAFE_TEXTS.expectedInPast;
  if (at.getTime() - now.getTime() > WALK_SAFE.maxExpectedHours * 3_600_000) return WALK_SAFE_TEXTS.expectedTooFar;
  return undefined;
}

/** Why a chosen link end cannot be used, or undefined. */
export function linkExpiryProblem(at: Date, now: Date): string | undefined {
  if (at.getTime() <= now.getTime()) return WALK_SAFE_TEXTS.linkExpiryInPast;
  if (at.getTime() - now.getTime() > WALK_SAFE.maxLinkDays * 86_400_000) return WALK_SAFE_TEXTS.linkExpiryTooFar;
  return undefined;
}

/** When the reminder is due and when the contacts are alerted, for an expected time. */
export function watchTimes(expectedBackAt: Date): { reminderAt: Date; alertAt: Date } {
  return {
    reminderAt: new Date(expectedBackAt.getTime() - WALK_SAFE.reminderMinutesBefore * 60_000),
    alertAt: new Date(expectedBackAt.getTime() + WALK_SAFE.alertGraceMinutes * 60_000),
  };
}

/** Whether a link still opens: not revoked, before its chosen end, and at most the grace after the journey. */
export function linkIsOpen(
  link: { revokedAt: Date | null; expiresAt: Date | null },
  journey: { isActive: boolean; endedAt: Date | null },
  now: Date,
): boolean {
  if (link.revokedAt) return false;
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return false;
  if (!journey.isActive) {
    const ended = journey.endedAt?.getTime() ?? 0;
    if (ended + WALK_SAFE.graceHoursAfterJourney * 3_600_000 <= now.getTime()) return false;
  }
  return true;
}

/** "just now", "4 min ago", "2 h 5 min ago", "3 days ago". */
export function agoText(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h ago` : `${hours} h ${minutes % 60} min ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** Whether a position this old may be drawn as live; older ones are "last seen". */
export function isLive(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < WALK_SAFE.liveForMinutes * 60_000;
}

/** The status line of the share page: honest about a position that stopped coming. */
export function lastSeenText(lastSeenAt: Date | null, now: Date): string {
  if (!lastSeenAt) return 'No position yet';
  return isLive(lastSeenAt, now)
    ? `Live · updated ${agoText(lastSeenAt, now)}`
    : `Last seen ${agoText(lastSeenAt, now)}`;
}

/** A time as the walker reads it, e.g. "Wed 25 Nov, 18:30 (Europe/London)". */
export function formatWalkTime(at: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} (${zone})`;
}

/** Kilometres and miles together: the people at home have no unit setting. */
export function formatWalkDistance(km: number): string {
  return `${km.toFixed(1)} km (${(km / 1.609344).toFixed(1)} mi)`;
}
