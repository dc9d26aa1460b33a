/**
 * The map's queries over a million altars in dense towns (issue 19): the 5 km radius query, the
 * viewport query at every zoom 3 to 18, the altar tiles and the map search (a common word and a
 * misspelt one), each as raw SQL through `pg`, through GraphQL and through REST,
 * with 1 and with 16 concurrent clients; p50, p99, requests per second, each as a ratio to the raw-SQL
 * floor measured in the same run, and the API processes' RSS.
 *
 *   npx tsx bench/map-queries.ts            (BENCH_SECONDS=4 by default)
 *   BENCH_CASES=search npx tsx bench/map-queries.ts   (the cases whose label matches; or BENCH_ZOOMS=3,14,16)
 *
 * Only a full run writes its table into bench/README.md; a partial one prints it.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark uses its own database `bench_million` there, migrated, and keeps the loaded altars between
 * runs. The raw-SQL figures replay the exact statements (text and bound values) the API's repository
 * sends for the same request; the "HTTP floor" replays them behind a bare node:http server
 * (bench/http-floor-server.ts, as many processes as the API) that writes the rows with JSON.stringify:
 * the least any API over HTTP pays for the same answer. BENCH_API_PROCESSES sets the API's processes
 * (default one per core, node:cluster as `API_PROCESSES` runs it; REDIS_URL defaults to
 * redis://127.0.0.1:6379 then).
 *
 * BENCH_MAP_ANSWER_CACHE=true BENCH_CASES=repeat measures the same 20 guest views (zoom 8) and tiles (zoom 10)
 * repeated, answered from the API's public answers' cache, against the SQL of computing them.
 *
 * The street views (zoom 14-18) and the 5 km radius are also measured signed in, as the member who created
 * every altar (2% of them marked sensitive, which that member sees at their true points) and as one who
 * created none, in the same run, with the ratio of the first to the second (BENCH_CASES=creator).
 *
 * The workload: 80% of the altars in Gaussian clouds 3 to 30 km wide (the width is 2 sigma) around 200
 * town centres in the continental US with Zipf weights (town k weighs 1/k: a few dense metros, many
 * small towns), 20% spread evenly over the continental US box. 1,000 query points are drawn the same
 * way from a seeded generator; a viewport is 1280 x 800 px of 256-px tiles centred on a point.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import pg from 'pg';
import { createKnex } from '@sacred/db/connection';
import { migrateLatest } from '@sacred/db/migrator';
import { MAX_VIEWPORT_FEATURES } from '@sacred/core/map';
import { MAP_SEARCH } from '@sacred/core/search';
import { altarFieldsAmong } from '../api/src/altars/altar-columns';
import { AltarTileService } from '../api/src/altars/altar-tile.service';
import { AltarService } from '../api/src/altars/altar.service';
import type { AltarViewport } from '../api/src/altars/altar.types';
import { SESSION_COOKIE } from '../api/src/platform/http/session';
import { PlaceService } from '../api/src/places/place.service';
import { SearchService } from '../api/src/search/search.service';
import { startBenchApi } from './api-process';
import type { FloorStatements } from './http-floor-server';
import { SECONDS, freshSockets, httpRequest, measure, ms, type Measurement } from './measure';
import { ALTARS, BENCH_URL, QUERY_POINTS, ensureDatabase, loadAltars, points } from './million-altars';

const CONCURRENCY = [1, 16] as const;
const ZOOMS = (process.env.BENCH_ZOOMS ?? '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18')
  .split(',')
  .filter(Boolean)
  .map(Number);
/** BENCH_CASES: a pattern of the case labels to run ("search", "radius|viewport z1[4-8]"); all by default. */
const ONLY_CASES = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined;
const wanted = (label: string) => ONLY_CASES === undefined || ONLY_CASES.test(label);
/** A run of some cases prints its table and leaves the full run's in bench/README.md. */
const PARTIAL = ['BENCH_CASES', 'BENCH_ZOOMS', 'BENCH_TILE_ZOOMS'].some((name) => process.env[name] !== undefined);
const TILE_ZOOMS = (process.env.BENCH_TILE_ZOOMS ?? '6,10,14,16').split(',').filter(Boolean).map(Number);
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES || os.availableParallelism());
const README = fileURLToPath(new URL('./README.md', import.meta.url));

