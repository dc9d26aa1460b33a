import { EARTH_RADIUS_METERS, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export const isLatitude = (value: number): boolean =>
  Number.isFinite(value) && value >= LATITUDE_RANGE.min && value <= LATITUDE_RANGE.max;

export const isLongitude = (value: number): boolean =>
  Number.isFinite(value) && value >= LONGITUDE_RANGE.min && value <= LONGITUDE_RANGE.max;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in meters; the server uses PostGIS, the client this for live display. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown rounded to 0.1 km. */
export const formatKilometers = (meters: number): string => `${(Math.round(meters / 100) / 10).toFixed(1)} km`;
