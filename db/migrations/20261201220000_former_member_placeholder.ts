import type { Knex } from 'knex';

/**
 * The "Former member" placeholder, which stands in for deleted members on what others still rely on
 * (their altars, pilgrimages, reviews), exists from the start and is found by its flag, never by its
 * address: anyone could sign up with an address before the placeholder took it. A row created by the
 * old first-deletion path has no password ('!') and becomes the placeholder; a member who signed up with
 * that address keeps their account, and the placeholder takes another reserved `.invalid` address.
 */
const ADDRESS = 'former-member@sacredspaces.invalid';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('is_former_member').notNullable().defaultTo(false);
  });
  // At most one placeholder.
  await knex.raw('CREATE UNIQUE INDEX users_one_former_member ON users (is_former_member) WHERE is_former_member');
  const flagged = await knex('users').where({ email: ADDRESS, password_hash: '!' }).update({ is_former_member: true });
  if (flagged > 0) return;
  const taken = await knex('users').where({ email: ADDRESS }).first('id');
  await knex('users').insert({
    email: taken ? 'former-member.placeholder@sacredspaces.invalid' : ADDRESS,
    password_hash: '!',
    first_name: 'Former',
    last_name: 'member',
    is_former_member: true,
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_one_former_member');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('is_former_member');
  });
}
