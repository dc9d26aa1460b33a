import { describe, expect, it } from 'vitest';
import { haversineMeters } from './geo';
import {
  formatHoursMinutes,
  minutesRemaining,
  needsReestimate,
  recentPace,
  routeMetersLeft,
  WALKING_METERS_PER_SECOND,
} from './journeyPace';

const a = { latitude: 40, longitude: -105 };
const b = { latitude: 40.01, longitude: -105 };
const c = { latitude: 40.02, longitude: -105 };

describe('time remaining on a journey', () => {
  it('measures the distance left along the route, not across it', () => {
    expect(routeMetersLeft(a, [b, c])).toBeCloseTo(haversineMeters(a, b) + haversineMeters(b, c), 6);
    expect(routeMetersLeft(null, [b, c])).toBeCloseTo(haversineMeters(b, c), 6);
    expect(routeMetersLeft(a, [])).toBe(0);
  });

  it("reads the walker's own pace from the recent track", () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    // About 1112 m in 10 minutes: 1.85 m/s.
    const pace = recentPace(
      [
        { ...a, at: at(10) },
        { ...b, at: at(0) },
      ],
      now,
    );
    expect(pace).toBeCloseTo(haversineMeters(a, b) / 600, 3);
    // Too short a track, a rest or a ride say nothing about walking.
    expect(
      recentPace(
        [
          { ...a, at: at(0.5) },
          { ...b, at: at(0) },
        ],
        now,
      ),
    ).toBeNull();
    expect(
      recentPace(
        [
          { ...a, at: at(30) },
          { ...a, at: at(0) },
        ],
        now,
      ),
    ).toBeNull();
    expect(
      recentPace(
        [
          { ...a, at: at(3) },
          { ...c, at: at(0) },
        ],
        now,
      ),
    ).toBeNull();
    // Positions older than the window are left out.
    expect(
      recentPace(
        [
          { ...a, at: at(60) },
          { ...b, at: at(50) },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('falls back to a walking pace and shows hours and minutes', () => {
    expect(minutesRemaining(WALKING_METERS_PER_SECOND * 3600 * 3.5, null)).toBe(210);
    expect(minutesRemaining(1800, 1)).toBe(30);
    expect(formatHoursMinutes(210)).toBe('3 h 30 min');
    expect(formatHoursMinutes(45)).toBe('45 min');
    expect(formatHoursMinutes(120)).toBe('2 h');
    expect(formatHoursMinutes(0)).toBe('0 min');
  });
});

describe('needsReestimate', () => {
  const here = { latitude: 46.2, longitude: 7.3 };
  it('estimates the first fix, then once a minute or after 300 m', () => {
    expect(needsReestimate(undefined, here, 0)).toBe(true);
    const last = { ...here, at: 1_000 };
    expect(needsReestimate(last, { latitude: 46.201, longitude: 7.3 }, 30_000)).toBe(false);
    expect(needsReestimate(last, { latitude: 46.201, longitude: 7.3 }, 61_000)).toBe(true);
    expect(needsReestimate(last, { latitude: 46.203, longitude: 7.3 }, 30_000)).toBe(true);
  });
});
