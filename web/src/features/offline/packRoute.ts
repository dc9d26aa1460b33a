import type { LatLng } from '@sacred/core/geo';

interface RouteFields {
  startLatitude?: number | null;
  startLongitude?: number | null;
  startingLatitude?: number | null;
  startingLongitude?: number | null;
  endingLatitude?: number | null;
  endingLongitude?: number | null;
  sites: ReadonlyArray<{ order: number; latitude: number; longitude: number }>;
}

const point = (latitude: number | null | undefined, longitude: number | null | undefined): LatLng[] =>
  typeof latitude === 'number' && typeof longitude === 'number' ? [{ latitude, longitude }] : [];

/** A pilgrimage's route for its pack: its start, its sites in route order, its end (those it has). */
export function pilgrimageRoute(pilgrimage: RouteFields): LatLng[] {
  const start = point(
    pilgrimage.startLatitude ?? pilgrimage.startingLatitude,
    pilgrimage.startLongitude ?? pilgrimage.startingLongitude,
  );
  const sites = [...pilgrimage.sites]
    .sort((a, b) => a.order - b.order)
    .map((site) => ({ latitude: site.latitude, longitude: site.longitude }));
  return [...start, ...sites, ...point(pilgrimage.endingLatitude, pilgrimage.endingLongitude)];
}
