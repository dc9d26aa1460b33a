import { namespaceText, textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useOfflineText = textNamespace<typeof english>('offline');

/** The offline texts for code outside React: the outbox's toasts (OfflineWatcher's callbacks). */
export const offlineText = namespaceText<typeof english>('offline');
