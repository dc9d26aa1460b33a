import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/app';
import { redisTestsRun, TEST_REDIS_URL } from '../../../test/redis';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';

const redisUp = await redisTestsRun('the probes test');

/**
 * Liveness and readiness apart: /livez answers while the process serves; /readyz only while the database
 * answers, every migration is applied and Redis answers, and not once the instance is stopping.
 */
describe.skipIf(!redisUp)('the probes', () => {
  let db: TestDatabase;
  let redisProxy: TcpProxy;
  let app: Awaited<ReturnType<typeof startTestServer>>;
  const get = async (path: string) => {
    const response = await fetch(`${app.server.url}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const { hostname, port } = new URL(TEST_REDIS_URL);
    redisProxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    app = await startTestServer(db.url, { redisUrl: `redis://127.0.0.1:${redisProxy.port}` });
  });

  afterAll(async () => {
    await app?.close();
    await redisProxy?.close();
    await db?.destroy();
  });

  it('is ready when the database answers, the migrations are applied and Redis answers', async () => {
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { serving: 'ok', database: 'ok', migrations: 'ok', redis: 'ok' } },
    });
    expect(await get('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while a migration it knows is not applied, and alive all the same', async () => {
    const last = (await db.knex('knex_migrations').orderBy('id', 'desc').first()) as Record<string, unknown>;
    await db.knex('knex_migrations').where({ id: last.id }).delete();
    try {
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        message: 'This instance is not ready to serve.',
        checks: { database: 'ok', migrations: 'pending' },
      });
      expect((await get('/livez')).status).toBe(200);
    } finally {
      await db.knex('knex_migrations').insert(last);
    }
    expect((await get('/readyz')).status).toBe(200);
  });

  it('is not ready while Redis is away, and alive all the same', async () => {
    redisProxy.cut();
    try {
      const ready = await get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ checks: { database: 'ok', redis: 'down' } });
      expect((await get('/livez')).status).toBe(200);
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      redisProxy.restore();
    }
  });
});

describe('the probes without Redis', () => {
  it('are ready without TEST_REDIS_URL, and only alive once the database is gone', async () => {
    const db = await createTestDatabase();
    const app = await startTestServer(db.url);
    try {
      const ready = await fetch(`${app.server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: Record<string, string> }).checks.redis).toBe('not used');
      await db.destroy();
      const gone = await fetch(`${app.server.url}/readyz`);
      expect(gone.status).toBe(503);
      expect(await gone.json()).toMatchObject({ checks: { database: 'down', migrations: 'down' } });
      expect((await fetch(`${app.server.url}/livez`)).status).toBe(200);
      expect((await fetch(`${app.server.url}/healthz`)).status).toBe(503);
    } finally {
      await app.close();
    }
  });
});
