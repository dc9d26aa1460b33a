import type { LatLng } from '@sacred/core/geo';

/** Geolocation options of the map home. */
export const FIRST_FIX_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000, maximumAge: 300000 };
export const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10000, maximumAge: 30000 };
/**
 * Recenter (locate me): a fresh high-accuracy fix, waiting as long as the watch does. The last watched
 * position answers at once meanwhile (see useUserLocation).
 */
export const RECENTER_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10000, maximumAge: 0 };

/** Zoom with a known location, and after a pilgrimage recenter. */
export const LOCATION_ZOOM = 15;
export const PILGRIMAGE_ZOOM = 10;

export type LocationState =
  | { status: 'unknown' }
  | { status: 'fetching' }
  | { status: 'known'; position: LatLng }
  | { status: 'error'; message: string };

export const toLatLng = (position: GeolocationPosition): LatLng => ({
  latitude: position.coords.latitude,
  longitude: position.coords.longitude,
});

/**
 * The point the nearby query is asked for: a watch reports every few metres, the list only needs to
 * follow moves of about 20 m (4 decimals of latitude are about 11 m).
 */
export function queryPoint(position: LatLng): LatLng {
  const round = (value: number) => Math.round(value * 5000) / 5000;
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}
