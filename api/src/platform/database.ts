import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex } from '@sacred/db/connection';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@sacred/db/embedded';
import { migrateLatest, underSchemaLock, waitForMigrations } from '@sacred/db/migrator';
import type { AppConfig } from './config';
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
  const knex = createKnex({
    url,
    poolMax: embedded ? 20 : 10,
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
    const applied = await underSchemaLock(knex, () => migrateLatest(knex));
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
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
