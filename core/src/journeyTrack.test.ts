import { describe, expect, it } from 'vitest';
import {
  CLIMB_STEP_METERS,
  formatClimb,
  formatPace,
  notAWalkReason,
  trackStats,
  WALK_SPEED_LIMIT_KMH,
  type TrackPoint,
} from './journeyPace';

const START = Date.UTC(2026, 5, 1, 8, 0, 0);
/** A fix every `everySeconds`, moving north at `kmh`, at the given altitudes (or none). */
function track(count: number, kmh: number, everySeconds = 10, altitudes?: number[]): TrackPoint[] {
  const degreesPerSecond = kmh / 3.6 / 111_195;
  return Array.from({ length: count }, (_, index) => ({
    latitude: 45 + index * everySeconds * degreesPerSecond,
    longitude: 7,
    at: new Date(START + index * everySeconds * 1000),
    altitude: altitudes ? (altitudes[index] ?? null) : null,
  }));
}

describe('the recorded track', () => {
  it('reads a walk: its pace over the moving time, and a top speed within a walk', () => {
    const walk = trackStats(track(61, 5));
    expect(walk.meters).toBeCloseTo(833, -1);
    expect(walk.movingSeconds).toBe(600);
    expect(walk.secondsPerKm).toBeCloseTo(720, 0);
    expect(walk.topSpeedKmh).toBeCloseTo(5, 0);
    expect(notAWalkReason(walk.topSpeedKmh)).toBeNull();
  });

  it('leaves rests out of the moving time', () => {
    const [first, ...rest] = track(31, 5);
    const resting = [first!, ...rest.map((point) => ({ ...point, at: new Date(point.at.getTime() + 3_600_000) }))];
    // The hour's rest (14 m) is left out: the 29 legs of ten seconds remain.
    expect(trackStats(resting).movingSeconds).toBe(290);
  });

  it('says a journey with a stretch at 65 km/h is not a walk, and a GPS jump between two close fixes is no ride', () => {
    const ride = trackStats(track(20, 65));
    expect(ride.topSpeedKmh).toBeCloseTo(65, 0);
    expect(notAWalkReason(ride.topSpeedKmh)).toBe(
      `Part of this journey moved at 65 km/h, faster than anyone walks (at most ${WALK_SPEED_LIMIT_KMH} km/h): it is not counted as a walk.`,
    );
    const jumpy = track(61, 5);
    jumpy[30] = { ...jumpy[30]!, latitude: jumpy[30]!.latitude + 0.0005 };
    expect(notAWalkReason(trackStats(jumpy).topSpeedKmh)).toBeNull();
    // Under a minute of track says nothing about speed.
    expect(trackStats(track(5, 65)).topSpeedKmh).toBeNull();
  });

  it('climbs only what rises more than GPS noise, and says nothing without altitudes', () => {
    const noisy = [100, 102, 99, 101, 100, 106, 112, 111, 113, 120, 118, 90, 95, 96];
    expect(CLIMB_STEP_METERS).toBe(5);
    // 99 -> 106 -> 112 is 13 m, 111 -> 120 is 9 m, 90 -> 95 is 5 m; the wobbles of 2 or 3 m count nothing.
    expect(trackStats(track(noisy.length, 4, 10, noisy)).climbMeters).toBe(27);
    expect(trackStats(track(10, 4)).climbMeters).toBeNull();
  });

  it('shows pace and climb in the member’s units', () => {
    expect(formatPace(725, 'metric')).toBe('12:05 /km');
    expect(formatPace(725, 'imperial')).toBe('19:27 /mi');
    expect(formatClimb(120, 'metric')).toBe('120 m');
    expect(formatClimb(120, 'imperial')).toBe('394 ft');
  });
});
