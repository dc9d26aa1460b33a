import { describe, expect, it } from 'vitest';
import {
  ALTARS_MIN_ZOOM,
  CLUSTER_CACHE_LEVELS,
  MAX_VIEWPORT_FEATURES,
  NAME_GRAM_CACHE_LEVEL,
  isOnGrid,
  planViewport,
  type BoundingBox,
} from './map';

const CITY: BoundingBox = { west: 9.1, south: 45.44, east: 9.22, north: 45.5 };
const STREET: BoundingBox = { west: 9.18, south: 45.46, east: 9.19, north: 45.465 };

describe('planViewport', () => {
  it('counts a city view on the cached level at or above its grid and lists no altars', () => {
    const plan = planViewport(CITY, 11, {});
    expect(plan.grid.gridZoom).toBe(11);
    expect(plan.level).toBe(CLUSTER_CACHE_LEVELS.find((level) => level >= 11));
    expect(plan.listsAltars).toBe(false);
    expect(plan.insideCells).toBeUndefined();
    expect(plan.spans).toEqual([[9.1, 9.22]]);
  });

  it('lists the altars of a street view, with the cached cells wholly inside the box', () => {
    const plan = planViewport(STREET, ALTARS_MIN_ZOOM + 2, {});
    expect(plan.listsAltars).toBe(true);
    expect(plan.level).toBeDefined();
    const inside = plan.insideCells!;
    expect(inside.yRange.from).toBeGreaterThan(0);
    expect(inside.xRanges).toHaveLength(1);
  });

  it('reads the name-gram cache for a name filter of one or two characters alone, and counts live otherwise', () => {
    expect(planViewport(CITY, 6, { q: 'ab' }).level).toBe(NAME_GRAM_CACHE_LEVEL);
    expect(planViewport(CITY, 6, { q: 'ab', ecoFriendly: true }).level).toBeUndefined();
    expect(planViewport(CITY, 6, { q: 'abbey' }).level).toBeUndefined();
    expect(planViewport(CITY, 6, { altarType: 'Somebody’s own words' }).level).toBeUndefined();
    expect(planViewport(STREET, 16, { q: 'abbey' }).insideCells).toBeUndefined();
  });

  it('keeps a continent at street zoom to a bounded grid, across the antimeridian in two spans', () => {
    const plan = planViewport({ west: 150, south: -50, east: -120, north: 10 }, 16, {});
    expect(plan.grid.cellCount).toBeLessThanOrEqual(MAX_VIEWPORT_FEATURES);
    expect(plan.grid.xRanges).toHaveLength(2);
    expect(plan.spans).toEqual([
      [150, 180],
      [-180, -120],
    ]);
  });
});

describe('isOnGrid', () => {
  it('takes the cells inside either x range and the y range, and nothing around them', () => {
    const grid = planViewport({ west: 170, south: 0, east: -170, north: 5 }, 4, {}).grid;
    const [east, west] = grid.xRanges;
    expect(isOnGrid(grid, { x: east!.from, y: grid.yRange.from })).toBe(true);
    expect(isOnGrid(grid, { x: west!.to, y: grid.yRange.to })).toBe(true);
    expect(isOnGrid(grid, { x: east!.from - 1, y: grid.yRange.from })).toBe(false);
    expect(isOnGrid(grid, { x: east!.from, y: grid.yRange.to + 1 })).toBe(false);
  });
});
