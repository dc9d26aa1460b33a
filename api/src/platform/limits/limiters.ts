import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Where rate-limit counters live. Redis (REDIS_URL) is shared by every instance and atomic; PostgreSQL
 * (table `rate_limit_points`) is shared and atomic too, for the limits that must survive a restart of a
 * single instance; memory is this process only.
 */
export type LimiterStore = { kind: 'redis'; redis: Redis } | { kind: 'postgres'; knex: Knex } | { kind: 'memory' };

export interface LimiterRule {
  /** Names the counter family; keys are `<keyPrefix>:<key>`. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * One counter family on the given store. When Redis or PostgreSQL does not answer, the counters fall
 * back to this process's memory (rate-limiter-flexible's insurance limiter) rather than failing requests.
 */
export function createLimiter(store: LimiterStore, rule: LimiterRule): RateLimiterAbstract {
  const options = { keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationSeconds };
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(options);
    case 'redis':
      return new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    case 'postgres':
      return new RateLimiterPostgres({
        ...options,
        storeClient: unnamedStatements(store.knex),
        storeType: 'pool',
        tableName: 'rate_limit_points',
        tableCreated: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
  }
}

interface Statement {
  text: string;
  values?: unknown[];
}

/**
 * rate-limiter-flexible names its PostgreSQL statements, so each connection prepares them once and keeps them.
 * Through PgBouncer in transaction mode the next statement may run on another server connection, which never
 * prepared that name ("prepared statement does not exist"); the embedded database is one session under every
 * connection, where a name one connection prepared already exists for the next ("already exists"). This client runs the same statements unnamed on a
 * connection of the app's pool: parsed each time, carried by any pooler.
 */
function unnamedStatements(knex: Knex): { query(statement: Statement): Promise<unknown> } {
  const pool = knex.client as {
    acquireConnection(): Promise<{ query(statement: Statement): Promise<unknown> }>;
    releaseConnection(connection: unknown): Promise<void>;
  };
  return {
    async query({ text, values }) {
      const connection = await pool.acquireConnection();
      try {
        return await connection.query({ text, values });
      } finally {
        await pool.releaseConnection(connection);
      }
    },
  };
}

/** A refusal carries the milliseconds until the counter frees a point; other rejections are real errors. */
export function refusalOf(rejection: unknown): RateLimiterRes | undefined {
  return rejection instanceof RateLimiterRes ? rejection : undefined;
}

export const secondsUntil = (refusal: RateLimiterRes): number => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
