import { haversineMeters, type LatLng } from '@sacred/core/geo';
import { formatHoursMinutes } from '@sacred/core/journeyPace';
import { formatTrackDistance, type UnitsShown } from '@sacred/core/settings';

/**
 * The replay's timeline as pure functions: every time is in seconds from the journey's start, so a
 * position, a distance and a site's lit state follow from one number (the scrubber's value).
 */

export interface ReplayInput {
  startedAt: string;
  endedAt?: string | null;
  walkers: ReadonlyArray<{
    userId: number;
    name: string;
    isWalker: boolean;
    points: ReadonlyArray<LatLng & { at: string }>;
  }>;
  sites: ReadonlyArray<LatLng & { altarId: number; order: number; name: string; reachedAt?: string | null }>;
}

export interface TimelineTrack {
  userId: number;
  name: string;
  isWalker: boolean;
  /** [longitude, latitude] pairs, oldest first (deck.gl's order). */
  path: Array<[number, number]>;
  /** Seconds from the start, one per point, never decreasing. */
  times: number[];
  /** Metres walked up to each point. */
  meters: number[];
}

export interface TimelineSite {
  altarId: number;
  order: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Seconds from the start when its checkpoint was accepted; null when never reached. */
  reachedAt: number | null;
}

export interface Timeline {
  startedAt: number;
  /** Seconds from the start to the last moment there is to show (the end, a last point or a last site). */
  duration: number;
  tracks: TimelineTrack[];
  sites: TimelineSite[];
}

const secondsFrom = (start: number, at: string) => (Date.parse(at) - start) / 1000;

export function buildTimeline(replay: ReplayInput): Timeline {
  const startedAt = Date.parse(replay.startedAt);
  const tracks = replay.walkers.map((walker) => {
    const points = [...walker.points].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const meters: number[] = [];
    let walked = 0;
    points.forEach((point, index) => {
      const before = points[index - 1];
      if (before) walked += haversineMeters(before, point);
      meters.push(walked);
    });
    return {
      userId: walker.userId,
      name: walker.name,
      isWalker: walker.isWalker,
      path: points.map((point): [number, number] => [point.longitude, point.latitude]),
      times: points.map((point) => Math.max(0, secondsFrom(startedAt, point.at))),
      meters,
    };
  });
  const sites = replay.sites.map((site) => ({
    altarId: site.altarId,
    order: site.order,
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    reachedAt: site.reachedAt ? Math.max(0, secondsFrom(startedAt, site.reachedAt)) : null,
  }));
  const ends = [
    replay.endedAt ? secondsFrom(startedAt, replay.endedAt) : 0,
    ...tracks.map((track) => track.times[track.times.length - 1] ?? 0),
    ...sites.map((site) => site.reachedAt ?? 0),
  ];
  return { startedAt, duration: Math.max(0, ...ends), tracks, sites };
}

/** The last index whose time is at or before `t` (-1 before the first point). */
function indexAt(times: readonly number[], t: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= t) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Where the track stands at `t` and how far it has come: between two points, in proportion to the time
 * between them; before the first point, nowhere; after the last, at the last.
 */
export function positionAt(track: TimelineTrack, t: number): (LatLng & { meters: number }) | null {
  const index = indexAt(track.times, t);
  if (index < 0) return null;
  const here = track.path[index]!;
  const next = track.path[index + 1];
  if (!next) return { longitude: here[0], latitude: here[1], meters: track.meters[index]! };
  const span = track.times[index + 1]! - track.times[index]!;
  const share = span > 0 ? (t - track.times[index]!) / span : 0;
  return {
    longitude: here[0] + (next[0] - here[0]) * share,
    latitude: here[1] + (next[1] - here[1]) * share,
    meters: track.meters[index]! + (track.meters[index + 1]! - track.meters[index]!) * share,
  };
}

/** A site is lit from the moment its checkpoint was accepted. */
export const siteLit = (site: TimelineSite, t: number): boolean => site.reachedAt !== null && site.reachedAt <= t;

