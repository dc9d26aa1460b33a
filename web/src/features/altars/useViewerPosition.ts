import type { LatLng } from '@sacred/core/geo';
import { useEffect, useState } from 'react';

/** The first location request: low accuracy, a short timeout, a position up to a few minutes old will do. */
export const FIRST_FIX_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000, maximumAge: 300000 };
/** The altar picker's "Use My Current Location": high accuracy, a short timeout, no cached position. */
export const PICKER_FIX_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export const toLatLng = (position: GeolocationPosition): LatLng => ({
  latitude: position.coords.latitude,
  longitude: position.coords.longitude,
});

/** Where the viewer is, when the browser tells us; null while unknown, refused or unsupported. */
export function useViewerPosition(): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (fix) => {
        if (active) setPosition(toLatLng(fix));
      },
      () => undefined,
      FIRST_FIX_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, []);
  return position;
}
