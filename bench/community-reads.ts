/**
 * What a community page view costs the database, before and after issue 21 kept it precomputed.
 *
 *   npx tsx bench/community-reads.ts
 *
 * The database `bench_community` (COMMUNITY_DATABASE) on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) is created, migrated and filled once, then kept: COMMUNITY_POSTS
 * (50,000) posts by 2,000 members over the last 200 days, two likes per post and one comment per five, with
 * the triggers keeping each post's trending rank as rows go in. Each read runs COMMUNITY_RUNS (30) times after
 * two warm-ups; the table gives the median and the ratio of "now" to "per view before", both measured in this
 * run on the same data:
 *
 * - trending feed: before, the feed ordered every visible post by two correlated sums over its likes and
 *   comments (the statement below, as the repository sent it before); now the repository's own feed query,
 *   which reads the first posts of posts_trending_index;
 * - recent feed: before, every post ordered by the latest of its time and its comments'; now the repository's;
 * - sidebar counters and hashtags: before, a view counted them (the refresh job's own counting, which is what
 *   each view ran); now a view reads the kept row.
 */
import os from 'node:os';
import type { Knex } from 'knex';
import { createKnex } from '@sacred/db/connection';
import { migrateLatest } from '@sacred/db/migrator';
import { CommunityRepository } from '../api/src/community/community.repository';
import { BENCH_SERVER_URL, ensureBenchDatabase } from './bench-database';

const SERVER_URL = BENCH_SERVER_URL;
const DATABASE = process.env.COMMUNITY_DATABASE || 'bench_community';
const POSTS = Number(process.env.COMMUNITY_POSTS ?? 50_000);
const RUNS = Number(process.env.COMMUNITY_RUNS ?? 30);
const MEMBERS = 2_000;

const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** The visible posts, as the feed filters them (reports hide a post from all but its author). */
const VISIBLE = `NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'post' AND h.content_id = p.id)`;
const decayed = (column: string) => `exp(-least(50, ln(2) * extract(epoch FROM (now() - ${column})) / 259200))`;

/** The trending order every feed view computed before (commit fcf5e56): the per-view cost being replaced. */
const TRENDING_BEFORE = `
  SELECT p.id FROM posts p JOIN users u ON u.id = p.author_id WHERE ${VISIBLE}
   ORDER BY ((SELECT coalesce(sum(${decayed('l.created_at')}), 0) FROM likes l WHERE l.post_id = p.id)
             + 2 * (SELECT coalesce(sum(${decayed('c.created_at')}), 0) FROM comments c WHERE c.post_id = p.id)) DESC,
            (p.likes_count + 2 * p.comments_count) DESC, p.created_at DESC, p.id DESC
   LIMIT 20`;
const RECENT_BEFORE = `
  SELECT p.id FROM posts p JOIN users u ON u.id = p.author_id WHERE ${VISIBLE}
   ORDER BY GREATEST(p.created_at, (SELECT max(c.created_at) FROM comments c WHERE c.post_id = p.id)) DESC, p.id DESC
   LIMIT 20`;

async function fill(knex: Knex): Promise<void> {
  const [{ count }] = (await knex('posts').count('* as count')) as [{ count: number }];
  if (Number(count) >= POSTS) return;
  const started = Date.now();
  await knex.raw(
    `INSERT INTO users (email, first_name, password_hash)
     SELECT 'bench.' || g || '@example.test', 'Member ' || g, 'x' FROM generate_series(1, ?) g
     ON CONFLICT DO NOTHING`,
    [MEMBERS],
  );
  const firstUser = ((await knex('users').min('id as id')) as [{ id: number }])[0].id;
  // Post g is g * 6 minutes old (50,000 posts span about 200 days), its author member g mod 2,000.
  await knex.raw(
    `INSERT INTO posts (author_id, content, tags, created_at)
     SELECT ? + g % ?, 'Walk note ' || g, ARRAY['trail' || (g % 37)], now() - make_interval(mins => g * 6)
       FROM generate_series(1, ?) g`,
    [firstUser, MEMBERS, POSTS],
  );
  const firstPost = ((await knex('posts').min('id as id')) as [{ id: number }])[0].id;
  // Two likes a post from different members, up to 10 days after it; a comment on every fifth.
  await knex.raw(
    `INSERT INTO likes (user_id, post_id, created_at)
     SELECT ? + (g * 7 + k * 997) % ?, p.id, least(now(), p.created_at + make_interval(hours => (g * 13 + k * 31) % 240))
       FROM generate_series(0, ? - 1) g, generate_series(0, 1) k, posts p
      WHERE p.id = ? + g
     ON CONFLICT DO NOTHING`,
    [firstUser, MEMBERS, POSTS, firstPost],
  );
  await knex.raw(
    `INSERT INTO comments (author_id, post_id, content, created_at)
     SELECT ? + (g * 11) % ?, p.id, 'Thank you', least(now(), p.created_at + make_interval(hours => g % 72))
       FROM generate_series(0, ? - 1, 5) g JOIN posts p ON p.id = ? + g`,
    [firstUser, MEMBERS, POSTS, firstPost],
  );
  await knex.raw(
    `UPDATE posts p SET likes_count = (SELECT count(*) FROM likes l WHERE l.post_id = p.id),
                        comments_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id)`,
  );
  await knex.raw('ANALYZE');
  console.log(`Filled ${POSTS} posts with likes and comments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function medianMs(read: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i += 1) await read();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    await read();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

await ensureBenchDatabase(DATABASE);
const knex = createKnex({ url: databaseUrl, poolMax: 2, sessionStatementTimeoutMs: 0 });
await migrateLatest(knex);
await fill(knex);
const repository = new CommunityRepository(knex);
await repository.refreshSidebar(5);

const rows: Array<[string, number, number]> = [
  [
    'trending feed (20 posts)',
    await medianMs(() => knex.raw(TRENDING_BEFORE)),
    await medianMs(() => repository.feed(undefined, 'trending', 20)),
  ],
  [
    'recent feed (20 posts)',
    await medianMs(() => knex.raw(RECENT_BEFORE)),
    await medianMs(() => repository.feed(undefined, 'recent', 20)),
  ],
  [
    'sidebar counters and hashtags',
    await medianMs(() => repository.refreshSidebar(5)),
    await medianMs(() => repository.keptSidebar(60)),
  ],
];
const postgres = ((await knex.raw('SELECT version()')).rows as Array<{ version: string }>)[0]?.version ?? '';
await knex.destroy();

const cpu = os.cpus();
console.log(
  `\nRun ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model.trim()}, ` +
    `${postgres.split(' on ')[0]}; ${POSTS} posts; median of ${RUNS}; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}.\n`,
);
console.log('| Read | per view before, ms | now, ms | now ÷ before |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, before, now] of rows) {
  console.log(`| ${name} | ${before.toFixed(1)} | ${now.toFixed(2)} | ${(now / before).toFixed(4)} |`);
}
