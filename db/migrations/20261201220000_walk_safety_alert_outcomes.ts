import type { Knex } from 'knex';

/**
 * What the latest alert did for each safety contact: `sending` while its push or email is queued,
 * `reached` once a push service or the mail server accepted it, `unreached` when it could not be
 * delivered (no device with notifications, email not set up, the device gone). The walker's card says
 * who was told from these, never from the alert having been raised.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('walk_safety_contacts', (t) => {
    t.string('alert_outcome', 16);
    t.string('reached_by', 16);
    t.timestamp('alert_outcome_at', { useTz: true });
    t.check(
      "alert_outcome IS NULL OR alert_outcome IN ('sending', 'reached', 'unreached')",
      [],
      'walk_safety_contacts_outcome',
    );
    t.check("reached_by IS NULL OR reached_by IN ('push', 'email')", [], 'walk_safety_contacts_reached_by');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('walk_safety_contacts', (t) => {
    t.dropChecks(['walk_safety_contacts_outcome', 'walk_safety_contacts_reached_by']);
    t.dropColumns('alert_outcome', 'reached_by', 'alert_outcome_at');
  });
}
