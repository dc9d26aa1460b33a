import type { Knex } from 'knex';

/**
 * Sign-in links: when guesses at one account come from many addresses, the right password from an
 * address the member never used is answered with a single-use link by email instead of a refusal.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check');
  await knex.raw(
    "ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check CHECK (purpose IN ('verify-email', 'reset-password', 'sign-in'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('account_tokens').where({ purpose: 'sign-in' }).delete();
  await knex.raw('ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check');
  await knex.raw(
    "ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check CHECK (purpose IN ('verify-email', 'reset-password'))",
  );
}
