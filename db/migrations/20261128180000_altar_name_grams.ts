import type { Knex } from 'knex';

/**
 * The altars by the characters and pairs of neighbouring characters of their lower-cased names, for a name
 * filter too short for the trigram index ("x", "zz", "a b": no run of 3 letters or digits). pg_trgm reads
 * every entry of altars_name_trgm for such a pattern while PostgreSQL estimates it rare, so it read every
 * altar: at a million, `GET /api/altars?q=zz` took 0.8-3 s, at any map zoom up to 12 as in the list. A name
 * holding the text holds each of its characters and pairs, so this index narrows to candidates, and
 * PostgreSQL's statistics on the expression tell which pairs are rare.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION altar_name_grams(name text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT gram), '{}')
      FROM (SELECT lower(name) AS lowered) AS named,
        generate_series(1, char_length(lowered)) AS at,
        LATERAL (VALUES (substr(lowered, at, 1)), (substr(lowered, at, 2))) AS grams(gram)
    $$`);
  await knex.raw('CREATE INDEX altars_name_grams ON altars USING gin (altar_name_grams(name))');
  await knex.raw('ANALYZE altars');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX altars_name_grams');
  await knex.raw('DROP FUNCTION altar_name_grams(text)');
}
