/**
 * `npm run migrate` / `npm run seed` against DATABASE_URL (a real PostgreSQL with PostGIS).
 * The embedded database migrates and seeds itself when the server starts.
 */
import { seedDemoWorld } from '../seeds/demo-world';
import { createKnex } from './connection';
import { migrateLatest, migrationStatementTimeoutMs, rollbackAll, underSchemaLock } from './migrator';

const [command] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (the embedded database migrates and seeds itself at `npm start`).');
  process.exit(2);
}
// Two connections at least: one holds the schema lock while the other migrates. Migrations run straight
// against PostgreSQL with their own longer statement budget (JOB_STATEMENT_TIMEOUT_MS, default 10 minutes),
// not the API role's.
const knex = createKnex({ url, poolMax: 3, sessionStatementTimeoutMs: migrationStatementTimeoutMs(process.env) });
try {
  switch (command) {
    case 'migrate':
      // Under the schema lock: a server starting in development, or a second migrate, waits for this one.
      console.log(
        `applied: ${(await underSchemaLock(knex, () => migrateLatest(knex))).join(', ') || 'nothing, already current'}`,
      );
      break;
    case 'rollback':
      await rollbackAll(knex);
      console.log('rolled back every migration');
      break;
    case 'seed':
      console.log(
        await underSchemaLock(knex, async () => {
          await migrateLatest(knex);
          return seedDemoWorld(knex);
        }),
      );
      break;
    default:
      console.error('usage: tsx db/src/cli.ts migrate|rollback|seed');
      process.exitCode = 2;
  }
} finally {
  await knex.destroy();
}