interface Statement {
  sql: string;
  bindings: unknown[];
}

interface Case {
  label: string;
  /** How dense the views were (viewports). */
  note?: string;
  /** One request per entry, cycled; each with the REST path, the GraphQL body and the SQL it runs. */
  requests: Array<{ rest?: string; graphql?: string; statements: Statement[] }>;
  /** The session cookie the API requests carry (a member's); none for a guest. */
  cookie?: string;
}

const SESSION_SECRET = 'bench-secret-long-enough';

/** The two members of the signed-in cases: who created every altar, and who created none. */
interface BenchMembers {
  creatorOfAll: { id: number; cookie: string };
  creatorOfNone: { id: number; cookie: string };
}

/**
 * A session for the member, stored as connect-pg-simple stores one, and its cookie signed as express-session
 * signs it (HMAC-SHA256 of the id with SESSION_SECRET): the benchmark signs in without a password.
 */
async function benchSession(knex: Knex, userId: number): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const maxAge = 14 * 24 * 60 * 60 * 1000;
  const expires = new Date(Date.now() + maxAge);
  const sess = {
    cookie: {
      originalMaxAge: maxAge,
      expires: expires.toISOString(),
      secure: false,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    },
    userId,
    signedInAt: Date.now(),
  };
  await knex('sessions').insert({ sid, sess: JSON.stringify(sess), expire: expires });
  const signature = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

async function benchMembers(knex: Knex): Promise<BenchMembers> {
  const row = (await knex('altars').select('creator_id').orderBy('id').first()) as { creator_id: number };
  const email = 'bench-creator-of-none@example.test';
  let none = (await knex('users').select('id').where({ email }).first()) as { id: number } | undefined;
  if (!none)
    [none] = (await knex('users')
      .insert({ email, password_hash: 'not-a-real-hash', first_name: 'Bench', last_name: 'None' })
      .returning('id')) as Array<{ id: number }>;
  const noneId = (none as { id: number }).id;
  return {
    creatorOfAll: { id: row.creator_id, cookie: await benchSession(knex, row.creator_id) },
    creatorOfNone: { id: noneId, cookie: await benchSession(knex, noneId) },
  };
}

/** The views of the repeat cases. */
const REPEAT_VIEWS = 20;

/** The street zooms measured signed in. */
const MEMBER_ZOOMS = [14, 15, 16, 17, 18];
const CREATOR_OF_ALL = 'creator of all';
const CREATOR_OF_NONE = 'creator of none';

const NEAR_QUERY_FIELDS =
  'id name latitude longitude altarType isEcoFriendly photos visitCount likes recentActivity distanceMeters';
const NEAR_QUERY = `query ($lat: Float!, $lng: Float!) {
  altarsNear(latitude: $lat, longitude: $lng, radius: 5000) { ${NEAR_QUERY_FIELDS} }
}`;
const VIEWPORT_QUERY = `query ($bbox: BoundingBoxInput!, $zoom: Float!) {
  altarViewport(bbox: $bbox, zoom: $zoom) {
    gridZoom total
    clusters { id count latitude longitude west south east north }
    altars { id name latitude longitude altarType isEcoFriendly photoCount visitCount likes recentActivity }
  }
}`;

const SEARCH_QUERY = `query ($q: String!, $lat: Float, $lng: Float) {
  mapSearch(query: $q, latitude: $lat, longitude: $lng) { kind id name detail latitude longitude distanceMeters }
}`;
/** Words of the loaded names (one word in 10% or 14% of them, two in 1.4%), as typed, and misspelt. */
const SEARCH_WORDS = ['heron', 'juniper', 'mandala', 'willow', 'spiral', 'dawn shrine', 'fern grove'];
const SEARCH_TYPOS = ['hreon', 'junpier', 'mandla', 'wilow', 'sprial', 'dawn shrnie', 'fren grove'];
/** Search requests per case: each is recorded through the service first, so fewer than the map's. */
const SEARCH_POINTS = 200;

