import express, { type Router } from 'express';
import type { Redis } from 'ioredis';
import { pendingMigrations } from '@sacred/db/migrator';
import { API_MESSAGES } from '@sacred/core/messages';
import { databaseAnswers, type Database } from '../infra/database';

/** The probes' paths, which the request log leaves out. */
export const PROBE_PATHS = new Set(['/healthz', '/livez', '/readyz']);

const PROBE_TIMEOUT_MS = 2000;

export interface ProbeInput {
  database: Database;
  /** REDIS_URL's connection; without one there is nothing to wait for. */
  redis: Redis | undefined;
  /** True once the instance stops serving (a balancer should send no new requests). */
  stopping(): boolean;
}

export type CheckState = 'ok' | 'down' | 'pending' | 'not used' | 'stopping';

async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Every migration this code knows is applied (false when the database cannot say). */
async function migrationsApplied(database: Database): Promise<boolean> {
  try {
    return (await pendingMigrations(database.knex)).length === 0;
  } catch {
    return false;
  }
}

/**
 * Three probes:
 * - /livez: the process serves HTTP (a restart helps only when this fails); it asks nothing of anyone.
 * - /readyz: this instance should get requests: it is not stopping, the database answers, every migration
 *   it knows is applied, and Redis answers when REDIS_URL is set. 503 names what is not.
 * - /healthz: the database answers (kept as it was for balancers that use it).
 */
export function probeRouter({ database, redis, stopping }: ProbeInput): Router {
  const router = express.Router();
  router.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const databaseUp = await databaseAnswers(database.knex, PROBE_TIMEOUT_MS);
    const checks: Record<'serving' | 'database' | 'migrations' | 'redis', CheckState> = {
      serving: stopping() ? 'stopping' : 'ok',
      database: databaseUp ? 'ok' : 'down',
      migrations: !databaseUp ? 'down' : (await migrationsApplied(database)) ? 'ok' : 'pending',
      redis: redis ? ((await redisAnswers(redis)) ? 'ok' : 'down') : 'not used',
    };
    const ready = Object.values(checks).every((state) => state === 'ok' || state === 'not used');
    res
      .status(ready ? 200 : 503)
      .json(ready ? { status: 'ready', checks } : { message: API_MESSAGES.notReady, checks });
  });
  router.get('/healthz', async (_req, res) => {
    const ok = await databaseAnswers(database.knex);
    res.status(ok ? 200 : 503).json(ok ? { status: 'ok' } : { message: API_MESSAGES.databaseUnavailable });
  });
  return router;
}
