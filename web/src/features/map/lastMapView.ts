import { isLatitude, isLongitude, type LatLng } from '@sacred/core/geo';

/** Where the member last looked on the map home: what a picker opens on when their position is unknown. */
export interface MapLook extends LatLng {
  zoom: number;
}

const LAST_VIEW_KEY = 'sacred-last-map-view';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Remembers the map home's settled view on this device. */
export function rememberMapView(look: MapLook): void {
  try {
    storage()?.setItem(LAST_VIEW_KEY, JSON.stringify(look));
  } catch {
    // A full or refused store only loses the convenience.
  }
}

/** The last view remembered, or null (never looked, or something unreadable). */
export function lastMapView(): MapLook | null {
  try {
    const raw = storage()?.getItem(LAST_VIEW_KEY);
    if (!raw) return null;
    const look = JSON.parse(raw) as Partial<MapLook>;
    const { latitude, longitude, zoom } = look;
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || typeof zoom !== 'number') return null;
    if (!isLatitude(latitude) || !isLongitude(longitude) || !Number.isFinite(zoom)) return null;
    return { latitude, longitude, zoom };
  } catch {
    return null;
  }
}
