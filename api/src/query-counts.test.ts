import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '@sacred/db/connection';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startTestServer } from '../test/app';
import { buildAltar, buildPilgrimage, buildUser } from '../test/factories';
import { TestClient, validSignup } from '../test/http';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { loadConfig } from './platform/config';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { createLogger } from './platform/logger';
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

describe('a push fan-out', () => {
  let knex: Knex;
  let jobs: JobQueue;
  let pushService: ReturnType<typeof createPushService>;

  beforeAll(async () => {
    const config = loadConfig({}, { logLevel: 'silent' });
    knex = createKnex({ url: proxiedUrl, poolMax: 2 });
    jobs = createJobQueue(proxiedUrl, createLogger(config), { works: false });
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
