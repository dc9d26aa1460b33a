import type { Knex } from 'knex';

// Curation of pilgrimages (README "Pilgrimages"): a new pilgrimage is public at once ('published');
// curators withdraw one ('withdrawn': hidden from everyone but its creator) or restore it, and feature
// or unfeature it (the existing is_featured), with `api/src/pilgrimages/curate.ts`.
// A member has at most one active journey per pilgrimage: starting again returns the active one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pilgrimages', (t) => {
    t.text('status')
      .notNullable()
      .defaultTo('published')
      .checkIn(['published', 'withdrawn'], 'pilgrimages_status_check');
    t.timestamp('status_changed_at', { useTz: true });
  });
  await knex.raw(
    "CREATE INDEX pilgrimages_published_index ON pilgrimages (is_featured DESC, created_at DESC) WHERE status = 'published'",
  );
  // Keep the newest active journey per member and pilgrimage before the rule holds.
  await knex.raw(`
    UPDATE active_pilgrimages a SET is_active = false, updated_at = now()
     WHERE a.is_active AND EXISTS (
       SELECT 1 FROM active_pilgrimages b
        WHERE b.user_id = a.user_id AND b.pilgrimage_id = a.pilgrimage_id AND b.is_active
          AND (b.started_at, b.id) > (a.started_at, a.id))`);
  await knex.raw(
    'CREATE UNIQUE INDEX active_pilgrimages_one_active_unique ON active_pilgrimages (user_id, pilgrimage_id) WHERE is_active',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX active_pilgrimages_one_active_unique');
  await knex.raw('DROP INDEX pilgrimages_published_index');
  await knex.schema.alterTable('pilgrimages', (t) => {
    t.dropChecks(['pilgrimages_status_check']);
    t.dropColumn('status_changed_at');
    t.dropColumn('status');
  });
}
