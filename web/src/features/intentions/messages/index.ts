import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useIntentionsText = textNamespace<typeof english>('intentions');
