import { BADGE_EARNED_TITLE } from '@sacred/core/badges';

/** The pushes the push service writes itself (push.service.ts); badge names as core's BADGE_RULES name them. */
export default {
  dailyReminderTitle: 'A moment of stillness',
  dailyReminderBody: 'Step outside, breathe, and visit a sacred space today.',
  nearbyAltarTitle: 'A new sacred space nearby',
  nearbyAltarBody: '{name} was just shared near you.',
  communityTitle: 'Sacred Community',
  postLiked: '{name} liked your post',
  postCommented: '{name} commented on your post',
  badgeTitle: BADGE_EARNED_TITLE,
  badgeEarned: 'You earned {badge}.',
  'badge.Eco Guardian': 'Eco Guardian',
  'badge.Sacred Pilgrim': 'Sacred Pilgrim',
  'badge.Sacred Caretaker': 'Sacred Caretaker',
  'badge.Community Builder': 'Community Builder',
  'badge.Sacred Explorer': 'Sacred Explorer',
  'badge.Earth Keeper': 'Earth Keeper',
} as const;
