import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { buildPathEdges, isWalkable, type Position } from './pathNetwork';
import {
  checkRouteDistance,
  corridorBounds,
  planRoute,
  RouteBudgetError,
  ROUTE_LIMITS,
  ROUTE_MESSAGES,
  routeLineFeatures,
  routeRequestSchema,
  toblerMetersPerSecond,
  type CorridorEdge,
} from './routing';

const METERS_PER_DEGREE = (Math.PI / 180) * 6371000;
/** Metres east and north of 0, 0 (the equator: a degree of longitude is as long as one of latitude). */
const at = (east: number, north: number): Position => [east / METERS_PER_DEGREE, north / METERS_PER_DEGREE];

function edgesOf(
  ways: Array<{ id: number; nodes: number[]; tags?: Record<string, string> }>,
  nodes: Record<number, Position>,
) {
  return buildPathEdges(
    ways.map((way) => ({ ...way, tags: { highway: 'path', ...way.tags } })),
    new Map(Object.entries(nodes).map(([id, position]) => [Number(id), position])),
  ).map((edge, index): CorridorEdge => ({
    id: index,
    source: edge.source,
    target: edge.target,
    lengthMeters: edge.lengthMeters,
    coordinates: edge.coordinates,
    sacScale: edge.tags.sac_scale,
    trailVisibility: edge.tags.trail_visibility,
    steps: edge.steps,
  }));
}

const stop = ([longitude, latitude]: Position, name = 'a stop') => ({ latitude, longitude, name });

describe('isWalkable', () => {
  it.each([
    [{ highway: 'path' }, true],
    [{ highway: 'motorway' }, false],
    [{ highway: 'motorway', foot: 'yes' }, false],
    [{ highway: 'footway', foot: 'no' }, false],
    [{ highway: 'track', access: 'private' }, false],
    [{ highway: 'track', access: 'private', foot: 'permissive' }, true],
    [{ highway: 'trunk' }, false],
    [{ highway: 'trunk', foot: 'designated' }, true],
    [{ highway: 'steps' }, true],
    [{ natural: 'water' }, false],
  ])('%j -> %s', (tags, walkable) => {
    expect(isWalkable(tags as Record<string, string>)).toBe(walkable);
  });
});

describe('planRoute', () => {
  // A hill: the direct path climbs 300 m and comes down again; the valley path goes round, 30% longer.
  const nodes = { 1: at(0, 0), 2: at(1000, 0), 3: at(2000, 0), 4: at(1000, 1000) };
  const edges = edgesOf(
    [
      { id: 1, nodes: [1, 2, 3] },
      { id: 2, nodes: [1, 4, 3] },
    ],
    nodes,
  );
  const hill = (longitude: number) => {
    const east = longitude * METERS_PER_DEGREE;
    return 300 - Math.abs(east - 1000) * 0.3;
  };
  const elevation = (longitude: number, latitude: number) => (latitude * METERS_PER_DEGREE > 10 ? 0 : hill(longitude));

  it('walks the shortest path at Naismith’s pace without elevation, with no ascent to tell', () => {
    const route = planRoute([stop(nodes[1]), stop(nodes[3])], edges, { difficulty: 'moderate' });
    expect(route.distanceMeters).toBeCloseTo(2000, 0);
    expect(route.durationSeconds).toBe(Math.round(2000 / (5000 / 3600)));
    expect(route.ascentMeters).toBeNull();
  });

  it("goes round the hill by Tobler's function when elevation is known, and counts the climb it avoids", () => {
    const route = planRoute([stop(nodes[1]), stop(nodes[3])], edges, { difficulty: 'moderate', elevation });
    expect(route.distanceMeters).toBeCloseTo(2 * Math.hypot(1000, 1000), 0);
    expect(route.ascentMeters).toBe(0);
    const over = planRoute([stop(nodes[1]), stop(nodes[2]), stop(nodes[3])], edges, {
      difficulty: 'moderate',
      elevation,
    });
    expect(over.ascentMeters).toBeCloseTo(300, 0);
    expect(over.descentMeters).toBeCloseTo(300, 0);
    expect(over.legs[0]!.geometry.coordinates[1]).toHaveLength(3);
    const expected = 1000 / toblerMetersPerSecond(0.3) + 1000 / toblerMetersPerSecond(-0.3);
    expect(Math.abs(over.durationSeconds - expected)).toBeLessThan(1);
  });

  it('walks along one edge between two points on it, either way', () => {
    const there = planRoute([stop(at(200, 0)), stop(at(700, 0))], edges, { difficulty: 'moderate' });
    expect(there.distanceMeters).toBeCloseTo(500, 0);
    const back = planRoute([stop(at(1700, 0)), stop(at(1200, 0))], edges, { difficulty: 'moderate' });
    expect(back.distanceMeters).toBeCloseTo(500, 0);
    expect(back.legs[0]!.geometry.coordinates[0]![0]).toBeGreaterThan(back.legs[0]!.geometry.coordinates[1]![0]!);
  });

  it('includes the walk to a path within 200 m in the leg, and goes off-path beyond it', () => {
    const near = planRoute([stop(at(0, -150)), stop(nodes[2])], edges, { difficulty: 'moderate' });
    expect(near.legs.map((leg) => leg.onNetwork)).toEqual([true]);
    expect(near.distanceMeters).toBeCloseTo(1150, 0);
    const far = planRoute([stop(at(0, -300), 'Far Spring'), stop(nodes[2])], edges, { difficulty: 'moderate' });
    expect(far.legs.map((leg) => leg.onNetwork)).toEqual([false, true]);
    expect(far.warnings).toEqual([ROUTE_MESSAGES.offPath('Far Spring', 300)]);
  });

  it('joins stops that no path connects by a straight line and says so', () => {
    const island = edgesOf([{ id: 9, nodes: [7, 8] }], { 7: at(5000, 0), 8: at(5500, 0) });
    const route = planRoute([stop(nodes[1], 'Home'), stop(at(5200, 0), 'Isle')], [...edges, ...island], {
      difficulty: 'moderate',
    });
    expect(route.legs.map((leg) => leg.onNetwork)).toEqual([false]);
    expect(route.warnings).toContain(ROUTE_MESSAGES.disconnected('Home', 'Isle'));
  });
});

