import type { Translation } from '../../i18n/catalogue';
import type english from './en';

export default {
  productName: 'Sacred Spaces',
  tagline: 'Entdecke schöne Orte in der Natur',
} satisfies Translation<typeof english>;
