import type { Knex } from 'knex';

/**
 * Live journeys (issue 8): the track of positions a journey sends (distance traveled is computed from
 * it in PostGIS, kept in full precision in distance_meters; distance_traveled stays the km the panel
 * shows), and one like per member on a journey update (likes_count is kept true from it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('journey_positions', (t) => {
    t.bigIncrements('id');
    t.integer('active_pilgrimage_id').notNullable().references('id').inTable('active_pilgrimages').onDelete('CASCADE');
    t.decimal('latitude', 10, 7).notNullable().checkBetween([-90, 90], 'journey_positions_latitude_range');
    t.decimal('longitude', 10, 7).notNullable().checkBetween([-180, 180], 'journey_positions_longitude_range');
    t.decimal('heading', 6, 2);
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['active_pilgrimage_id', 'id'], 'journey_positions_journey_index');
  });
  await knex.raw(
    'ALTER TABLE journey_positions ADD COLUMN geog geography(Point, 4326) GENERATED ALWAYS AS ' +
      '(ST_SetSRID(ST_MakePoint(longitude::float8, latitude::float8), 4326)::geography) STORED',
  );
  await knex.schema.alterTable('active_pilgrimages', (t) => {
    t.double('distance_meters').notNullable().defaultTo(0);
  });
  await knex.raw('UPDATE active_pilgrimages SET distance_meters = distance_traveled * 1000');

  await knex.schema.createTable('pilgrimage_update_likes', (t) => {
    t.integer('update_id').notNullable().references('id').inTable('pilgrimage_updates').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['update_id', 'user_id']);
    t.index(['user_id'], 'pilgrimage_update_likes_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pilgrimage_update_likes');
  await knex.schema.alterTable('active_pilgrimages', (t) => {
    t.dropColumn('distance_meters');
  });
  await knex.schema.dropTable('journey_positions');
}
