import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const usePassportText = textNamespace<typeof english>('passport');
