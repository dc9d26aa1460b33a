import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// `.ts` from the sources; `.js` beside the compiled bundle (npm run build:api). Either way a migration is
// recorded under its `.ts` name, so a database migrated by one is current for the other.
const MIGRATION_FILE = /^\d{14}_[\w-]+\.(ts|js)$/;
const recordedName = (file: string) => file.replace(/\.js$/, '.ts');

/**
 * Lists db/migrations and imports each file itself, so migrations written in TypeScript load the
 * same way under tsx, Vitest and the server (knex's own loader would `require` them).
 */
class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    const files = await readdir(MIGRATIONS_DIR);
    return files.filter((file) => MIGRATION_FILE.test(file)).sort();
  }

  getMigrationName(migration: string): string {
    return recordedName(migration);
  }

  async getMigration(migration: string): Promise<MigrationModule> {
    const url = pathToFileURL(path.join(MIGRATIONS_DIR, migration)).href;
    return (await import(url)) as MigrationModule;
  }
}

const config: Knex.MigratorConfig = { migrationSource: new DirectoryMigrationSource(), tableName: 'knex_migrations' };

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(config, true);
}

/** The migrations this code knows, by the name the database records them under. */
export async function listMigrationFiles(): Promise<string[]> {
  return (await new DirectoryMigrationSource().getMigrations()).map(recordedName);
}

/** One advisory-lock id for "changing the schema or seeding": instances starting together take turns. */
const SCHEMA_LOCK_ID = 73_610_241;

/**
 * Runs `work` while holding a session advisory lock on a connection of its own, so a second instance
 * (or a second `npm run migrate`) waits for the first instead of failing on knex's migration lock table.
 * The lock needs a real session: run migrations against PostgreSQL directly, not through PgBouncer in
 * transaction mode.
 */
export async function underSchemaLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  const connection = (await knex.client.acquireConnection()) as {
    query(text: string, values: unknown[]): Promise<unknown>;
  };
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_ID]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_ID]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** Migrations in db/migrations that the database has not applied yet (all of them on an empty database). */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const files = await listMigrationFiles();
  const exists = await knex.raw<{ rows: { table: string | null }[] }>(
    `SELECT to_regclass('knex_migrations') AS "table"`,
  );
  if (!exists.rows[0]?.table) return files;
  const applied = new Set((await knex('knex_migrations').pluck('name')) as string[]);
  return files.filter((file) => !applied.has(file));
}

/**
 * Waits until `npm run migrate` (another process) has applied every migration this code knows, checking
 * every `intervalMs`; throws after `timeoutMs`. A production instance starting during a migration waits.
 */
export async function waitForMigrations(
  knex: Knex,
  {
    timeoutMs = 5 * 60_000,
    intervalMs = 1_000,
    onWait,
  }: { timeoutMs?: number; intervalMs?: number; onWait?: (pending: string[]) => void } = {},
): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  for (let first = true; ; first = false) {
    const pending = await pendingMigrations(knex);
    if (pending.length === 0) return;
    if (Date.now() >= giveUpAt)
      throw new Error(
        `The database lacks ${pending.length} migration(s): run \`npm run migrate\` (${pending[0]} first)`,
      );
    if (first) onWait?.(pending);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** JOB_STATEMENT_TIMEOUT_MS (the API's config reads the same variable): 10 minutes unless set; 0 = unbounded. */
export function migrationStatementTimeoutMs(env: Record<string, string | undefined>): number {
  const value = Number(env.JOB_STATEMENT_TIMEOUT_MS || 600_000);
  return Number.isInteger(value) && value >= 0 ? value : 600_000;
}
