import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  reminderTitle: 'Erstes Licht am Altar {altar}',
  reminderBody: 'In {minutes, plural, one {# Minute} other {# Minuten}} erreicht die Sonne den Altar.',
} satisfies Translation<typeof english>;
