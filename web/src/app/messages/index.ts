import { textNamespace } from '../../i18n/useText';
import type english from './en';

export const useAppText = textNamespace<typeof english>('app');
