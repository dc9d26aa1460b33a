import { describe, expect, it } from 'vitest';
import {
  areaGraphBox,
  boxesMeet,
  decodePathGraph,
  encodePathGraph,
  mergePathGraphs,
  PATH_GRAPH_LIMITS,
  PATH_GRAPH_MESSAGES,
  PathGraphFormatError,
  pathGraphRequestSchema,
} from './pathGraph';
import { buildPathEdges, type Position } from './pathNetwork';
import { planRoute, type CorridorEdge } from './routing';

const METERS_PER_DEGREE = (Math.PI / 180) * 6371000;
/** Metres east and north of a point in the Alps. */
const at = (east: number, north: number): Position => [
  7 + east / (METERS_PER_DEGREE * Math.cos((46 * Math.PI) / 180)),
  46 + north / METERS_PER_DEGREE,
];

function corridor(
  ways: Array<{ id: number; nodes: number[]; tags?: Record<string, string> }>,
  nodes: Record<number, Position>,
) {
  return buildPathEdges(
    ways.map((way) => ({ ...way, tags: { highway: 'path', ...way.tags } })),
    new Map(Object.entries(nodes).map(([id, position]) => [Number(id), position])),
  ).map((edge, index): CorridorEdge => ({
    id: 900 + index,
    source: edge.source,
    target: edge.target,
    lengthMeters: edge.lengthMeters,
    coordinates: edge.coordinates,
    sacScale: edge.tags.sac_scale,
    trailVisibility: edge.tags.trail_visibility,
    steps: edge.steps,
  }));
}

/** A square of paths round a lake with a bent north side, steps, an alpine shortcut and a faint trail. */
const lake = () =>
  corridor(
    [
      { id: 1, nodes: [1, 2, 3, 4] },
      { id: 2, nodes: [4, 5, 6], tags: { highway: 'steps' } },
      { id: 3, nodes: [6, 7, 1], tags: { trail_visibility: 'bad' } },
      { id: 4, nodes: [1, 8, 4], tags: { sac_scale: 'demanding_alpine_hiking' } },
    ],
    {
      1: at(0, 0),
      2: at(300, 600),
      3: at(900, 620.37),
      4: at(1200, 0),
      5: at(900, -400),
      6: at(600, -500),
      7: at(150, -400),
      8: at(600, 10),
    },
  );

const stop = ([longitude, latitude]: Position, name: string) => ({ latitude, longitude, name });

