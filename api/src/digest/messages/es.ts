import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  subject: 'Tu semana en Sacred Spaces',
  pilgrim: 'peregrino',
  greeting: 'Hola, {name}:',
  yourWeek: 'Tu semana:',
  rituals: '- {count, plural, one {{count} ritual} other {{count} rituales}}',
  journeysCompleted:
    '- {count, plural, one {{count} peregrinación completada} other {{count} peregrinaciones completadas}}',
  communityWeek: 'La comunidad esta semana:',
  newAltars: '- {count, plural, one {{count} espacio sagrado nuevo} other {{count} espacios sagrados nuevos}}',
  newPosts: '- {count, plural, one {{count} publicación nueva} other {{count} publicaciones nuevas}}',
  newlyShared: '- Recién compartidos: {names}',
  visit: 'Visita: {link}',
  why: 'Recibes esto porque el resumen por correo está activado en tus ajustes. Para desactivarlo: {link}',
  unsubscribe: 'Darse de baja',
} satisfies Translation<typeof english>;
