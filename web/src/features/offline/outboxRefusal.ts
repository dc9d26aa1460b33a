import type { ToastContent } from '../../app/toasts/toastState';
import { loadNamespace } from '../../i18n/catalogues';
import { languageChoice } from '../../i18n/languageChoice';
import { offlineText } from './messages';
import { outboxLabelText } from './offlineFormat';
import type { OutboxItem } from './outbox';

/**
 * The toast for a write the server refused, in the displayed language (its catalogue fetched first). Loaded
 * only when a refusal happens, so the app's first screen carries none of the offline texts.
 */
export async function outboxRefusalToast(item: OutboxItem): Promise<ToastContent> {
  await loadNamespace(languageChoice(), 'offline').catch(() => undefined);
  return {
    title: offlineText('notSavedTitle'),
    description: offlineText('refusedDescription', {
      label: outboxLabelText(offlineText, item),
      error: item.error ?? '',
    }),
    variant: 'destructive',
  };
}
