import { agoText, isLive, lastSeenText, WALK_SAFE } from '@sacred/core/walk-safe';
import { shareLink, type ShareOutcome } from '../../app/shareLink';

/** The share page's status line: live only while positions keep coming, else "Last seen N min ago". */
export function shareStatus(lastSeenAt: string | null, now: Date): { live: boolean; text: string } {
  const at = lastSeenAt ? new Date(lastSeenAt) : null;
  return { live: isLive(at, now), text: lastSeenText(at, now) };
}

/** "Battery 64% (5 min ago)", or null when the walker's browser does not tell. */
export function batteryText(level: number | null, at: string | null, now: Date): string | null {
  if (level === null) return null;
  const percent = `${Math.round(level * 100)}%`;
  return at ? `${percent} (${agoText(new Date(at), now)})` : percent;
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * The time the "Expected back by" form proposes: the estimated time left (two hours when unknown) plus
 * half an hour to spare, rounded up to the quarter hour, within the limit.
 */
export function proposedExpectedBack(now: Date, minutesLeft: number | null): Date {
  const minutes = Math.min((minutesLeft ?? 120) + 30, WALK_SAFE.maxExpectedHours * 60 - 15);
  const at = now.getTime() + minutes * 60_000;
  return new Date(Math.ceil(at / QUARTER_HOUR) * QUARTER_HOUR);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local input value, in the device's time zone. */
export function toLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local input value (device time zone) as a Date; null when empty or malformed. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "18:30" today, "Thu 18:30" another day, in the device's time zone. */
export function clockText(at: Date, now: Date): string {
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString()
    ? time
    : `${at.toLocaleDateString('en-GB', { weekday: 'short' })} ${time}`;
}

/** The emails typed in one box: split on commas, spaces or new lines; blanks dropped. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

/** Whether the "Still walking?" prompt is due: the reminder time has come and no alert went out yet. */
export function reminderDue(
  safety: { expectedBackAt: string | null; reminderAt: string | null } | null | undefined,
  now: Date,
): boolean {
  return Boolean(safety?.expectedBackAt && safety.reminderAt && new Date(safety.reminderAt) <= now);
}

/** Share the walk's link (or copy it). */
export function shareWalkLink(url: string, firstName: string | null | undefined): Promise<ShareOutcome> {
  const text = `Follow ${firstName ? `${firstName}'s` : 'my'} walk live on Sacred Spaces`;
  return shareLink({ title: 'My walk', text, url });
}
