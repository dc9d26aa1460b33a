import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const usePushText = textNamespace<typeof english>('push');
