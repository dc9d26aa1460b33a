/**
 * Our GraphQL beside a peer on the same question: PostGraphile 5 (the amber preset, grafast; served by
 * bench/postgraphile-server.ts) over a SQL function `bench_peer.altars_near` that asks what `altarsNear`
 * answers a guest: the 200 nearest public altars within 5 km of a point, nearest first, five fields (id,
 * name, latitude, longitude, distance; PostGraphile names the id `rowId`, its `id` being a node id). Both over the million altars of bench/million-altars.ts, both sent
 * one GraphQL document with variables as clients send it, both with as many processes (BENCH_API_PROCESSES,
 * default one per core), and the SQL function called through `pg` as the floor of both, in the same run.
 * Before measuring, the two answers are compared for the first 50 query points: the same altars in the
 * same order, the same distances to the centimetre.
 *
 *   npx tsx bench/graphql-peer.ts           (BENCH_SECONDS=4 by default)
 *
 * Prints p50, p99 and requests per second at 1 and 16 clients, ours as a ratio to the peer's and each to
 * the SQL's, and writes the table into bench/README.md between its graphql-peer markers.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createKnex } from '@sacred/db/connection';
import { migrateLatest } from '@sacred/db/migrator';
import { startBenchApi, type BenchApi } from './api-process';
import { SECONDS, freshSockets, httpRequest, measure, ms, type Measurement } from './measure';
import { BENCH_URL, ensureDatabase, loadAltars, points } from './million-altars';

const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES || os.availableParallelism());
const CONCURRENCY = [1, 16] as const;
const RADIUS_METERS = 5000;
const PARITY_POINTS = 50;
const README = fileURLToPath(new URL('./README.md', import.meta.url));
const MARKERS = { start: '<!-- graphql-peer:start -->', end: '<!-- graphql-peer:end -->' };

/** The radius question as one SQL function, in a schema of its own that the peer alone exposes. */
const PEER_SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS bench_peer;
  DROP FUNCTION IF EXISTS bench_peer.altars_near(float8, float8, float8);
  DROP TYPE IF EXISTS bench_peer.near_altar;
  CREATE TYPE bench_peer.near_altar AS (
    id int, name text, latitude float8, longitude float8, distance_meters float8
  );
  CREATE FUNCTION bench_peer.altars_near(lat float8, lng float8, radius float8)
  RETURNS SETOF bench_peer.near_altar LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT id, name, latitude, longitude, distance_meters FROM (
      SELECT id, name, public_latitude::float8 AS latitude, public_longitude::float8 AS longitude,
             ST_Distance(public_geog, ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography) AS distance_meters
      FROM public.altars
      WHERE ST_DWithin(public_geog, ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography, radius)
      ORDER BY public_geog <-> ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography
      LIMIT 200
    ) nearest
    ORDER BY distance_meters, id
  $$;
  COMMENT ON FUNCTION bench_peer.altars_near(float8, float8, float8) IS E'@behavior -connection +list';
`;

const OURS_QUERY = `query ($lat: Float!, $lng: Float!) {
  altarsNear(latitude: $lat, longitude: $lng, radius: ${RADIUS_METERS}) { id name latitude longitude distanceMeters }
}`;

interface NearRow {
  id: number | string;
  name: string;
  distance: number;
}

async function postGraphql(base: URL, body: string): Promise<unknown> {
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || answer.errors) throw new Error(`${base.href}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The peer's field for the function: PostGraphile names a list-only function field by its own rules. */
async function peerField(peer: URL): Promise<string> {
  const data = (await postGraphql(
    peer,
    JSON.stringify({ query: '{ __schema { queryType { fields { name } } } }' }),
  )) as {
    __schema: { queryType: { fields: Array<{ name: string }> } };
  };
  const names = data.__schema.queryType.fields.map((field) => field.name);
  const found = names.find((name) => /^altarsNear/.test(name));
  if (!found) throw new Error(`PostGraphile exposes no altarsNear field: ${names.join(', ')}`);
  return found;
}

async function compareAnswers(ours: URL, peer: URL, peerQuery: string, field: string): Promise<void> {
  for (const { lat, lng } of points().slice(0, PARITY_POINTS)) {
    const variables = { lat, lng };
    const mine = (
      (await postGraphql(ours, JSON.stringify({ query: OURS_QUERY, variables }))) as {
        altarsNear: Array<{ id: string; name: string; distanceMeters: number }>;
      }
    ).altarsNear.map((row): NearRow => ({ id: Number(row.id), name: row.name, distance: row.distanceMeters }));
    const theirs = (
      (await postGraphql(peer, JSON.stringify({ query: peerQuery, variables }))) as Record<
        string,
        Array<{ rowId: number; name: string; distanceMeters: number }>
      >
    )[field]!.map((row): NearRow => ({ id: Number(row.rowId), name: row.name, distance: row.distanceMeters }));
    const same =
      mine.length === theirs.length &&
      mine.every(
        (row, i) =>
          row.id === theirs[i]?.id &&
          row.name === theirs[i]?.name &&
          Math.abs(row.distance - (theirs[i]?.distance ?? NaN)) < 0.01,
      );
    if (!same)
      throw new Error(`The answers differ at ${lat},${lng}: ours ${mine.length} altars, the peer's ${theirs.length}`);
  }
}

