import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { createClient } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { redisKeyPrefixOf, redisTestsRun, TEST_REDIS_URL } from '../../test/redis';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { TestClient, validSignup } from '../../test/http';
import { startServer, type RunningServer } from '../app';
import { eventually, until } from '../../test/wait';

/**
 * Faults: the database and Redis going away and coming back. The machine's PostgreSQL and Redis are
 * shared, so they are never restarted here: a TCP proxy stands between the API and each of them, and
 * "the database restarted" is the proxy dropping every connection and refusing new ones for a while,
 * which is what the API sees of a restart.
 */

async function startBehindProxy(db: TestDatabase, overrides: Parameters<typeof startServer>[0] = {}) {
  const target = new URL(db.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'sacred-uploads-'));
  const server = await startServer({
    databaseUrl: viaProxy.toString(),
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    logLevel: (process.env.FAULT_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
    uploadsDir,
    weatherBaseUrl: 'http://127.0.0.1:9',
    redisKeyPrefix: redisKeyPrefixOf(db.url),
    ...overrides,
  });
  return {
    proxy,
    server,
    async close() {
      await server.close();
      await proxy.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

describe('the database going away in the middle of a load', () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof startBehindProxy>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    // The member's write budget is the default one: a write answered 503 is given back, so the writers'
    // retries through the outage leave the budget as it was and nothing is refused once it is over.
    app = await startBehindProxy(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it('answers 503 with a message while it is away, recovers by itself and loses no acknowledged write', async () => {
    const member = new TestClient(app.server.url);
    const signup = await member.post('/api/auth/signup', validSignup());
    const memberId = (signup.body.user as { id: number }).id;

    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let writing = true;
    let sequence = 0;
    // Each writer sends its next write as soon as it has the answer to the last, a 503 too: the server's
    // answers pace the load, and the outage below lasts a number of them rather than a time.
    const writer = async () => {
      while (writing) {
        const n = ++sequence;
        // A fresh connection per request: a keep-alive socket the server retires just as the client
        // reuses it (the usual idle-timeout race, worse on a loaded machine) is not what is measured here.
        const answer = await member.post(
          `/api/users/${memberId}/journal-entries`,
          { content: `Entry ${n}` },
          { connection: 'close' },
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) acknowledged.push(answer.body.id as number);
        else if (answer.status !== 503) problems.push(`${answer.status} ${answer.text.slice(0, 120)}`);
        else if (answer.body?.message !== 'The database is not answering.') problems.push(`503 ${answer.text}`);
      }
    };
    const writers = Array.from({ length: 8 }, writer);

    await until(() => acknowledged.length >= 10, 15_000);
    const before = acknowledged.length;
    app.proxy.cut();
    const cutAt = Date.now();
    // The outage lasts until the writers have been answered 503 five times each on average, however long that takes.
    await until(() => (statuses.get(503) ?? 0) >= 40, 30_000);
    const healthAway = await fetch(`${app.server.url}/healthz`);
    expect(healthAway.status).toBe(503);
    expect(await healthAway.json()).toEqual({ message: 'The database is not answering.' });
    const readAway = await fetch(`${app.server.url}/api/altars`);
    expect(readAway.status).toBe(503);
    expect(await readAway.json()).toEqual({ message: 'The database is not answering.' });
    const duringOutage = acknowledged.length;
    app.proxy.restore();
    const awayMs = Date.now() - cutAt;

    // It comes back by itself: no restart, no intervention.
    const backAt = Date.now();
    const health = async () => (await fetch(`${app.server.url}/healthz`)).status;
    expect(await eventually(health, (status) => status === 200, 20_000, 200)).toBe(200);
    const recoveredAfterMs = Date.now() - backAt;
    await until(() => acknowledged.length >= duringOutage + 10, 15_000);
    writing = false;
    await Promise.all(writers);

    expect(problems).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(duringOutage);
    // Every acknowledged write is in the database (read directly, not through the proxy).
    const stored = await db.knex('journal_entries').where({ user_id: memberId }).pluck<number[]>('id');
    const missing = acknowledged.filter((id) => !stored.includes(id));
    expect(missing).toEqual([]);
    console.info(
      `[faults] database away ${awayMs} ms: ${acknowledged.length} writes acknowledged, ${statuses.get(503) ?? 0} answered 503, ` +
        `${stored.length} rows stored, 0 acknowledged lost; healthy again ${recoveredAfterMs} ms after it came back`,
    );
  });
});

const redisHere = await redisTestsRun('the Redis fault test');

describe.runIf(redisHere)('Redis going away', () => {
  let db: TestDatabase;
  let redis: TcpProxy;
  // Two instances sharing the database and, through one proxy, Redis: events cross between them only by Redis.
  let first: Awaited<ReturnType<typeof startBehindProxy>>;
  let second: Awaited<ReturnType<typeof startBehindProxy>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const { hostname, port } = new URL(TEST_REDIS_URL);
    redis = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    first = await startBehindProxy(db, { redisUrl: `redis://127.0.0.1:${redis.port}` });
    second = await startBehindProxy(db, { redisUrl: `redis://127.0.0.1:${redis.port}` });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.close();
    await db?.destroy();
  });

  /** Names of the altars announced to a subscriber on one instance. */
  function listen(server: RunningServer) {
    const ws = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const received: string[] = [];
    const subscription = ws.iterate<{ altarCreated: { name: string } }>({
      query: 'subscription { altarCreated { name } }',
    });
    const reading = (async () => {
      for await (const result of subscription) {
        if (result.data) received.push(result.data.altarCreated.name);
      }
    })();
    return {
      received,
      async close() {
        await subscription.return?.();
        await ws.dispose();
        await reading;
      },
    };
  }

  it('keeps subscriptions working within the instance and recovers delivery between instances when Redis is back', async () => {
    const onFirst = listen(first.server);
    const onSecond = listen(second.server);
    const member = new TestClient(first.server.url);
    await member.post('/api/auth/signup', validSignup());
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3d5a3d' } })
      .png()
      .toBuffer();
    const published: string[] = [];
    /** Creates an altar on the first instance, which announces it. */
    const publish = async (name: string) => {
      const created = await member.post('/api/altars', {
        name,
        altarType: 'Stone Circle',
        latitude: 44.1,
        longitude: -71.6,
        photos: [`data:image/png;base64,${png.toString('base64')}`],
      });
      expect(created.status).toBe(201);
      published.push(name);
    };
    const waitFor = (received: string[], name: string) =>
      eventually(
        () => received.includes(name),
        (arrived) => arrived,
        8_000,
        50,
      );
    /**
     * Publishes numbered events on the first instance until one reaches the second (through Redis), so
     * the test waits for the subscription there to be live rather than for a fixed time.
     */
    const publishUntilCrossed = async (label: string): Promise<string | undefined> => {
      const started = Date.now();
      for (let n = 1; Date.now() - started < 20_000; n += 1) {
        await publish(`${label} ${n}`);
        const crossed = await eventually(
          () => onSecond.received.find((name) => name.startsWith(`${label} `)),
          (found) => found !== undefined,
          1_000,
          50,
        );
        if (crossed) return crossed;
      }
      return undefined;
    };

    try {
      // Redis carries events between the instances.
      const before = await publishUntilCrossed('Before the outage');
      expect(before).toBeDefined();
      expect(await waitFor(onFirst.received, before!)).toBe(true);

      // Redis away: the first instance's own subscribers still hear its events.
      const dropped = redis.connections;
      redis.cut();
      // Away as the instances see it: their clients (ioredis reconnects on its own) have tried to come back
      // and been refused as many times as the proxy dropped connections.
      await until(() => redis.refused >= dropped, 10_000);
      expect(redis.refused).toBeGreaterThanOrEqual(dropped);
      await publish('While Redis is away');
      expect(await waitFor(onFirst.received, 'While Redis is away')).toBe(true);

      // Redis back: without a restart, events from the first instance reach the second again.
      redis.restore();
      const after = await publishUntilCrossed('After Redis is back');
      expect(after).toBeDefined();
      expect(await waitFor(onFirst.received, after!)).toBe(true);

      // Each event reached the first instance's subscriber exactly once (never both locally and again
      // through Redis), and the second instance's at most once.
      for (const name of published) {
        expect(onFirst.received.filter((received) => received === name)).toHaveLength(1);
        expect(onSecond.received.filter((received) => received === name).length).toBeLessThanOrEqual(1);
      }
    } finally {
      await onFirst.close();
      await onSecond.close();
    }
  });
});

describe('graceful shutdown', () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof startBehindProxy>>;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startBehindProxy(db);
    server = app.server;
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it('lets in-flight requests finish and closes WebSockets with 1001 (going away)', async () => {
    const member = new TestClient(server.url);
    const signup = await member.post('/api/auth/signup', validSignup());
    const memberId = (signup.body.user as { id: number }).id;

    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    // Open and acknowledged before the server closes.
    await new Promise<void>((resolve) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
      });
    });

    // The database's answers are held back, so these requests are surely in flight when the server closes.
    app.proxy.hold();
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? member.post(`/api/users/${memberId}/journal-entries`, { content: `Last words ${i}` })
        : member.get('/api/altars?lat=44&lng=-71&radius=50000'),
    );
    // In flight: the server has received every request (each waits on the database or for a connection to it).
    await until(() => server.requestsInFlight() === inFlight.length, 10_000);
    expect(server.requestsInFlight()).toBe(inFlight.length);
    const closing = server.close();
    // Closing: the server takes no new connection while the ones in flight still wait on the database.
    const refusesNew = () =>
      new Promise<boolean>((resolve) => {
        const probe = connect({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
        probe.once('connect', () => (probe.destroy(), resolve(false)));
        probe.once('error', () => resolve(true));
      });
    expect(await eventually(refusesNew, (refused) => refused, 5_000, 50)).toBe(true);
    app.proxy.release();
    const answers = await Promise.all(inFlight);
    await closing;
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    expect(await closed).toBe(1001);
    const stored = await db
      .knex('journal_entries')
      .where({ user_id: memberId })
      .count<{ count: string }[]>('* as count');
    expect(Number(stored[0]?.count)).toBe(10);
  });
});
