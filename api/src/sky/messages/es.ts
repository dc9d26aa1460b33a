import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  reminderTitle: 'Primera luz en {altar}',
  reminderBody: 'El sol llega al altar en {minutes, plural, one {# minuto} other {# minutos}}.',
} satisfies Translation<typeof english>;
