import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '@sacred/db/connection';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startTestServer } from '../test/app';
import { buildAltar, buildAltarGrid, buildPilgrimage, buildUser } from '../test/factories';
import { TestClient, validSignup } from '../test/http';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { loadConfig } from './platform/config';
import { createJobQueue, type JobQueue } from './platform/infra/jobs';
import { createLogger } from './platform/infra/logger';
import { PUSH_JOBS } from './push/push.service';
import { createPushService } from './push/push.setup';

/**
 * Work that once cost a query per item now costs the same few round trips however many items there are. The
 * app reaches PostgreSQL through a proxy that counts round trips (simple queries and extended-protocol Syncs).
 */
let db: TestDatabase;
let proxy: TcpProxy;
let proxiedUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  proxiedUrl = url.toString();
});

afterAll(async () => {
  await proxy?.close();
  await db?.destroy();
});

async function roundTripsOf(work: () => Promise<unknown>): Promise<number> {
  const before = proxy.roundTrips();
  await work();
  return proxy.roundTrips() - before;
}

describe('a pilgrimage page', () => {
  let closeServer: () => Promise<void>;
  let client: TestClient;

  beforeAll(async () => {
    // Sends jobs but runs none: no polling on the counted connections.
    const { server, close } = await startTestServer(proxiedUrl, { role: 'web' });
    closeServer = close;
    client = new TestClient(server.url);
    expect((await client.post('/api/auth/signup', validSignup())).status).toBe(201);
  });

  afterAll(async () => {
    await closeServer?.();
  });

  async function pilgrimageWithSites(count: number): Promise<number> {
    const altars = [];
    for (let i = 0; i < count; i += 1)
      altars.push(await buildAltar(db.knex, { latitude: 46 + i * 0.01, longitude: 7 }));
    const { id } = await buildPilgrimage(db.knex);
    await db
      .knex('pilgrimages')
      .where({ id })
      .update({ altar_ids: altars.map((altar) => altar.id) });
    return id;
  }

  it('reads its sites in one query: 30 sites cost what 2 do', async () => {
    const [few, many] = [await pilgrimageWithSites(2), await pilgrimageWithSites(30)];
    const read = async (id: number, sites: number) => {
      const response = await client.get(`/api/pilgrimages/${id}`);
      expect(response.status).toBe(200);
      expect(response.body.altarIds).toHaveLength(sites);
    };
    // Warm: the first request of a member loads things once (the session, the schema).
    await read(few, 2);
    const fewTrips = await roundTripsOf(() => read(few, 2));
    const manyTrips = await roundTripsOf(() => read(many, 30));
    console.log(`[query-counts] round trips for a pilgrimage page: 2 sites ${fewTrips}, 30 sites ${manyTrips}`);
    expect(manyTrips).toBe(fewTrips);
  });
});

