import type { Knex } from 'knex';

/**
 * The sensitive altars alone, by creator and by place: the part of a map read that depends on who reads (a
 * member sees their own sensitive altars at their true points) is looked up here, so it costs what that
 * member's sensitive altars, or the sensitive altars in view, cost: never every altar the member created
 * (altars_creator_id_index holds those) nor every altar in view.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX altars_own_sensitive ON altars (creator_id) WHERE is_location_sensitive');
  await knex.raw('CREATE INDEX altars_sensitive_geog_gist ON altars USING gist (geog) WHERE is_location_sensitive');
  await knex.raw(
    'CREATE INDEX altars_sensitive_geom_gist ON altars USING gist ((geog::geometry)) WHERE is_location_sensitive',
  );
  await knex.raw(
    'CREATE INDEX altars_sensitive_public_geom_gist ON altars USING gist ((public_geog::geometry)) WHERE is_location_sensitive',
  );
  await knex.raw('ANALYZE altars');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of [
    'altars_sensitive_public_geom_gist',
    'altars_sensitive_geom_gist',
    'altars_sensitive_geog_gist',
    'altars_own_sensitive',
  ])
    await knex.raw('DROP INDEX ??', [index]);
}
