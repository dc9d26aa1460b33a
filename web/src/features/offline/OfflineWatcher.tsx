import { useEffect } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { journeyBegunOnServer } from './deviceJourneys';
import { onOutbox, startOutbox } from './outbox';

/**
 * Mounted once inside the app's providers: sends waiting offline writes when the network returns
 * and tells the member when the server refused one (it stays listed in Settings → Offline).
 */
export function OfflineWatcher() {
  const { toast } = useToast();
  useEffect(() => {
    startOutbox();
    return onOutbox((event) => {
      if (event.type === 'sent' && event.item.kind === 'journey' && event.item.mints)
        void journeyBegunOnServer(Number(event.item.mints), event.response).catch(() => undefined);
      if (event.type === 'refused') {
        // Every listener has heard the event by the time the toast's code has loaded.
        void import('./outboxRefusal').then(async ({ outboxRefusalToast }) => {
          if (!event.toldByScreen) toast(await outboxRefusalToast(event.item));
        });
      }
    });
  }, [toast]);
  return null;
}
