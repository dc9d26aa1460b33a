import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { startTestServer } from '../../../test/app';
import { buildAltar, buildPilgrimage } from '../../../test/factories';
import { TestClient, validSignup } from '../../../test/http';
import { pgbouncerBinary, startPgBouncer, type Pooler } from '../../../test/pgbouncer';
import type { RunningServer } from '../../app';
import { SIDEBAR_MAX_AGE_SECONDS } from '../../community/community.service';

/**
 * The API with DATABASE_URL pointing at PgBouncer in transaction mode (docs/deploy.md), two server connections
 * for the app's 20-odd client connections: sessions, the PostgreSQL rate limiter (its statements were named),
 * transaction-scoped advisory locks, pg-boss jobs and live subscriptions (in-process pub/sub, no LISTEN) all
 * work through it. Migrations are not run through it (a session advisory lock): the database is migrated.
 * `.ci/run` installs pgbouncer; under CI this never skips.
 */
const available = process.env.CI === 'true' || pgbouncerBinary() !== undefined;
if (!available) console.warn('[api] the PgBouncer tests DID NOT RUN: pgbouncer is not installed.');

let db: TestDatabase;
let pooler: Pooler;
let server: RunningServer;
let closeServer: () => Promise<void>;
let addressCounter = 0;

/** Transactions PgBouncer has carried for the test database (its admin console's SHOW STATS). */
async function transactionsCarried(): Promise<number> {
  const admin = new pg.Client({ connectionString: pooler.url.replace(/\/[^/?]+(\?|$)/, '/pgbouncer$1') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ database: string; total_xact_count: string }>('SHOW STATS');
    return Number(rows.find((row) => row.database === new URL(db.url).pathname.slice(1))?.total_xact_count ?? 0);
  } finally {
    await admin.end();
  }
}

async function member(overrides: Record<string, unknown> = {}) {
  const client = new TestClient(server.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}` });
  const signup = validSignup(overrides);
  const response = await client.post('/api/auth/signup', signup);
  expect(response.status).toBe(201);
  return { client, id: (response.body.user as { id: number }).id, ...signup };
}

describe.skipIf(!available)('through PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    pooler = await startPgBouncer(db.url, { serverConnections: 2 });
    ({ server, close: closeServer } = await startTestServer(pooler.url, {
      migrateAtStart: false,
      redisUrl: undefined,
    }));
  });

  afterAll(async () => {
    await closeServer?.();
    await pooler?.close();
    await db?.destroy();
  });

  it('keeps members signed in across requests whose transactions land on different server connections', async () => {
    const before = await transactionsCarried();
    const members = await Promise.all([member(), member(), member()]);
    await Promise.all(
      members.map(async ({ client, id }) => {
        expect((await client.post('/api/posts', { content: `Through the pooler ${id}` })).status).toBe(201);
        const reads = await Promise.all(Array.from({ length: 8 }, () => client.get('/api/auth/user')));
        for (const read of reads) expect(read.body).toMatchObject({ id });
      }),
    );
    const [first] = members;
    expect((await first!.client.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await first!.client.get('/api/auth/user')).status).toBe(401);
    expect(await transactionsCarried()).toBeGreaterThan(before + 20);
  });

  it('counts sign-in attempts in PostgreSQL: of 50 parallel wrong passwords at most 5 are evaluated', async () => {
    const owner = await member();
    const guesser = new TestClient(server.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}` });
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        guesser.post('/api/auth/login', { email: owner.email, password: `Wrong${i}Guess` }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    // Counted by the PostgreSQL store itself, not by the in-memory stand-in it falls back to when a statement
    // fails (as named statements did through the pooler): every attempt is in the table.
    const counted = await db.knex('rate_limit_points').where('key', 'like', 'sign-in-address:%').max('points as most');
    expect(Number(counted[0]?.most)).toBe(50);
  });

  it('takes transaction-scoped advisory locks: parallel push subscriptions keep one member under the cap', async () => {
    const { client, id } = await member();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        client.post(`/api/users/${id}/notifications/subscribe`, {
          subscription: {
            endpoint: `https://fcm.googleapis.com/fcm/send/device-${id}-${i}`,
            keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa', auth: 'tBHItJI5svbpez7KI4CCXg' },
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(14).fill(201));
    expect(await db.knex('push_subscriptions').where({ user_id: id, is_active: true }).count('* as count')).toEqual([
      { count: 10 },
    ]);
  });

  it('runs pg-boss jobs through it: the community sidebar is refreshed by its job', async () => {
    const { client } = await member();
    await client.get('/api/community/stats');
    expect((await client.post('/api/posts', { content: 'Counted by the worker' })).status).toBe(201);
    await db
      .knex('community_sidebar')
      .update({ computed_at: db.knex.raw(`now() - make_interval(secs => ?)`, [SIDEBAR_MAX_AGE_SECONDS + 1]) });
    const posts = Number((await db.knex('posts').count<{ count: number }[]>('* as count'))[0]?.count);
    await vi.waitFor(
      async () => expect((await client.get('/api/community/stats')).body).toMatchObject({ sharedMoments: posts }),
      { timeout: 20_000, interval: 250 },
    );
  });

  it('delivers live chat to a subscriber (pub/sub in process or Redis, never LISTEN/NOTIFY)', async () => {
    const [sender, listener] = await Promise.all([member(), member()]);
    const altar = await buildAltar(db.knex);
    const pilgrimage = await buildPilgrimage(db.knex);
    await db
      .knex('pilgrimages')
      .where({ id: pilgrimage.id })
      .update({ altar_ids: [altar.id] });
    for (const someone of [sender, listener]) {
      expect((await someone.client.post(`/api/pilgrimages/${pilgrimage.id}/start`)).status).toBeLessThan(300);
    }
    const headers = { cookie: listener.client.cookie ?? '', origin: server.url };
    class MemberSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const socket = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: MemberSocket,
      retryAttempts: 0,
    });
    const received: string[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connected', () => resolve());
        socket.subscribe(
          {
            query: 'subscription ($id: Int!) { pilgrimageMessageAdded(pilgrimageId: $id) { message } }',
            variables: { id: pilgrimage.id },
          },
          {
            next: (value) =>
              received.push(
                (value.data as { pilgrimageMessageAdded: { message: string } }).pilgrimageMessageAdded.message,
              ),
            error: reject,
            complete: () => undefined,
          },
        );
      });
      await vi.waitFor(
        async () => {
          const posted = await sender.client.post(`/api/pilgrimages/${pilgrimage.id}/messages`, {
            message: 'Through the pooler',
          });
          expect(posted.status).toBe(201);
          expect(received).toContain('Through the pooler');
        },
        { timeout: 10_000, interval: 500 },
      );
    } finally {
      await socket.dispose();
    }
  });
});
