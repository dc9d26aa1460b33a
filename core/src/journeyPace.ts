import { haversineMeters, type LatLng } from './geo';
import { METERS_PER_MILE } from './limits';
import { WALKING_MILES_PER_HOUR } from './pilgrimages';

/**
 * Time remaining on a journey: the distance left along the route (from where the walker is, through
 * the sites not yet reached, to the end) at the walker's own recent pace, or a walking pace while
 * there is not enough track to judge one.
 */

/** 2.5 mph, in meters per second. */
export const WALKING_METERS_PER_SECOND = (WALKING_MILES_PER_HOUR * METERS_PER_MILE) / 3600;

/** The window of recent positions the pace is read from. */
export const PACE_WINDOW_MS = 20 * 60 * 1000;
/** Less track than this (in time) says nothing about a pace. */
const PACE_MIN_SPAN_MS = 2 * 60 * 1000;
/** A pace outside this band is a rest or a ride, not walking: the walking pace stands in. */
const PACE_MIN_MPS = 0.3;
const PACE_MAX_MPS = 2.5;

export interface TimedPosition extends LatLng {
  at: Date;
}

/** Meters left: here to the next site, then site to site, then to the route's end when it has one. */
export function routeMetersLeft(here: LatLng | null, remaining: readonly LatLng[]): number {
  let meters = 0;
  let from = here;
  for (const point of remaining) {
    if (from) meters += haversineMeters(from, point);
    from = point;
  }
  return meters;
}

/** The walker's pace over the recent track, or null when the track is too short or not a walk. */
export function recentPace(track: readonly TimedPosition[], now: Date = new Date()): number | null {
  const recent = track
    .filter((position) => now.getTime() - position.at.getTime() <= PACE_WINDOW_MS)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (recent.length < 2) return null;
  const span = recent[recent.length - 1]!.at.getTime() - recent[0]!.at.getTime();
  if (span < PACE_MIN_SPAN_MS) return null;
  let meters = 0;
  for (let index = 1; index < recent.length; index += 1) meters += haversineMeters(recent[index - 1]!, recent[index]!);
  const pace = meters / (span / 1000);
  return pace >= PACE_MIN_MPS && pace <= PACE_MAX_MPS ? pace : null;
}

/** Whole minutes left at the given pace (meters per second), the walking pace when there is none. */
export function minutesRemaining(metersLeft: number, pace: number | null): number {
  const speed = pace ?? WALKING_METERS_PER_SECOND;
  return Math.max(0, Math.round(metersLeft / speed / 60));
}

/** Hours and minutes: "3 h 20 min", "45 min", "0 min". */
export function formatHoursMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A GPS fix re-estimates the time remaining at most once a minute, unless the walker moved this far since. */
export const REESTIMATE_EVERY_MS = 60_000;
export const REESTIMATE_AFTER_METERS = 300;

export interface LastEstimate extends LatLng {
  at: number;
}

export function needsReestimate(last: LastEstimate | undefined, here: LatLng, now: number): boolean {
  if (!last) return true;
  return now - last.at >= REESTIMATE_EVERY_MS || haversineMeters(last, here) >= REESTIMATE_AFTER_METERS;
}

// ---- The recorded track: pace, climb, and whether it was a walk ----

/**
 * A walk is never faster than this: a stretch of track at more is a ride (a car, a bus), and a journey
 * with one is not counted as a walk.
 */
export const WALK_SPEED_LIMIT_KMH = 20;
/** Speed is judged over stretches of at least this long: a GPS jump between two close fixes is no ride. */
export const SPEED_WINDOW_MS = 60_000;
/** A leg slower than a shuffle is a rest, not moving time. */
const MOVING_MIN_MPS = PACE_MIN_MPS;
/** GPS altitude wanders by metres: the track climbs once it has risen this much above its last low. */
export const CLIMB_STEP_METERS = 5;

export interface TrackPoint extends TimedPosition {
  /** Metres above sea level from the device, when it gave one. */
  altitude: number | null;
}

