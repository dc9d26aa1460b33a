import type { Knex } from 'knex';

// Keys the app generates once for the whole deployment (the VAPID pair for web push when it is not in
// the environment): the first instance to insert wins and every other instance reads the same row.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('app_keys', (t) => {
    t.text('name').primary();
    t.jsonb('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_keys');
}
