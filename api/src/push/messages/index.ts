import { translator } from '../../i18n/translator';
import de from './de';
import english from './en';
import es from './es';

export const pushText = translator('push', { en: english, es, de });
