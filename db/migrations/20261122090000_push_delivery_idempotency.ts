import type { Knex } from 'knex';

/**
 * Push delivery needs to know when (the device's IANA time zone, the last daily reminder's local date)
 * and where (the member's last known position, for "nearby sacred spaces") to send. Offline writes
 * replayed by a device carry an Idempotency-Key; idempotency_keys keeps each key's answer.
 * Raw SQL for the geography column: knex's schema builder has neither PostGIS types nor generated columns.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.text('time_zone').notNullable().defaultTo('UTC');
    t.decimal('latitude', 10, 7).checkBetween([-90, 90], 'push_subscriptions_latitude_range');
    t.decimal('longitude', 10, 7).checkBetween([-180, 180], 'push_subscriptions_longitude_range');
    t.date('last_daily_reminder_on');
    t.timestamp('last_sent_at', { useTz: true });
    t.timestamp('deactivated_at', { useTz: true });
  });
  await knex.raw(
    'ALTER TABLE push_subscriptions ADD COLUMN geog geography(Point, 4326) GENERATED ALWAYS AS ' +
      '(ST_SetSRID(ST_MakePoint(longitude::float8, latitude::float8), 4326)::geography) STORED',
  );
  await knex.raw('CREATE INDEX push_subscriptions_geog_gist ON push_subscriptions USING gist (geog)');
  await knex.raw('CREATE INDEX push_subscriptions_active_index ON push_subscriptions (user_id) WHERE is_active');

  await knex.schema.createTable('idempotency_keys', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    // NULL while the first request with the key is still running.
    t.integer('status');
    t.jsonb('body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'key'], { indexName: 'idempotency_keys_user_key_unique' });
    t.index(['created_at'], 'idempotency_keys_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
  await knex.raw('DROP INDEX IF EXISTS push_subscriptions_active_index');
  await knex.raw('DROP INDEX IF EXISTS push_subscriptions_geog_gist');
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.dropColumn('geog');
    t.dropColumn('deactivated_at');
    t.dropColumn('last_sent_at');
    t.dropColumn('last_daily_reminder_on');
    t.dropColumn('longitude');
    t.dropColumn('latitude');
    t.dropColumn('time_zone');
  });
}
