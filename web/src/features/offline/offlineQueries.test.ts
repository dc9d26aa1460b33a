import { altarCursorOf } from '@sacred/core/altars-cursor';
import { describe, expect, it } from 'vitest';
import { matchesFilter, nearbyFromDownload, pilgrimagesFromDownload, viewportFromDownload } from './offlineMap';
import { operationKind, queryKey } from './offlineQueries';

describe('offline query answers', () => {
  it('keys answers by operation and variables, whatever their order', () => {
    expect(queryKey('AltarDetail', { id: 3 })).toBe('AltarDetail:{"id":3}');
    expect(queryKey('MapViewport', { zoom: 9, bbox: { west: 1, south: 2 } })).toBe(
      queryKey('MapViewport', { bbox: { south: 2, west: 1 }, zoom: 9 }),
    );
    expect(queryKey('Me', undefined)).toBe('Me:{}');
  });

  it('tells queries from mutations', () => {
    expect(operationKind({ operationName: 'Me', query: 'query Me { me { id } }' })).toBe('query');
    expect(
      operationKind({ operationName: 'Logout', query: 'fragment F on User { id }\nmutation Logout { logout }' }),
    ).toBe('mutation');
  });

  it('answers the map viewport from the downloaded altars inside the box', () => {
    const altar = (id: number, latitude: number, longitude: number) => ({
      id,
      name: `Altar ${id}`,
      latitude,
      longitude,
      altarType: 'Stone Circle',
      photos: ['/media/seed/a.svg'],
      isEcoFriendly: true,
      visitCount: 0,
      likes: 0,
      recentActivity: 0,
    });
    const answer = viewportFromDownload([altar(1, 10, 10), altar(2, 30, 30)], {
      bbox: { west: 0, south: 0, east: 20, north: 20 },
      zoom: 12.4,
    });
    expect(answer.altarViewport.altars.map((a) => a.id)).toEqual([1]);
    expect(answer.altarViewport).toMatchObject({ gridZoom: 12, total: 1, clusters: [] });
    expect(answer.altarViewport.altars[0]?.photoCount).toBe(1);
  });

  const downloaded = (id: number, latitude: number, longitude: number, overrides: object = {}) => ({
    id,
    name: `Altar ${id}`,
    latitude,
    longitude,
    altarType: 'Stone Circle',
    photos: [] as string[],
    isEcoFriendly: false,
    visitCount: 0,
    likes: 0,
    recentActivity: 0,
    ...overrides,
  });

  it('answers the nearby list from the downloads: within the radius, nearest first, with distances', () => {
    const home = { latitude: 40.0, longitude: -105.0 };
    // About 1.1 km, 3.3 km and 11 km north of home.
    const altars = [downloaded(1, 40.03, -105.0), downloaded(2, 40.01, -105.0), downloaded(3, 40.1, -105.0)];
    const answer = nearbyFromDownload(altars, { ...home, radius: 5000, limit: 2000 });
    expect(answer.altarsNear.map((altar) => altar.id)).toEqual([2, 1]);
    expect(answer.altarsNear[0]?.distanceMeters).toBeGreaterThan(1100);
    expect(answer.altarsNear[0]?.distanceMeters).toBeLessThan(1125);
    expect(nearbyFromDownload(altars, { ...home, radius: 20_000, limit: 1 }).altarsNear).toHaveLength(1);
  });

  it('pages the nearby list with the same cursor as the server (distanceMeters:id of the last one)', () => {
    const home = { latitude: 40.0, longitude: -105.0 };
    const altars = [downloaded(1, 40.03, -105.0), downloaded(2, 40.01, -105.0), downloaded(3, 40.02, -105.0)];
    const first = nearbyFromDownload(altars, { ...home, radius: 5000, limit: 2 }).altarsNear;
    expect(first.map((altar) => altar.id)).toEqual([2, 3]);
    const after = altarCursorOf(first[1] as { id: number; distanceMeters: number });
    const second = nearbyFromDownload(altars, { ...home, radius: 5000, limit: 2, after }).altarsNear;
    expect(second.map((altar) => altar.id)).toEqual([1]);
  });

  it('applies the map filters as the server does', () => {
    const custom = downloaded(1, 0, 0, { altarType: 'Driftwood Arch', photos: ['/media/a.jpg'] });
    const circle = downloaded(2, 0, 0, { name: 'Dawn Circle', isEcoFriendly: true, recentActivity: 2 });
    expect(matchesFilter(custom, { altarType: 'Other' })).toBe(true);
    expect(matchesFilter(circle, { altarType: 'Other' })).toBe(false);
    expect(matchesFilter(circle, { altarType: 'Stone Circle', ecoFriendly: true, recentActivity: true })).toBe(true);
    expect(matchesFilter(circle, { hasPhotos: true })).toBe(false);
    expect(matchesFilter(custom, { hasPhotos: true })).toBe(true);
    expect(matchesFilter(circle, { q: 'dawn' })).toBe(true);
    expect(matchesFilter(custom, { q: 'dawn' })).toBe(false);
    const answer = viewportFromDownload([custom, circle], {
      bbox: { west: -1, south: -1, east: 1, north: 1 },
      filter: { q: 'Dawn' },
    });
    expect(answer.altarViewport.altars.map((altar) => altar.id)).toEqual([2]);
  });

  it('lists the downloaded pilgrimages as map markers', () => {
    const pilgrimage = {
      id: 7,
      name: 'Ridge Way',
      type: 'Nature',
      description: null,
      distance: 12,
      difficulty: 'easy',
      duration: null,
      estimatedDuration: null,
      season: null,
      significance: null,
      startLatitude: 40,
      startLongitude: -105,
      startingLatitude: null,
      startingLongitude: null,
    };
    expect(pilgrimagesFromDownload([pilgrimage, { ...pilgrimage, id: 8 }], 1).pilgrimages).toEqual([
      { __typename: 'MapPilgrimage', ...pilgrimage },
    ]);
  });
});
