import type { Knex } from 'knex';

function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
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

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('altars', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('description');
    t.text('story');
    t.text('materials');
    t.decimal('latitude', 10, 7).notNullable().checkBetween([-90, 90], 'altars_latitude_range');
    t.decimal('longitude', 10, 7).notNullable().checkBetween([-180, 180], 'altars_longitude_range');
    // Free text on purpose: "Other" lets a creator name a custom type.
    t.text('altar_type').notNullable();
    t.specificType('photos', 'text[]').notNullable().defaultTo('{}');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.boolean('is_eco_friendly').notNullable().defaultTo(true);
    t.boolean('no_plastic_used').notNullable().defaultTo(false);
    t.boolean('biodegradable_only').notNullable().defaultTo(false);
    t.boolean('no_waste_left').notNullable().defaultTo(false);
    t.integer('visit_count').notNullable().defaultTo(0);
    t.integer('likes').notNullable().defaultTo(0);
    t.integer('recent_activity').notNullable().defaultTo(0);
    // Account deletion erases the member's content, public contributions included (a deliberate choice).
    t.integer('creator_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    timestamps(knex, t);
    t.index(['altar_type'], 'altars_altar_type_index');
    t.index(['creator_id'], 'altars_creator_id_index');
  });
  await addGeography(knex, 'altars', 'geog', 'latitude', 'longitude');
  // Trigram index for fuzzy/ILIKE name search; raw because knex cannot name an operator class.
  await knex.raw('CREATE INDEX altars_name_trgm ON altars USING gin (name gin_trgm_ops)');

  await knex.schema.createTable('altar_reviews', (t) => {
    t.increments('id');
    t.integer('altar_id').notNullable().references('id').inTable('altars').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('rating').notNullable().checkBetween([1, 5], 'altar_reviews_rating_range');
    t.text('title');
    t.text('review');
    t.date('visit_date');
    t.text('tips');
    t.text('accessibility');
    t.text('best_time_to_visit');
    timestamps(knex, t);
    t.index(['altar_id', 'created_at'], 'altar_reviews_altar_created_index');
    t.index(['user_id'], 'altar_reviews_user_id_index');
  });

  await knex.schema.createTable('rituals', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The member's practice log outlives the altar it happened at.
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    t.text('intention');
    t.integer('duration'); // minutes
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('duration >= 0', {}, 'rituals_duration_nonnegative');
    t.index(['user_id', 'completed_at'], 'rituals_user_completed_index');
    t.index(['altar_id'], 'rituals_altar_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rituals');
  await knex.schema.dropTable('altar_reviews');
  await knex.schema.dropTable('altars');
}
