/**
 * Walking routes over a large path network: POST /api/routes for a 20 km route with five sacred sites
 * over a grid-like network of at least 100,000 edges, at 1 client (p50, p99), with pgRouting's
 * shortest path over the same corridor of the same graph (pgr_dijkstraVia through the same stops) as the
 * floor, measured in the same run; then 100 random pairs of junctions, the API's length against
 * pgr_dijkstra's over the whole graph (within 1%).
 *
 *   flock /tmp/heavy.lock npx tsx bench/routing.ts          (BENCH_ROUTES=200 requests by default)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server with PostGIS
 * and pgRouting; the benchmark keeps its own database `bench_routing` there, with the network between
 * runs. The network: bench/path-lattice.ts.
 */
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '@sacred/db/seeds/random';
import { haversineMeters } from '@sacred/core/geo';
import { startServer } from '../api/src/app';
import { PathNetworkRepository } from '../api/src/routes/path-network.repository';
import { UNREACHABLE_BASEMAP } from '../api/test/app';
import { COLUMNS, nodeId, prepare, ROWS, SPACING_METERS, toPosition, TWENTY_KM_STOPS } from './path-lattice';

const ROUTES = Number(process.env.BENCH_ROUTES || 200);
const PAIRS = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const milliseconds = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const { knex, url } = await prepare();
  const edgeCount = Number((await knex('path_edges').count({ n: '*' }).first())?.n);
  const server = await startServer({
    databaseUrl: url,
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    logLevel: 'silent',
    writeRateLimit: undefined,
    guestReadRateLimit: undefined,
    signupRateLimit: undefined,
    weatherBaseUrl: 'http://127.0.0.1:9',
    basemap: UNREACHABLE_BASEMAP,
    pathsOsm: undefined,
  });
  try {
    const stopsMeters = TWENTY_KM_STOPS;
    await knex('altars').where('name', 'like', 'Bench site %').delete();
    const creator =
      (await knex('users').where({ email: 'bench-routing@example.test' }).first()) ??
      (
        await knex('users')
          .insert({ email: 'bench-routing@example.test', password_hash: 'x', first_name: 'B', last_name: 'R' })
          .returning('id')
      )[0];
    const altarIds: number[] = [];
    for (const [index, [east, north]] of stopsMeters.slice(1, -1).entries()) {
      const [longitude, latitude] = toPosition(east, north);
      const [row] = await knex('altars')
        .insert({
          name: `Bench site ${index + 1}`,
          description: 'A site for the routing benchmark.',
          latitude,
          longitude,
          altar_type: 'Stone Circle',
          photos: [],
          tags: [],
          creator_id: creator.id,
        })
        .returning('id');
      altarIds.push(row.id);
    }
    const point = ([east, north]: [number, number]) => {
      const [longitude, latitude] = toPosition(east, north);
      return { latitude, longitude };
    };
    const body = JSON.stringify({
      start: point(stopsMeters[0]!),
      altarIds,
      end: point(stopsMeters[stopsMeters.length - 1]!),
      difficulty: 'expert',
    });
    const ask = (payload: string) =>
      fetch(`${server.url}/api/routes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
    const post = async (payload: string) => {
      const response = await ask(payload);
      if (response.status !== 200) throw new Error(`POST /api/routes answered ${response.status}`);
      return (await response.json()) as { distanceMeters: number; legs: Array<{ onNetwork: boolean }> };
    };
    const first = await post(body);
    const times: number[] = [];
    for (let index = 0; index < ROUTES; index++) {
      const started = performance.now();
      await post(body);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    // The floor: pgRouting through the same stops' nearest junctions, over the same corridor's edges.
    const junction = async ([east, north]: [number, number]) => {
      const [longitude, latitude] = toPosition(east, north);
      const { rows } = await knex.raw(
        `SELECT CASE WHEN ST_Distance(ST_StartPoint(geom), p) < ST_Distance(ST_EndPoint(geom), p) THEN source ELSE target END AS id
         FROM path_edges, ST_SetSRID(ST_MakePoint(?, ?), 4326) AS p ORDER BY geom <-> p LIMIT 1`,
        [longitude, latitude],
      );
      return Number(rows[0].id);
    };
    const via = await Promise.all(stopsMeters.map(junction));
    const { corridorBounds, planRoute } = await import('@sacred/core/routing');
    const boxes = corridorBounds(stopsMeters.map(point));
    const inner = `SELECT id, source, target, length_m AS cost, length_m AS reverse_cost FROM path_edges WHERE ${boxes
      .map(
        ([w, s, e, n]) =>
          `geom && ST_MakeEnvelope(${w.toFixed(7)}, ${s.toFixed(7)}, ${e.toFixed(7)}, ${n.toFixed(7)}, 4326)`,
      )
      .join(' OR ')}`;
    const floorTimes: number[] = [];
    let floorMeters = 0;
    for (let index = 0; index < Math.min(ROUTES, 50); index++) {
      const started = performance.now();
      const { rows } = await knex.raw(
        `SELECT max(route_agg_cost) AS meters FROM pgr_dijkstraVia(?, ?::bigint[], directed => false)`,
        [inner, via],
      );
      floorTimes.push(performance.now() - started);
      floorMeters = Number(rows[0].meters);
    }
    floorTimes.sort((a, b) => a - b);

    // Where a request's time goes, in process on the same corridor: the read of its edges, then the search.
    const stops = stopsMeters.map((stop, index) => ({ ...point(stop), name: `stop ${index}` }));
    const readTimes: number[] = [];
    const searchTimes: number[] = [];
    let corridorEdges = 0;
    for (let index = 0; index < Math.min(ROUTES, 50); index++) {
      const started = performance.now();
      const edges = await new PathNetworkRepository(knex).edgesIn(boxes);
      const read = performance.now();
      planRoute(stops, edges, { difficulty: 'expert' });
      readTimes.push(read - started);
      searchTimes.push(performance.now() - read);
      corridorEdges = edges.length;
    }
    readTimes.sort((a, b) => a - b);
    searchTimes.sort((a, b) => a - b);

    // Correctness: 100 random pairs of junctions, the API against pgr_dijkstra over the whole graph.
    const random = mulberry32(11);
    const differences: number[] = [];
    let compared = 0;
    let refused = 0;
    while (compared < PAIRS) {
      const a: [number, number] = [Math.floor(random() * COLUMNS), Math.floor(random() * ROWS)];
      const b: [number, number] = [Math.floor(random() * COLUMNS), Math.floor(random() * ROWS)];
      const from = nodeId(...a);
      const to = nodeId(...b);
      if (from === to) continue;
      const { rows } = await knex.raw(
        `SELECT max(agg_cost) AS meters FROM pgr_dijkstra(
           'SELECT id, source, target, length_m AS cost, length_m AS reverse_cost FROM path_edges', ?::bigint, ?::bigint, false)`,
        [from, to],
      );
      if (rows[0].meters === null) continue;
      const at = (id: number) => {
        const [longitude, latitude] = toPosition(
          ((id - 1) % COLUMNS) * SPACING_METERS,
          Math.floor((id - 1) / COLUMNS) * SPACING_METERS,
        );
        return { latitude, longitude };
      };
      const response = await ask(JSON.stringify({ start: at(from), end: at(to), difficulty: 'expert' }));
      // A pair whose corridor is past the request's work budget (ROUTE_LIMITS) is refused, and counted.
      if (response.status === 400) {
        refused++;
        continue;
      }
      if (response.status !== 200) throw new Error(`POST /api/routes answered ${response.status}`);
      const routed = (await response.json()) as { distanceMeters: number; legs: Array<{ onNetwork: boolean }> };
      if (!routed.legs.every((leg) => leg.onNetwork)) continue;
      differences.push(Math.abs(routed.distanceMeters - Number(rows[0].meters)) / Number(rows[0].meters));
      compared++;
    }
    differences.sort((x, y) => x - y);
    const crow = stopsMeters
      .slice(1)
      .reduce((sum, stop, index) => sum + haversineMeters(point(stopsMeters[index]!), point(stop)), 0);

    console.log(`network: ${edgeCount} edges`);
    console.log(
      `route: ${(first.distanceMeters / 1000).toFixed(2)} km routed (${(crow / 1000).toFixed(2)} km as the crow flies), pgRouting ${(floorMeters / 1000).toFixed(2)} km between the nearest junctions`,
    );
    console.log(
      `POST /api/routes, 1 client, ${ROUTES} requests: p50 ${milliseconds(percentile(times, 50))}, p99 ${milliseconds(percentile(times, 99))}`,
    );
    console.log(
      `floor, pgr_dijkstraVia over the same corridor: p50 ${milliseconds(percentile(floorTimes, 50))}, p99 ${milliseconds(percentile(floorTimes, 99))}`,
    );
    console.log(
      `in process, ${corridorEdges} corridor edges: read p50 ${milliseconds(percentile(readTimes, 50))}, p99 ${milliseconds(percentile(readTimes, 99))}; search p50 ${milliseconds(percentile(searchTimes, 50))}, p99 ${milliseconds(percentile(searchTimes, 99))}`,
    );
    console.log(
      `ratio to the floor: p50 ${(percentile(times, 50) / percentile(floorTimes, 50)).toFixed(2)}x, p99 ${(percentile(times, 99) / percentile(floorTimes, 99)).toFixed(2)}x`,
    );
    console.log(
      `${PAIRS} random pairs against pgr_dijkstra: median difference ${(percentile(differences, 50) * 100).toFixed(3)}%, worst ${(differences[differences.length - 1]! * 100).toFixed(3)}%, within 1%: ${differences.filter((d) => d <= 0.01).length}/${PAIRS}; ${refused} pairs drawn were past the work budget (400) and drawn again`,
    );
  } finally {
    await server.close();
    await knex.destroy();
  }
}

await main();
