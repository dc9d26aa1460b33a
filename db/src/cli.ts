/**
 * `npm run migrate` / `npm run seed` against DATABASE_URL (a real PostgreSQL with PostGIS).
 * The embedded database migrates and seeds itself when the server starts.
 */
import { seedDemoWorld } from '../seeds/demo-world';
import { createKnex } from './connection';
import { migrateLatest, rollbackAll } from './migrator';

const [command] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (the embedded database migrates and seeds itself at `npm start`).');
  process.exit(2);
}
const knex = createKnex({ url, poolMax: 2 });
try {
  switch (command) {
    case 'migrate':
      console.log(`applied: ${(await migrateLatest(knex)).join(', ') || 'nothing, already current'}`);
      break;
    case 'rollback':
      await rollbackAll(knex);
      console.log('rolled back every migration');
      break;
    case 'seed':
      await migrateLatest(knex);
      console.log(await seedDemoWorld(knex));
      break;
    default:
      console.error('usage: tsx db/src/cli.ts migrate|rollback|seed');
      process.exitCode = 2;
  }
} finally {
  await knex.destroy();
}
