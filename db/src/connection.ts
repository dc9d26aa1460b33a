import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// numeric and bigint come back from pg as strings; our numerics are coordinates and small counts.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface ConnectionLogger {
  warn(message: unknown): void;
  error(message: unknown): void;
}

export interface ConnectionOptions {
  url: string;
  poolMax?: number;
  /** Where knex reports pool trouble; the API passes its structured logger. */
  logger?: ConnectionLogger;
}

const ignore = () => undefined;

export function createKnex({ url, poolMax = 10, logger = console }: ConnectionOptions): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: poolMax },
    // The embedded database runs one statement at a time: a busy moment can queue a connection a while.
    acquireConnectionTimeout: 30_000,
    log: {
      warn: (message: unknown) => logger.warn(message),
      error: (message: unknown) => logger.error(message),
      debug: ignore,
      deprecate: ignore,
    },
  });
}
