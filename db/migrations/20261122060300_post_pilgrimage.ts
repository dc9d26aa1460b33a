import type { Knex } from 'knex';

// A post may be tied to a pilgrimage (shared from a journey): the feed's Journeys filter.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.integer('pilgrimage_id').references('id').inTable('pilgrimages').onDelete('SET NULL');
    t.index(['pilgrimage_id'], 'posts_pilgrimage_id_index');
  });
  // Trending topics count tags over recent posts.
  await knex.raw('CREATE INDEX posts_tags_gin_index ON posts USING gin (tags)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX posts_tags_gin_index');
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex(['pilgrimage_id'], 'posts_pilgrimage_id_index');
    t.dropColumn('pilgrimage_id');
  });
}
