import { isLive, type AlertedContact } from '@sacred/core/walk-safe';
import type { Formatters } from '../../i18n/format';
import type { WalkSafeText } from './messages';

/**
 * Walk safe's times, ages, distances and alert report in the displayed language: the same rules as core's
 * agoText, lastSeenText, formatWalkDistance and alertReport (walkSafeView), with the words from the catalogue.
 */

/** "just now", "4 min ago", "2 h 5 min ago", "3 days ago". */
export function agoSaid(t: WalkSafeText, at: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return t('justNow');
  if (minutes < 60) return t('minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    return minutes % 60 === 0 ? t('hoursAgo', { hours }) : t('hoursMinutesAgo', { hours, minutes: minutes % 60 });
  }
  return t('daysAgo', { days: Math.floor(hours / 24) });
}

export interface StatusSaid {
  live: boolean;
  /** The age of the last position, or null when none came yet. */
  ago: string | null;
  /** "Live · updated just now", "Last seen 7 min ago", "No position yet". */
  text: string;
}

/** The share page's status line: live only while positions keep coming. */
export function statusSaid(t: WalkSafeText, lastSeenAt: string | null | undefined, now: Date): StatusSaid {
  const at = lastSeenAt ? new Date(lastSeenAt) : null;
  if (!at) return { live: false, ago: null, text: t('noPositionYet') };
  const ago = agoSaid(t, at, now);
  const live = isLive(at, now);
  return { live, ago, text: live ? t('liveUpdated', { ago }) : t('lastSeen', { ago }) };
}

/**
 * "18:30" today, "Thu 18:30" another day, in the device's time zone. English keeps today's 24-hour clock
 * (en-GB); the other languages read their own locale's.
 */
export function clockSaid(t: WalkSafeText, f: Formatters, at: Date, now: Date): string {
  const locale = f.locale.startsWith('en') ? 'en-GB' : f.locale;
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return t('clockOtherDay', { day: at.toLocaleDateString(locale, { weekday: 'short' }), time });
}

/** "64% (5 min ago)", or null when the walker's browser does not tell. */
export function batterySaid(
  t: WalkSafeText,
  f: Formatters,
  level: number | null | undefined,
  at: string | null | undefined,
  now: Date,
): string | null {
  if (level === null || level === undefined) return null;
  const percent = f.number(Math.round(level * 100) / 100, { style: 'percent', maximumFractionDigits: 0 });
  return at ? t('battery', { percent, ago: agoSaid(t, new Date(at), now) }) : percent;
}

/**
 * A number to fixed decimals as `toFixed` rounds it (core's rule, so English reads exactly as before), with the
 * locale's decimal sign: "3.27" in English, "3,27" in German. Intl would round 3.275 up, toFixed down.
 */
export function fixedIn(f: Formatters, value: number, digits: number): string {
  const decimal = f.number(1.5).charAt(1);
  const text = value.toFixed(digits);
  return decimal === '.' ? text : text.replace('.', decimal);
}

/** Kilometres and miles together, to 0.1: the people at home have no unit setting. */
export function distanceBothSaid(t: WalkSafeText, f: Formatters, km: number): string {
  return t('distanceBoth', { km: fixedIn(f, km, 1), miles: fixedIn(f, km / 1.609344, 1) });
}

const contactSaid = (t: WalkSafeText, contact: AlertedContact): string => {
  const name = contact.name ?? contact.email ?? t('aContact');
  if (contact.reachedBy === 'push') return t('contactByPush', { name });
  if (contact.reachedBy === 'email') return t('contactByEmail', { name });
  return name;
};

const listSaid = (t: WalkSafeText, names: string[]): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : t('listLast', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1] ?? '' });

/**
 * The walker's account of an alert, as core's alertReport: the contacts it reached, by name, those still
 * being sent to, and "nobody could be reached" when it got through to none. Never "alerted" for a contact
 * it did not reach.
 */
export function alertReportSaid(t: WalkSafeText, contacts: readonly AlertedContact[]): string {
  const reached = contacts.filter((contact) => contact.alertOutcome === 'reached').map((c) => contactSaid(t, c));
  const sending = contacts.filter((contact) => contact.alertOutcome === 'sending').map((c) => contactSaid(t, c));
  const parts: string[] = [];
  if (reached.length > 0) parts.push(t('alertReached', { names: listSaid(t, reached) }));
  if (sending.length > 0) parts.push(t('alertSending', { names: listSaid(t, sending) }));
  return parts.length > 0 ? parts.join(' ') : t('alertReachedNobody');
}
