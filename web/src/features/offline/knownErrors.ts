import { JOURNAL_CONTENT_MAX, JOURNAL_MESSAGES } from '@sacred/core/journal';
import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import type english from './messages/en';
import { OFFLINE_MESSAGES } from '@sacred/core/offline';
import { PACK_MESSAGES } from '@sacred/core/offlinePacks';
import { PATH_GRAPH_LIMITS, PATH_GRAPH_MESSAGES } from '@sacred/core/pathGraph';

/** Core's texts the offline screens receive as English (a pack's plan error, a refused entry), by key. */
export const OFFLINE_ERRORS = {
  noBasemap: PACK_MESSAGES.noBasemap,
  styleFailed: PACK_MESSAGES.styleFailed,
  noRoute: PACK_MESSAGES.noRoute,
  reachedCap: PACK_MESSAGES.reachedCap,
  manifestFailed: OFFLINE_MESSAGES.manifestFailed,
  locationRequired: OFFLINE_MESSAGES.locationRequired,
  weatherLocationRequired: OFFLINE_MESSAGES.weatherLocationRequired,
  pathsUnreadable: PATH_GRAPH_MESSAGES.unreadable,
  contentRequired: JOURNAL_MESSAGES.contentRequired,
  titleTooLong: 'At most 200 characters',
} as const;

/**
 * A text core or the server gave in English, in the displayed language: the known ones by key, those with a
 * number in them with the number in the locale; any other (a server message newer than the app) as it came.
 */
export function offlineErrorText(t: Text<typeof english>, locale: string, received: string): string {
  if (received === PATH_GRAPH_MESSAGES.tooManyPaths)
    return t('pathsTooMany', { count: PATH_GRAPH_LIMITS.maxEdges.toLocaleString(locale) });
  if (received === `At most ${JOURNAL_CONTENT_MAX} characters`)
    return t('contentTooLong', {
      count: locale === 'en-US' ? String(JOURNAL_CONTENT_MAX) : JOURNAL_CONTENT_MAX.toLocaleString(locale),
    });
  return knownText(t, OFFLINE_ERRORS, received);
}
