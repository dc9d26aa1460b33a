import path from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import { createKnex } from '@sacred/db/connection';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@sacred/db/embedded';
import { migrateLatest, underSchemaLock, waitForMigrations } from '@sacred/db/migrator';
import type { AppConfig } from '../config';
import type { Logger } from './logger';

export interface Database {
  knex: Knex;
  /** The read replica (DATABASE_REPLICA_URL) for reads that may lag a moment; the primary without one. */
  reads: Knex;
  url: string;
  /** The embedded server when DATABASE_URL is unset. */
  embedded: EmbeddedPostgres | undefined;
  close(): Promise<void>;
}

export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dataDir = path.join(config.dataDir, 'pglite');
    logger.info({ dataDir }, 'starting the embedded PostgreSQL + PostGIS');
    embedded = await startEmbeddedPostgres({ dataDir });
    url = embedded.url;
  }
  // The embedded database (one process, one statement at a time) is left unbounded.
  if (!embedded) await boundRoleStatements(url, config.statementTimeoutMs, logger);
  const knex = createKnex({
    url,
    poolMax: embedded ? 20 : 10,
    // A worker's jobs may run longer than a request: its own sessions get the jobs' budget.
    sessionStatementTimeoutMs: config.role === 'worker' && !embedded ? config.jobStatementTimeoutMs : undefined,
    logger: {
      warn: (message) => logger.warn({ message }, 'database'),
      error: (message) => logger.error({ message }, 'database'),
    },
  });
  const replica = config.databaseReplicaUrl
    ? createKnex({
        url: config.databaseReplicaUrl,
        poolMax: 10,
        logger: {
          warn: (message) => logger.warn({ message }, 'read replica'),
          error: (message) => logger.error({ message }, 'read replica'),
        },
      })
    : undefined;
  if (config.migrateAtStart) {
    // Migrations get the longer budget of their own sessions, not the API role's.
    const migrator = embedded
      ? knex
      : createKnex({ url, poolMax: 3, sessionStatementTimeoutMs: config.jobStatementTimeoutMs });
    try {
      const applied = await underSchemaLock(migrator, () => migrateLatest(migrator));
      if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    } finally {
      if (migrator !== knex) await migrator.destroy();
    }
  } else {
    // Production: migrations are their own step (`npm run migrate`); an instance starting early waits.
    await waitForMigrations(knex, {
      onWait: (pending) => logger.warn({ pending }, 'waiting for `npm run migrate` to apply migrations'),
    });
  }
  return {
    knex,
    reads: replica ?? knex,
    url,
    embedded,
    async close() {
      await replica?.destroy();
      await knex.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * Makes `statement_timeout` the default of the connecting role in this database (ALTER ROLE ... IN DATABASE),
 * so every session that role opens afterwards starts bounded: PgBouncer's server connections included, which
 * a per-connection SET could not reach, and read replicas too (the setting is in a catalog they replicate).
 * Written only when it differs; a role that may not change it is reported, not fatal.
 */
export async function boundRoleStatements(url: string, timeoutMs: number, logger: Logger): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string; database: string; settings: string[] | null }>(
      `SELECT current_user AS role, current_database() AS database,
              (SELECT s.setconfig FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
                WHERE d.datname = current_database() AND s.setrole = (SELECT oid FROM pg_roles WHERE rolname = current_user)
              ) AS settings`,
    );
    const { role, database, settings } = rows[0]!;
    const wanted = `statement_timeout=${timeoutMs}`;
    if (settings?.includes(wanted)) return;
    const target = `${client.escapeIdentifier(role)} IN DATABASE ${client.escapeIdentifier(database)}`;
    const statement = `ALTER ROLE ${target} SET statement_timeout = ${Math.trunc(timeoutMs)}`;
    try {
      await client.query(statement);
      logger.info({ role, database, statementTimeoutMs: timeoutMs }, 'statement_timeout set on the database role');
    } catch (error) {
      logger.warn(
        { err: error, statement },
        'could not set statement_timeout on the database role: run this as its owner',
      );
    }
  } finally {
    await client.end();
  }
}

/** True when the database answers within the timeout (for /healthz). */
export async function databaseAnswers(knex: Knex, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([knex.raw('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A knex pool's connections in use, idle, and callers waiting for one (for metrics). */
export function poolStats(pool: string, knex: Knex): { pool: string; used: number; idle: number; waiting: number } {
  const tarn = (knex.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }).pool;
  return {
    pool,
    used: tarn?.numUsed() ?? 0,
    idle: tarn?.numFree() ?? 0,
    waiting: tarn?.numPendingAcquires() ?? 0,
  };
}

/** Seconds the replica's last replayed transaction is behind now; undefined on a primary or without one. */
export async function replicaLagSeconds(database: Database): Promise<number | undefined> {
  if (database.reads === database.knex) return undefined;
  const { rows } = await database.reads.raw<{ rows: Array<{ lag: number | null }> }>(
    `SELECT CASE WHEN pg_is_in_recovery()
                 THEN COALESCE(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag`,
  );
  return rows[0]?.lag ?? undefined;
}
