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
  /**
   * statement_timeout set on each new connection's session. Only for connections straight to PostgreSQL (or
   * a pool of their own): behind PgBouncer in transaction mode a session setting stays on a server connection
   * that other clients then get.
   */
  sessionStatementTimeoutMs?: number;
}

interface RawConnection {
  query(text: string, callback: (error: Error | null) => void): void;
}

const ignore = () => undefined;

export function createKnex({
  url,
  poolMax = 10,
  logger = console,
  sessionStatementTimeoutMs,
}: ConnectionOptions): Knex {
  const timeout = sessionStatementTimeoutMs;
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: {
      min: 0,
      max: poolMax,
      ...(timeout === undefined
        ? {}
        : {
            afterCreate: (connection: RawConnection, done: (error: Error | null, connection: RawConnection) => void) =>
              connection.query(`SET statement_timeout = ${Math.trunc(timeout)}`, (error) => done(error, connection)),
          }),
    },
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
