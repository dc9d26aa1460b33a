import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from './connection';
import { listMigrationFiles, migrateLatest, pendingMigrations, underSchemaLock, waitForMigrations } from './migrator';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

describe('instances starting together on an empty database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db?.destroy());

  // The embedded PGlite serves every connection from one session, where advisory locks never exclude; it
  // is one process's database anyway. CI runs this on PostgreSQL (TEST_DATABASE_URL).
  it.skipIf(testDatabaseKind() === 'embedded')(
    'take turns migrating under the schema lock, and one that only waits starts once migrations are in',
    async () => {
      const instances = [createKnex({ url: db.url, poolMax: 3 }), createKnex({ url: db.url, poolMax: 3 })];
      const waiter = createKnex({ url: db.url, poolMax: 2 });
      try {
        expect(await pendingMigrations(waiter)).toEqual(await listMigrationFiles());
        let waited = false;
        const waiting = waitForMigrations(waiter, { intervalMs: 50, onWait: () => (waited = true) });
        const applied = await Promise.all(instances.map((knex) => underSchemaLock(knex, () => migrateLatest(knex))));
        // One applied everything, the other found nothing left: neither failed on knex's migration lock.
        expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([
          0,
          (await listMigrationFiles()).length,
        ]);
        await waiting;
        expect(waited).toBe(true);
        expect(await pendingMigrations(waiter)).toEqual([]);
      } finally {
        await Promise.all([...instances, waiter].map((knex) => knex.destroy()));
      }
    },
  );

  it('gives up waiting with the command to run', async () => {
    const empty = await createTestDatabase({ migrate: false });
    const knex = createKnex({ url: empty.url, poolMax: 1 });
    try {
      await expect(waitForMigrations(knex, { timeoutMs: 100, intervalMs: 20 })).rejects.toThrow(/npm run migrate/);
    } finally {
      await knex.destroy();
      await empty.destroy();
    }
  });
});
