import type { Knex } from 'knex';

/**
 * The pilgrimages on the map are asked for by the map's view (GraphQL `pilgrimages(bbox:)`): an index on where
 * the map places a pilgrimage's marker, its start, else its starting point, so that a view with few of them
 * among many thousands does not read them all.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX pilgrimages_map_start_gist ON pilgrimages USING gist ((coalesce(start_geog, starting_geog)::geometry))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX pilgrimages_map_start_gist');
}
