import type { Knex } from 'knex';

/**
 * A pilgrimage keeps the route it was created with along the path network: the planned route (legs as
 * GeoJSON lines with their lengths and whether they follow a path, distance, time, warnings), routed
 * through the public points of its sites. Null where it was created before, or where no path was found.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE pilgrimages ADD COLUMN route jsonb');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE pilgrimages DROP COLUMN route');
}
