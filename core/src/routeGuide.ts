import { haversineMeters, type LatLng } from './geo';
import { EARTH_RADIUS_METERS } from './limits';

/**
 * Guidance along a stored route on the live journey page: where the walker stands on the line, how far
 * the next site is along it (not as the crow flies), how much of the route is left, and when the walker
 * has left it. Positions are [longitude, latitude], as in the route's GeoJSON.
 */

export type LinePosition = readonly number[];

/** Farther than this from the route for longer than offRouteSeconds, the walker has left it. */
export const ROUTE_GUIDE_LIMITS = { offRouteMeters: 50, offRouteSeconds: 30 } as const;

export const ROUTE_GUIDE_TEXTS = {
  leftRoute: 'You have left the route',
  leftRouteDetail: (meters: string) => `You are ${meters} from the route.`,
  routeBack: 'Route me back',
  routingBack: 'Finding the way back...',
  routeBackTo: (distance: string, site: string) => `The way back: ${distance} to ${site}, drawn on the map.`,
  routeBackFailed: 'The way back could not be found here. Head back towards the line.',
  /** Where "Route me back" leads once every site is reached, for a pilgrimage whose end point is unnamed. */
  theEnd: 'the end of the pilgrimage',
  alongRoute: (distance: string) => `${distance} away along the route`,
  remaining: (distance: string) => `${distance} of the route left`,
} as const;

/** A line with the metres walked to each of its vertices. */
export interface MeasuredLine {
  coordinates: LinePosition[];
  /** cumulative[i]: metres along the line from its first vertex to vertex i. */
  cumulative: number[];
  lengthMeters: number;
}

/** The nearest point of a line to a position. */
export interface PlaceOnLine {
  /** Metres along the line to the nearest point. */
  along: number;
  /** Metres from the position to that point. */
  offset: number;
  /** The index of the segment holding it (from vertex `segment` to `segment + 1`). */
  segment: number;
}

const METERS_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METERS;

const toLatLng = (position: LinePosition): LatLng => ({ latitude: position[1]!, longitude: position[0]! });

/** The route's legs joined into one line, a vertex shared by two legs kept once. */
export function joinLegs(legs: readonly { geometry: { coordinates: readonly LinePosition[] } }[]): LinePosition[] {
  const line: LinePosition[] = [];
  for (const leg of legs) {
    for (const position of leg.geometry.coordinates) {
      const last = line[line.length - 1];
      if (!last || last[0] !== position[0] || last[1] !== position[1]) line.push(position);
    }
  }
  return line;
}

export function measureLine(coordinates: readonly LinePosition[]): MeasuredLine {
  const cumulative = [0];
  for (let index = 1; index < coordinates.length; index++) {
    cumulative.push(
      cumulative[index - 1]! + haversineMeters(toLatLng(coordinates[index - 1]!), toLatLng(coordinates[index]!)),
    );
  }
  return { coordinates: [...coordinates], cumulative, lengthMeters: cumulative[cumulative.length - 1] ?? 0 };
}

/**
 * The nearest point of the line to a position, within the stretch from `from` to `to` metres along it
 * (the whole line unless said). Each segment is flattened around the position (metres east and north),
 * which is exact enough at the scale of a path's segments.
 */
export function nearestOnLine(line: MeasuredLine, here: LatLng, from = 0, to = Infinity): PlaceOnLine | undefined {
  const { coordinates, cumulative } = line;
  if (coordinates.length === 0) return undefined;
  if (coordinates.length === 1)
    return { along: 0, offset: haversineMeters(here, toLatLng(coordinates[0]!)), segment: 0 };
  const cos = Math.cos((here.latitude * Math.PI) / 180);
  let best: { segment: number; t: number; d2: number } | undefined;
  for (let segment = 0; segment < coordinates.length - 1; segment++) {
    const start = cumulative[segment]!;
    const length = cumulative[segment + 1]! - start;
    if (start + length < from || start > to) continue;
    const low = length === 0 ? 0 : Math.max(0, (from - start) / length);
    const high = length === 0 ? 1 : Math.min(1, (to - start) / length);
    const a = coordinates[segment]!;
    const b = coordinates[segment + 1]!;
    const ax = (a[0]! - here.longitude) * cos * METERS_PER_DEGREE;
    const ay = (a[1]! - here.latitude) * METERS_PER_DEGREE;
    const dx = (b[0]! - a[0]!) * cos * METERS_PER_DEGREE;
    const dy = (b[1]! - a[1]!) * METERS_PER_DEGREE;
    const square = dx * dx + dy * dy;
    const t = Math.max(low, Math.min(high, square === 0 ? 0 : -(ax * dx + ay * dy) / square));
    const px = ax + t * dx;
    const py = ay + t * dy;
    const d2 = px * px + py * py;
    if (!best || d2 < best.d2) best = { segment, t, d2 };
  }
  if (!best) return undefined;
  const a = coordinates[best.segment]!;
  const b = coordinates[best.segment + 1]!;
  const point = { longitude: a[0]! + best.t * (b[0]! - a[0]!), latitude: a[1]! + best.t * (b[1]! - a[1]!) };
  const segmentMeters = cumulative[best.segment + 1]! - cumulative[best.segment]!;
  return {
    along: cumulative[best.segment]! + best.t * segmentMeters,
    offset: haversineMeters(here, point),
    segment: best.segment,
  };
}

/**
 * Where each site lies along the route, in walking order: each is looked for only past the one before,
 * so a route that passes a place twice places its sites on the right pass.
 */
export function sitesAlong(line: MeasuredLine, sites: readonly LatLng[]): PlaceOnLine[] {
  const places: PlaceOnLine[] = [];
  let from = 0;
  for (const site of sites) {
    const place = nearestOnLine(line, site, from) ?? { along: line.lengthMeters, offset: 0, segment: 0 };
    places.push(place);
    from = place.along;
  }
  return places;
}

export interface RouteGuide {
  /** Metres along the route from the walker to the next site; null with no site left. */
  toNextMeters: number | null;
  /** Metres along the route from the walker to its end. */
  remainingMeters: number;
  /** Metres from the walker to the nearest point of the route. */
  offRouteMeters: number;
}

/**
 * The walker on the route: placed on the stretch between the last site reached and the next one (the
 * part being walked), measured from there along the line; off the route by the distance to its nearest
 * point anywhere.
 */
export function guideAlong(
  line: MeasuredLine,
  sites: readonly PlaceOnLine[],
  nextIndex: number,
  here: LatLng,
): RouteGuide | undefined {
  const anywhere = nearestOnLine(line, here);
  if (!anywhere) return undefined;
  const previous = nextIndex > 0 ? sites[Math.min(nextIndex, sites.length) - 1] : undefined;
  const next = sites[nextIndex];
  const onStretch = nearestOnLine(line, here, previous?.along ?? 0, next?.along) ?? anywhere;
  return {
    toNextMeters: next ? Math.max(0, next.along - onStretch.along) : null,
    remainingMeters: Math.max(0, line.lengthMeters - onStretch.along),
    offRouteMeters: anywhere.offset,
  };
}

/** Beyond offRouteMeters from the route: the spell that, lasting offRouteSeconds, means the walker left it. */
export const beyondRoute = (offRouteMeters: number): boolean => offRouteMeters > ROUTE_GUIDE_LIMITS.offRouteMeters;
