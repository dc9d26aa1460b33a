import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useSkyText = textNamespace<typeof english>('sky');
