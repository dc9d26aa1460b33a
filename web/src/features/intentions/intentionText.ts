import { useFormat } from '../../i18n/format';
import type { Text } from '../../i18n/useText';
import { useSettings } from '../settings/useSettings';
import type english from './messages/en';

type IntentionsText = Text<typeof english>;

/** Where an intention goes, as the catalogue's `place` choice: its site, or the whole pilgrimage. */
export const placeOf = (altarName: string | null | undefined) =>
  altarName ? { place: 'site', altar: altarName } : { place: 'whole', altar: '' };

/** "To {site} · from {name}", or the whole pilgrimage, or someone who stays unnamed. */
export const toFrom = (t: IntentionsText, altarName: string | null | undefined, from: string | null | undefined) =>
  t('toFrom', { ...placeOf(altarName), named: from == null ? 'no' : 'yes', from: from ?? '' });

/** An intention's status as its sender reads it; `date` formats the day it was delivered. */
export function statusText(
  t: IntentionsText,
  status: string,
  altarName: string | null,
  deliveredAt: string | null,
  date: (iso: string | null | undefined) => string,
): string {
  switch (status) {
    case 'offered':
      return t('statusOffered');
    case 'carried':
      return t('statusCarried', placeOf(altarName));
    case 'delivered':
      return t('statusDelivered', { ...placeOf(altarName), date: date(deliveredAt) });
    case 'declined':
      return t('statusDeclined');
    case 'withdrawn':
      return t('statusWithdrawn');
    default:
      return status;
  }
}

/** A day in the displayed language's locale and the member's time zone ("Dec 2, 2026", "2 dic 2026"). */
export function useIntentionDate(): (iso: string | null | undefined) => string {
  const format = useFormat();
  const timeZone = useSettings().settings.preferences.timeZone ?? undefined;
  return (iso) => (iso ? format.date(iso, { dateStyle: 'medium', timeZone }) : '');
}
