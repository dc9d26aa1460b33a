import type { Knex } from 'knex';

/**
 * A journey's ending (issue 25): when it ended (the summary's walking time; a journey that ended
 * before this migration takes its last change as its end), and the community post its summary was
 * shared as, so sharing twice answers the same post.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('active_pilgrimages', (t) => {
    t.timestamp('ended_at', { useTz: true });
    t.integer('summary_post_id').references('id').inTable('posts').onDelete('SET NULL');
  });
  await knex.raw('UPDATE active_pilgrimages SET ended_at = updated_at WHERE NOT is_active');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('active_pilgrimages', (t) => {
    t.dropColumn('summary_post_id');
    t.dropColumn('ended_at');
  });
}
