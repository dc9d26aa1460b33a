import { textNamespace } from '../../i18n/useText';
import type english from './en';

export const useUiText = textNamespace<typeof english>('ui');
