import { describe, expect, it } from 'vitest';
import {
  advance,
  buildTimeline,
  degreesPerPixel,
  metersAt,
  positionAt,
  scrubberText,
  simplifyTrack,
  siteLit,
  sitesLitAt,
  type ReplayInput,
} from './replayTimeline';

const start = Date.parse('2026-06-21T06:00:00Z');
const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
/** Three points going north, 0.01 degree (about 1112 m) apart, 10 and then 30 minutes apart. */
const replay: ReplayInput = {
  startedAt: at(0),
  endedAt: at(2700),
  walkers: [
    {
      userId: 1,
      name: 'Ada',
      isWalker: true,
      points: [
        { latitude: 40.01, longitude: -105, at: at(600) },
        { latitude: 40.0, longitude: -105, at: at(0) },
        { latitude: 40.02, longitude: -105, at: at(2400) },
      ],
    },
    { userId: 2, name: 'Bea', isWalker: false, points: [{ latitude: 41, longitude: -104, at: at(1200) }] },
  ],
  sites: [
    { altarId: 10, order: 1, name: 'Gate', latitude: 40, longitude: -105, reachedAt: at(60) },
    { altarId: 11, order: 2, name: 'Spring', latitude: 40.02, longitude: -105, reachedAt: at(2500) },
    { altarId: 12, order: 3, name: 'Summit', latitude: 40.03, longitude: -105, reachedAt: null },
  ],
};

describe('the replay timeline', () => {
  const timeline = buildTimeline(replay);
  const [own, companion] = timeline.tracks;

  it('orders each track by time, in seconds from the start, with the metres walked', () => {
    expect(own!.times).toEqual([0, 600, 2400]);
    expect(own!.path[1]).toEqual([-105, 40.01]);
    expect(own!.meters[0]).toBe(0);
    expect(own!.meters[1]).toBeCloseTo(1112, -1);
    expect(own!.meters[2]).toBeCloseTo(2224, -1);
    expect(timeline.duration).toBe(2700);
  });

  it('places the walker between two points in proportion to the time between them', () => {
    const quarter = positionAt(own!, 150)!;
    expect(quarter.latitude).toBeCloseTo(40.0025, 6);
    expect(quarter.meters).toBeCloseTo(own!.meters[1]! / 4, 3);
    const later = positionAt(own!, 1500)!;
    expect(later.latitude).toBeCloseTo(40.015, 6);
    expect(positionAt(own!, 5000)).toMatchObject({ latitude: 40.02, meters: own!.meters[2] });
    // A companion who had not yet shared a position is nowhere, then stays at their last one.
    expect(positionAt(companion!, 1199)).toBeNull();
    expect(positionAt(companion!, 2000)).toMatchObject({ latitude: 41, longitude: -104 });
  });

  it('lights a site from its checkpoint time on, never one not reached', () => {
    const [gate, spring, summit] = timeline.sites;
    expect(siteLit(gate!, 59)).toBe(false);
    expect(siteLit(gate!, 60)).toBe(true);
    expect(siteLit(spring!, 2499)).toBe(false);
    expect(siteLit(summit!, timeline.duration)).toBe(false);
    expect(sitesLitAt(timeline, 2600).map((site) => site.name)).toEqual(['Gate', 'Spring']);
  });

  it('moves time by the speed and stops at the ends', () => {
    expect(advance(0, 1000, 300, 2700)).toBe(300);
    expect(advance(2600, 1000, 300, 2700)).toBe(2700);
    expect(advance(10, -1000, 300, 2700)).toBe(0);
  });

  it('says the time and distance the scrubber stands at', () => {
    expect(metersAt(timeline, 600)).toBeCloseTo(own!.meters[1]!, 6);
    expect(scrubberText(timeline, 600, 'metric')).toBe('10 min of 45 min, 1.11 km walked');
    expect(scrubberText(timeline, 3900, 'imperial')).toMatch(/^1 h 5 min of 45 min, 1\.38 mi walked$/);
  });

  it('draws a track with the points that matter at the scale, each keeping its time', () => {
    // 201 points north in a straight line, with a corner at the middle: 100 m east and back.
    const points = Array.from({ length: 201 }, (_, index) => ({
      latitude: 40 + index * 0.0001,
      longitude: -105 + (index === 100 ? 0.0012 : 0),
      at: at(index * 10),
    }));
    const track = buildTimeline({
      startedAt: at(0),
      walkers: [{ userId: 1, name: '', isWalker: true, points }],
      sites: [],
    }).tracks[0]!;
    // At zoom 14 a pixel is about 0.00017 degrees: the corner (0.0012) stands, the straight runs go.
    const drawn = simplifyTrack(track, degreesPerPixel(14));
    expect(drawn.path).toEqual([track.path[0], track.path[99], track.path[100], track.path[101], track.path[200]]);
    expect(drawn.times).toEqual([0, 990, 1000, 1010, 2000]);
    // Zoomed far out the corner is under a pixel too.
    expect(simplifyTrack(track, degreesPerPixel(8)).times).toEqual([0, 2000]);
    expect(simplifyTrack(track, 0)).toBe(track);
  });
});
