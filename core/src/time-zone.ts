/**
 * The member's time zone: an IANA name (Europe/Paris), taken from the browser and editable in Settings.
 * The member's day (daily reminder, weekly digest, badge day counts) is counted in it; UTC until it is known.
 */

export const FALLBACK_TIME_ZONE = 'UTC';

export const TIME_ZONE_MESSAGES = {
  invalid: 'Time zone must be an IANA time zone such as Europe/Paris',
} as const;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.trim() !== '';
  } catch {
    return false;
  }
}

/** The canonical spelling of a valid zone (us/pacific -> America/Los_Angeles); undefined when it is none. */
export function canonicalTimeZone(value: string): string | undefined {
  if (!isTimeZone(value)) return undefined;
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

/** The browser's own zone, or undefined where it does not say. */
export function browserTimeZone(): string | undefined {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? canonicalTimeZone(zone) : undefined;
}

/** The local calendar date (YYYY-MM-DD), hour (0-23) and weekday (1 Monday to 7 Sunday) at `now` in a zone. */
export function localClock(now: Date, timeZone: string): { hour: number; date: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { hour: Number(part('hour')), date: `${part('year')}-${part('month')}-${part('day')}`, weekday };
}
