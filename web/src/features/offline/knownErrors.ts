import { JOURNAL_MESSAGES } from '@sacred/core/journal';
import { OFFLINE_MESSAGES } from '@sacred/core/offline';
import { PACK_MESSAGES } from '@sacred/core/offlinePacks';
import { PATH_GRAPH_MESSAGES } from '@sacred/core/pathGraph';

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
