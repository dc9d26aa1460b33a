import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { createKnex } from './connection';
import { dumpEmbedded, startEmbeddedPostgres } from './embedded';
import { EMBEDDED_POOL_ENV, takePooledDatabase } from './embedded-pool';
import { MIGRATIONS_DIR, listMigrationFiles, migrateLatest } from './migrator';

/**
 * Test databases, one per test file, each cloned from a migrated template:
 * - TEST_DATABASE_URL set (CI, or the Docker container the global setup starts): a real PostgreSQL
 *   with PostGIS; `CREATE DATABASE ... TEMPLATE` clones a template migrated once per migration set.
 * - otherwise: embedded PGlite, each file loading a dump of a migrated embedded database; under the test
 *   runner the dump is loaded ahead of time in a process of its own (embedded-pool.ts).
 */
export interface TestDatabase {
  url: string;
  knex: Knex;
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** false gives an empty database (for migration tests). */
  migrate?: boolean;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EMBEDDED_TEMPLATE_DIR = path.join(REPO_ROOT, '.data', 'test-templates');

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha1');
  for (const file of await listMigrationFiles()) {
    hash.update(file);
    hash.update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

async function ensureServerTemplate(serverUrl: string): Promise<string> {
  const template = `sacred_tpl_${await migrationsFingerprint()}`;
  // Two connections: one holds the lock's transaction, CREATE DATABASE cannot run inside one.
  const admin = createKnex({ url: serverUrl, poolMax: 2 });
  try {
    await admin.transaction(async (trx) => {
      // One builder at a time across parallel test workers; the others wait and then reuse it.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [template]);
      const found = await trx('pg_database').where({ datname: template }).first();
      if (found) return;
      const building = uniqueName('sacred_building');
      await admin.raw('CREATE DATABASE ??', [building]);
      const builder = createKnex({ url: withDatabase(serverUrl, building), poolMax: 1 });
      try {
        await migrateLatest(builder);
      } finally {
        await builder.destroy();
      }
      await admin.raw('ALTER DATABASE ?? RENAME TO ??', [building, template]);
    });
  } finally {
    await admin.destroy();
  }
  return template;
}

async function createServerDatabase(serverUrl: string, migrate: boolean): Promise<TestDatabase> {
  const template = migrate ? await ensureServerTemplate(serverUrl) : 'template1';
  const name = uniqueName('sacred_test');
  const admin = createKnex({ url: serverUrl, poolMax: 1 });
  try {
    await admin.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]);
  } finally {
    await admin.destroy();
  }
  const url = withDatabase(serverUrl, name);
  const knex = createKnex({ url });
  return {
    url,
    knex,
    async destroy() {
      await knex.destroy();
      const dropper = createKnex({ url: serverUrl, poolMax: 1 });
      try {
        await dropper.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      } finally {
        await dropper.destroy();
      }
    },
  };
}

/** Builds (once per migration set) the dump every embedded test database starts from. */
export async function ensureEmbeddedTemplate(): Promise<string> {
  const file = path.join(EMBEDDED_TEMPLATE_DIR, `migrated-${await migrationsFingerprint()}.tar.gz`);
  if (existsSync(file)) return file;
  await mkdir(EMBEDDED_TEMPLATE_DIR, { recursive: true });
  const dump = await dumpEmbedded({}, async (url) => {
    const knex = createKnex({ url, poolMax: 1 });
    try {
      await migrateLatest(knex);
    } finally {
      await knex.destroy();
    }
  });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

/** A test database at `url` whose server `stop` ends once its connections are closed. */
function stoppedWithItsConnections(url: string, stop: () => Promise<void>): TestDatabase {
  const knex = createKnex({ url });
  return {
    url,
    knex,
    async destroy() {
      await knex.destroy();
      await stop();
    },
  };
}

async function createEmbeddedDatabase(migrate: boolean): Promise<TestDatabase> {
  const poolUrl = process.env[EMBEDDED_POOL_ENV];
  if (migrate && poolUrl) {
    const pooled = await takePooledDatabase(poolUrl);
    return stoppedWithItsConnections(pooled.url, () => pooled.release());
  }
  const loadDataDir = migrate ? new Blob([await readFile(await ensureEmbeddedTemplate())]) : undefined;
  const embedded = await startEmbeddedPostgres(loadDataDir ? { loadDataDir } : {});
  return stoppedWithItsConnections(embedded.url, () => embedded.stop());
}

export function testDatabaseKind(): 'server' | 'embedded' {
  return process.env.TEST_DATABASE_URL ? 'server' : 'embedded';
}

export async function createTestDatabase({ migrate = true }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl, migrate) : createEmbeddedDatabase(migrate);
}
