import { useFormat } from '../../i18n/format';
import { useCommunityText } from './messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** What toLocaleString shows: the date and the time to the second. */
const FULL: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/**
 * When a post or comment was written, as the app's RelativeTime says it ("Just now", "5m ago", "3h ago",
 * "2d ago", then a short date), in the displayed language; the full date and time in the tooltip.
 */
export function PostTime({ date }: { date: string }) {
  const t = useCommunityText();
  const f = useFormat();
  const then = new Date(date);
  const now = new Date();
  const elapsed = now.getTime() - then.getTime();
  const shown =
    elapsed < MINUTE
      ? t('justNow')
      : elapsed < HOUR
        ? t('minutesAgo', { count: Math.floor(elapsed / MINUTE) })
        : elapsed < DAY
          ? t('hoursAgo', { count: Math.floor(elapsed / HOUR) })
          : elapsed < 7 * DAY
            ? t('daysAgo', { count: Math.floor(elapsed / DAY) })
            : f.date(then, {
                month: 'short',
                day: 'numeric',
                ...(then.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
              });
  return (
    <time dateTime={date} title={f.date(then, FULL)}>
      {shown}
    </time>
  );
}