describe('the offline path graph format', () => {
  it('reads back the same paths: points within a millionth of a degree, lengths, tags, steps and junctions', () => {
    const edges = lake();
    const decoded = decodePathGraph(encodePathGraph(edges));
    expect(decoded).toHaveLength(edges.length);
    for (const [index, edge] of edges.entries()) {
      const back = decoded[index]!;
      expect(back.coordinates).toHaveLength(edge.coordinates.length);
      for (const [point, position] of edge.coordinates.entries()) {
        expect(Math.abs(back.coordinates[point]![0] - position[0])).toBeLessThanOrEqual(5e-7);
        expect(Math.abs(back.coordinates[point]![1] - position[1])).toBeLessThanOrEqual(5e-7);
      }
      expect(Math.abs(back.lengthMeters - edge.lengthMeters)).toBeLessThan(0.5);
      expect({ sac: back.sacScale, visibility: back.trailVisibility, steps: back.steps }).toEqual({
        sac: edge.sacScale,
        visibility: edge.trailVisibility,
        steps: edge.steps,
      });
    }
    // The junctions stay junctions: edges that shared an OSM node share a vertex.
    const same = (a: number, b: number) =>
      (edges[a]!.source === edges[b]!.source) === (decoded[a]!.source === decoded[b]!.source);
    for (let a = 0; a < edges.length; a++) for (let b = 0; b < edges.length; b++) expect(same(a, b)).toBe(true);
  });

  it('routes the same way over the graph read back as over the original', () => {
    const edges = lake();
    const stops = [stop(at(0, 0), 'West'), stop(at(600, -520), 'South'), stop(at(1200, 30), 'East')];
    const online = planRoute(stops, edges, { difficulty: 'moderate' });
    const offline = planRoute(stops, decodePathGraph(encodePathGraph(edges)), { difficulty: 'moderate' });
    expect(offline.legs.map((leg) => leg.onNetwork)).toEqual(online.legs.map((leg) => leg.onNetwork));
    expect(Math.abs(offline.distanceMeters - online.distanceMeters)).toBeLessThan(1);
    expect(offline.warnings).toEqual(online.warnings);
    expect(offline.warnings.length).toBeGreaterThan(0);
  });

  it('keeps a lattice of paths in a few bytes an edge', () => {
    const nodes: Record<number, Position> = {};
    const ways: Array<{ id: number; nodes: number[] }> = [];
    const side = 60;
    for (let row = 0; row < side; row++) {
      for (let column = 0; column < side; column++) nodes[row * side + column + 1] = at(column * 100, row * 100);
    }
    for (let row = 0; row < side; row++) {
      ways.push({ id: row + 1, nodes: Array.from({ length: side }, (_, column) => row * side + column + 1) });
      ways.push({ id: 1000 + row, nodes: Array.from({ length: side }, (_, line) => line * side + row + 1) });
    }
    const edges = corridor(ways, nodes);
    expect(edges.length).toBeGreaterThan(7000);
    const bytes = encodePathGraph(edges);
    expect(bytes.length / edges.length).toBeLessThan(8);
    expect(decodePathGraph(bytes)).toHaveLength(edges.length);
  });

  it('refuses bytes of another format, cut short or with more after the end', () => {
    const bytes = encodePathGraph(lake());
    expect(() => decodePathGraph(new TextEncoder().encode('{"edges":[]}'))).toThrow(PathGraphFormatError);
    expect(() => decodePathGraph(bytes.slice(0, bytes.length - 3))).toThrow(PathGraphFormatError);
    expect(() => decodePathGraph(new Uint8Array([...bytes, 0]))).toThrow(PathGraphFormatError);
    expect(decodePathGraph(encodePathGraph([]))).toEqual([]);
  });

  it('joins two downloaded graphs where they share ground, each edge once', () => {
    const edges = lake();
    const first = decodePathGraph(encodePathGraph(edges.slice(0, 3)));
    const second = decodePathGraph(encodePathGraph(edges.slice(1)));
    const merged = mergePathGraphs([first, second]);
    expect(merged).toHaveLength(edges.length);
    const stops = [stop(at(300, 600), 'North'), stop(at(150, -400), 'South-west')];
    const together = planRoute(stops, merged, { difficulty: 'moderate' });
    const whole = planRoute(stops, edges, { difficulty: 'moderate' });
    expect(together.legs.every((leg) => leg.onNetwork)).toBe(true);
    expect(Math.abs(together.distanceMeters - whole.distanceMeters)).toBeLessThan(1);
  });
});

describe('a path graph download request', () => {
  const valid = (body: unknown) => pathGraphRequestSchema.validate(body, { abortEarly: false });

  it('takes boxes within the limits', async () => {
    await expect(valid({ boxes: [[7, 45, 7.5, 45.5]] })).resolves.toEqual({ boxes: [[7, 45, 7.5, 45.5]] });
    await expect(valid({ boxes: [areaGraphBox({ latitude: 45, longitude: 7 }, 50)] })).resolves.toBeTruthy();
  });

  it.each([
    [{}, PATH_GRAPH_MESSAGES.boxes],
    [{ boxes: 'all' }, PATH_GRAPH_MESSAGES.boxes],
    [{ boxes: [] }, PATH_GRAPH_MESSAGES.boxes],
    [{ boxes: [[7, 45, 7.5]] }, PATH_GRAPH_MESSAGES.boxShape],
    [{ boxes: [[7.5, 45, 7, 45.5]] }, PATH_GRAPH_MESSAGES.boxShape],
    [{ boxes: [[7, 95, 7.5, 96]] }, PATH_GRAPH_MESSAGES.boxShape],
    [{ boxes: [[7, 45, 'east', 45.5]] }, PATH_GRAPH_MESSAGES.boxes],
    [{ boxes: [[0, 40, 7, 45]] }, PATH_GRAPH_MESSAGES.boxTooLarge],
    [
      { boxes: Array.from({ length: PATH_GRAPH_LIMITS.maxBoxes + 1 }, () => [7, 45, 7.1, 45.1]) },
      PATH_GRAPH_MESSAGES.tooManyBoxes,
    ],
  ])('refuses %j with a message', async (body, message) => {
    const error = await valid(body).catch((failure: unknown) => failure);
    expect((error as { errors?: string[] }).errors).toContain(message);
  });

  it('knows when two lists of boxes share ground', () => {
    expect(boxesMeet([[0, 0, 1, 1]], [[0.5, 0.5, 2, 2]])).toBe(true);
    expect(boxesMeet([[0, 0, 1, 1]], [[1.5, 0, 2, 1]])).toBe(false);
  });
});
