import { describe, expect, it } from 'vitest';
import { viewportFromDownload } from './offlineMap';
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
});
