/**
 * The review path for reported content (README "Reports and moderation"):
 *
 *   npx tsx api/src/community/moderate.ts list
 *   npx tsx api/src/community/moderate.ts dismiss <post|review|altar|pilgrimage> <id>   # shows it again
 *   npx tsx api/src/community/moderate.ts uphold  <post|review|altar|pilgrimage> <id>   # keeps it hidden
 *   npx tsx api/src/community/moderate.ts guide   <userId>                               # grants the guide badge
 *
 * Uses DATABASE_URL like the server; without it, the embedded database in DATA_DIR (stop the server
 * first: the embedded database has one owner at a time).
 */
import { REPORTABLE_CONTENT, type ReportableContent } from '@sacred/core/community';
import { GUIDE_BADGE } from '@sacred/core/badges';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/database';
import { createLogger } from '../platform/logger';
import { ReportService } from './report.service';

const USAGE = 'usage: moderate.ts list | dismiss <type> <id> | uphold <type> <id> | guide <userId>';

function contentOf(type: string | undefined, id: string | undefined): [ReportableContent, number] {
  if (!REPORTABLE_CONTENT.includes(type as ReportableContent) || !/^\d+$/.test(id ?? '')) {
    throw new Error(`${USAGE}\n  <type> is one of ${REPORTABLE_CONTENT.join(', ')}`);
  }
  return [type as ReportableContent, Number(id)];
}

const config = loadConfig();
const database = await openDatabase(config, createLogger({ logLevel: 'warn' }));
const reports = new ReportService(database.knex);
const [command, ...args] = process.argv.slice(2);
try {
  switch (command) {
    case 'list': {
      const queue = await reports.queue();
      if (queue.length === 0) console.log('No open reports.');
      for (const group of queue) {
        console.log(
          `${group.contentType} ${group.contentId}: ${group.openReports} open${group.hidden ? ' (hidden)' : ''}\n  - ${group.reasons.join('\n  - ')}`,
        );
      }
      break;
    }
    case 'dismiss':
    case 'uphold': {
      const [type, id] = contentOf(args[0], args[1]);
      const changed = await reports.decide(type, id, command === 'uphold' ? 'upheld' : 'dismissed');
      console.log(`${changed} report(s) ${command === 'uphold' ? 'upheld' : 'dismissed'} for ${type} ${id}.`);
      break;
    }
    case 'guide': {
      const userId = Number(args[0]);
      const [badge] = await database
        .knex('badges')
        .insert({ name: GUIDE_BADGE })
        .onConflict('name')
        .merge()
        .returning('id');
      await database
        .knex('user_badges')
        .insert({ user_id: userId, badge_id: (badge as { id: number }).id })
        .onConflict(['user_id', 'badge_id'])
        .ignore();
      console.log(`Member ${userId} now shows the Guide badge.`);
      break;
    }
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
