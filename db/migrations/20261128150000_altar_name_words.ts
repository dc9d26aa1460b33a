import type { Knex } from 'knex';

/**
 * The words of altar names, for the map search's near spellings. A near spelling of the whole name
 * (`name % text` on altars_name_trgm) made PostgreSQL recheck every name sharing a few trigrams with the
 * text: at a million altars, 200,000 rows and seconds for "stoen". The search now corrects each typed
 * word against this short list of words and looks the corrected words up like any other text.
 *
 * - A word is a run of at least 3 characters between spaces, punctuation and digits, lower-cased
 *   (altar_name_words_of); numbers are left to the plain substring search.
 * - Words are only ever added: a word no altar holds any more still finds nothing, since the search reads
 *   altars by the corrected word afterwards.
 * - A statement-level trigger adds the words of a bulk insert in one statement; a renamed altar adds its
 *   new words.
 *
 * Raw SQL: knex has no builder for triggers, plpgsql or trigram indexes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION altar_name_words_of(name text) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT DISTINCT word FROM regexp_split_to_table(lower(name), '[[:space:][:punct:]0-9]+') AS word
      WHERE char_length(word) >= 3
    $$`);
  await knex.raw('CREATE TABLE altar_name_words (word text PRIMARY KEY)');
  await knex.raw('CREATE INDEX altar_name_words_trgm ON altar_name_words USING gin (word gin_trgm_ops)');
  await knex.raw(`
    INSERT INTO altar_name_words (word)
    SELECT DISTINCT w.word FROM altars, altar_name_words_of(altars.name) AS w(word) ORDER BY 1`);

  // Words in key order, so concurrent writers adding the same new words wait on them in the same order.
  await knex.raw(`
    CREATE FUNCTION altar_name_words_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO altar_name_words (word)
      SELECT DISTINCT w.word FROM new_rows, altar_name_words_of(new_rows.name) AS w(word) ORDER BY 1
      ON CONFLICT (word) DO NOTHING;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER altars_name_words_insert AFTER INSERT ON altars
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION altar_name_words_add_inserted()`);
  await knex.raw(`
    CREATE FUNCTION altar_name_words_add_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO altar_name_words (word)
      SELECT w.word FROM altar_name_words_of(NEW.name) AS w(word) ORDER BY 1
      ON CONFLICT (word) DO NOTHING;
      RETURN NULL;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER altars_name_words_rename AFTER UPDATE OF name ON altars
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION altar_name_words_add_renamed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER altars_name_words_rename ON altars');
  await knex.raw('DROP TRIGGER altars_name_words_insert ON altars');
  await knex.raw('DROP FUNCTION altar_name_words_add_renamed()');
  await knex.raw('DROP FUNCTION altar_name_words_add_inserted()');
  await knex.raw('DROP TABLE altar_name_words');
  await knex.raw('DROP FUNCTION altar_name_words_of(text)');
}
