import type { Knex } from 'knex';

// A push subscription belongs to (member, endpoint): subscribing an endpoint another member already uses
// makes a row of one's own instead of taking theirs over. `suspended_at` records that the server stopped
// delivering (the push service answered 404/410, or the endpoint's address was refused) apart from
// `is_active`, the member's own choice, so a delivery's outcome is not readable through the API.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE push_subscriptions DROP CONSTRAINT IF EXISTS push_subscriptions_endpoint_unique');
  await knex.raw('DROP INDEX IF EXISTS push_subscriptions_endpoint_unique');
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.unique(['user_id', 'endpoint'], { indexName: 'push_subscriptions_user_endpoint_unique' });
    t.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  // One row per endpoint again: keep each endpoint's most recently updated row.
  await knex.raw(`
    DELETE FROM push_subscriptions older USING push_subscriptions newer
    WHERE older.endpoint = newer.endpoint
      AND (older.updated_at, older.id) < (newer.updated_at, newer.id)`);
  await knex.schema.alterTable('push_subscriptions', (t) => {
    t.dropColumn('suspended_at');
    t.dropUnique(['user_id', 'endpoint'], 'push_subscriptions_user_endpoint_unique');
    t.unique(['endpoint'], { indexName: 'push_subscriptions_endpoint_unique' });
  });
}