/** How many times the plan of each statement ran a node reading one of the tables (EXPLAIN ANALYZE loops). */
async function tableReads(
  statements: ReadonlyArray<{ text: string; values: Array<string | null> }>,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const reads = Object.fromEntries(tables.map((table) => [table, 0]));
  const connection = (await db.knex.client.acquireConnection()) as {
    query(text: string, values: unknown[]): Promise<{ rows: Array<{ 'QUERY PLAN': unknown }> }>;
  };
  try {
    for (const { text, values } of statements) {
      if (!/^\s*(select|with)\b/i.test(text)) continue;
      const { rows } = await connection.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
      const walk = (node: Record<string, unknown>) => {
        const table = node['Relation Name'];
        if (typeof table === 'string' && table in reads) reads[table]! += Number(node['Actual Loops'] ?? 0);
        for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
      };
      for (const plan of rows[0]?.['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>) walk(plan.Plan);
    }
  } finally {
    await db.knex.client.releaseConnection(connection);
  }
  return reads;
}

describe('browsing pilgrimages', () => {
  let closeServer: () => Promise<void>;
  let client: TestClient;
  const PILGRIMAGES = 200;
  const SITES = 50;

  beforeAll(async () => {
    const { server, close } = await startTestServer(proxiedUrl, { role: 'web' });
    closeServer = close;
    client = new TestClient(server.url);
    // What one member could seed: 200 pilgrimages of 50 sites each, around Boulder (the gazetteer has
    // places within 30 km of every point).
    await buildAltarGrid(db.knex, { count: SITES, west: -105.4, south: 39.9, columns: 10, stepDegrees: 0.02 });
    const siteIds = await db.knex('altars').orderBy('id', 'desc').limit(SITES).pluck('id');
    await db.knex.raw(
      `INSERT INTO pilgrimages (name, type, description, start_latitude, start_longitude, end_latitude, end_longitude,
                                distance, difficulty, altar_ids)
       SELECT 'Front Range Walk ' || i, 'Nature Spiritual', 'Foothills and creeks.', 40.0, -105.27, 40.1, -105.1,
              12.5, 'moderate', ?::int[]
         FROM generate_series(1, ?::int) AS i`,
      [siteIds, PILGRIMAGES],
    );
  });

  afterAll(async () => {
    await closeServer?.();
  });

  it('fifteen aliases of a 200-pilgrimage page never search the gazetteer or the altars per row', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: browsePilgrimages(limit: 200) { id places siteCount }`,
    );
    const browse = async () => {
      const answer = await client.graphql(`{ ${aliases.join(' ')} }`);
      expect(answer.status).toBe(200);
      const pages = Object.values(answer.body.data as Record<string, Array<{ places: string[]; siteCount: number }>>);
      expect(pages).toHaveLength(15);
      for (const page of pages) {
        expect(page).toHaveLength(PILGRIMAGES);
        // The names and counts are there: stored when each pilgrimage was written.
        expect(page.every((row) => row.places.includes('Boulder') && row.siteCount === SITES)).toBe(true);
      }
    };
    await browse();
    proxy.recordStatements();
    const trips = await roundTripsOf(browse);
    const statements = [...proxy.statements()];
    const reads = await tableReads(statements, ['places', 'altars']);
    console.log(
      `[query-counts] 15 browse aliases: ${trips} round trips, ${statements.length} statements, reads ${JSON.stringify(reads)}`,
    );
    // One statement per alias (and a few for the request itself), none of which reads the gazetteer or
    // the altars: before, each of the 3,000 rows ran up to 52 nearest-place searches.
    expect(statements.length).toBeLessThanOrEqual(15 + 3);
    expect(trips).toBeLessThanOrEqual(15 + 3);
    expect(reads).toEqual({ places: 0, altars: 0 });
  });
});

describe('a push fan-out', () => {
  let knex: Knex;
  let jobs: JobQueue;
  let pushService: ReturnType<typeof createPushService>;

  beforeAll(async () => {
    const config = loadConfig({}, { logLevel: 'silent' });
    knex = createKnex({ url: proxiedUrl, poolMax: 2 });
    jobs = createJobQueue(proxiedUrl, createLogger(config), {
      works: false,
      schemaStatementTimeoutMs: config.jobStatementTimeoutMs,
    });
    // The push service defines its jobs before the queue starts.
    pushService = createPushService(knex, jobs, config, createLogger(config));
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await knex?.destroy();
  });

  async function subscribedMembers(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const { id } = await buildUser(db.knex);
      await pushService.subscribe(id, {
        subscription: {
          endpoint: `https://fcm.googleapis.com/fcm/send/fan-out-${id}`,
          keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa', auth: 'tBHItJI5svbpez7KI4CCXg' },
        },
      });
      ids.push(id);
    }
    return ids;
  }

  const queuedDeliveries = async () =>
    Number(
      (await db.knex('pgboss.job').where({ name: PUSH_JOBS.deliver }).count<{ count: number }[]>('* as count'))[0]
        ?.count,
    );

  it('queues one delivery per device in one statement: 40 members cost what 1 does', async () => {
    const [one, forty] = [await subscribedMembers(1), await subscribedMembers(40)];
    const payload = { title: 'Still walking?', body: 'Extend or end your walk.', url: '/', tag: 'safety' };
    const before = await queuedDeliveries();
    const oneTrips = await roundTripsOf(() => pushService.notifySafety(one, payload));
    const fortyTrips = await roundTripsOf(() => pushService.notifySafety(forty, payload));
    console.log(`[query-counts] round trips for a safety push: 1 member ${oneTrips}, 40 members ${fortyTrips}`);
    expect(fortyTrips).toBe(oneTrips);
    expect(await queuedDeliveries()).toBe(before + 41);
  });
});