/** The sites reached by `t`, in the order reached. */
export const sitesLitAt = (timeline: Timeline, t: number): TimelineSite[] =>
  timeline.sites.filter((site) => siteLit(site, t)).sort((a, b) => a.reachedAt! - b.reachedAt!);

/** The walker's own metres by `t` (0 when their track is not in the replay). */
export function metersAt(timeline: Timeline, t: number): number {
  const own = timeline.tracks.find((track) => track.isWalker);
  return own ? (positionAt(own, t)?.meters ?? 0) : 0;
}

/** The next time after a frame of `elapsedMs` at `speed` walk-seconds per second, stopping at the end. */
export function advance(t: number, elapsedMs: number, speed: number, duration: number): number {
  return Math.min(duration, Math.max(0, t + (elapsedMs / 1000) * speed));
}

/** "1 h 5 min": a time in the walk, to the minute. */
export const formatElapsed = (seconds: number): string => formatHoursMinutes(seconds / 60);

/** The scrubber's spoken value: the time in the walk, of how long, and the distance walked by then. */
export function scrubberText(timeline: Timeline, t: number, units: UnitsShown): string {
  return `${formatElapsed(t)} of ${formatElapsed(timeline.duration)}, ${formatTrackDistance(
    metersAt(timeline, t) / 1000,
    units,
  )} walked`;
}

/** The clock time of a moment of the walk, as the member's device shows times. */
export const clockTime = (timeline: Timeline, seconds: number): string =>
  new Date(timeline.startedAt + seconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The replay's current time, shared with its map, which redraws on each change without a React render. */
export class ReplayClock {
  private time = 0;
  private readonly listeners = new Set<(time: number) => void>();

  get now(): number {
    return this.time;
  }

  set(time: number): void {
    this.time = time;
    for (const listener of this.listeners) listener(time);
  }

  subscribe(listener: (time: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The track as drawn at a scale: the points Douglas-Peucker keeps within `tolerance` (a screen distance
 * in degrees of longitude, as Web Mercator draws the track's latitude), each with its own time. At a map's scale a tolerance under a pixel
 * draws the same line with far fewer points; the walker's position still comes from every point.
 */
export function simplifyTrack(track: TimelineTrack, tolerance: number): TimelineTrack {
  const count = track.path.length;
  if (count <= 2 || tolerance <= 0) return track;
  // Near the track, Web Mercator stretches latitude by 1 / cos(latitude): screen distances, in degrees.
  const stretch = 1 / Math.cos((track.path[0]![1] * Math.PI) / 180);
  const x = (index: number) => track.path[index]![0];
  const y = (index: number) => track.path[index]![1] * stretch;
  const keep = new Uint8Array(count);
  keep[0] = 1;
  keep[count - 1] = 1;
  const stack: Array<[number, number]> = [[0, count - 1]];
  const squared = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const dx = x(last) - x(first);
    const dy = y(last) - y(first);
    const length = dx * dx + dy * dy;
    let farthest = -1;
    let distance = squared;
    for (let index = first + 1; index < last; index++) {
      const px = x(index) - x(first);
      const py = y(index) - y(first);
      const along = length > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / length)) : 0;
      const ox = px - along * dx;
      const oy = py - along * dy;
      const off = ox * ox + oy * oy;
      if (off > distance) {
        distance = off;
        farthest = index;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  const kept: number[] = [];
  for (let index = 0; index < count; index++) if (keep[index]) kept.push(index);
  return {
    ...track,
    path: kept.map((index) => track.path[index]!),
    times: kept.map((index) => track.times[index]!),
    meters: kept.map((index) => track.meters[index]!),
  };
}

/** Degrees of longitude per screen pixel at a zoom (512 px Web Mercator tiles, as MapLibre draws them). */
export const degreesPerPixel = (zoom: number): number => 360 / (512 * 2 ** zoom);
