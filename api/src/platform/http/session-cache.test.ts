import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startTestServer } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';
import { redisKeyPrefixOf, redisTestsRun, TEST_REDIS_URL } from '../../../test/redis';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';

/**
 * A signed-in request reads its session from the session cache (Redis, shared by the instances), not from
 * PostgreSQL: it costs the database what a guest's costs. Whatever ends a session ends it at once on every
 * instance. Two instances on one database and one Redis; the second reaches PostgreSQL through a proxy that
 * counts round trips.
 */
const runsHere = await redisTestsRun('the session cache test');

let db: TestDatabase;
let proxy: TcpProxy;
/** The test's own connection, to see what the instances cache. */
let redis: Redis;
let a: { url: string; close(): Promise<void> };
let b: { url: string; close(): Promise<void> };

beforeAll(async () => {
  if (!runsHere) return;
  db = await createTestDatabase();
  redis = new Redis(TEST_REDIS_URL);
  const url = new URL(db.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  const first = await startTestServer(db.url, { redisUrl: TEST_REDIS_URL });
  // Sends jobs but runs none: no polling on the counted connections.
  const second = await startTestServer(url.toString(), { redisUrl: TEST_REDIS_URL, role: 'web' });
  a = { url: first.server.url, close: first.close };
  b = { url: second.server.url, close: second.close };
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await proxy?.close();
  redis?.disconnect();
  await db?.destroy();
});

/** A member signed up on instance A; the same cookie is sent to either instance. */
async function memberOnA(): Promise<{ onA: TestClient; onB: TestClient; id: number }> {
  const onA = new TestClient(a.url);
  const signup = await onA.post('/api/auth/signup', validSignup());
  expect(signup.status).toBe(201);
  const onB = new TestClient(b.url);
  onB.cookie = onA.cookie;
  const me = await onB.get('/api/auth/user');
  expect(me.status).toBe(200);
  return { onA, onB, id: (me.body as { id: number }).id };
}

async function roundTripsOf(work: () => Promise<unknown>): Promise<number> {
  const before = proxy.roundTrips();
  await work();
  return proxy.roundTrips() - before;
}

describe.skipIf(!runsHere)('a signed-in request', () => {
  it("costs the database a guest's round trips: none for its session", async () => {
    const { onB } = await memberOnA();
    const guest = new TestClient(b.url);
    const path = '/api/altars?lat=39.74&lng=-104.99';
    // The first reads of each warm what the process keeps of its own (plans, pools).
    expect((await guest.get(path)).status).toBe(200);
    expect((await onB.get(path)).status).toBe(200);
    const guestTrips = await roundTripsOf(async () => expect((await guest.get(path)).status).toBe(200));
    const memberTrips = await roundTripsOf(async () => expect((await onB.get(path)).status).toBe(200));
    expect(guestTrips).toBeGreaterThan(0);
    expect(memberTrips).toBe(guestTrips);
  });

  it('is refused on the other instance as soon as the member signs out', async () => {
    const { onA, onB } = await memberOnA();
    expect((await onA.post('/api/auth/logout', {})).status).toBe(200);
    expect((await onB.get('/api/auth/user')).status).toBe(401);
  });

  it('is refused on the other instance as soon as the account is deleted', async () => {
    const { onA, onB, id } = await memberOnA();
    const sid = decodeURIComponent(onA.cookie?.split('=')[1] ?? '')
      .slice(2)
      .split('.')[0] as string;
    const cached = () => redis.exists(`${redisKeyPrefixOf(db.url)}session:${sid}`);
    expect(await cached()).toBe(1);
    expect((await onA.delete(`/api/users/${id}`)).status).toBe(200);
    expect(await cached()).toBe(0);
    expect((await onB.get('/api/auth/user')).status).toBe(401);
  });

  it('is refused on the other instance as soon as the member signs out their other sessions', async () => {
    const { onA, onB } = await memberOnA();
    // Another browser of the same member, signed in on B.
    const elsewhere = new TestClient(b.url);
    const email = (await onA.get('/api/auth/user')).body as { email: string };
    expect(
      (await elsewhere.post('/api/auth/login', { email: email.email, password: validSignup().password })).status,
    ).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);
    expect((await onA.post('/api/auth/sessions/sign-out-others', {})).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    // The session that asked stays signed in, on either instance.
    expect((await onB.get('/api/auth/user')).status).toBe(200);
  });
});