/** A 1280 x 800 px map at `zoom` (256-px tiles) centred on a point, as west,south,east,north. */
function screenBox(lat: number, lng: number, zoom: number) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (1280 / 2) * degreesPerPixel;
  const halfHeight = (800 / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const clampLng = (value: number) => Math.max(-180, Math.min(180, value));
  const clampLat = (value: number) => Math.max(-85, Math.min(85, value));
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    west: round(clampLng(lng - halfWidth)),
    south: round(clampLat(lat - halfHeight)),
    east: round(clampLng(lng + halfWidth)),
    north: round(clampLat(lat + halfHeight)),
  };
}

/** Records the statements the service sends for one request (text and bound values). */
async function recordStatements(knex: Knex, run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  // knex reports the native statement ($1, $2, ...) and its values, as sent to pg.
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  knex.on('query', listener);
  try {
    await run();
  } finally {
    knex.removeListener('query', listener);
  }
  return statements;
}

async function buildCases(knex: Knex, members: BenchMembers): Promise<Case[]> {
  const service = new AltarService(knex);
  const cases: Case[] = [];
  const queryPoints = points();
  // What any request costs over HTTP before it does anything: /healthz runs one `SELECT 1` outside the
  // /api middleware, `{ __typename }` goes through the GraphQL stack and reads nothing.
  cases.push({
    label: 'empty request',
    requests: [
      {
        rest: '/healthz',
        graphql: JSON.stringify({ query: '{ __typename }' }),
        statements: [{ sql: 'SELECT 1', bindings: [] }],
      },
    ],
    note: 'REST is `GET /healthz` (one `SELECT 1`, none of the /api middleware), GraphQL `{ __typename }`, SQL `SELECT 1`: what the HTTP round trip costs before any work. The column "less HTTP" takes the empty request\'s API p50 over its SQL p50 out of the API p50 before dividing by the SQL p50',
  });
  // REST answers every field of each altar; GraphQL's altarsNear reads only the fields asked for (the map's
  // nearby list: NEAR_QUERY), so each is measured against the statements of its own answer.
  const near: Case = { label: 'radius 5 km', requests: [] };
  const nearFields: Case = { label: 'radius 11 fields', requests: [] };
  const asked = altarFieldsAmong(new Set(NEAR_QUERY_FIELDS.split(' ')), ['distanceMeters']);
  for (const { lat, lng } of wanted(near.label) || wanted(nearFields.label) ? queryPoints : []) {
    near.requests.push({
      rest: `/api/altars?lat=${lat}&lng=${lng}&radius=5000`,
      statements: await recordStatements(knex, () =>
        service.search({ lat: String(lat), lng: String(lng), radius: '5000' }),
      ),
    });
    nearFields.requests.push({
      graphql: JSON.stringify({ query: NEAR_QUERY, variables: { lat, lng } }),
      statements: await recordStatements(knex, () =>
        service.near({ latitude: lat, longitude: lng, radius: 5000 }, undefined, asked),
      ),
    });
  }
  cases.push(near, nearFields);
  // A member's wider search radius (Settings allows up to 50 km): in a dense town the radius then holds far
  // more altars than the 200 answered.
  const wide: Case = { label: 'radius 20 km', requests: [] };
  for (const { lat, lng } of wanted(wide.label) ? queryPoints : []) {
    wide.requests.push({
      rest: `/api/altars?lat=${lat}&lng=${lng}&radius=20000`,
      statements: await recordStatements(knex, () =>
        service.search({ lat: String(lat), lng: String(lng), radius: '20000' }),
      ),
    });
  }
  cases.push(wide);
  for (const zoom of ZOOMS.filter((zoom) => wanted(`viewport z${zoom}`))) {
    const viewport: Case = { label: `viewport z${zoom}`, requests: [] };
    let dense = 0;
    let largest = 0;
    for (const { lat, lng } of queryPoints) {
      const box = screenBox(lat, lng, zoom);
      const bbox = `${box.west},${box.south},${box.east},${box.north}`;
      let total = 0;
      const statements = await recordStatements(knex, async () => {
        total = ((await service.search({ bbox, zoom: String(zoom) })) as AltarViewport).total;
      });
      if (total > MAX_VIEWPORT_FEATURES) dense += 1;
      largest = Math.max(largest, total);
      viewport.requests.push({
        rest: `/api/altars?bbox=${bbox}&zoom=${zoom}`,
        graphql: JSON.stringify({ query: VIEWPORT_QUERY, variables: { bbox: box, zoom } }),
        statements,
      });
    }
    viewport.note = `${dense} of ${queryPoints.length} views over ${MAX_VIEWPORT_FEATURES.toLocaleString('en-US')} altars, at most ${largest.toLocaleString('en-US')}`;
    cases.push(viewport);
  }
  // Signed in: the member who created every altar, and one who created none, over the same views, each
  // pair measured back to back so that the machine's load weighs on both alike.
  const signedIn = [
    [CREATOR_OF_ALL, members.creatorOfAll],
    [CREATOR_OF_NONE, members.creatorOfNone],
  ] as const;
  for (const [who, member] of signedIn) {
    const radius: Case = { label: `radius 5 km, ${who}`, requests: [], cookie: member.cookie };
    if (!wanted(radius.label)) continue;
    for (const { lat, lng } of queryPoints) {
      radius.requests.push({
        rest: `/api/altars?lat=${lat}&lng=${lng}&radius=5000`,
        statements: await recordStatements(knex, () =>
          service.search({ lat: String(lat), lng: String(lng), radius: '5000' }, member.id),
        ),
      });
    }
    cases.push(radius);
  }
  for (const zoom of MEMBER_ZOOMS) {
    for (const [who, member] of signedIn) {
      const viewport: Case = { label: `viewport z${zoom}, ${who}`, requests: [], cookie: member.cookie };
      if (!wanted(viewport.label)) continue;
      for (const { lat, lng } of queryPoints) {
        const box = screenBox(lat, lng, zoom);
        const bbox = `${box.west},${box.south},${box.east},${box.north}`;
        viewport.requests.push({
          rest: `/api/altars?bbox=${bbox}&zoom=${zoom}`,
          graphql: JSON.stringify({ query: VIEWPORT_QUERY, variables: { bbox: box, zoom } }),
          statements: await recordStatements(knex, () => service.search({ bbox, zoom: String(zoom) }, member.id)),
        });
      }
      cases.push(viewport);
    }
  }
  // Repeat views (BENCH_MAP_ANSWER_CACHE=true, BENCH_CASES=repeat): the same 20 guest views and tiles over
  // and over, which the API answers from its public answers' cache while the data version holds.
  const repeatPoints = process.env.BENCH_MAP_ANSWER_CACHE === 'true' ? queryPoints.slice(0, REPEAT_VIEWS) : [];
  const repeatViewport: Case = { label: 'repeat viewport z8', requests: [] };
  for (const { lat, lng } of wanted(repeatViewport.label) ? repeatPoints : []) {
    const box = screenBox(lat, lng, 8);
    const bbox = `${box.west},${box.south},${box.east},${box.north}`;
    repeatViewport.requests.push({
      rest: `/api/altars?bbox=${bbox}&zoom=8`,
      graphql: JSON.stringify({ query: VIEWPORT_QUERY, variables: { bbox: box, zoom: 8 } }),
      statements: await recordStatements(knex, () => service.search({ bbox, zoom: '8' })),
    });
  }
  if (repeatViewport.requests.length > 0) cases.push(repeatViewport);
  // The altar tiles (GET /tiles/altars/z/x/y.mvt): the tile under each point; "REST" is the tile route.
  const tiles = new AltarTileService(knex);
  await tiles.tile('0', '0', '0'); // its one-time ST_AsMVT probe, outside the recorded statements
  for (const zoom of TILE_ZOOMS.filter((zoom) => wanted(`tile z${zoom}`))) {
    const tileCase: Case = { label: `tile z${zoom}`, requests: [] };
    for (const { lat, lng } of queryPoints) {
      const n = 2 ** zoom;
      const sin = Math.sin((lat * Math.PI) / 180);
      const x = Math.floor(((lng + 180) / 360) * n);
      const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
      const statements = await recordStatements(knex, () => tiles.tile(String(zoom), String(x), String(y)));
      tileCase.requests.push({ rest: `/tiles/altars/${zoom}/${x}/${y}.mvt`, statements });
    }
    cases.push(tileCase);
  }
  const repeatTile: Case = { label: 'repeat tile z10', requests: [] };
  for (const { lat, lng } of wanted(repeatTile.label) ? repeatPoints : []) {
    const n = 2 ** 10;
    const sin = Math.sin((lat * Math.PI) / 180);
    const x = Math.floor(((lng + 180) / 360) * n);
    const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n);
    const statements = await recordStatements(knex, () => tiles.tile('10', String(x), String(y)));
    repeatTile.requests.push({ rest: `/tiles/altars/10/${x}/${y}.mvt`, statements });
  }
  if (repeatTile.requests.length > 0) cases.push(repeatTile);
  // The map's search box (GET /api/search, mapSearch): a common word and a misspelt one from each point.
  const search = new SearchService(knex, new PlaceService(knex));
  for (const [label, words] of [
    ['search word', SEARCH_WORDS],
    ['search typo', SEARCH_TYPOS],
  ] as const) {
    if (!wanted(label)) continue;
    const searchCase: Case = { label, requests: [] };
    for (const [i, { lat, lng }] of queryPoints.slice(0, SEARCH_POINTS).entries()) {
      const q = words[i % words.length] as string;
      const statements = await recordStatements(knex, () =>
        search.mapSearch({ q, lat, lng, limit: MAP_SEARCH.defaultLimit }),
      );
      searchCase.requests.push({
        rest: `/api/search?q=${encodeURIComponent(q)}&lat=${lat}&lng=${lng}`,
        graphql: JSON.stringify({ query: SEARCH_QUERY, variables: { q, lat, lng } }),
        statements,
      });
    }
    cases.push(searchCase);
  }
  return cases.filter((entry) => entry.label === 'empty request' || wanted(entry.label));
}

