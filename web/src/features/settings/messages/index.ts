import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useSettingsText = textNamespace<typeof english>('settings');
