import type { Knex } from 'knex';

/**
 * The member's IANA time zone, the one the member's day is counted in (daily reminder, weekly digest,
 * badge day counts). On the member rather than in the settings object so that the jobs read it beside
 * every member; null until the app learns it from the browser, read as UTC meanwhile.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('time_zone').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('time_zone');
  });
}
