import type { MapStyle } from '@sacred/core/settings';
import { useSyncExternalStore } from 'react';

/**
 * A map style the member has just picked on the map, drawn at once while the choice is being saved
 * to their settings (then the settings hold it and this is cleared; a failed save clears it too).
 */
let picked: MapStyle | null = null;
const listeners = new Set<() => void>();

export function setPickedMapStyle(style: MapStyle | null): void {
  picked = style;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePickedMapStyle(): MapStyle | null {
  return useSyncExternalStore(
    subscribe,
    () => picked,
    () => null,
  );
}
