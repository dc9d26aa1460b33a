import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const usePilgrimagesText = textNamespace<typeof english>('pilgrimages');
