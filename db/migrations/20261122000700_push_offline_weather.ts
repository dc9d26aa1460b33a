import type { Knex } from 'knex';

function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/**
 * Raw SQL: knex's schema builder has neither PostGIS types nor generated columns. The point derives
 * from the numeric pair (SRID 4326, WGS 84).
 */
async function addGeography(knex: Knex, table: string, column: string, lat: string, lng: string): Promise<void> {
  await knex.raw(
    'ALTER TABLE ?? ADD COLUMN ?? geography(Point, 4326) GENERATED ALWAYS AS ' +
      '(ST_SetSRID(ST_MakePoint(??::float8, ??::float8), 4326)::geography) STORED',
    [table, column, lng, lat],
  );
  await knex.raw('CREATE INDEX ?? ON ?? USING gist (??)', [`${table}_${column}_gist`, table, column]);
}

const PUSH_PREFERENCES_DEFAULT = {
  dailyReminder: true,
  nearbySacredSpaces: true,
  pilgrimageUpdates: true,
  communityActivity: false,
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique({ indexName: 'push_subscriptions_endpoint_unique' });
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.jsonb('preferences').notNullable().defaultTo(JSON.stringify(PUSH_PREFERENCES_DEFAULT));
    timestamps(knex, t);
    t.index(['user_id'], 'push_subscriptions_user_id_index');
  });

  await knex.schema.createTable('offline_cache', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('data_type').notNullable();
    t.text('data_id');
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true });
    timestamps(knex, t);
    t.index(['user_id', 'data_type'], 'offline_cache_user_type_index');
    t.index(['expires_at'], 'offline_cache_expires_at_index');
  });

  await knex.schema.createTable('weather_cache', (t) => {
    t.increments('id');
    t.decimal('latitude', 10, 7).notNullable().checkBetween([-90, 90], 'weather_cache_latitude_range');
    t.decimal('longitude', 10, 7).notNullable().checkBetween([-180, 180], 'weather_cache_longitude_range');
    t.decimal('temperature', 5, 1); // Fahrenheit
    t.text('condition');
    t.integer('humidity'); // percent
    t.decimal('wind_speed', 4, 1); // mph
    t.decimal('visibility', 4, 1); // miles
    t.decimal('uv_index', 4, 1);
    t.jsonb('data');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expires_at'], 'weather_cache_expires_at_index');
  });
  await addGeography(knex, 'weather_cache', 'geog', 'latitude', 'longitude');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('weather_cache');
  await knex.schema.dropTable('offline_cache');
  await knex.schema.dropTable('push_subscriptions');
}
