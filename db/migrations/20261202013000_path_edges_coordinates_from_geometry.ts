import type { Knex } from 'knex';

/**
 * The router reads a corridor's lines from the geometry itself, as little-endian WKB
 * (`ST_AsBinary(geom, 'NDR')`, decoded as numbers), so the copy of each line as JSON text goes: every
 * corridor read then moves fewer bytes and parses no text. Down writes the text again from the geometry.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE path_edges DROP COLUMN coordinates');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE path_edges ADD COLUMN coordinates text');
  await knex.raw(`UPDATE path_edges SET coordinates = (ST_AsGeoJSON(geom)::jsonb ->> 'coordinates')`);
  await knex.raw('ALTER TABLE path_edges ALTER COLUMN coordinates SET NOT NULL');
}
