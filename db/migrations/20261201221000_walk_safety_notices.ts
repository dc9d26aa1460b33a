import type { Knex } from 'knex';

/**
 * Safety contacts by email are told once, before any alert, that a walker chose them, with a link to
 * opt out. walk_safety_notices holds which addresses a walker has told (and when: the daily cap);
 * walk_safety_opt_outs the addresses that asked never to be a contact. Both keep the SHA-256 of the
 * lower-cased address, never the address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('walk_safety_notices', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('email_hash', 64).notNullable();
    t.timestamp('noticed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'email_hash']);
    t.index(['user_id', 'noticed_at']);
  });
  await knex.schema.createTable('walk_safety_opt_outs', (t) => {
    t.string('email_hash', 64).primary();
    t.timestamp('opted_out_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('walk_safety_opt_outs');
  await knex.schema.dropTable('walk_safety_notices');
}
