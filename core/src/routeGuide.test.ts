import { describe, expect, it } from 'vitest';
import { haversineMeters } from './geo';
import {
  beyondRoute,
  guideAlong,
  joinLegs,
  measureLine,
  nearestOnLine,
  ROUTE_GUIDE_LIMITS,
  sitesAlong,
} from './routeGuide';

const METERS_PER_DEGREE = (Math.PI / 180) * 6371000;
/** Metres east and north of 0, 0 (on the equator a degree of longitude is as long as one of latitude). */
const at = (east: number, north: number) => [east / METERS_PER_DEGREE, north / METERS_PER_DEGREE];
const place = (east: number, north: number) => {
  const [longitude, latitude] = at(east, north) as [number, number];
  return { latitude, longitude };
};

// A U: 1 km east, 1 km north, 1 km back west. The start and the end are 1 km apart as the crow flies.
const U = measureLine([at(0, 0), at(1000, 0), at(1000, 1000), at(0, 1000)]);

describe('measureLine and nearestOnLine', () => {
  it('measures the line and finds the nearest point of it, with the metres along to there', () => {
    expect(U.lengthMeters).toBeCloseTo(3000, 0);
    const beside = nearestOnLine(U, place(1030, 500))!;
    expect(beside.along).toBeCloseTo(1500, 0);
    expect(beside.offset).toBeCloseTo(30, 0);
    expect(beside.segment).toBe(1);
    // Beyond the end: the end itself.
    expect(nearestOnLine(U, place(-200, 1000))).toMatchObject({ segment: 2, offset: expect.closeTo(200, 0) });
    expect(nearestOnLine(U, place(-200, 1000))!.along).toBeCloseTo(3000, 0);
  });

  it('joins the legs of a route into one line, without repeating the vertex they share', () => {
    const legs = [
      { geometry: { coordinates: [at(0, 0), at(1000, 0)] } },
      { geometry: { coordinates: [at(1000, 0), at(1000, 1000)] } },
    ];
    expect(joinLegs(legs)).toEqual([at(0, 0), at(1000, 0), at(1000, 1000)]);
  });
});

describe('guideAlong', () => {
  // The walk starts at the U's first corner; its one site is the U's far end.
  const sites = sitesAlong(U, [place(0, 1000)]);

  it('measures the next site along the route, not as the crow flies', () => {
    const here = place(0, 0);
    const guide = guideAlong(U, sites, 0, here)!;
    // The site is 1 km away as the crow flies and 3 km along the U.
    expect(haversineMeters(here, place(0, 1000))).toBeCloseTo(1000, 0);
    expect(guide.toNextMeters).toBeCloseTo(3000, 0);
    expect(guide.remainingMeters).toBeCloseTo(3000, 0);
    expect(guide.offRouteMeters).toBeCloseTo(0, 3);
    const halfway = guideAlong(U, sites, 0, place(1000, 500))!;
    expect(halfway.toNextMeters).toBeCloseTo(1500, 0);
    expect(halfway.remainingMeters).toBeCloseTo(1500, 0);
  });

  it('places the walker on the stretch being walked where the route passes by twice', () => {
    // An out-and-back: 1 km east to the turning site, then back to the start.
    const back = measureLine([at(0, 0), at(1000, 0), at(0, 0)]);
    const stops = sitesAlong(back, [place(1000, 0), place(0, 0)]);
    expect(stops.map((stop) => Math.round(stop.along))).toEqual([1000, 2000]);
    // 200 m from the start: on the way out 800 m to the turn, on the way back 200 m to the end.
    expect(guideAlong(back, stops, 0, place(200, 0))!.toNextMeters).toBeCloseTo(800, 0);
    expect(guideAlong(back, stops, 1, place(200, 0))!.toNextMeters).toBeCloseTo(200, 0);
  });

  it('tells how far off the route the walker is, from its nearest point anywhere', () => {
    const guide = guideAlong(U, sites, 0, place(500, 500))!;
    expect(guide.offRouteMeters).toBeCloseTo(500, 0);
    expect(guideAlong(U, sites, 1, place(0, 1000))!.toNextMeters).toBeNull();
  });
});

describe('beyondRoute', () => {
  it('counts a walker more than 50 m from the route as off it (for 30 s, they have left it)', () => {
    expect(ROUTE_GUIDE_LIMITS).toEqual({ offRouteMeters: 50, offRouteSeconds: 30 });
    expect(beyondRoute(50)).toBe(false);
    expect(beyondRoute(50.5)).toBe(true);
  });
});
