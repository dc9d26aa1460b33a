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

// Snapshots of UPDATE_TYPES and MESSAGE_TYPES (core/src/enums.ts) as of this migration.
const UPDATE_TYPES = ['checkpoint', 'photo', 'reflection', 'milestone'];
const MESSAGE_TYPES = ['text', 'location', 'photo', 'audio'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('active_pilgrimages', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.integer('current_altar_index').notNullable().defaultTo(0);
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_location_update', { useTz: true });
    coordinates(t, 'active_pilgrimages', 'current_latitude', 'current_longitude', false);
    t.decimal('distance_traveled', 8, 2).notNullable().defaultTo(0); // km, as live tracking shows it
    t.integer('estimated_time_remaining'); // minutes
    t.specificType('checkpoint_reached', 'integer[]').notNullable().defaultTo('{}');
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.index(['user_id', 'is_active'], 'active_pilgrimages_user_active_index');
    t.index(['pilgrimage_id', 'is_active'], 'active_pilgrimages_pilgrimage_active_index');
  });
  await addGeography(knex, 'active_pilgrimages', 'current_geog', 'current_latitude', 'current_longitude');

  await knex.schema.createTable('pilgrimage_updates', (t) => {
    t.increments('id');
    t.integer('active_pilgrimage_id').notNullable().references('id').inTable('active_pilgrimages').onDelete('CASCADE');
    // Denormalized from the active record so the live feed reads one pilgrimage's updates by index,
    // and the read shape's user and altar join directly.
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    t.text('update_type').notNullable().checkIn(UPDATE_TYPES, 'pilgrimage_updates_type_check');
    t.text('content');
    t.text('photo_url');
    coordinates(t, 'pilgrimage_updates', 'latitude', 'longitude', false);
    t.boolean('is_public').notNullable().defaultTo(true);
    t.integer('likes_count').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.index(['pilgrimage_id', 'created_at'], 'pilgrimage_updates_pilgrimage_created_index');
    t.index(['active_pilgrimage_id'], 'pilgrimage_updates_active_pilgrimage_id_index');
    t.index(['user_id'], 'pilgrimage_updates_user_id_index');
    t.index(['altar_id'], 'pilgrimage_updates_altar_id_index');
  });
  await addGeography(knex, 'pilgrimage_updates', 'geog', 'latitude', 'longitude');

  await knex.schema.createTable('pilgrimage_companions', (t) => {
    t.increments('id');
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    coordinates(t, 'pilgrimage_companions', 'current_latitude', 'current_longitude', false);
    t.timestamp('last_active_at', { useTz: true });
    t.boolean('is_active').notNullable().defaultTo(true);
    t.unique(['pilgrimage_id', 'user_id'], { indexName: 'pilgrimage_companions_pilgrimage_user_unique' });
    t.index(['user_id'], 'pilgrimage_companions_user_id_index');
  });
  await addGeography(knex, 'pilgrimage_companions', 'current_geog', 'current_latitude', 'current_longitude');

  await knex.schema.createTable('pilgrimage_messages', (t) => {
    t.increments('id');
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    // Account deletion erases the member's content, chat messages included.
    t.integer('sender_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('message').notNullable();
    t.text('message_type').notNullable().defaultTo('text').checkIn(MESSAGE_TYPES, 'pilgrimage_messages_type_check');
    t.text('attachment_url');
    coordinates(t, 'pilgrimage_messages', 'latitude', 'longitude', false);
    t.boolean('is_read').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['pilgrimage_id', 'created_at'], 'pilgrimage_messages_pilgrimage_created_index');
    t.index(['sender_id'], 'pilgrimage_messages_sender_id_index');
  });
  await addGeography(knex, 'pilgrimage_messages', 'geog', 'latitude', 'longitude');

  await knex.schema.createTable('pilgrimage_photos', (t) => {
    t.increments('id');
    // A photo stays in the gallery when the update that carried it is removed.
    t.integer('update_id').references('id').inTable('pilgrimage_updates').onDelete('SET NULL');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('pilgrimage_id').references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    t.text('photo_url').notNullable();
    t.text('caption');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    coordinates(t, 'pilgrimage_photos', 'latitude', 'longitude', false);
    // The spec's "timestamp" (when the photo was taken); renamed to avoid the type keyword.
    t.timestamp('taken_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('likes_count').notNullable().defaultTo(0);
    t.boolean('is_public').notNullable().defaultTo(true);
    t.text('weather_condition');
    t.text('mood');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['pilgrimage_id', 'created_at'], 'pilgrimage_photos_pilgrimage_created_index');
    t.index(['user_id'], 'pilgrimage_photos_user_id_index');
    t.index(['update_id'], 'pilgrimage_photos_update_id_index');
    t.index(['altar_id'], 'pilgrimage_photos_altar_id_index');
  });
  await addGeography(knex, 'pilgrimage_photos', 'geog', 'latitude', 'longitude');

  await knex.schema.createTable('photo_reactions', (t) => {
    t.increments('id');
    t.integer('photo_id').notNullable().references('id').inTable('pilgrimage_photos').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The spec names no list of reactions, so no CHECK here.
    t.text('reaction_type').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['photo_id', 'user_id', 'reaction_type'], { indexName: 'photo_reactions_photo_user_type_unique' });
    t.index(['user_id'], 'photo_reactions_user_id_index');
  });

  await knex.schema.createTable('journal_entries', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Private writing outlives the altar or pilgrimage it mentions.
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    t.integer('pilgrimage_id').references('id').inTable('pilgrimages').onDelete('SET NULL');
    t.text('title');
    t.text('content').notNullable();
    t.text('mood');
    t.text('weather');
    t.decimal('temperature', 5, 1); // Fahrenheit, as the weather tab reports it
    t.text('moon_phase');
    t.specificType('photos', 'text[]').notNullable().defaultTo('{}');
    t.boolean('is_private').notNullable().defaultTo(true);
    coordinates(t, 'journal_entries', 'latitude', 'longitude', false);
    timestamps(knex, t);
    t.index(['user_id', 'created_at'], 'journal_entries_user_created_index');
    t.index(['altar_id'], 'journal_entries_altar_id_index');
    t.index(['pilgrimage_id'], 'journal_entries_pilgrimage_id_index');
  });
  await addGeography(knex, 'journal_entries', 'geog', 'latitude', 'longitude');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('journal_entries');
  await knex.schema.dropTable('photo_reactions');
  await knex.schema.dropTable('pilgrimage_photos');
  await knex.schema.dropTable('pilgrimage_messages');
  await knex.schema.dropTable('pilgrimage_companions');
  await knex.schema.dropTable('pilgrimage_updates');
  await knex.schema.dropTable('active_pilgrimages');
}
