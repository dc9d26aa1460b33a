import { createTestDatabase, testDatabaseKind, type TestDatabase } from '@sacred/db/test-database';
import { API_MESSAGES } from '@sacred/core/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltar, buildUser } from '../../../test/factories';
import { startTestServer } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';

/**
 * Statements are bounded by statement_timeout on the API's database role (PgBouncer in transaction mode
 * cannot carry a per-connection SET). A statement that runs past it is cancelled by PostgreSQL and the
 * answer is a 503 with Retry-After, over REST and GraphQL alike. The statement is held up by a lock
 * another session keeps on the altars table, so it runs past the budget however fast the machine is.
 */
describe.skipIf(testDatabaseKind() === 'embedded')('the statement budget', () => {
  const TIMEOUT_MS = 2000;
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof startTestServer>>;
  let altarId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const owner = await buildUser(db.knex);
    altarId = (await buildAltar(db.knex, { creatorId: owner.id })).id;
    app = await startTestServer(db.url, { statementTimeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  /** Runs `work` while another session holds an ACCESS EXCLUSIVE lock on the altars table. */
  async function whileAltarsAreLocked<T>(work: () => Promise<T>): Promise<T> {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SET LOCAL statement_timeout = 0');
      await holder.query('LOCK TABLE altars IN ACCESS EXCLUSIVE MODE');
      return await work();
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  }

  it('is the database role default in this database, which a new session starts with', async () => {
    const { rows } = await db.knex.raw<{ rows: Array<{ setconfig: string[] }> }>(
      `SELECT s.setconfig FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
        WHERE d.datname = current_database() AND s.setrole = (SELECT oid FROM pg_roles WHERE rolname = current_user)`,
    );
    expect(rows[0]?.setconfig).toContain(`statement_timeout=${TIMEOUT_MS}`);
    const session = new pg.Client({ connectionString: db.url });
    await session.connect();
    try {
      const shown = await session.query<{ setting: string }>(
        "SELECT setting FROM pg_settings WHERE name = 'statement_timeout'",
      );
      expect(shown.rows[0]!.setting).toBe(String(TIMEOUT_MS));
    } finally {
      await session.end();
    }
  });

  it('answers a REST read cancelled at the budget with 503, a message and Retry-After', async () => {
    const response = await whileAltarsAreLocked(() => fetch(`${app.server.url}/api/altars/${altarId}`));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: API_MESSAGES.databaseTooSlow });

    const after = await fetch(`${app.server.url}/api/altars/${altarId}`);
    expect(after.status).toBe(200);
  });

  it('answers a GraphQL query cancelled at the budget with 503, a message and Retry-After', async () => {
    const ask = () =>
      fetch(`${app.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: Int!) { altar(id: $id) { id name } }', variables: { id: altarId } }),
      });
    const response = await whileAltarsAreLocked(ask);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toMatchObject({
      message: API_MESSAGES.databaseTooSlow,
      extensions: { code: 'UNAVAILABLE', retryAfterSeconds: 5 },
    });

    const after = await ask();
    expect(after.status).toBe(200);
    expect(((await after.json()) as { data: { altar: { id: number } } }).data.altar.id).toBe(altarId);
  });

  it('answers a write cancelled at the budget with 503 and keeps nothing of it', async () => {
    const member = new TestClient(app.server.url);
    expect((await member.post('/api/auth/signup', validSignup())).status).toBeLessThan(300);
    const refused = await whileAltarsAreLocked(() => member.post(`/api/altars/${altarId}/like`));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body).toEqual({ message: API_MESSAGES.databaseTooSlow });
    expect(await db.knex('altar_likes').where({ altar_id: altarId }).first()).toBeUndefined();
  });

  it('gives back the write budget a cancelled write spent, over REST, GraphQL and the WebSocket', async () => {
    const budgeted = await startTestServer(db.url, {
      statementTimeoutMs: TIMEOUT_MS,
      writeRateLimit: { burst: 2, perMinute: 1 },
    });
    try {
      const member = new TestClient(budgeted.server.url);
      expect((await member.post('/api/auth/signup', validSignup())).status).toBeLessThan(300);
      // Four cancelled likes, over every transport, with a budget of two writes: each is given back.
      const like = `mutation ($id: Int!) { likeAltar(altarId: $id) { altarId } }`;
      const socket = member.socket();
      try {
        await whileAltarsAreLocked(async () => {
          expect((await member.post(`/api/altars/${altarId}/like`)).status).toBe(503);
          expect((await member.graphql(like, { id: altarId })).status).toBe(503);
          expect((await member.post(`/api/altars/${altarId}/like`)).status).toBe(503);
          const overSocket = await new Promise<{ errors?: ReadonlyArray<{ message: string }> }>((resolve, reject) => {
            let last: { errors?: ReadonlyArray<{ message: string }> } = {};
            socket.subscribe(
              { query: like, variables: { id: altarId } },
              { next: (value) => (last = value as typeof last), error: reject, complete: () => resolve(last) },
            );
          });
          expect(overSocket.errors?.[0]?.message).toBe(API_MESSAGES.databaseTooSlow);
        });
      } finally {
        await socket.dispose();
      }
      // The whole budget is there: two writes pass, the next is refused.
      expect((await member.post(`/api/altars/${altarId}/like`)).status).toBeLessThan(300);
      expect((await member.graphql(like, { id: altarId })).status).toBe(200);
      const refused = await member.post(`/api/altars/${altarId}/like`);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(API_MESSAGES.tooManyWrites);
    } finally {
      await budgeted.close();
    }
  });
});
