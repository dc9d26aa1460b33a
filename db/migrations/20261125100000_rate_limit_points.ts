import type { Knex } from 'knex';

// Counters of rate-limiter-flexible's PostgreSQL store (the sign-in limits when REDIS_URL is unset): its
// own layout (key, points, expire in ms since epoch), made here so the app never creates tables at
// run time. They replace the fixed-window `rate_limits`, which counted after the password was checked.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_points', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
  await knex.raw('CREATE INDEX rate_limit_points_expire_index ON rate_limit_points (expire)');
  await knex.schema.dropTable('rate_limits');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable().defaultTo(0);
    t.timestamp('window_started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX rate_limits_window_started_at_index ON rate_limits (window_started_at)');
  await knex.schema.dropTable('rate_limit_points');
}
