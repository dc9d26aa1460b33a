import { useEffect, useState } from 'react';
import { onOutbox, outboxItems, type OutboxItem } from './outbox';

/** The writes waiting on this device or refused, kept current. */
export function useOutbox(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void outboxItems()
        .then((next) => alive && setItems(next))
        .catch(() => undefined);
    load();
    const stop = onOutbox(load);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return items;
}
