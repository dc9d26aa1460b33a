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
