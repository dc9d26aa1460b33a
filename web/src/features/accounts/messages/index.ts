import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useAccountsText = textNamespace<typeof english>('accounts');
