import type { Knex } from 'knex';

// A member's favourite altars (the profile's Favorites tab).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('favorite_altars', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('altar_id').notNullable().references('id').inTable('altars').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'altar_id'], { constraintName: 'favorite_altars_pkey' });
    t.index(['altar_id'], 'favorite_altars_altar_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('favorite_altars');
}
