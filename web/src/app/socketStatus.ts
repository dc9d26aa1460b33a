import { useSyncExternalStore } from 'react';

/**
 * Whether the graphql-ws socket is open. Live pages subscribe for their data and poll at the spec's
 * intervals only while this is false: the socket is down, retrying, or not opened yet.
 */
let open = false;
const listeners = new Set<() => void>();

export function setSocketOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The poll interval to use: none while the socket carries the live data. */
export function usePollFallback(intervalMs: number): number {
  return useSocketOpen() ? 0 : intervalMs;
}
