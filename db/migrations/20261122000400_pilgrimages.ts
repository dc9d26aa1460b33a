import type { Knex } from 'knex';

function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/** numeric(10,7) pair with range checks (001 section 5). */
function coordinates(t: Knex.CreateTableBuilder, table: string, lat: string, lng: string, required: boolean): void {
  const latitude = t.decimal(lat, 10, 7).checkBetween([-90, 90], `${table}_${lat}_range`);
  const longitude = t.decimal(lng, 10, 7).checkBetween([-180, 180], `${table}_${lng}_range`);
  if (required) {
    latitude.notNullable();
    longitude.notNullable();
  }
}

/**
 * Raw SQL: knex's schema builder has neither PostGIS types nor generated columns. The point derives
 * from the numeric pair (SRID 4326, WGS 84) and is NULL when either coordinate is NULL.
 */
async function addGeography(knex: Knex, table: string, column: string, lat: string, lng: string): Promise<void> {
  await knex.raw(
    'ALTER TABLE ?? ADD COLUMN ?? geography(Point, 4326) GENERATED ALWAYS AS ' +
      '(ST_SetSRID(ST_MakePoint(??::float8, ??::float8), 4326)::geography) STORED',
    [table, column, lng, lat],
  );
  await knex.raw('CREATE INDEX ?? ON ?? USING gist (??)', [`${table}_${column}_gist`, table, column]);
}

// Snapshots of DIFFICULTIES and SEASONS (core/src/enums.ts) as of this migration.
const DIFFICULTIES = ['easy', 'moderate', 'challenging', 'expert'];
const SEASONS = ['spring', 'summer', 'fall', 'winter'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pilgrimages', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('description');
    // Ordered along the route; waypoints below hold the same order with coordinates.
    t.specificType('altar_ids', 'integer[]').notNullable().defaultTo('{}');
    t.decimal('distance', 8, 2); // miles
    t.text('estimated_duration');
    t.text('difficulty').notNullable().defaultTo('moderate').checkIn(DIFFICULTIES, 'pilgrimages_difficulty_check');
    // Free text on purpose: holds both the 001 kinds (sacred_sites...) and the 000 map types.
    t.text('type').notNullable().defaultTo('sacred_sites');
    t.text('starting_point');
    t.text('ending_point');
    coordinates(t, 'pilgrimages', 'starting_latitude', 'starting_longitude', false);
    coordinates(t, 'pilgrimages', 'ending_latitude', 'ending_longitude', false);
    // The spec's duplicate start/end set (the 000 map reads start_*, the 001 forms write starting_*).
    coordinates(t, 'pilgrimages', 'start_latitude', 'start_longitude', false);
    coordinates(t, 'pilgrimages', 'end_latitude', 'end_longitude', false);
    t.integer('participants').notNullable().defaultTo(0);
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.text('guidelines');
    t.specificType('best_seasons', 'text[]').notNullable().defaultTo('{}');
    t.text('accommodations');
    t.text('accommodation');
    t.text('season');
    t.text('duration');
    t.specificType('key_stops', 'text[]').notNullable().defaultTo('{}');
    t.text('significance');
    // Nullable: curated pilgrimages have no member creator. Account deletion erases the member's
    // content, public contributions included (a deliberate choice).
    t.integer('creator_id').references('id').inTable('users').onDelete('CASCADE');
    t.boolean('is_featured').notNullable().defaultTo(false);
    timestamps(knex, t);
    const seasons = SEASONS.map((season) => `'${season}'`).join(', ');
    t.check(`best_seasons <@ array[${seasons}]::text[]`, {}, 'pilgrimages_best_seasons_check');
    t.index(['creator_id'], 'pilgrimages_creator_id_index');
    t.index(['type'], 'pilgrimages_type_index');
  });
  await addGeography(knex, 'pilgrimages', 'starting_geog', 'starting_latitude', 'starting_longitude');
  await addGeography(knex, 'pilgrimages', 'ending_geog', 'ending_latitude', 'ending_longitude');
  await addGeography(knex, 'pilgrimages', 'start_geog', 'start_latitude', 'start_longitude');
  await addGeography(knex, 'pilgrimages', 'end_geog', 'end_latitude', 'end_longitude');

  await knex.schema.createTable('pilgrimage_waypoints', (t) => {
    t.increments('id');
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    // The waypoint keeps its coordinates when its altar is removed.
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    coordinates(t, 'pilgrimage_waypoints', 'latitude', 'longitude', true);
    // The spec's "order"; renamed because ORDER is a reserved word in SQL.
    t.integer('sort_order').notNullable();
    t.text('description');
    t.boolean('is_checkpoint').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['pilgrimage_id', 'sort_order'], { indexName: 'pilgrimage_waypoints_pilgrimage_order_unique' });
    t.index(['altar_id'], 'pilgrimage_waypoints_altar_id_index');
  });
  await addGeography(knex, 'pilgrimage_waypoints', 'geog', 'latitude', 'longitude');

  await knex.schema.createTable('pilgrimage_completions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('reflections');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'completed_at'], 'pilgrimage_completions_user_completed_index');
    t.index(['pilgrimage_id'], 'pilgrimage_completions_pilgrimage_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pilgrimage_completions');
  await knex.schema.dropTable('pilgrimage_waypoints');
  await knex.schema.dropTable('pilgrimages');
}
