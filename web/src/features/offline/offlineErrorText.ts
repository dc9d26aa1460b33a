import { JOURNAL_CONTENT_MAX } from '@sacred/core/journal';
import { PATH_GRAPH_LIMITS, PATH_GRAPH_MESSAGES } from '@sacred/core/pathGraph';
import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import { OFFLINE_ERRORS } from './knownErrors';
import type english from './messages/en';

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
