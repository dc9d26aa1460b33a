import { translator } from '../../i18n/translator';
import de from './de';
import english from './en';
import es from './es';

export const skyText = translator('sky', { en: english, es, de });
