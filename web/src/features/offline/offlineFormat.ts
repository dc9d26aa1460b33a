import type { MapStyle } from '@sacred/core/settings';
import { useMemo } from 'react';
import { useLocale } from '../../i18n/format';
import type { Text } from '../../i18n/useText';
import { trailNumbers, type TrailNumbers } from '../pilgrimages/trailFormat';
import { useOfflineText } from './messages';
import type english from './messages/en';
import type { OutboxItem, OutboxKind } from './outbox';

type OfflineText = Text<typeof english>;

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** Sizes, times and names of the offline screens in the displayed language. */
export interface OfflineFormat extends TrailNumbers {
  locale: string;
  /** core's formatBytes: "12.4 MB", "850 KB"; "12,4 MB", "850 kB". */
  size(bytes: number): string;
  /** core's formatLastUpdated: 'Just now', 'N hours ago', 'N days ago'. */
  lastUpdated(lastUpdated: Date | string, now?: Date): string;
  /** core's packStyleName: 'Terrain map'. */
  styleName(style: MapStyle): string;
}

export function offlineFormat(t: OfflineText, locale: string): OfflineFormat {
  const numbers = trailNumbers(locale);
  return {
    ...numbers,
    locale,
    size: (bytes) =>
      bytes >= MB
        ? t('sizeMB', { size: numbers.fixed(bytes / MB, 1) })
        : t('sizeKB', { size: numbers.whole(Math.max(1, Math.round(bytes / 1024))) }),
    lastUpdated(lastUpdated, now = new Date()) {
      const elapsed = now.getTime() - new Date(lastUpdated).getTime();
      if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return t('justNow');
      const hours = Math.floor(elapsed / HOUR_MS);
      if (hours < 24) return t('hoursAgo', { count: hours });
      return t('daysAgo', { count: Math.floor(hours / 24) });
    },
    styleName: (style) => t(`style_${style}`),
  };
}

export function useOfflineFormat(): OfflineFormat {
  const t = useOfflineText();
  const locale = useLocale();
  return useMemo(() => offlineFormat(t, locale), [t, locale]);
}

const LABELS: Partial<Record<OutboxKind, [RegExp, (t: OfflineText, match: RegExpExecArray) => string]>> = {
  journal: [/^Journal entry: ([\s\S]*)$/, (t, match) => t('labelJournal', { text: match[1]! })],
  review: [/^Review: ([\s\S]*)$/, (t, match) => t('labelReview', { text: match[1]! })],
  ritual: [/^Ritual of (\d+) minutes$/, (t, match) => t('labelRitual', { minutes: Number(match[1]) })],
  location: [/^Your position on the journey$/, (t) => t('labelPosition')],
  checkpoint: [/^You reached ([\s\S]*)\.$/, (t, match) => t('labelReached', { name: match[1]! })],
  journey: [/^Begin ([\s\S]*)$/, (t, match) => t('labelBegin', { name: match[1]! })],
};

/**
 * An outbox item's label in the displayed language. Labels are kept with the write in English, as the
 * screens that queue them word them ("Journal entry: Dawn at the ridge"); a label of another form (a chat
 * message, which is the member's own text) is shown as it was kept.
 */
export function outboxLabelText(t: OfflineText, item: Pick<OutboxItem, 'kind' | 'label'>): string {
  const known = LABELS[item.kind];
  const match = known?.[0].exec(item.label);
  return known && match ? known[1](t, match) : item.label;
}
