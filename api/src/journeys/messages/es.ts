import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  reachedTitle: 'Llegada a {altar}',
  sharedUpdateTitle: '{name} ha compartido una novedad',
} satisfies Translation<typeof english>;