describe('a leg over 100 km', () => {
  it('is neither read nor routed: straight, and named', () => {
    const far = stop(at(150_000, 0), 'Far Away');
    expect(corridorBounds([stop(at(0, 0)), far])).toEqual([]);
    const edges = edgesOf([{ id: 1, nodes: [1, 2] }], { 1: at(0, 0), 2: at(150_000, 0) });
    const route = planRoute([stop(at(0, 0), 'Home'), far], edges, { difficulty: 'moderate' });
    expect(route.legs.map((leg) => leg.onNetwork)).toEqual([false]);
    expect(route.warnings).toContain(ROUTE_MESSAGES.tooLong('Home', 'Far Away'));
  });
});

describe("a request's work budget", () => {
  it('refuses legs routed along paths that add up to more than 250 km, and counts no straight leg over 100 km', () => {
    const north = (kilometres: number) => stop(at(0, kilometres * 1000));
    expect(ROUTE_LIMITS.maxRoutedMeters).toBe(250_000);
    expect(() => checkRouteDistance([north(0), north(99), north(198)])).not.toThrow();
    expect(() => checkRouteDistance([north(0), north(99), north(198), north(297)])).toThrow(
      new RouteBudgetError(ROUTE_MESSAGES.tooFar),
    );
    // 99 + 99 routed, the 150 km leg straight: within the budget.
    expect(() => checkRouteDistance([north(0), north(99), north(198), north(348)])).not.toThrow();
  });

  it('stops a search that would expand more edges than allowed, over all the legs', () => {
    // A ladder of 40 rungs: a leg from one end to the other expands between 200 and 250 edges.
    const nodes: Record<number, Position> = {};
    const ways: Array<{ id: number; nodes: number[] }> = [];
    for (let rung = 0; rung < 40; rung++) {
      nodes[rung + 1] = at(rung * 100, 0);
      nodes[rung + 101] = at(rung * 100, 100);
      ways.push({ id: rung + 1, nodes: [rung + 1, rung + 101] });
      if (rung > 0)
        ways.push({ id: rung + 1001, nodes: [rung, rung + 1] }, { id: rung + 2001, nodes: [rung + 100, rung + 101] });
    }
    const ladder = edgesOf(ways, nodes);
    const stops = [stop(at(0, 0)), stop(at(3900, 100)), stop(at(0, 0))];
    const routed = planRoute(stops, ladder, { difficulty: 'moderate' });
    expect(routed.legs.every((leg) => leg.onNetwork)).toBe(true);
    expect(routed.distanceMeters).toBeCloseTo(2 * 4000, 0);
    // One leg fits in 300 expansions; there and back does not.
    expect(() => planRoute(stops.slice(0, 2), ladder, { difficulty: 'moderate', maxExpandedEdges: 300 })).not.toThrow();
    expect(() => planRoute(stops, ladder, { difficulty: 'moderate', maxExpandedEdges: 300 })).toThrow(
      new RouteBudgetError(ROUTE_MESSAGES.tooMuchSearch),
    );
  });
});

describe('routeRequestSchema', () => {
  it('defaults the difficulty and needs two stops', async () => {
    await expect(routeRequestSchema.validate({ altarIds: [1, 2] })).resolves.toMatchObject({ difficulty: 'moderate' });
    await expect(routeRequestSchema.validate({ altarIds: [1] })).rejects.toThrow(ROUTE_MESSAGES.tooFewStops);
  });

  it('refuses sites that are not a list with the list message, never an exception', async () => {
    for (const altarIds of [null, 'one', 7, { 0: 1 }]) {
      const error = await routeRequestSchema.validate({ altarIds, end: null }, { abortEarly: false }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(yup.ValidationError);
      expect((error as yup.ValidationError).errors).toContain(ROUTE_MESSAGES.altarIds);
    }
  });
});

describe('routeLineFeatures', () => {
  const points = [
    { latitude: 1, longitude: 2 },
    { latitude: 3, longitude: 4 },
  ];
  it('draws the routed legs when known, flagged as they are', () => {
    const legs = [
      {
        onNetwork: true,
        geometry: {
          coordinates: [
            [2, 1],
            [2.5, 2],
            [3, 3],
          ],
        },
      },
      {
        onNetwork: false,
        geometry: {
          coordinates: [
            [3, 3],
            [4, 3],
          ],
        },
      },
    ];
    expect(routeLineFeatures(points, legs).features.map((feature) => feature.properties.onNetwork)).toEqual([
      true,
      false,
    ]);
    expect(routeLineFeatures(points, legs).features[0]!.geometry.coordinates).toHaveLength(3);
  });
  it('falls back to the straight line, dashed, and to nothing for one point', () => {
    expect(routeLineFeatures(points, undefined).features).toEqual([
      {
        type: 'Feature',
        properties: { onNetwork: false },
        geometry: {
          type: 'LineString',
          coordinates: [
            [2, 1],
            [4, 3],
          ],
        },
      },
    ]);
    expect(routeLineFeatures(points.slice(0, 1), undefined).features).toEqual([]);
  });
});
