import type { Translation } from '../../i18n/catalogue';
import type english from './en';

export default {
  productName: 'Sacred Spaces',
  tagline: 'Descubre espacios hermosos en la naturaleza',
} satisfies Translation<typeof english>;
