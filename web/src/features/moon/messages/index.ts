import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useMoonText = textNamespace<typeof english>('moon');