export interface TrackStats {
  meters: number;
  /** Time spent moving (rests left out). */
  movingSeconds: number;
  /** Moving time per km; null with less than 100 m of track. */
  secondsPerKm: number | null;
  /** Metres climbed; null when the device gave no altitudes. */
  climbMeters: number | null;
  /** The fastest stretch of at least SPEED_WINDOW_MS; null when the track is shorter. */
  topSpeedKmh: number | null;
}

/** Pace, climb and top speed of a recorded track (in the order recorded). */
export function trackStats(track: readonly TrackPoint[]): TrackStats {
  const points = [...track].sort((a, b) => a.at.getTime() - b.at.getTime());
  // Distance along the track up to each point.
  const along: number[] = [0];
  let movingSeconds = 0;
  for (let index = 1; index < points.length; index += 1) {
    const leg = haversineMeters(points[index - 1]!, points[index]!);
    const seconds = (points[index]!.at.getTime() - points[index - 1]!.at.getTime()) / 1000;
    along.push(along[index - 1]! + leg);
    if (seconds > 0 && leg / seconds >= MOVING_MIN_MPS) movingSeconds += seconds;
  }
  const meters = along[along.length - 1] ?? 0;

  let topSpeedKmh: number | null = null;
  let end = 0;
  for (let start = 0; start < points.length; start += 1) {
    const from = points[start]!.at.getTime();
    while (end < points.length && points[end]!.at.getTime() - from < SPEED_WINDOW_MS) end += 1;
    if (end >= points.length) break;
    const kmh = ((along[end]! - along[start]!) / ((points[end]!.at.getTime() - from) / 1000)) * 3.6;
    topSpeedKmh = Math.max(topSpeedKmh ?? 0, kmh);
  }

  let climbMeters: number | null = null;
  let low: number | null = null;
  for (const { altitude } of points) {
    if (altitude === null || !Number.isFinite(altitude)) continue;
    if (low === null) {
      low = altitude;
      climbMeters = 0;
    } else if (altitude - low >= CLIMB_STEP_METERS) {
      climbMeters = (climbMeters ?? 0) + (altitude - low);
      low = altitude;
    } else if (altitude < low) low = altitude;
  }

  return {
    meters,
    movingSeconds: Math.round(movingSeconds),
    secondsPerKm: meters >= 100 && movingSeconds > 0 ? movingSeconds / (meters / 1000) : null,
    climbMeters: climbMeters === null ? null : Math.round(climbMeters),
    topSpeedKmh: topSpeedKmh === null ? null : Math.round(topSpeedKmh * 10) / 10,
  };
}

/** Why a journey is not counted as a walk (a stretch faster than anyone walks), or null when it is one. */
export function notAWalkReason(topSpeedKmh: number | null): string | null {
  if (topSpeedKmh === null || topSpeedKmh <= WALK_SPEED_LIMIT_KMH) return null;
  return (
    `Part of this journey moved at ${Math.round(topSpeedKmh)} km/h, faster than anyone walks ` +
    `(at most ${WALK_SPEED_LIMIT_KMH} km/h): it is not counted as a walk.`
  );
}

/** Pace per km (metric, and guests) or per mile (imperial): "12:05 /km", "19:27 /mi". */
export function formatPace(secondsPerKm: number, units: 'metric' | 'imperial' | null): string {
  const perUnit = units === 'imperial' ? secondsPerKm * (METERS_PER_MILE / 1000) : secondsPerKm;
  const total = Math.round(perUnit);
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return `${minutes}:${seconds} /${units === 'imperial' ? 'mi' : 'km'}`;
}

/** Height climbed: "120 m" (metric, and guests), "394 ft" (imperial). */
export function formatClimb(meters: number, units: 'metric' | 'imperial' | null): string {
  return units === 'imperial' ? `${Math.round(meters * 3.28084)} ft` : `${Math.round(meters)} m`;
}
