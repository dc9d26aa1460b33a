import { LATITUDE_RANGE, LONGITUDE_RANGE } from '@sacred/core/limits';
import type { BoundingBox } from '@sacred/core/map';
import { unprojectFromScreen, worldPixels } from '@sacred/core/mercator';
import type { ScreenView } from '@sacred/core/mercator';

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

/**
 * The box the map asks its pilgrimages for around a view: the view grown on every side by a step as large
 * as the view (a power of two degrees), snapped outward to a grid of that step, so that panning and zooming
 * a little within it ask for the same box again, which the cache answers.
 */
export function pilgrimageFetchBox(view: BoundingBox): BoundingBox {
  const width = view.west <= view.east ? view.east - view.west : view.east + 360 - view.west;
  const step = 2 ** Math.ceil(Math.log2(Math.max(width, view.north - view.south, 2 ** -10)));
  return viewportBox({
    west: Math.floor((view.west - step) / step) * step,
    east: Math.ceil((view.west + width + step) / step) * step,
    south: Math.floor((view.south - step) / step) * step,
    north: Math.ceil((view.north + step) / step) * step,
  });
}

/** Whether a point lies in a box (which may cross the antimeridian). */
export function boxContains(box: BoundingBox, point: { latitude: number; longitude: number }): boolean {
  if (point.latitude < box.south || point.latitude > box.north) return false;
  return box.west <= box.east
    ? point.longitude >= box.west && point.longitude <= box.east
    : point.longitude >= box.west || point.longitude <= box.east;
}

/** A settled map view: what the viewport query is asked for. */
export interface ViewRequest {
  box: BoundingBox;
  zoom: number;
  /** The map centre (not sent: the box is what the query needs). */
  centre: { latitude: number; longitude: number };
}

/**
 * The view an unrotated map of `width` x `height` CSS pixels shows around a centre, computed the way
 * MapLibre computes its bounds: lets the first viewport query start before the map exists.
 */
export function viewAround(
  centre: { latitude: number; longitude: number },
  zoom: number,
  width: number,
  height: number,
): ViewRequest {
  const screen: ScreenView = { centre, zoom, width, height };
  const northWest = unprojectFromScreen({ x: 0, y: 0 }, screen);
  const southEast = unprojectFromScreen({ x: width, y: height }, screen);
  return {
    box: viewportBox({
      west: northWest.longitude,
      east: southEast.longitude,
      south: southEast.latitude,
      north: northWest.latitude,
    }),
    zoom: Math.round(zoom * 100) / 100,
    centre: { latitude: centre.latitude, longitude: centre.longitude },
  };
}

/**
 * Whether two views ask for the same markers: the same zoom and every edge within half a pixel
 * (a view predicted before the map existed differs from the map's own by rounding only).
 */
export function sameView(a: ViewRequest | null, b: ViewRequest): boolean {
  if (a === null || a.zoom !== b.zoom) return false;
  const halfPixel = 360 / worldPixels(b.zoom) / 2;
  const close = (p: number, q: number) => Math.abs(p - q) <= halfPixel;
  return (
    close(a.box.west, b.box.west) &&
    close(a.box.east, b.box.east) &&
    close(a.box.south, b.box.south) &&
    close(a.box.north, b.box.north)
  );
}
