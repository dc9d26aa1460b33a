import type { Knex } from 'knex';

/**
 * The name-gram cell cache (issue 19): per cell of one grid level, how many altars' lower-cased names hold each
 * character and each pair of neighbouring characters (the grams of altar_name_grams), with the sums of their
 * public positions for the cluster's centre. A name holds a text of one or two characters exactly when that
 * text is one of its grams, so a map viewport up to this level with such a name filter (the first letters typed
 * into the search box, over the whole country at the default zoom) reads these counts instead of counting a
 * million names: at a million altars, `bbox=<the US>&zoom=4&q=e` took 0.9 s, `q=st` 0.28 s.
 *
 * Kept by statement triggers on altars like the cluster cache (20261122030000, 20261125140000): an update
 * changes the counts only where the name or the public position changed, so counters (visits, likes) cost a
 * join of the changed rows and nothing more. Raw SQL: knex has no builder for plpgsql functions.
 */

// Snapshot of NAME_GRAM_CACHE_LEVEL (core/src/map.ts) as of this migration.
const LEVEL = 7;
const ROW = `name, public_latitude::float8 AS lat, public_longitude::float8 AS lng`;
const CHANGED = `(n.name, n.public_latitude, n.public_longitude) IS DISTINCT FROM (o.name, o.public_latitude, o.public_longitude)`;

/** Adds the signed rows of `source` (sign, name, lat, lng) to the cache, in key order. */
function applyDelta(source: string): string {
  return `
    INSERT INTO altar_map_cell_grams AS c (level, gram, cx, cy, count, sum_lat, sum_lng)
    SELECT ${LEVEL}::smallint, g.gram,
           floor((s.lng + 180) * (2 ^ ${LEVEL + 3}) / 360)::int,
           floor((s.lat + 90) * (2 ^ ${LEVEL + 3}) / 360)::int,
           sum(s.sign)::int, sum(s.sign * s.lat), sum(s.sign * s.lng)
    FROM (${source}) AS s CROSS JOIN unnest(altar_name_grams(s.name)) AS g(gram)
    GROUP BY 2, 3, 4
    HAVING sum(s.sign) <> 0 OR sum(s.sign * s.lat) <> 0 OR sum(s.sign * s.lng) <> 0
    ORDER BY 2, 3, 4
    ON CONFLICT (level, gram, cx, cy) DO UPDATE
      SET count = c.count + excluded.count, sum_lat = c.sum_lat + excluded.sum_lat,
          sum_lng = c.sum_lng + excluded.sum_lng;`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE altar_map_cell_grams (
      level smallint NOT NULL,
      gram text NOT NULL,
      cx integer NOT NULL,
      cy integer NOT NULL,
      count integer NOT NULL,
      sum_lat double precision NOT NULL,
      sum_lng double precision NOT NULL,
      PRIMARY KEY (level, gram, cx, cy)
    )`);
  await knex.raw(`
    CREATE FUNCTION altar_map_cell_grams_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applyDelta(`SELECT 1 AS sign, ${ROW} FROM new_rows`)}
      ELSIF TG_OP = 'DELETE' THEN
        ${applyDelta(`SELECT -1 AS sign, ${ROW} FROM old_rows`)}
      ELSE
        ${applyDelta(`
          SELECT 1 AS sign, n.name, n.public_latitude::float8 AS lat, n.public_longitude::float8 AS lng
          FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${CHANGED}
          UNION ALL
          SELECT -1, o.name, o.public_latitude::float8, o.public_longitude::float8
          FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${CHANGED}`)}
      END IF;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER altars_map_cell_grams_insert AFTER INSERT ON altars
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION altar_map_cell_grams_apply()`);
  await knex.raw(`
    CREATE TRIGGER altars_map_cell_grams_update AFTER UPDATE ON altars
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION altar_map_cell_grams_apply()`);
  await knex.raw(`
    CREATE TRIGGER altars_map_cell_grams_delete AFTER DELETE ON altars
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION altar_map_cell_grams_apply()`);
  // The altars that exist already, with writers locked out so that none is counted twice or missed.
  await knex.raw('LOCK TABLE altars IN SHARE MODE');
  await knex.raw(applyDelta(`SELECT 1 AS sign, ${ROW} FROM altars`));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER altars_map_cell_grams_insert ON altars');
  await knex.raw('DROP TRIGGER altars_map_cell_grams_update ON altars');
  await knex.raw('DROP TRIGGER altars_map_cell_grams_delete ON altars');
  await knex.raw('DROP FUNCTION altar_map_cell_grams_apply()');
  await knex.raw('DROP TABLE altar_map_cell_grams');
}
