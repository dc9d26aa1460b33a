import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const MIGRATION_FILE = /^\d{14}_[\w-]+\.ts$/;

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
    return migration;
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

export async function listMigrationFiles(): Promise<string[]> {
  return new DirectoryMigrationSource().getMigrations();
}
