import { execFile } from 'node:child_process';
import { rm, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalizedPosition } from '@sacred/core/altars';
import { haversineMeters } from '@sacred/core/geo';
import { decodePathGraph, PATH_GRAPH_FORMAT, PATH_GRAPH_MESSAGES } from '@sacred/core/pathGraph';
import { corridorBounds, planRoute, RouteBudgetError, ROUTE_MESSAGES } from '@sacred/core/routing';
import { startTestApp, startTestServer, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { signUpMember, TestClient } from '../../test/http';
import {
  ALPINE_METERS,
  FIXTURE_NODE_IDS,
  FIXTURE_POINTS,
  LAKE_RADIUS_METERS,
  LAKESHORE_METERS,
  toLatLng,
  writeOsmFixture,
} from '../../test/osm-fixture';
import { importPathNetwork } from './path-import';
import { PathNetworkRepository } from './path-network.repository';
import type { PathGraphAnswer } from './route.service';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let app: TestApp;
let client: TestClient;
let fixture: Awaited<ReturnType<typeof writeOsmFixture>>;

const point = (name: keyof typeof FIXTURE_POINTS) => toLatLng(FIXTURE_POINTS[name]);

interface RouteAnswer {
  distanceMeters: number;
  durationSeconds: number;
  ascentMeters: number | null;
  descentMeters: number | null;
  legs: Array<{ distanceMeters: number; onNetwork: boolean; geometry: { type: string; coordinates: number[][] } }>;
  warnings: string[];
  attribution: string;
}

const plan = async (body: unknown, as: TestClient = client) => {
  const response = await as.post('/api/routes', body);
  return { status: response.status, body: response.body as unknown as RouteAnswer & typeof response.body };
};

const vertices = (route: RouteAnswer) => route.legs.flatMap((leg) => leg.geometry.coordinates);
/** Metres from a route's nearest vertex to a point. */
const nearestVertexMeters = (route: RouteAnswer, to: { latitude: number; longitude: number }) =>
  Math.min(
    ...vertices(route).map(([longitude, latitude]) =>
      haversineMeters({ latitude: latitude!, longitude: longitude! }, to),
    ),
  );

/** True when the line crosses the fixture's lake (PostGIS, on geography). */
async function crossesLake(coordinates: number[][]): Promise<boolean> {
  const centre = point('lakeCentre');
  const { rows } = await app.db.knex.raw<{ rows: Array<{ crosses: boolean }> }>(
    `SELECT ST_DWithin(ST_SetSRID(ST_GeomFromGeoJSON(?), 4326)::geography,
       ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography, ?) AS crosses`,
    [JSON.stringify({ type: 'LineString', coordinates }), centre.longitude, centre.latitude, LAKE_RADIUS_METERS],
  );
  return rows[0]!.crosses;
}

beforeAll(async () => {
  fixture = await writeOsmFixture();
  // PATHS_OSM: the server imports the extract as it starts.
  app = await startTestApp({ pathsOsm: fixture.osm });
  await app.server.services.pathNetwork.started;
  client = new TestClient(app.url);
});

afterAll(async () => {
  await app?.close();
  if (fixture) await rm(fixture.dir, { recursive: true, force: true });
});

describe('the path network import', () => {
  it('keeps the walkable ways split at junctions and leaves out the motorway, the private track and the lake', async () => {
    const edges = await app.db.knex('path_edges').select('source', 'target', 'highway', 'access', 'name', 'steps');
    expect(edges).toHaveLength(5);
    expect(edges.map((edge) => edge.highway).sort()).toEqual(['path', 'path', 'path', 'path', 'steps']);
    expect(edges.some((edge) => [edge.source, edge.target].includes(FIXTURE_NODE_IDS.track))).toBe(false);
    expect(edges.some((edge) => [edge.source, edge.target].includes(FIXTURE_NODE_IDS.motorway))).toBe(false);
    expect(edges.filter((edge) => edge.steps)).toHaveLength(1);
    const [{ srid, type }] = (
      await app.db.knex.raw('SELECT DISTINCT ST_SRID(geom) AS srid, GeometryType(geom) AS type FROM path_edges')
    ).rows;
    expect({ srid, type }).toEqual({ srid: 4326, type: 'LINESTRING' });
  });

  it('imports once at start: a restart with the same file leaves the region as it is', async () => {
    const before = await app.db.knex('path_regions').select('id', 'imported_at');
    const second = await startTestServer(app.db.url, { pathsOsm: fixture.osm });
    try {
      expect(await second.server.services.pathNetwork.started).toMatchObject({ unchanged: true, edges: 5 });
    } finally {
      await second.close();
    }
    expect(await app.db.knex('path_regions').select('id', 'imported_at')).toEqual(before);
  });

  it('replaces the region the file covers when the file changes, and reads .osm.pbf through osmium', async () => {
    const changed = path.join(fixture.dir, 'changed', 'lakeside.osm');
    await run('mkdir', ['-p', path.dirname(changed)]);
    // The same ground without the alpine path: the trail is no longer cut where it met it.
    await writeFile(changed, (await readFile(fixture.osm, 'utf8')).replace(/<way id="4"[\s\S]*?<\/way>/, ''));
    try {
      expect(await importPathNetwork(app.db.knex, changed, { onlyIfChanged: true })).toMatchObject({
        unchanged: false,
        edges: 3,
      });
      expect(await app.db.knex('path_edges').count({ n: '*' }).first()).toEqual({ n: 3 });
      // `npm run paths:import` of the PBF form under another name covers the same ground: it replaces it.
      if (fixture.pbf) {
        const { stdout } = await run('npm', ['run', '--silent', 'paths:import', '--', fixture.pbf], {
          cwd: REPO_ROOT,
          env: { ...process.env, DATABASE_URL: app.db.url, LOG_LEVEL: 'silent' },
        });
        expect(stdout).toMatch(/lakeside-pbf: 5 edges imported/);
        expect(await app.db.knex('path_regions').pluck('name')).toEqual(['lakeside-pbf']);
        expect(await app.db.knex('path_edges').count({ n: '*' }).first()).toEqual({ n: 5 });
      }
    } finally {
      await importPathNetwork(app.db.knex, fixture.osm);
    }
    expect(await app.db.knex('path_regions').pluck('name')).toEqual(['lakeside']);
    expect(await app.db.knex('path_edges').count({ n: '*' }).first()).toEqual({ n: 5 });
  });
});

describe('POST /api/routes', () => {
  it('goes round the lake on the trail, never on the private track or the motorway', async () => {
    const straight = [point('A'), point('B')].map(({ latitude, longitude }) => [longitude, latitude]);
    expect(await crossesLake(straight)).toBe(true);

    const { status, body } = await plan({ start: point('A'), end: point('B') });
    expect(status).toBe(200);
    expect(body.legs).toHaveLength(1);
    expect(body.legs[0]!.onNetwork).toBe(true);
    expect(body.distanceMeters).toBeGreaterThan(LAKESHORE_METERS * 0.995);
    expect(body.distanceMeters).toBeLessThan(LAKESHORE_METERS * 1.005);
    expect(await crossesLake(body.legs[0]!.geometry.coordinates)).toBe(false);
    expect(nearestVertexMeters(body, point('northEast'))).toBeLessThan(1);
    expect(nearestVertexMeters(body, point('track'))).toBeGreaterThan(400);
    expect(nearestVertexMeters(body, point('motorway'))).toBeGreaterThan(400);
    // Naismith without elevation: 5 km/h, and no ascent or descent to tell.
    expect(body.durationSeconds).toBe(Math.round(body.distanceMeters / (5000 / 3600)));
    expect(body.ascentMeters).toBeNull();
    expect(body.descentMeters).toBeNull();
    expect(body.warnings).toContain(ROUTE_MESSAGES.steps);
    expect(body.attribution).toBe('© OpenStreetMap contributors');
  });

  it('takes the alpine path only for a walker who chose expert, and names ground above an easier difficulty', async () => {
    const expert = await plan({ start: point('A'), end: point('B'), difficulty: 'expert' });
    expect(expert.body.distanceMeters).toBeGreaterThan(ALPINE_METERS * 0.995);
    expect(expert.body.distanceMeters).toBeLessThan(ALPINE_METERS * 1.005);
    expect(expert.body.warnings).toContain(ROUTE_MESSAGES.unmarked);
    expect(expert.body.warnings.some((warning) => /harder than/.test(warning))).toBe(false);

    // The alpine path's middle is reachable by nothing else: used, and named.
    const easy = await plan({ start: point('A'), end: point('alpine'), difficulty: 'easy' });
    expect(easy.body.legs.every((leg) => leg.onNetwork)).toBe(true);
    expect(easy.body.warnings).toContain(ROUTE_MESSAGES.difficult('demanding_alpine_hiking', 'easy'));
  });

  it('joins a site 500 m from any path by a straight off-path leg and says so', async () => {
    const far = await buildAltar(app.db.knex, { name: 'Far Cairn', ...point('C') });
    const { status, body } = await plan({ start: point('A'), altarIds: [far.id] });
    expect(status).toBe(200);
    expect(body.legs.map((leg) => leg.onNetwork)).toEqual([true, false]);
    expect(body.legs[1]!.distanceMeters).toBeGreaterThan(495);
    expect(body.legs[1]!.distanceMeters).toBeLessThan(505);
    expect(body.legs[1]!.geometry.coordinates).toHaveLength(2);
    expect(body.warnings).toContain(ROUTE_MESSAGES.offPath('Far Cairn', 500));
  });

  it('answers flagged straight legs where no network is imported, never a 5xx', async () => {
    const { status, body } = await plan({
      start: { latitude: 50, longitude: 10 },
      end: { latitude: 50.01, longitude: 10.01 },
    });
    expect(status).toBe(200);
    expect(body.legs).toHaveLength(1);
    expect(body.legs[0]!.onNetwork).toBe(false);
    expect(body.legs[0]!.geometry.coordinates).toEqual([
      [10, 50],
      [10.01, 50.01],
    ]);
    expect(body.warnings).toEqual([ROUTE_MESSAGES.noNetwork]);
  });

  it.each([
    [{ start: { latitude: 91, longitude: 0 }, end: point('B') }, 'start.latitude', /between -90 and 90/],
    [{ start: point('A'), end: { latitude: 0, longitude: 'east' } }, 'end.longitude', /must be a number/],
    [{ start: point('A'), end: point('B'), difficulty: 'heroic' }, 'difficulty', /Difficulty must be one of/],
    [{ start: point('A') }, 'altarIds', /at least two points/],
    [{ start: point('A'), altarIds: ['x'] }, 'altarIds[0]', /altar ids/],
    [{ start: point('A'), altarIds: [999999] }, 'altarIds', /no longer exists/],
    [{ start: point('A'), altarIds: [1, 1] }, 'altarIds', /only once/],
  ])('refuses %j with 400 and a field error', async (body, field, message) => {
    const response = await client.post('/api/routes', body);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toMatch(message);
  });
});

describe("a request's work budget", () => {
  /** A point `kilometres` north of the equator at 20 E, where no network is imported. */
  const north = (kilometres: number) => ({
    latitude: (kilometres * 1000) / ((Math.PI / 180) * 6371000),
    longitude: 20,
  });

  it('refuses a guest asking 50 sites 99 km apart with 400 and the reason, as it does by GraphQL', async () => {
    const sites = [];
    for (let index = 0; index < 50; index++) sites.push(await buildAltar(app.db.knex, north(index * 99)));
    const request = { start: north(-99), altarIds: sites.map((site) => site.id), end: north(50 * 99) };
    const rest = await client.post('/api/routes', request);
    expect(rest.status).toBe(400);
    expect(rest.body.errors?.altarIds).toBe(ROUTE_MESSAGES.tooFar);
    const { body } = await app.graphql(
      `query ($input: RouteRequestInput!) { planRoute(input: $input) { distanceMeters } }`,
      {
        input: request,
      },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors?.altarIds).toBe(ROUTE_MESSAGES.tooFar);
  });

  it('routes up to 250 km of legs, refuses more, and does not count a straight leg over 100 km', async () => {
    const first = await buildAltar(app.db.knex, north(99));
    const second = await buildAltar(app.db.knex, north(198));
    const within = await plan({ start: north(0), altarIds: [first.id, second.id] });
    expect(within.status).toBe(200);
    const past = await client.post('/api/routes', {
      start: north(0),
      altarIds: [first.id, second.id],
      end: north(297),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors?.altarIds).toBe(ROUTE_MESSAGES.tooFar);
    const straight = await plan({ start: north(0), altarIds: [first.id, second.id], end: north(348) });
    expect(straight.status).toBe(200);
    expect(straight.body.legs.map((leg) => leg.onNetwork)).toEqual([false]);
  });

  it("reads no more of a corridor than the budget's edges, and says so when there are more", async () => {
    const boxes = corridorBounds([point('A'), point('B')]);
    const repository = new PathNetworkRepository(app.db.knex);
    expect(await repository.edgesIn(boxes, 5)).toHaveLength(5);
    await expect(repository.edgesIn(boxes, 4)).rejects.toThrow(new RouteBudgetError(ROUTE_MESSAGES.tooManyPaths));
  });

  it('keeps a pilgrimage past the budget, with straight legs and no stored route', async () => {
    const creator = await signUpMember(app.url);
    const sites = [];
    for (let index = 0; index < 4; index++) sites.push(await buildAltar(app.db.knex, north(1000 + index * 90)));
    const created = await creator.client.post('/api/pilgrimages', {
      name: 'The Long Meridian',
      description: 'Four far stones on one line north.',
      altarIds: sites.map((site) => site.id),
      estimatedDuration: '2 weeks',
      startingPoint: 'The first stone',
      endingPoint: 'The last stone',
    });
    expect(created.status).toBe(201);
    expect(created.body.route).toBeNull();
    // The geodesic length through the sites, on the ellipsoid.
    expect(Math.abs(Number(created.body.distance) / ((3 * 90_000) / 1609.344) - 1)).toBeLessThan(0.01);
  });
});

describe('POST /api/path-graph', () => {
  const corridor = () => corridorBounds([point('A'), point('B')]);

  it("answers the corridor's paths in the pack's format, and the device's router finds the server's route", async () => {
    const response = await client.post('/api/path-graph', { boxes: corridor() });
    expect(response.status).toBe(200);
    const answer = response.body as unknown as PathGraphAnswer;
    expect(Object.keys(answer).sort()).toEqual(['attribution', 'byteLength', 'edgeCount', 'format', 'graph']);
    expect(answer).toMatchObject({ format: PATH_GRAPH_FORMAT, edgeCount: 5, attribution: ROUTE_MESSAGES.attribution });
    const bytes = new Uint8Array(Buffer.from(answer.graph, 'base64'));
    expect(bytes.length).toBe(answer.byteLength);
    const edges = decodePathGraph(bytes);
    expect(edges).toHaveLength(5);
    expect(edges.filter((edge) => edge.steps)).toHaveLength(1);
    expect(edges.map((edge) => edge.sacScale).filter(Boolean)).toEqual(['demanding_alpine_hiking']);

    const online = await plan({ start: point('A'), end: point('B') });
    const offline = planRoute(
      [
        { ...point('A'), name: 'The start' },
        { ...point('B'), name: 'The end' },
      ],
      edges,
      { difficulty: 'moderate' },
    );
    expect(offline.legs.map((leg) => leg.onNetwork)).toEqual([true]);
    expect(Math.abs(offline.distanceMeters - online.body.distanceMeters)).toBeLessThan(1);
    expect(offline.warnings).toEqual(online.body.warnings);
  });

  it('answers an empty graph where no network is imported', async () => {
    const response = await client.post('/api/path-graph', { boxes: [[20, 10, 20.1, 10.1]] });
    expect(response.status).toBe(200);
    expect(decodePathGraph(new Uint8Array(Buffer.from(String(response.body.graph), 'base64')))).toEqual([]);
  });

  it.each([
    [{}, 'boxes', PATH_GRAPH_MESSAGES.boxes],
    [{ boxes: [[7.1, 45, 7, 45.1]] }, 'boxes[0]', PATH_GRAPH_MESSAGES.boxShape],
    [{ boxes: [[0, 40, 7, 45]] }, 'boxes[0]', PATH_GRAPH_MESSAGES.boxTooLarge],
    [{ boxes: Array.from({ length: 52 }, () => [7, 45, 7.1, 45.1]) }, 'boxes', PATH_GRAPH_MESSAGES.tooManyBoxes],
  ])('refuses %j with 400 and a field error', async (body, field, message) => {
    const response = await client.post('/api/path-graph', body);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
  });

  it('refuses ground with more paths than a pack may hold, with the reason', async () => {
    const routes = app.server.services.routes;
    await expect(routes.graph({ boxes: corridor() }, 4)).rejects.toMatchObject({
      message: PATH_GRAPH_MESSAGES.tooManyPaths,
    });
    expect((await routes.graph({ boxes: corridor() }, 5)).edgeCount).toBe(5);
  });
});

describe('Query.planRoute', () => {
  it('answers the same route through the same service', async () => {
    const rest = await plan({ start: point('A'), end: point('B') });
    const { body } = await app.graphql<{ planRoute: RouteAnswer }>(
      `query ($input: RouteRequestInput!) {
        planRoute(input: $input) {
          distanceMeters durationSeconds ascentMeters descentMeters warnings attribution
          legs { distanceMeters onNetwork geometry { type coordinates } }
        }
      }`,
      { input: { start: point('A'), end: point('B') } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.planRoute).toEqual(rest.body);
  });

  it('maps bad input to BAD_USER_INPUT with field errors', async () => {
    const { body } = await app.graphql(
      `{ planRoute(input: { altarIds: [], difficulty: "heroic" }) { distanceMeters } }`,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors?.difficulty).toMatch(/Difficulty must be one of/);
  });
});

describe('a sensitive site', () => {
  it('is routed to its public point for everyone but its creator: no vertex or length gives the true point away', async () => {
    const creator = await signUpMember(app.url);
    const truth = point('C');
    const hidden = await buildAltar(app.db.knex, {
      creatorId: creator.id,
      name: 'Hidden Spring',
      ...truth,
      isLocationSensitive: true,
    });
    const request = { start: point('A'), altarIds: [hidden.id] };

    const own = await plan(request, creator.client);
    expect(nearestVertexMeters(own.body, truth)).toBeLessThan(1);

    const publicPoint = generalizedPosition(truth.latitude, truth.longitude);
    const stranger = await signUpMember(app.url);
    for (const viewer of [client, stranger.client]) {
      const seen = await plan(request, viewer);
      expect(seen.status).toBe(200);
      expect(nearestVertexMeters(seen.body, truth)).toBeGreaterThan(1000);
      // Exactly the route to the public point, length and time included.
      const toPublic = await plan({ start: point('A'), end: publicPoint });
      expect(seen.body.legs).toEqual(toPublic.body.legs);
      expect(seen.body.distanceMeters).toBe(toPublic.body.distanceMeters);
      expect(seen.body.durationSeconds).toBe(toPublic.body.durationSeconds);
    }
  });
});

describe('against pgRouting', () => {
  it('finds the same shortest lengths as pgr_dijkstra between every pair of junctions', async (context) => {
    const { rows } = await app.db.knex.raw("SELECT 1 FROM pg_available_extensions WHERE name = 'pgrouting'");
    if (rows.length === 0) return context.skip('pgRouting is not installed here');
    await app.db.knex.raw('CREATE EXTENSION IF NOT EXISTS pgrouting');
    const ids = Object.values({
      A: FIXTURE_NODE_IDS.A,
      west: FIXTURE_NODE_IDS.junctionWest,
      east: FIXTURE_NODE_IDS.junctionEast,
      B: FIXTURE_NODE_IDS.B,
    });
    const where = async (id: number) => {
      const edge = await app.db.knex('path_edges').where({ source: id }).orWhere({ target: id }).first();
      return edge.source === id ? { latitude: edge.y1, longitude: edge.x1 } : { latitude: edge.y2, longitude: edge.x2 };
    };
    for (const from of ids) {
      for (const to of ids) {
        if (from >= to) continue;
        const { rows: found } = await app.db.knex.raw(
          `SELECT max(agg_cost) AS meters FROM pgr_dijkstra(
             'SELECT id, source, target, length_m AS cost, length_m AS reverse_cost FROM path_edges', ?::bigint, ?::bigint, false)`,
          [from, to],
        );
        const routed = await plan({ start: await where(from), end: await where(to), difficulty: 'expert' });
        expect(Math.abs(routed.body.distanceMeters - found[0].meters)).toBeLessThan(0.5);
      }
    }
  });
});

describe("the demo world's extract", () => {
  it('imports (gzipped OSM XML, no osmium needed) and routes Vaduz to Triesenberg along real paths', async () => {
    const result = await importPathNetwork(app.db.knex, app.server.config.seedPathsOsm);
    expect(result.edges).toBeGreaterThan(5000);
    const { body } = await plan({
      start: { latitude: 47.141, longitude: 9.5215 },
      end: { latitude: 47.118, longitude: 9.543 },
    });
    expect(body.legs.every((leg) => leg.onNetwork)).toBe(true);
    const crow = haversineMeters({ latitude: 47.141, longitude: 9.5215 }, { latitude: 47.118, longitude: 9.543 });
    expect(body.distanceMeters).toBeGreaterThan(crow * 1.1);
    expect(body.legs[0]!.geometry.coordinates.length).toBeGreaterThan(50);
    // The test fixture's region, elsewhere, is untouched.
    expect(await app.db.knex('path_regions').orderBy('name').pluck('name')).toEqual([
      'lakeside',
      'liechtenstein-2013-08-03-paths',
    ]);
  });
});

describe('a pilgrimage created over the network', () => {
  it('keeps its routed line, and its distance is the routed length', async () => {
    const creator = await signUpMember(app.url);
    const first = await buildAltar(app.db.knex, { name: 'West Shore Stone', ...point('A') });
    const second = await buildAltar(app.db.knex, { name: 'East Shore Stone', ...point('B') });
    const hidden = await buildAltar(app.db.knex, {
      creatorId: creator.id,
      name: 'Hidden Cairn',
      ...point('C'),
      isLocationSensitive: true,
    });
    const created = await creator.client.post('/api/pilgrimages', {
      name: 'Round the Still Lake',
      description: 'Along the shore from stone to stone.',
      altarIds: [first.id, second.id, hidden.id],
      estimatedDuration: '2 hours',
      startingPoint: 'West shore',
      endingPoint: 'East shore',
      distance: 1.2,
    });
    expect(created.status).toBe(201);
    const seen = await client.get(`/api/pilgrimages/${created.body.id}`);
    const route = seen.body.route as RouteAnswer;
    expect(await crossesLake(route.legs.flatMap((leg) => leg.geometry.coordinates))).toBe(false);
    expect(route.attribution).toBe('© OpenStreetMap contributors');
    // Routed through the sensitive site's public point, for its creator's form as for everyone.
    expect(nearestVertexMeters(route, point('C'))).toBeGreaterThan(400);
    const publicPoint = generalizedPosition(point('C').latitude, point('C').longitude);
    const expected = await plan({ start: point('A'), altarIds: [second.id], end: publicPoint });
    expect(route.legs).toEqual(expected.body.legs);
    expect(seen.body.distance).toBeCloseTo(route.distanceMeters / 1609.344, 2);
    expect(seen.body.distance).not.toBe(1.2);
  });
});