await ensureDatabase();
const knex = createKnex({ url: BENCH_URL, poolMax: 2, sessionStatementTimeoutMs: 0 });
await migrateLatest(knex);
await loadAltars(knex);
await knex.raw(PEER_SCHEMA);
await knex.destroy();

// A machine busy with other work makes every row slower and the ratios noise: each table says how busy.
const loadAtStart = os.loadavg()[0] ?? 0;
const servers: BenchApi[] = [];
const stopAll = () => Promise.all(servers.map((server) => server.stop()));
try {
  const peer = await startBenchApi(BENCH_URL, {
    script: 'postgraphile-server.ts',
    env: { PEER_DATABASE_URL: BENCH_URL, PEER_PROCESSES: String(API_PROCESSES), GRAPHILE_ENV: 'production' },
  });
  servers.push(peer);
  const ours = await startBenchApi(BENCH_URL, {
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-long-enough',
      // The load comes from one address: the guest read budget counts every read but never refuses one.
      GUEST_READ_RATE_LIMIT_PER_MINUTE: '1000000000',
      // Every answer computed, as the peer computes its own.
      MAP_ANSWER_CACHE: 'false',
      BENCH_API_PROCESSES: String(API_PROCESSES),
      ...(API_PROCESSES > 1 ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
    },
  });
  servers.push(ours);

  const field = await peerField(peer.url);
  const peerQuery = `query ($lat: Float!, $lng: Float!) {
  ${field}(lat: $lat, lng: $lng, radius: ${RADIUS_METERS}) { rowId name latitude longitude distanceMeters }
}`;
  await compareAnswers(ours.url, peer.url, peerQuery, field);
  console.log(`the same answers for ${PARITY_POINTS} points: ours and PostGraphile's ${field}`);

  const queryPoints = points();
  const bodies = (query: string) =>
    queryPoints.map(({ lat, lng }) => JSON.stringify({ query, variables: { lat, lng } }));
  const oursBodies = bodies(OURS_QUERY);
  const peerBodies = bodies(peerQuery);
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 16 });
  const runners = {
    SQL: async (i: number) => {
      const { lat, lng } = queryPoints[i % queryPoints.length]!;
      await pool.query({
        name: 'peer-near',
        text: 'SELECT * FROM bench_peer.altars_near($1, $2, $3)',
        values: [lat, lng, RADIUS_METERS],
      });
    },
    PostGraphile: (i: number) => httpRequest(peer.url, 'POST', '/graphql', peerBodies[i % peerBodies.length]),
    'Sacred Spaces': (i: number) => httpRequest(ours.url, 'POST', '/graphql', oursBodies[i % oursBodies.length]),
  };
  const results: Record<string, Record<number, Measurement>> = {};
  for (const [name, once] of Object.entries(runners)) {
    results[name] = {};
    for (const clients of CONCURRENCY) {
      freshSockets();
      results[name][clients] = await measure(clients, once);
    }
  }
  await pool.end();

  const ratio = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(2)}x` : '-');
  const sql = results.SQL!;
  const theirs = results.PostGraphile!;
  const lines = [
    `${queryPoints.length} query points over a million altars; ${SECONDS} s per cell; ${API_PROCESSES} process(es) each; ${new Date().toISOString().slice(0, 10)}; load average ${loadAtStart.toFixed(1)} when it began on ${os.availableParallelism()} cores (above the core count, other work shared the machine: the ratios are noise).`,
    '',
    '| Path | p50 ms (1) | p99 ms (1) | req/s (1) | p50 ms (16) | p99 ms (16) | req/s (16) | /SQL p50 (1) | /SQL req/s (16) | /PostGraphile p50 (1) | /PostGraphile req/s (16) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...Object.entries(results).map(([name, by]) => {
      const one = by[1]!;
      const many = by[16]!;
      return `| ${name} | ${ms(one.p50)} | ${ms(one.p99)} | ${one.rps.toFixed(0)} | ${ms(many.p50)} | ${ms(many.p99)} | ${many.rps.toFixed(0)} | ${ratio(one.p50, sql[1]?.p50)} | ${ratio(many.rps, sql[16]?.rps)} | ${name === 'SQL' ? '-' : ratio(one.p50, theirs[1]?.p50)} | ${name === 'SQL' ? '-' : ratio(many.rps, theirs[16]?.rps)} |`;
    }),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  const mine = results['Sacred Spaces']!;
  console.log(
    `ours / PostGraphile: p50 at 1 client ${ratio(mine[1]!.p50, theirs[1]!.p50)} (target <= 0.8x), throughput at 16 clients ${ratio(mine[16]!.rps, theirs[16]!.rps)} (target >= 1.25x)`,
  );
  const readme = await readFile(README, 'utf8');
  const start = readme.indexOf(MARKERS.start);
  const end = readme.indexOf(MARKERS.end);
  if (start >= 0 && end > start) {
    await writeFile(README, `${readme.slice(0, start + MARKERS.start.length)}\n${table}\n${readme.slice(end)}`);
    console.log('bench/README.md: the graphql-peer table written');
  } else {
    console.log('bench/README.md has no graphql-peer markers: the table is printed only');
  }
} finally {
  await stopAll();
}
