import type { LatLng } from './geo';

/**
 * Web Mercator as MapLibre draws it: the world is a square of 512 CSS pixels at zoom 0, doubling per zoom,
 * x growing east from the antimeridian and y growing south from the top edge (about 85.05 degrees north).
 * Used to predict what an unrotated map shows before the map library has loaded, and to draw it.
 */

/** MapLibre's world is 512 px wide at zoom 0. */
export const WORLD_PIXELS_AT_ZOOM_0 = 512;
/** The latitude where the Mercator square ends (north and south). */
export const MAX_MERCATOR_LATITUDE = 85.0511287798;

/** The world's width in CSS pixels at a zoom. */
export const worldPixels = (zoom: number): number => WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom;

/** A longitude as a share of the world's width, 0 at 180 W and 1 at 180 E. */
export const mercatorX = (longitude: number): number => (longitude + 180) / 360;

/** A latitude as a share of the world's height, 0 at the top edge and 1 at the bottom (clamped to the square). */
export function mercatorY(latitude: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The longitude at a share of the world's width (the inverse of mercatorX). */
export const longitudeAtX = (x: number): number => x * 360 - 180;

/** The latitude at a share of the world's height (the inverse of mercatorY). */
export const latitudeAtY = (y: number): number => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** An unrotated, unpitched map view: its centre, zoom and size in CSS pixels. */
export interface ScreenView {
  centre: LatLng;
  zoom: number;
  width: number;
  height: number;
}

/**
 * Where a coordinate lands on the screen of a view, in CSS pixels from its top left corner. Longitudes
 * are taken on the copy of the world nearest the centre, as MapLibre draws markers near the antimeridian.
 */
export function projectToScreen(point: LatLng, view: ScreenView): { x: number; y: number } {
  const size = worldPixels(view.zoom);
  let dx = mercatorX(point.longitude) - mercatorX(view.centre.longitude);
  if (dx > 0.5) dx -= 1;
  else if (dx < -0.5) dx += 1;
  const dy = mercatorY(point.latitude) - mercatorY(view.centre.latitude);
  return { x: view.width / 2 + dx * size, y: view.height / 2 + dy * size };
}

/** The coordinate under a screen point of a view (the inverse of projectToScreen, latitude clamped to the square). */
export function unprojectFromScreen(pixel: { x: number; y: number }, view: ScreenView): LatLng {
  const size = worldPixels(view.zoom);
  const x = mercatorX(view.centre.longitude) + (pixel.x - view.width / 2) / size;
  const y = mercatorY(view.centre.latitude) + (pixel.y - view.height / 2) / size;
  return { latitude: latitudeAtY(Math.min(1, Math.max(0, y))), longitude: longitudeAtX(x) };
}

/** A tile of the Web Mercator tile pyramid: zoom z, column x from the west, row y from the north. */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** The z/x/y of a tile as a URL writes them, or undefined when any part is not a whole number in range. */
export function parseTileAddress(z: string, x: string, y: string, maxZoom: number): TileAddress | undefined {
  const whole = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : Number.NaN);
  const address = { z: whole(z), x: whole(x), y: whole(y) };
  if (!(address.z <= maxZoom)) return undefined;
  const size = 2 ** address.z;
  return address.x < size && address.y < size ? address : undefined;
}

/** A tile's box in degrees (west, south, east, north): its rows are latitude bands. */
export function tileBounds({ z, x, y }: TileAddress): { west: number; south: number; east: number; north: number } {
  const n = 2 ** z;
  return {
    west: longitudeAtX(x / n),
    south: latitudeAtY((y + 1) / n),
    east: longitudeAtX((x + 1) / n),
    north: latitudeAtY(y / n),
  };
}
