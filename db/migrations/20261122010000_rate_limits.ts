import type { Knex } from 'knex';

// Fixed-window counters for rate limits (sign-in attempts per account and per address). In the database
// rather than in memory so every API instance behind a load balancer sees the same counts.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable().defaultTo(0);
    t.timestamp('window_started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX rate_limits_window_started_at_index ON rate_limits (window_started_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
