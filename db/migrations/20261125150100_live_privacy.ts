import type { Knex } from 'knex';

// Live privacy (issue 24).
// - user_settings.location_sharing: denormalised from settings.privacy.locationSharing so the companion
//   queries can join it. Off by default; a member who saved settings keeps the choice stored in the jsonb.
// - companion_links: two participants of a pilgrimage who walk together (see exact positions of each
//   other). One row per pair and pilgrimage whichever asked first, hence the unique index on the
//   ordered pair (an expression index, so raw SQL).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_settings', (t) => {
    t.boolean('location_sharing').notNullable().defaultTo(false);
  });
  await knex.raw(
    `UPDATE user_settings SET location_sharing = true WHERE settings #>> '{privacy,locationSharing}' = 'true'`,
  );
  await knex.schema.createTable('companion_links', (t) => {
    t.increments('id').primary();
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.integer('requester_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('addressee_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('accepted_at', { useTz: true });
    t.check('requester_id <> addressee_id', [], 'companion_links_not_self');
  });
  await knex.raw(
    `CREATE UNIQUE INDEX companion_links_pair_unique
       ON companion_links (pilgrimage_id, LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id))`,
  );
  await knex.raw('CREATE INDEX companion_links_addressee ON companion_links (addressee_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('companion_links');
  await knex.schema.alterTable('user_settings', (t) => {
    t.dropColumn('location_sharing');
  });
}
