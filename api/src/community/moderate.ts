/**
 * The review path for reported content (docs/product.md "Reports and moderation"):
 *
 *   npx tsx api/src/community/moderate.ts list
 *   npx tsx api/src/community/moderate.ts dismiss <post|review|altar|pilgrimage> <id>   # shows it again
 *   npx tsx api/src/community/moderate.ts uphold  <post|review|altar|pilgrimage> <id>   # keeps it hidden
 *   npx tsx api/src/community/moderate.ts guide   <userId>                               # grants the guide badge
 *   npx tsx api/src/community/moderate.ts moderator <userId> [off]                       # makes a member a moderator
 *
 * Moderators also decide in the app's API (GET /api/moderation/reports, POST /api/moderation/decisions),
 * their own reports hide content at once, and they are emailed when content is first reported or hidden.
 *
 * Uses DATABASE_URL like the server; without it, the embedded database in DATA_DIR (stop the server
 * first: the embedded database has one owner at a time).
 */
import { PRIVATELY_REPORTED_CONTENT, REPORTABLE_CONTENT, type ReportableContent } from '@sacred/core/community';
import { GUIDE_BADGE } from '@sacred/core/badges';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/infra/database';
import { createLogger } from '../platform/infra/logger';
import { ReportRepository } from './report.repository';

const USAGE =
  'usage: moderate.ts list | dismiss <type> <id> | uphold <type> <id> | guide <userId> | moderator <userId> [off]';

const TYPES: readonly ReportableContent[] = [...REPORTABLE_CONTENT, ...PRIVATELY_REPORTED_CONTENT];

function contentOf(type: string | undefined, id: string | undefined): [ReportableContent, number] {
  if (!TYPES.includes(type as ReportableContent) || !/^\d+$/.test(id ?? '')) {
    throw new Error(`${USAGE}\n  <type> is one of ${TYPES.join(', ')}`);
  }
  return [type as ReportableContent, Number(id)];
}

const config = loadConfig();
const database = await openDatabase(config, createLogger({ logLevel: 'warn' }));
const reports = new ReportRepository(database.knex);
const [command, ...args] = process.argv.slice(2);
try {
  switch (command) {
    case 'list': {
      const queue = await reports.openGroups(100);
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
    case 'moderator': {
      const userId = Number(args[0]);
      const on = args[1] !== 'off';
      const changed = await database.knex('users').where({ id: userId }).update({ is_moderator: on });
      console.log(changed ? `Member ${userId} is ${on ? 'now' : 'no longer'} a moderator.` : `No member ${userId}.`);
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
