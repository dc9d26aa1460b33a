import type { Knex } from 'knex';

/**
 * Street-level cluster levels (issue 19): the cluster cache (migrations 20261122030000 and
 * 20261122070000) also keeps grid levels 15, 17 and 19, so that a dense town seen at zoom 14 to 18,
 * where more than MAX_VIEWPORT_FEATURES altars are in view, reads its clusters from the cache instead
 * of counting the altars in view per request (AltarRepository.liveCells, hundreds of milliseconds for
 * a town centre over a million altars).
 *
 * The trigger function gets the longer level list; the new levels are filled from the altars as they
 * are (public positions, as the cache counts since 20261122070000). Same delta statement as before.
 *
 * Raw SQL: knex has no builder for plpgsql functions.
 */

const ROW = `public_latitude::float8 AS lat, public_longitude::float8 AS lng, altar_type, is_eco_friendly, photos, recent_activity`;
// Snapshot of CLUSTER_CACHE_LEVELS (core/src/map.ts) as of this migration.
const LEVELS = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
const OLD_LEVELS = [1, 3, 5, 7, 9, 11, 13];
const NEW_LEVELS = LEVELS.filter((level) => !OLD_LEVELS.includes(level));

/** Adds the signed rows of `source` at `levels` to both cache tables, in key order. */
function applyDelta(source: string, levels: number[]): string {
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
      FROM src s CROSS JOIN unnest(ARRAY[${levels.join(', ')}]::smallint[]) AS l(level)
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

function triggerFunction(levels: number[]): string {
  return `
    CREATE OR REPLACE FUNCTION altar_map_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDelta(`SELECT 1 AS sign, ${ROW} FROM new_rows`, levels)}
      ELSIF TG_OP = 'DELETE' THEN
        ${applyDelta(`SELECT -1 AS sign, ${ROW} FROM old_rows`, levels)}
      ELSE
        ${applyDelta(`SELECT 1 AS sign, ${ROW} FROM new_rows UNION ALL SELECT -1 AS sign, ${ROW} FROM old_rows`, levels)}
      END IF;
      RETURN NULL;
    END
    $$`;
}

export async function up(knex: Knex): Promise<void> {
  // Lock out writers while the new levels are filled, so no altar is counted twice or missed.
  await knex.raw('LOCK TABLE altars IN SHARE MODE');
  await knex.raw(triggerFunction(LEVELS));
  await knex.raw(applyDelta(`SELECT 1 AS sign, ${ROW} FROM altars`, NEW_LEVELS));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(triggerFunction(OLD_LEVELS));
  await knex.raw('DELETE FROM altar_map_cell_facets WHERE level = ANY(?::smallint[])', [NEW_LEVELS]);
  await knex.raw('DELETE FROM altar_map_cells WHERE level = ANY(?::smallint[])', [NEW_LEVELS]);
}
