import { describe, expect, it } from 'vitest';
import { pilgrimageRoute } from './packRoute';

describe('a pilgrimage pack route', () => {
  it('runs start, sites in route order, end', () => {
    expect(
      pilgrimageRoute({
        startLatitude: null,
        startingLatitude: 1,
        startingLongitude: 2,
        endingLatitude: 9,
        endingLongitude: 9,
        sites: [
          { order: 2, latitude: 5, longitude: 5 },
          { order: 1, latitude: 3, longitude: 3 },
        ],
      }),
    ).toEqual([
      { latitude: 1, longitude: 2 },
      { latitude: 3, longitude: 3 },
      { latitude: 5, longitude: 5 },
      { latitude: 9, longitude: 9 },
    ]);
  });

  it('leaves out the ends it does not know', () => {
    expect(pilgrimageRoute({ sites: [{ order: 1, latitude: 3, longitude: 4 }] })).toEqual([
      { latitude: 3, longitude: 4 },
    ]);
  });
});
