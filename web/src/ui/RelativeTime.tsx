import { relativeTime } from '@sacred/core/community';

/**
 * The one way the app says when something happened: "Just now", "5m ago", "3h ago", "2d ago", then a
 * short date; the full date and time in the tooltip and the `dateTime` attribute.
 */
export function RelativeTime({ date }: { date: string }) {
  return (
    <time dateTime={date} title={new Date(date).toLocaleString()}>
      {relativeTime(date)}
    </time>
  );
}
