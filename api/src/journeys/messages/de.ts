import type { Translation } from '../../i18n/translator';
import type english from './en';

export default {
  reachedTitle: '{altar} erreicht',
  sharedUpdateTitle: '{name} hat ein Update geteilt',
} satisfies Translation<typeof english>;
