import type { LatLng } from '@sacred/core/geo';
import type { TrailPoint } from './TrailMap';
import { mapTextOr } from '../messages';

interface RouteInput {
  startingLatitude?: number | null;
  startingLongitude?: number | null;
  startingPoint?: string | null;
  endingLatitude?: number | null;
  endingLongitude?: number | null;
  endingPoint?: string | null;
  sites: readonly { id: number; order: number; name: string; latitude: number; longitude: number }[];
}

/** A start or end of 0,0 (or none) means "not set" (the create form's convention). */
function placeOf(latitude?: number | null, longitude?: number | null): LatLng | null {
  if (latitude == null || longitude == null || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

function siteLabel(site: { order: number; name: string }, kind: 'site' | 'reached' | 'next'): string {
  const values = { order: site.order, name: site.name };
  const named = `${site.order}. ${site.name}`;
  if (kind === 'reached') return mapTextOr(`${named} (reached)`, 'routeSiteReached', values);
  if (kind === 'next') return mapTextOr(`${named} (next)`, 'routeSiteNext', values);
  return mapTextOr(named, 'routeSite', values);
}

/**
 * A pilgrimage's route for the map: start, the sites in order (numbered as in the list), end, and the
 * line through them. `reachedOrders` marks sites already reached and the next one (the live page).
 */
export function routeOf(route: RouteInput, progress?: { reached: number }): { points: TrailPoint[]; line: LatLng[] } {
  const start = placeOf(route.startingLatitude, route.startingLongitude);
  const end = placeOf(route.endingLatitude, route.endingLongitude);
  const sites = [...route.sites].sort((a, b) => a.order - b.order);
  const points: TrailPoint[] = [];
  if (start)
    points.push({
      key: 'start',
      kind: 'start',
      ...start,
      label: route.startingPoint
        ? mapTextOr(`Start: ${route.startingPoint}`, 'routeStart', { place: route.startingPoint })
        : mapTextOr('Start: start', 'routeStartUnnamed'),
      badge: 'S',
    });
  sites.forEach((site, index) => {
    const kind = !progress
      ? 'site'
      : index < progress.reached
        ? 'reached'
        : index === progress.reached
          ? 'next'
          : 'site';
    points.push({
      key: `site-${site.id}`,
      kind,
      latitude: site.latitude,
      longitude: site.longitude,
      label: siteLabel(site, kind),
      badge: String(site.order),
    });
  });
  if (end)
    points.push({
      key: 'end',
      kind: 'end',
      ...end,
      label: route.endingPoint
        ? mapTextOr(`End: ${route.endingPoint}`, 'routeEnd', { place: route.endingPoint })
        : mapTextOr('End: end', 'routeEndUnnamed'),
      badge: 'E',
    });
  const line = [
    ...(start ? [start] : []),
    ...sites.map(({ latitude, longitude }) => ({ latitude, longitude })),
    ...(end ? [end] : []),
  ];
  return { points, line };
}

/** Degrees clockwise from north from `from` to `to` (initial great-circle bearing). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLng = (to.longitude - from.longitude) * rad;
  const y = Math.sin(dLng) * Math.cos(to.latitude * rad);
  const x =
    Math.cos(from.latitude * rad) * Math.sin(to.latitude * rad) -
    Math.sin(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.cos(dLng);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

const COMPASS = [
  ['north', 'compassNorth'],
  ['north-east', 'compassNorthEast'],
  ['east', 'compassEast'],
  ['south-east', 'compassSouthEast'],
  ['south', 'compassSouth'],
  ['south-west', 'compassSouthWest'],
  ['west', 'compassWest'],
  ['north-west', 'compassNorthWest'],
] as const;

/** "north-east": the compass word for a bearing, for screen readers (in the displayed language). */
export function compassWord(degrees: number): string {
  const [english, key] = COMPASS[Math.round(degrees / 45) % 8] ?? COMPASS[0];
  return mapTextOr(english, key);
}
