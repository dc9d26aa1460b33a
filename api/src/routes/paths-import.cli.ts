/**
 * `npm run paths:import -- <file.osm.pbf|file.osm> [--region NAME]`: the walkable ways of an OSM extract
 * become the path network of the ground the file covers, in DATABASE_URL or, unset, the embedded
 * database in DATA_DIR (stop the server first: the embedded database has one user at a time).
 */
import path from 'node:path';
import { createKnex } from '@sacred/db/connection';
import { startEmbeddedPostgres } from '@sacred/db/embedded';
import { migrateLatest, underSchemaLock } from '@sacred/db/migrator';
import { ConfigError, loadConfig } from '../platform/config';
import { importPathNetwork } from './path-import';

const args = process.argv.slice(2);
const regionFlag = args.indexOf('--region');
const region = regionFlag >= 0 ? args[regionFlag + 1] : undefined;
const file = args.find((arg, index) => !arg.startsWith('--') && (regionFlag < 0 || index !== regionFlag + 1));
if (!file) {
  console.error('usage: npm run paths:import -- <extract.osm.pbf|extract.osm> [--region NAME]');
  process.exit(2);
}

try {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pglite') });
  const knex = createKnex({ url: config.databaseUrl ?? embedded!.url, poolMax: 3 });
  try {
    await underSchemaLock(knex, () => migrateLatest(knex));
    const started = Date.now();
    const result = await importPathNetwork(knex, path.resolve(file), { region });
    console.log(`${result.region}: ${result.edges} edges imported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await knex.destroy();
    await embedded?.stop();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
}
