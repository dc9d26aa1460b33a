import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useAltarsText = textNamespace<typeof english>('altars');
export type AltarsEnglish = typeof english;
