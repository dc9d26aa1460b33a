import type { Knex } from 'knex';

/**
 * The address the walker used when setting a watch (PUBLIC_URL, or the origin of their request): the
 * alert's share link, sent later by a job with no request, opens there and not at the server's own
 * address. Null for watches set before, which keep the server's address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('walk_safety', (t) => {
    t.text('link_origin');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('walk_safety', (t) => {
    t.dropColumn('link_origin');
  });
}
