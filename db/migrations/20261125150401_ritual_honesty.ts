import type { Knex } from 'knex';

/**
 * A ritual says what happened (issue 25): whether the member ended it before its duration and how
 * long it ran, and whether it was performed from afar (no known position within about 150 m of the
 * altar), in which case it is not a visit. Rituals recorded before this carry no such facts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rituals', (t) => {
    t.boolean('ended_early').notNullable().defaultTo(false);
    t.integer('seconds_spent');
    t.boolean('from_afar').notNullable().defaultTo(false);
    t.check('seconds_spent >= 0', {}, 'rituals_seconds_spent_nonnegative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rituals', (t) => {
    t.dropChecks(['rituals_seconds_spent_nonnegative']);
    t.dropColumn('from_afar');
    t.dropColumn('seconds_spent');
    t.dropColumn('ended_early');
  });
}
