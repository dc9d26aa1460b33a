import type { Knex } from 'knex';

// What every community page view used to recompute, kept instead:
//
// - posts.trending_rank: the trending score of a post, kept by triggers on likes and comments. The score is
//   the sum over its likes and comments of 2^(-age / 3 days), a comment counting twice. Every term decays by
//   the same factor as time passes, so the order of posts never changes with the clock alone; what is kept is
//   log2 of the sum of 2^((created_at - 2026-01-01) / 3 days) (a comment adds 1 to its exponent), which
//   orders posts exactly as the decayed sum does at any moment, without overflowing for thousands of years.
//   NULL means no likes or comments yet. The feed then reads the top posts from an index.
// - posts.last_activity_at: the post's own time or its latest comment's, for the "recent" filter.
// - community_sidebar: one row with the community's counters (Active Users, Sacred Spaces, Shared Moments)
//   and trending hashtags, refreshed by a pg-boss job each minute (CommunityService.refreshSidebar).
// - user_badges by earned_at: Recent Achievements is the first few rows of this index.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE posts
      ADD COLUMN trending_rank double precision,
      ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now()`);

  // The 2^(x - m) terms are floored at 2^-1000: PostgreSQL raises an underflow error below about 2^-1022.
  await knex.raw(`
    CREATE FUNCTION post_engagement_recount(target integer) RETURNS void LANGUAGE sql AS $$
      WITH terms AS (
        SELECT extract(epoch FROM l.created_at - TIMESTAMPTZ '2026-01-01 00:00:00+00') / 259200.0 AS x
          FROM likes l WHERE l.post_id = target
        UNION ALL
        SELECT extract(epoch FROM c.created_at - TIMESTAMPTZ '2026-01-01 00:00:00+00') / 259200.0 + 1
          FROM comments c WHERE c.post_id = target
      ), top AS (SELECT max(x) AS m FROM terms)
      UPDATE posts p
         SET trending_rank = (SELECT top.m + ln(sum(power(2.0::float8, greatest(terms.x - top.m, -1000)))) / ln(2.0)
                                FROM terms, top WHERE top.m IS NOT NULL GROUP BY top.m),
             last_activity_at = greatest(p.created_at, (SELECT max(c.created_at) FROM comments c WHERE c.post_id = target))
       WHERE p.id = target
    $$`);
  await knex.raw(`
    CREATE FUNCTION post_engagement_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN PERFORM post_engagement_recount(OLD.post_id); END IF;
      IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.post_id IS DISTINCT FROM OLD.post_id) THEN
        PERFORM post_engagement_recount(NEW.post_id);
      END IF;
      RETURN NULL;
    END $$`);
  for (const table of ['likes', 'comments']) {
    await knex.raw(
      `CREATE TRIGGER ${table}_engagement AFTER INSERT OR DELETE OR UPDATE OF post_id, created_at ON ${table}
         FOR EACH ROW EXECUTE FUNCTION post_engagement_changed()`,
    );
  }
  // A post's own time moving (an edit of created_at) moves its recent-activity time with it.
  await knex.raw(`
    CREATE FUNCTION post_activity_time() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.last_activity_at := greatest(NEW.created_at,
        (SELECT max(c.created_at) FROM comments c WHERE c.post_id = NEW.id));
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER posts_activity_time BEFORE INSERT OR UPDATE OF created_at ON posts
      FOR EACH ROW EXECUTE FUNCTION post_activity_time()`);

  await knex.raw(`SELECT post_engagement_recount(id) FROM posts`);
  // Raw: the order of each column and the engagement expression must match the feed's ORDER BY exactly.
  await knex.raw(`
    CREATE INDEX posts_trending_index
      ON posts (trending_rank DESC NULLS LAST, (likes_count + 2 * comments_count) DESC, created_at DESC, id DESC)`);
  await knex.raw('CREATE INDEX posts_recent_activity_index ON posts (last_activity_at DESC, id DESC)');
  await knex.raw('CREATE INDEX user_badges_earned_at_index ON user_badges (earned_at DESC, id DESC)');

  await knex.schema.createTable('community_sidebar', (t) => {
    // One row: the check keeps it one.
    t.boolean('id').primary().defaultTo(true);
    t.integer('active_users').notNullable();
    t.integer('sacred_spaces').notNullable();
    t.integer('shared_moments').notNullable();
    t.jsonb('trending_topics').notNullable();
    t.timestamp('computed_at', { useTz: true }).notNullable();
  });
  await knex.raw('ALTER TABLE community_sidebar ADD CONSTRAINT community_sidebar_one_row CHECK (id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('community_sidebar');
  await knex.raw('DROP INDEX user_badges_earned_at_index');
  await knex.raw('DROP INDEX posts_recent_activity_index');
  await knex.raw('DROP INDEX posts_trending_index');
  await knex.raw('DROP TRIGGER posts_activity_time ON posts');
  await knex.raw('DROP FUNCTION post_activity_time()');
  for (const table of ['likes', 'comments']) await knex.raw(`DROP TRIGGER ${table}_engagement ON ${table}`);
  await knex.raw('DROP FUNCTION post_engagement_changed()');
  await knex.raw('DROP FUNCTION post_engagement_recount(integer)');
  await knex.raw('ALTER TABLE posts DROP COLUMN trending_rank, DROP COLUMN last_activity_at');
}
