import { describe, expect, it } from 'vitest';
import { BROWSE_MAP_MAX, browseMapPoints } from './browseMap';

const listed = (id: number, start: { latitude: number; longitude: number } | null, startingPoint = 'Red Rocks') => ({
  pilgrimage: {
    id,
    name: `Walk ${id}`,
    startingPoint,
    startLatitude: start?.latitude ?? null,
    startLongitude: start?.longitude ?? null,
  },
});

describe('the map of the Browse list', () => {
  it('puts each listed start on the map in the list’s order, named, and leaves out those with none', () => {
    const points = browseMapPoints([
      listed(3, { latitude: 39.7, longitude: -105 }),
      listed(1, null),
      listed(2, { latitude: 0, longitude: 0 }),
      listed(7, { latitude: 40, longitude: -105.2 }, ''),
    ]);
    expect(points).toEqual([
      { key: 'pilgrimage-3', kind: 'start', latitude: 39.7, longitude: -105, label: 'Walk 3, from Red Rocks' },
      { key: 'pilgrimage-7', kind: 'start', latitude: 40, longitude: -105.2, label: 'Walk 7' },
    ]);
  });

  it('shows only the first ones of a long list (the nearest, as the list is sorted)', () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      listed(index + 1, { latitude: 39 + index / 100, longitude: -105 }),
    );
    const points = browseMapPoints(many);
    expect(points).toHaveLength(BROWSE_MAP_MAX);
    expect(points[0]?.key).toBe('pilgrimage-1');
  });
});