/** The cases' statements for bench/http-floor-server.ts, each distinct SQL text once. */
function floorStatements(all: Case[]): FloorStatements {
  const sqls: string[] = [];
  const indexOf = new Map<string, number>();
  const index = (sql: string) => {
    let found = indexOf.get(sql);
    if (found === undefined) {
      found = sqls.push(sql) - 1;
      indexOf.set(sql, found);
    }
    return found;
  };
  return {
    sqls,
    cases: all.map((entry) =>
      entry.requests.map((request) =>
        request.statements.map((statement): [number, unknown[]] => [index(statement.sql), statement.bindings]),
      ),
    ),
  };
}

/** The RSS of the API process and its workers (node:cluster children), in MB. */
async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .split(' ')
    .filter(Boolean)
    .map(Number);
  const theirs = await Promise.all(children.map((child) => rssMegabytes(child).catch(() => 0)));
  return Math.round(own + theirs.reduce((sum, value) => sum + value, 0));
}

await ensureDatabase();
const knex = createKnex({ url: BENCH_URL, poolMax: 4, sessionStatementTimeoutMs: 0 });
await migrateLatest(knex);
await loadAltars(knex);
// Fresh statistics for the cluster cache after a migration that filled new levels.
await knex.raw('ANALYZE altar_map_cells, altar_map_cell_facets');
if (process.env.BENCH_LOAD_ONLY) {
  await knex.destroy();
  process.exit(0);
}
const cases = await buildCases(knex, await benchMembers(knex));
await knex.destroy();

