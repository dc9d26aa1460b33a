import { DIGEST_MESSAGES } from '@sacred/core/digest';

/** The weekly digest (core's digestText, line by line; counts written as digits, as today). */
export default {
  subject: DIGEST_MESSAGES.subject,
  pilgrim: 'pilgrim',
  greeting: 'Dear {name},',
  yourWeek: 'Your week:',
  rituals: '- {count, plural, one {{count} ritual} other {{count} rituals}}',
  journeysCompleted: '- {count, plural, one {{count} pilgrimage completed} other {{count} pilgrimages completed}}',
  communityWeek: 'The community this week:',
  newAltars: '- {count, plural, one {{count} new sacred space} other {{count} new sacred spaces}}',
  newPosts: '- {count, plural, one {{count} new post} other {{count} new posts}}',
  newlyShared: '- Newly shared: {names}',
  visit: 'Visit: {link}',
  why: 'You receive this because Email Digest is on in your settings. Stop it: {link}',
  unsubscribe: 'Unsubscribe',
} as const;
