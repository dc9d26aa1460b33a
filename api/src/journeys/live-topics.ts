import type { CompanionLinkRow, CompanionRow } from './companion.repository';

/** The live events of one pilgrimage, each on a topic of its own (`KIND:pilgrimageId`). */
export const LIVE_TOPICS = {
  message: 'PILGRIMAGE_MESSAGE_ADDED',
  update: 'PILGRIMAGE_UPDATE_ADDED',
  companion: 'COMPANION_MOVED',
} as const;
export type LiveTopic = keyof typeof LIVE_TOPICS;
export const liveTopic = (kind: LiveTopic, pilgrimageId: number): string => `${LIVE_TOPICS[kind]}:${pilgrimageId}`;

/**
 * What goes through the pub/sub when a walker moves: the walker's row (true position) and their companion
 * links on the pilgrimage. Each subscriber's resolver turns it into what that viewer may see
 * (`CompanionService.companionSeenBy`), so one event serves every instance and every viewer.
 */
export interface CompanionEvent {
  row: CompanionRow;
  links: CompanionLinkRow[];
}
