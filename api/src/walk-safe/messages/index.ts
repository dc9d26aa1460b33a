import { translator } from '../../i18n/translator';
import de from './de';
import english from './en';
import es from './es';

export const walkSafeText = translator('walk-safe', { en: english, es, de });
