import type { Knex } from 'knex';

// Walk safe (issue 23): share links for people without an account, and "expected back by" with safety
// contacts. A link's token is never stored, only its SHA-256 (hex): a database leak does not open any walk.
// Everything hangs off the journey (and the member) with ON DELETE CASCADE, so account deletion takes it
// all; contacts' email addresses are deleted after the journey by the walk-safe purge job.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('walk_shares', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('active_pilgrimage_id').notNullable().references('id').inTable('active_pilgrimages').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    // Null: the link lasts as long as the journey (plus the grace after it ends).
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    // Opening the page records nothing about the viewer beyond this count.
    t.integer('view_count').notNullable().defaultTo(0);
    // Made by the overdue alert (not by the walker): listed, revocable, but not counted against the rate limit.
    t.boolean('for_alert').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['active_pilgrimage_id']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('walk_safety', (t) => {
    t.integer('active_pilgrimage_id').primary().references('id').inTable('active_pilgrimages').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expected_back_at', { useTz: true });
    // The walker's time zone, so contacts read the expected time as the walker set it.
    t.string('time_zone', 64).notNullable().defaultTo('UTC');
    // Bumped by every set, extend or clear: a job queued for an older version does nothing.
    t.integer('version').notNullable().defaultTo(0);
    // The version the reminder and the alert were sent for: each fires once per expected time.
    t.integer('reminded_version');
    t.integer('alerted_version');
    t.timestamp('reminder_sent_at', { useTz: true });
    t.timestamp('alert_sent_at', { useTz: true });
    t.integer('alerts_sent').notNullable().defaultTo(0);
    t.timestamp('safe_sent_at', { useTz: true });
    t.decimal('battery_level', 4, 3);
    t.timestamp('battery_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expected_back_at']);
  });

  await knex.schema.createTable('walk_safety_contacts', (t) => {
    t.increments('id').primary();
    t.integer('active_pilgrimage_id').notNullable().references('id').inTable('active_pilgrimages').onDelete('CASCADE');
    t.integer('member_id').references('id').inTable('users').onDelete('CASCADE');
    t.string('email', 254);
    t.check('(member_id IS NULL) <> (email IS NULL)', [], 'walk_safety_contacts_one_kind');
    t.index(['active_pilgrimage_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('walk_safety_contacts');
  await knex.schema.dropTable('walk_safety');
  await knex.schema.dropTable('walk_shares');
}
