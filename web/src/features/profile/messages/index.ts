import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useProfileText = textNamespace<typeof english>('profile');
export type ProfileEnglish = typeof english;
