const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    // English keeps the spec's compact "5m ago"; German and Spanish read better short ("vor 5 Min.", "hace 5 min"),
    // where the narrowest forms turn minutes into "m", which reads as metres.
    format = new Intl.RelativeTimeFormat(locale, { style: locale.startsWith('en') ? 'narrow' : 'short' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * When something happened, in a locale: `justNow` under a minute, then minutes, hours and days ago through
 * Intl ("5m ago", "vor 3 Std.", "hace 2 d"), and from a week on a short date ("Nov 3", "3. Nov.").
 * In en-US it reads as core's `relativeTime`, letter for letter.
 */
export function relativeTimeIn(locale: string, justNow: string, date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return justNow;
  if (elapsed < HOUR) return relativeFormat(locale).format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat(locale).format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeFormat(locale).format(-Math.floor(elapsed / DAY), 'day');
  return then.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    ...(then.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
