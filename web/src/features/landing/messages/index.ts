import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useLandingText = textNamespace<typeof english>('landing');
