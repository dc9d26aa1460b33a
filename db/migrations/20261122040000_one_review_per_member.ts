import type { Knex } from 'knex';

// One review per member per altar: writing again updates it. Older duplicates (if any) give way to
// the newest before the constraint is added.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DELETE FROM altar_reviews r
     USING altar_reviews newer
     WHERE r.altar_id = newer.altar_id AND r.user_id = newer.user_id
       AND (r.updated_at, r.id) < (newer.updated_at, newer.id)`);
  await knex.schema.alterTable('altar_reviews', (t) => {
    t.unique(['altar_id', 'user_id'], { indexName: 'altar_reviews_altar_user_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('altar_reviews', (t) => {
    t.dropUnique(['altar_id', 'user_id'], 'altar_reviews_altar_user_unique');
  });
}