const pool = new pg.Pool({ connectionString: BENCH_URL, max: 16 });
// The HTTP floor (bench/http-floor-server.ts) replays the same statements behind a bare node:http server.
const floorFile = `${os.tmpdir()}/bench-http-floor-${process.pid}.json`;
await writeFile(floorFile, JSON.stringify(floorStatements(cases)));
const floor = await startBenchApi(BENCH_URL, {
  script: 'http-floor-server.ts',
  env: {
    HTTP_FLOOR_STATEMENTS: floorFile,
    HTTP_FLOOR_DATABASE_URL: BENCH_URL,
    HTTP_FLOOR_PROCESSES: String(API_PROCESSES),
  },
});
const { child, url, stop } = await startBenchApi(BENCH_URL, {
  env: {
    NODE_ENV: 'production',
    SESSION_SECRET,
    // The load comes from one address: the guest read budget still counts every read (its cost stays in
    // the figures) but never refuses one.
    GUEST_READ_RATE_LIMIT_PER_MINUTE: '1000000000',
    // Every request computed, as the floors compute theirs: a guest's repeat view would be answered from the
    // public answers' cache (MAP_ANSWER_CACHE), and the GraphQL and REST cases ask for the same views. The
    // repeat cases measure that cache (BENCH_MAP_ANSWER_CACHE=true).
    MAP_ANSWER_CACHE: process.env.BENCH_MAP_ANSWER_CACHE === 'true' ? 'true' : 'false',
    BENCH_API_PROCESSES: String(API_PROCESSES),
    ...(API_PROCESSES > 1 ? { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {}),
  },
}).catch(async (error: unknown) => {
  // An API that does not start leaves no floor server running behind the failed benchmark.
  await floor.stop();
  await rm(floorFile, { force: true });
  throw error;
});
// The API's own warnings (a worker that exits, a database error) go to this benchmark's stderr.
child.stdout?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
let maxRss = 0;
const sampler = setInterval(() => {
  void rssMegabytes(child.pid as number).then(
    (rss) => (maxRss = Math.max(maxRss, rss)),
    () => undefined,
  );
}, 200);

type Transport = 'SQL' | 'HTTP floor' | 'GraphQL' | 'REST';
const results: Array<{ label: string; transport: Transport; by: Record<number, Measurement> }> = [];
try {
  for (const [caseIndex, entry] of cases.entries()) {
    const pick = (i: number) => entry.requests[i % entry.requests.length] as Case['requests'][number];
    const runners: Record<Transport, (i: number) => Promise<void>> = {
      SQL: async (i) => {
        const client = await pool.connect();
        try {
          for (const statement of pick(i).statements) await client.query(statement.sql, statement.bindings);
        } finally {
          client.release();
        }
      },
      'HTTP floor': (i) => httpRequest(floor.url, 'GET', `/${caseIndex}/${i % entry.requests.length}`),
      GraphQL: (i) => httpRequest(url, 'POST', '/graphql', pick(i).graphql as string, entry.cookie),
      REST: (i) => httpRequest(url, 'GET', pick(i).rest as string, undefined, entry.cookie),
    };
    const first = entry.requests[0];
    const transports: Transport[] = [
      'SQL',
      'HTTP floor',
      ...(first?.graphql === undefined ? [] : (['GraphQL'] as const)),
      ...(first?.rest === undefined ? [] : (['REST'] as const)),
    ];
    for (const transport of transports) {
      const by: Record<number, Measurement> = {};
      for (const clients of CONCURRENCY) {
        freshSockets();
        by[clients] = await measure(clients, runners[transport]);
      }
      results.push({ label: entry.label, transport, by });
      const one = by[1] as Measurement;
      const many = by[16] as Measurement;
      console.log(
        `${entry.label.padEnd(16)} ${transport.padEnd(10)} 1: p50 ${ms(one.p50)} p99 ${ms(one.p99)} ${one.rps.toFixed(0)}/s | 16: p50 ${ms(many.p50)} p99 ${ms(many.p99)} ${many.rps.toFixed(0)}/s`,
      );
    }
  }
} finally {
  clearInterval(sampler);
  maxRss = Math.max(maxRss, await rssMegabytes(child.pid as number).catch(() => 0));
  await stop();
  await floor.stop();
  await rm(floorFile, { force: true });
  await pool.end();
}

const lines: string[] = [];
lines.push(
  '| Query | Path | p50 ms (1) | p99 ms (1) | req/s (1) | p50 ms (16) | p99 ms (16) | req/s (16) | /SQL p50 (1) | less HTTP (1) | /SQL req/s (16) | /SQL p99 (16) | /floor p50 (1) | /floor req/s (16) |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const row of results) {
  const same = (transport: Transport) =>
    results.find((other) => other.label === row.label && other.transport === transport);
  const sql = same('SQL');
  const floorRow = same('HTTP floor');
  const isApi = row.transport === 'GraphQL' || row.transport === 'REST';
  const one = row.by[1] as Measurement;
  const many = row.by[16] as Measurement;
  const ratio = (a: number, b: number | undefined) => (row.transport === 'SQL' || !b ? '' : (a / b).toFixed(2));
  const apiRatio = (a: number, b: number | undefined) => (isApi ? ratio(a, b) : '');
  const empty = (transport: Transport) =>
    results.find((other) => other.label === 'empty request' && other.transport === transport)?.by[1]?.p50 ?? 0;
  const http = Math.max(0, empty(row.transport) - empty('SQL'));
  const lessHttp = row.label === 'empty request' ? '' : ratio(one.p50 - http, sql?.by[1]?.p50);
  lines.push(
    `| ${row.label} | ${row.transport} | ${ms(one.p50)} | ${ms(one.p99)} | ${one.rps.toFixed(0)} | ${ms(many.p50)} | ${ms(many.p99)} | ${many.rps.toFixed(0)} | ${ratio(one.p50, sql?.by[1]?.p50)} | ${lessHttp} | ${ratio(many.rps, sql?.by[16]?.rps)} | ${ratio(many.p99, sql?.by[16]?.p99)} | ${apiRatio(one.p50, floorRow?.by[1]?.p50)} | ${apiRatio(many.rps, floorRow?.by[16]?.rps)} |`,
  );
}
// The member who created every altar against the one who created none, in this run.
const creatorLines: string[] = [];
for (const row of results.filter((entry) => entry.label.endsWith(`, ${CREATOR_OF_ALL}`))) {
  if (row.transport !== 'REST' && row.transport !== 'GraphQL') continue;
  const base = row.label.slice(0, -CREATOR_OF_ALL.length - 2);
  const other = results.find(
    (entry) => entry.label === `${base}, ${CREATOR_OF_NONE}` && entry.transport === row.transport,
  );
  if (!other) continue;
  const all1 = row.by[1] as Measurement;
  const none1 = other.by[1] as Measurement;
  const all16 = row.by[16] as Measurement;
  const none16 = other.by[16] as Measurement;
  creatorLines.push(
    `| ${base} | ${row.transport} | ${ms(all1.p50)} | ${ms(none1.p50)} | ${(all1.p50 / none1.p50).toFixed(2)} | ${all16.rps.toFixed(0)} | ${none16.rps.toFixed(0)} | ${(all16.rps / none16.rps).toFixed(2)} |`,
  );
}
if (creatorLines.length > 0)
  lines.push(
    '',
    'The member who created every altar against one who created none (same run):',
    '',
    '| Query | Path | p50 ms (1), all | p50 ms (1), none | all / none p50 | req/s (16), all | req/s (16), none | all / none req/s |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...creatorLines,
  );
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
const versionClient = new pg.Client({ connectionString: BENCH_URL });
await versionClient.connect();
const version = (
  await versionClient.query<{ version: string }>(
    "SELECT split_part(version(), ' on ', 1) || ', PostGIS ' || postgis_lib_version() AS version",
  )
).rows[0]?.version;
await versionClient.end();
const report = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; ${version}.`,
  `${ALTARS.toLocaleString('en-US')} altars in dense towns; ${Number(process.env.BENCH_POINTS || QUERY_POINTS)} query points; ${SECONDS} s per cell; ${API_PROCESSES} API process(es), max RSS ${maxRss} MB in all.`,
  '',
  ...lines,
  '',
  ...cases.filter((entry) => entry.note).map((entry) => `- ${entry.label}: ${entry.note}.`),
].join('\n');
console.log(`\n${report}\n`);

if (PARTIAL) {
  console.log('a partial run (BENCH_CASES, BENCH_ZOOMS or BENCH_TILE_ZOOMS): bench/README.md left as it was');
  process.exit(0);
}
const START = '<!-- map-queries:start -->';
const END = '<!-- map-queries:end -->';
const readme = await readFile(README, 'utf8').catch(() => '# Benchmarks\n');
const section = `${START}\n${report}\n${END}`;
await writeFile(
  README,
  readme.includes(START)
    ? readme.replace(new RegExp(`${START}[\\s\\S]*${END}`), section)
    : `${readme.trimEnd()}\n\n${section}\n`,
);
console.log('wrote bench/README.md');
process.exit(0);
