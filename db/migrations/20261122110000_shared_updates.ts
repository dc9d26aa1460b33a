import type { Knex } from 'knex';

// A journey update shared to the community feed (POST /api/pilgrimage-updates/{id}/share) becomes a post
// of the member who shared it; one per member and update, so sharing again answers the same post.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.integer('shared_update_id').references('id').inTable('pilgrimage_updates').onDelete('SET NULL');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX posts_author_shared_update_unique ON posts (author_id, shared_update_id) WHERE shared_update_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX posts_author_shared_update_unique');
  await knex.schema.alterTable('posts', (t) => {
    t.dropColumn('shared_update_id');
  });
}
