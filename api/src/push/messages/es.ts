import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  dailyReminderTitle: 'Un momento de calma',
  dailyReminderBody: 'Sal, respira y visita hoy un espacio sagrado.',
  nearbyAltarTitle: 'Un nuevo espacio sagrado cerca',
  nearbyAltarBody: 'Acaban de compartir {name} cerca de ti.',
  communityTitle: 'Comunidad',
  postLiked: 'A {name} le ha gustado tu publicación',
  postCommented: '{name} ha comentado tu publicación',
  badgeTitle: 'Una insignia nueva',
  badgeEarned: 'Has conseguido {badge}.',
  'badge.Eco Guardian': 'Guardián ecológico',
  'badge.Sacred Pilgrim': 'Peregrino sagrado',
  'badge.Sacred Caretaker': 'Cuidador de lo sagrado',
  'badge.Community Builder': 'Creador de comunidad',
  'badge.Sacred Explorer': 'Explorador sagrado',
  'badge.Earth Keeper': 'Guardián de la Tierra',
} satisfies Translation<typeof english>;
