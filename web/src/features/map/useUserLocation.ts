import type { LatLng } from '@sacred/core/geo';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_FIX_OPTIONS, RECENTER_OPTIONS, WATCH_OPTIONS, toLatLng } from './geolocation';
import type { LocationState } from './geolocation';
import { MAP_TEXT } from './mapMessages';
import { mapText } from './messages';

const geolocation = (): Geolocation | undefined =>
  typeof navigator === 'undefined' || !('geolocation' in navigator) ? undefined : navigator.geolocation;

export interface UserLocation {
  state: LocationState;
  /** Locate me: a high-accuracy fix, then `onFix` (the map zooms to it); an alert when it fails. */
  recenter(onFix: (position: LatLng) => void): void;
}

/**
 * The map's location states: a quick first fix on open (low accuracy, cached up to five
 * minutes), then a continuous high-accuracy watch. `onFirstFix` centres the map once; later positions
 * only move the marker, so the map never fights the user's panning.
 */
export function useUserLocation(onFirstFix: (position: LatLng) => void): UserLocation {
  const [state, setState] = useState<LocationState>(() =>
    geolocation() ? { status: 'fetching' } : { status: 'unknown' },
  );
  const onFirstFixRef = useRef(onFirstFix);
  const watchRef = useRef<number | undefined>(undefined);
  const alertedRef = useRef(false);

  useEffect(() => {
    onFirstFixRef.current = onFirstFix;
  }, [onFirstFix]);

  const startWatch = useCallback((geo: Geolocation) => {
    if (watchRef.current !== undefined) return;
    watchRef.current = geo.watchPosition(
      (position) => setState({ status: 'known', position: toLatLng(position) }),
      // A watch error (a timeout indoors) keeps the last known position.
      () => undefined,
      WATCH_OPTIONS,
    );
  }, []);

  useEffect(() => {
    const geo = geolocation();
    if (!geo) {
      if (!alertedRef.current) {
        alertedRef.current = true;
        window.alert(mapText('unsupported'));
      }
      return;
    }
    let active = true;
    setState({ status: 'fetching' });
    geo.getCurrentPosition(
      (position) => {
        if (!active) return;
        const point = toLatLng(position);
        setState({ status: 'known', position: point });
        onFirstFixRef.current(point);
        startWatch(geo);
      },
      () => {
        if (active) setState({ status: 'error', message: MAP_TEXT.defaultView });
      },
      FIRST_FIX_OPTIONS,
    );
    return () => {
      active = false;
      if (watchRef.current !== undefined) geo.clearWatch(watchRef.current);
      watchRef.current = undefined;
    };
  }, [startWatch]);

  const lastKnown = state.status === 'known' ? state.position : null;
  const recenter = useCallback(
    (onFix: (position: LatLng) => void) => {
      const geo = geolocation();
      if (!geo) {
        window.alert(mapText('recenterFailed'));
        return;
      }
      // The watched position answers at once; the high-accuracy fix refines it when it comes.
      if (lastKnown) onFix(lastKnown);
      geo.getCurrentPosition(
        (position) => {
          const point = toLatLng(position);
          setState({ status: 'known', position: point });
          onFix(point);
          startWatch(geo);
        },
        () => {
          if (!lastKnown) window.alert(mapText('recenterFailed'));
        },
        RECENTER_OPTIONS,
      );
    },
    [startWatch, lastKnown],
  );

  return { state, recenter };
}
