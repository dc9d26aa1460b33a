import { useEffect, useState } from 'react';
import type { Position } from './useOfflineDownloads';

/** The device's position once (no watch); null until known or when refused or unsupported. */
export function useDevicePosition(): { position: Position | null; settled: boolean } {
  const [state, setState] = useState<{ position: Position | null; settled: boolean }>({
    position: null,
    settled: false,
  });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState({ position: null, settled: true });
      return;
    }
    let alive = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        alive && setState({ position: { latitude: coords.latitude, longitude: coords.longitude }, settled: true }),
      () => alive && setState({ position: null, settled: true }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60 * 1000 },
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
