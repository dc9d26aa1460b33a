import type { Knex } from 'knex';

/**
 * Sensitive altar locations (issue 5, beyond the spec): a creator may mark an altar's location
 * sensitive; everyone else then sees it generalized to the centre of a fixed 0.2-degree cell.
 *
 * - is_location_sensitive: the creator's choice (default false).
 * - public_latitude / public_longitude: generated, the true coordinates or, when sensitive, the centre
 *   of the 0.2-degree cell counted from (-180, -90) (clamped so the poles and the antimeridian stay in
 *   range). A generated column cannot read another generated column, so both the numbers and the
 *   point go through the same IMMUTABLE functions.
 * - public_geog: the generated point of the public pair, with a GiST index for radius and KNN
 *   queries, and an expression GiST index on public_geog::geometry for viewport boxes.
 * - The map cluster cache (migration 20261122030000) now counts altars at their public position, so
 *   clusters at fine grid levels cannot leak a sensitive spot. The box index on the true position has
 *   no reader left and is dropped; the creator's own sensitive altars are found by creator_id.
 *
 * Raw SQL: knex has no builder for generated columns, PostGIS types, functions or triggers.
 */

const ROW = `public_latitude::float8 AS lat, public_longitude::float8 AS lng, altar_type, is_eco_friendly, photos, recent_activity`;
const OLD_ROW = `latitude::float8 AS lat, longitude::float8 AS lng, altar_type, is_eco_friendly, photos, recent_activity`;
const LEVELS = [1, 3, 5, 7, 9, 11, 13];

/** The same delta statement as migration 20261122030000, over the given row expression. */
function applyDelta(source: string): string {
  return `
    WITH src AS (${source}),
    delta AS (
      SELECT l.level,
             floor((s.lng + 180) * (2 ^ (l.level + 3)) / 360)::int AS cx,
             floor((s.lat + 90) * (2 ^ (l.level + 3)) / 360)::int AS cy,
             altar_map_type_key(s.altar_type) AS type_key,
             altar_map_flags(s.is_eco_friendly, s.photos, s.recent_activity) AS flags,
             sum(s.sign)::int AS count,
             sum(s.sign * s.lat) AS sum_lat,
             sum(s.sign * s.lng) AS sum_lng
      FROM src s CROSS JOIN unnest(ARRAY[${LEVELS.join(', ')}]::smallint[]) AS l(level)
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(s.sign) <> 0 OR sum(s.sign * s.lat) <> 0 OR sum(s.sign * s.lng) <> 0
    ),
    facets AS (
      INSERT INTO altar_map_cell_facets AS c (level, cx, cy, type_key, flags, count, sum_lat, sum_lng)
      SELECT * FROM delta ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (level, cx, cy, type_key, flags) DO UPDATE
        SET count = c.count + excluded.count, sum_lat = c.sum_lat + excluded.sum_lat,
            sum_lng = c.sum_lng + excluded.sum_lng
    )
    INSERT INTO altar_map_cells AS c (level, cx, cy, count, sum_lat, sum_lng)
    SELECT level, cx, cy, sum(count), sum(sum_lat), sum(sum_lng) FROM delta GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (level, cx, cy) DO UPDATE
      SET count = c.count + excluded.count, sum_lat = c.sum_lat + excluded.sum_lat,
          sum_lng = c.sum_lng + excluded.sum_lng;`;
}

function triggerFunction(row: string): string {
  return `
    CREATE OR REPLACE FUNCTION altar_map_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDelta(`SELECT 1 AS sign, ${row} FROM new_rows`)}
      ELSIF TG_OP = 'DELETE' THEN
        ${applyDelta(`SELECT -1 AS sign, ${row} FROM old_rows`)}
      ELSE
        ${applyDelta(`SELECT 1 AS sign, ${row} FROM new_rows UNION ALL SELECT -1 AS sign, ${row} FROM old_rows`)}
      END IF;
      RETURN NULL;
    END
    $$`;
}

async function rebuildClusterCache(knex: Knex, row: string): Promise<void> {
  await knex.raw('TRUNCATE altar_map_cells, altar_map_cell_facets');
  await knex.raw(applyDelta(`SELECT 1 AS sign, ${row} FROM altars`));
}

export async function up(knex: Knex): Promise<void> {
  // 0.2-degree cells; 899 and 1799 are the last cells, so 90 and 180 fall in them.
  await knex.raw(`
    CREATE FUNCTION altar_public_latitude(latitude numeric, sensitive boolean) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN sensitive THEN least(floor((latitude + 90) / 0.2), 899) * 0.2 - 89.9 ELSE latitude END`);
  await knex.raw(`
    CREATE FUNCTION altar_public_longitude(longitude numeric, sensitive boolean) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN sensitive THEN least(floor((longitude + 180) / 0.2), 1799) * 0.2 - 179.9 ELSE longitude END`);

  await knex.raw('ALTER TABLE altars ADD COLUMN is_location_sensitive boolean NOT NULL DEFAULT false');
  await knex.raw(`
    ALTER TABLE altars
      ADD COLUMN public_latitude numeric(10, 7)
        GENERATED ALWAYS AS (altar_public_latitude(latitude, is_location_sensitive)) STORED,
      ADD COLUMN public_longitude numeric(10, 7)
        GENERATED ALWAYS AS (altar_public_longitude(longitude, is_location_sensitive)) STORED,
      ADD COLUMN public_geog geography(Point, 4326)
        GENERATED ALWAYS AS (ST_SetSRID(ST_MakePoint(
          altar_public_longitude(longitude, is_location_sensitive)::float8,
          altar_public_latitude(latitude, is_location_sensitive)::float8), 4326)::geography) STORED`);
  await knex.raw('CREATE INDEX altars_public_geog_gist ON altars USING gist (public_geog)');
  await knex.raw('CREATE INDEX altars_public_geom_gist ON altars USING gist ((public_geog::geometry))');
  await knex.raw('DROP INDEX altars_geom_gist');

  await knex.raw(triggerFunction(ROW));
  // Every existing altar is not sensitive (public = true position), so this reproduces the cache;
  // rebuilding keeps the migration correct whatever the data.
  await rebuildClusterCache(knex, ROW);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(triggerFunction(OLD_ROW));
  await knex.raw('CREATE INDEX altars_geom_gist ON altars USING gist ((geog::geometry))');
  await knex.raw('DROP INDEX altars_public_geom_gist');
  await knex.raw('DROP INDEX altars_public_geog_gist');
  await knex.raw(
    'ALTER TABLE altars DROP COLUMN public_geog, DROP COLUMN public_longitude, DROP COLUMN public_latitude, DROP COLUMN is_location_sensitive',
  );
  await knex.raw('DROP FUNCTION altar_public_longitude(numeric, boolean)');
  await knex.raw('DROP FUNCTION altar_public_latitude(numeric, boolean)');
  await rebuildClusterCache(knex, OLD_ROW);
}
