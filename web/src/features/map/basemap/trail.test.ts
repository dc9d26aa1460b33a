import { describe, expect, it } from 'vitest';
import { directionsLinks } from './directions';
import { bearingDegrees, compassWord, routeOf } from './trail';

const route = {
  startingLatitude: 51.0,
  startingLongitude: -1.0,
  startingPoint: 'Car park',
  endingLatitude: 0,
  endingLongitude: 0,
  endingPoint: '',
  sites: [
    { id: 9, order: 2, name: 'Yew', latitude: 51.02, longitude: -1.0 },
    { id: 7, order: 1, name: 'Oak', latitude: 51.01, longitude: -1.0 },
  ],
};

describe('routeOf', () => {
  it('orders the sites, numbers them and leaves out an unset (0,0) end', () => {
    const { points, line } = routeOf(route);
    expect(points.map((point) => point.label)).toEqual(['Start: Car park', '1. Oak', '2. Yew']);
    expect(points.map((point) => point.badge)).toEqual(['S', '1', '2']);
    expect(line).toEqual([
      { latitude: 51, longitude: -1 },
      { latitude: 51.01, longitude: -1 },
      { latitude: 51.02, longitude: -1 },
    ]);
  });

  it('marks the sites reached and the next one on a journey', () => {
    const { points } = routeOf(route, { reached: 1 });
    expect(points.map((point) => point.kind)).toEqual(['start', 'reached', 'next']);
    expect(points[2]?.label).toBe('2. Yew (next)');
  });
});

describe('bearingDegrees', () => {
  it('points north, east, south and west', () => {
    const here = { latitude: 0, longitude: 0 };
    expect(bearingDegrees(here, { latitude: 1, longitude: 0 })).toBeCloseTo(0);
    expect(bearingDegrees(here, { latitude: 0, longitude: 1 })).toBeCloseTo(90);
    expect(bearingDegrees(here, { latitude: -1, longitude: 0 })).toBeCloseTo(180);
    expect(compassWord(bearingDegrees(here, { latitude: 0, longitude: -1 }))).toBe('west');
    expect(compassWord(44)).toBe('north-east');
  });
});

describe('directionsLinks', () => {
  it('hands the point to the maps app with its name, and to a web map as a walking route', () => {
    const links = directionsLinks({ latitude: 51.1789, longitude: -1.8262, name: 'Stone & Yew' });
    expect(links.app).toBe('geo:51.178900,-1.826200?q=51.178900,-1.826200(Stone%20%26%20Yew)');
    expect(links.web).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=%3B51.178900%2C-1.826200',
    );
  });
});
