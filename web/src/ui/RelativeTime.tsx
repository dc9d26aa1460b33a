import { useFormat } from '../i18n/format';
import { useUiText } from './messages';
import { relativeTimeIn } from './relativeTime';

/**
 * The one way the app says when something happened: "Just now", "5m ago", "3h ago", "2d ago", then a
 * short date, in the displayed language; the full date and time in the tooltip and the `dateTime` attribute.
 */
export function RelativeTime({ date }: { date: string }) {
  const t = useUiText();
  const { locale } = useFormat();
  return (
    <time dateTime={date} title={new Date(date).toLocaleString(locale)}>
      {relativeTimeIn(locale, t('justNow'), date)}
    </time>
  );
}
