import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  dailyReminderTitle: 'Ein Moment der Stille',
  dailyReminderBody: 'Geh hinaus, atme durch und besuche heute einen heiligen Ort.',
  nearbyAltarTitle: 'Ein neuer heiliger Ort in deiner Nähe',
  nearbyAltarBody: '{name} wurde gerade in deiner Nähe geteilt.',
  communityTitle: 'Community',
  postLiked: '{name} gefällt dein Beitrag',
  postCommented: '{name} hat deinen Beitrag kommentiert',
  badgeTitle: 'Ein neues Abzeichen',
  badgeEarned: 'Du hast {badge} erhalten.',
  'badge.Eco Guardian': 'Öko-Hüter',
  'badge.Sacred Pilgrim': 'Heiliger Pilger',
  'badge.Sacred Caretaker': 'Hüter heiliger Orte',
  'badge.Community Builder': 'Gemeinschaftsstifter',
  'badge.Sacred Explorer': 'Entdecker heiliger Orte',
  'badge.Earth Keeper': 'Erdhüter',
} satisfies Translation<typeof english>;
