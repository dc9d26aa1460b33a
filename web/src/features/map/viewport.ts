import { LATITUDE_RANGE, LONGITUDE_RANGE } from '@sacred/core/limits';
import type { BoundingBox } from '@sacred/core/map';

/** How long the map rests after a move before the viewport is asked for (zoom clicks come in bursts). */
export const VIEWPORT_DEBOUNCE_MS = 200;

const wrapLongitude = (longitude: number): number => {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  // Keep +180 as the east edge rather than folding it onto -180.
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
};

const clampLatitude = (latitude: number): number =>
  Math.min(LATITUDE_RANGE.max, Math.max(LATITUDE_RANGE.min, latitude));

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * The box to ask the viewport query for, from the map's visible bounds: longitudes wrapped into
 * -180..180 (west > east when the view crosses the antimeridian), the whole world when more than a
 * turn is visible, latitudes clamped.
 */
export function viewportBox(bounds: BoundingBox): BoundingBox {
  const south = round(clampLatitude(bounds.south));
  const north = round(clampLatitude(bounds.north));
  if (bounds.east - bounds.west >= 360) {
    return { west: LONGITUDE_RANGE.min, south, east: LONGITUDE_RANGE.max, north };
  }
  return { west: round(wrapLongitude(bounds.west)), south, east: round(wrapLongitude(bounds.east)), north };
}

/** Whether a point lies in a box (which may cross the antimeridian). */
export function boxContains(box: BoundingBox, point: { latitude: number; longitude: number }): boolean {
  if (point.latitude < box.south || point.latitude > box.north) return false;
  return box.west <= box.east
    ? point.longitude >= box.west && point.longitude <= box.east
    : point.longitude >= box.west || point.longitude <= box.east;
}
