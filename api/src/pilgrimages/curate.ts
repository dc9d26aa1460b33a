/**
 * Curating pilgrimages (docs/product.md "Pilgrimages"): a new pilgrimage is public at once; curators then
 *
 *   npx tsx api/src/pilgrimages/curate.ts feature   <id>   # Featured badge, listed first
 *   npx tsx api/src/pilgrimages/curate.ts unfeature <id>
 *   npx tsx api/src/pilgrimages/curate.ts withdraw  <id>   # hidden from everyone but its creator (404)
 *   npx tsx api/src/pilgrimages/curate.ts restore   <id>
 *
 * Reports of pilgrimages go through the community moderation queue (api/src/community/moderate.ts).
 * Uses DATABASE_URL like the server; without it, the embedded database in DATA_DIR (stop the server
 * first: the embedded database has one owner at a time).
 */
import { AltarService } from '../altars/altar.service';
import { reportVisibility } from '../community/report.service';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/infra/database';
import { createLogger } from '../platform/infra/logger';
import { CURATION_COMMANDS, curatePilgrimage, type CurationCommand } from './curation';
import { RouteService } from '../routes/route.service';
import { PilgrimageService } from './pilgrimage.service';

const USAGE = `usage: curate.ts ${CURATION_COMMANDS.join('|')} <pilgrimageId>`;

const [command, id] = process.argv.slice(2);
if (!CURATION_COMMANDS.includes(command as CurationCommand) || !/^[1-9]\d{0,9}$/.test(id ?? '')) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, createLogger({ logLevel: 'warn' }));
try {
  const altars = new AltarService(database.knex);
  const pilgrimages = new PilgrimageService(
    database.knex,
    altars,
    reportVisibility(database.knex),
    new RouteService(database.knex, altars, undefined),
  );
  const changed = await curatePilgrimage(pilgrimages, command as CurationCommand, Number(id));
  if (changed) console.log(`Pilgrimage ${id}: ${command} done.`);
  else {
    console.error(`There is no pilgrimage ${id}.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
