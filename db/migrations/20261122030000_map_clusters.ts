import type { Knex } from 'knex';

/**
 * The map at scale (issue 4): what a low zoom shows is precomputed and kept current by triggers.
 *
 * - altar_map_cells: per grid cell, the number of altars and the sums of their coordinates (the centre
 *   of a cluster is sum / count), at a few fixed grid zooms. A cell at grid zoom g is 360 / 2^(g+3)
 *   degrees square, keyed by integers counted from (-180, -90); a coarser zoom's key is the finer key
 *   shifted right, so the query re-aggregates the next finer level.
 * - altar_map_cell_facets: the same split by the map filters (type key and flag bits), for filtered
 *   clusters without touching altars.
 * - Statement-level triggers with transition tables apply each INSERT/UPDATE/DELETE on altars as one
 *   set of deltas, so a bulk insert costs one aggregation, not one upsert per row. Deltas are upserted
 *   in key order, so concurrent writers lock cells in the same order and cannot deadlock.
 * - An expression GiST index on geog::geometry serves bounding-box queries in plain degrees (a
 *   geography box would follow great circles, not the parallels a map shows).
 *
 * Raw SQL: knex has no builder for triggers, plpgsql or expression indexes.
 */

// Snapshots as of this migration: CLUSTER_CACHE_LEVELS and the known ALTAR_TYPES other than "Other"
// (core/src/map.ts, core/src/enums.ts). Types outside the list (custom "Other" text) get key 8.
const LEVELS = [1, 3, 5, 7, 9, 11, 13];
const KNOWN_TYPES = [
  'Stone Circle',
  'Water Altar',
  'Tree Shrine',
  'Flower Mandala',
  'Crystal Grid',
  'Earth Mound',
  'Fire Circle',
  'Prayer Flags',
];

const ROW = `latitude::float8 AS lat, longitude::float8 AS lng, altar_type, is_eco_friendly, photos, recent_activity`;

/** Adds the signed rows of `source` to both tables, coarsest level first and in key order. */
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

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX altars_geom_gist ON altars USING gist ((geog::geometry))');

  await knex.raw(`
    CREATE FUNCTION altar_map_type_key(altar_type text) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN coalesce(array_position(ARRAY[${KNOWN_TYPES.map((type) => `'${type}'`).join(', ')}]::text[], altar_type) - 1, 8)`);
  // Bit 1: eco-friendly, bit 2: has photos, bit 4: recent activity above 0.
  await knex.raw(`
    CREATE FUNCTION altar_map_flags(is_eco_friendly boolean, photos text[], recent_activity integer) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN ((CASE WHEN is_eco_friendly THEN 1 ELSE 0 END)
          + (CASE WHEN cardinality(photos) > 0 THEN 2 ELSE 0 END)
          + (CASE WHEN recent_activity > 0 THEN 4 ELSE 0 END))::smallint`);

  await knex.raw(`
    CREATE TABLE altar_map_cells (
      level smallint NOT NULL,
      cx integer NOT NULL,
      cy integer NOT NULL,
      count integer NOT NULL,
      sum_lat double precision NOT NULL,
      sum_lng double precision NOT NULL,
      PRIMARY KEY (level, cx, cy)
    )`);
  await knex.raw(`
    CREATE TABLE altar_map_cell_facets (
      level smallint NOT NULL,
      cx integer NOT NULL,
      cy integer NOT NULL,
      type_key smallint NOT NULL,
      flags smallint NOT NULL,
      count integer NOT NULL,
      sum_lat double precision NOT NULL,
      sum_lng double precision NOT NULL,
      PRIMARY KEY (level, cx, cy, type_key, flags)
    )`);

  await knex.raw(`
    CREATE FUNCTION altar_map_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDelta(`SELECT 1 AS sign, ${ROW} FROM new_rows`)}
      ELSIF TG_OP = 'DELETE' THEN
        ${applyDelta(`SELECT -1 AS sign, ${ROW} FROM old_rows`)}
      ELSE
        ${applyDelta(`SELECT 1 AS sign, ${ROW} FROM new_rows UNION ALL SELECT -1 AS sign, ${ROW} FROM old_rows`)}
      END IF;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER altars_map_cells_insert AFTER INSERT ON altars
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION altar_map_cells_apply()`);
  await knex.raw(`
    CREATE TRIGGER altars_map_cells_update AFTER UPDATE ON altars
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION altar_map_cells_apply()`);
  await knex.raw(`
    CREATE TRIGGER altars_map_cells_delete AFTER DELETE ON altars
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION altar_map_cells_apply()`);

  // Altars that exist already (a database seeded before this migration).
  await knex.raw(applyDelta(`SELECT 1 AS sign, ${ROW} FROM altars`));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER altars_map_cells_delete ON altars');
  await knex.raw('DROP TRIGGER altars_map_cells_update ON altars');
  await knex.raw('DROP TRIGGER altars_map_cells_insert ON altars');
  await knex.raw('DROP FUNCTION altar_map_cells_apply()');
  await knex.raw('DROP TABLE altar_map_cell_facets');
  await knex.raw('DROP TABLE altar_map_cells');
  await knex.raw('DROP FUNCTION altar_map_flags(boolean, text[], integer)');
  await knex.raw('DROP FUNCTION altar_map_type_key(text)');
  await knex.raw('DROP INDEX altars_geom_gist');
}
