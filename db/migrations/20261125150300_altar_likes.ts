import type { Knex } from 'knex';

// Members like altars: one row per member and altar. `altars.likes` stays as the count the map reads
// (tiles and viewport queries read it per altar), recomputed from these rows whenever one is added or
// removed; here it starts from the rows, so counts that came from nowhere (the old demo seed) become 0.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('altar_likes', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('altar_id').notNullable().references('id').inTable('altars').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'altar_id'], { constraintName: 'altar_likes_pkey' });
    t.index(['altar_id'], 'altar_likes_altar_id_index');
  });
  await knex.raw('UPDATE altars SET likes = 0 WHERE likes <> 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('altar_likes');
}
