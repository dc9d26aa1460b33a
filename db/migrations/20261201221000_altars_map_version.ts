import type { Knex } from 'knex';

/**
 * The map's data version: a sequence that every change to the altars moves on, at the commit of the
 * transaction that made it (a deferred constraint trigger), so that an API instance that sees it move
 * reads the change. The instances poll it and answer public map reads from their cache while it holds
 * (api/src/altars/public-map-answers.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE altars_map_version');
  await knex.raw(`
    CREATE FUNCTION altars_map_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('altars_map_version');
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER altars_map_version_bump AFTER INSERT OR UPDATE OR DELETE ON altars
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION altars_map_version_bump()`);
  await knex.raw(`
    CREATE TRIGGER altars_map_version_truncate AFTER TRUNCATE ON altars
      FOR EACH STATEMENT EXECUTE FUNCTION altars_map_version_bump()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER altars_map_version_truncate ON altars');
  await knex.raw('DROP TRIGGER altars_map_version_bump ON altars');
  await knex.raw('DROP FUNCTION altars_map_version_bump()');
  await knex.raw('DROP SEQUENCE altars_map_version');
}
