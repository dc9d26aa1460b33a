import type { Knex } from 'knex';
import { REPORT_HIDE_THRESHOLD } from '@sacred/core/community';

/**
 * Accounts: a proven email (`email_verified_at`, set by a verification or reset link, or by an identity
 * provider that verified it), moderators (`is_moderator`), and single-use links sent by email
 * (`account_tokens`: only a SHA-256 of the token is stored, with its purpose and expiry).
 *
 * Reports: a report counts toward hiding only when its reporter was established when reporting
 * (`established`: a verified email and an account old enough, decided by the service) or a moderator
 * (whose report is upheld at once). The view keeps its name and columns; its threshold is core's
 * REPORT_HIDE_THRESHOLD, and a test checks the view against the constant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
    t.boolean('is_moderator').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('account_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('purpose').notNullable().checkIn(['verify-email', 'reset-password'], 'account_tokens_purpose_check');
    t.text('token_hash').notNullable().unique();
    // The address the link was sent to: a link stops working if the member's email changed since.
    t.text('email').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose', 'created_at'], 'account_tokens_user_purpose_index');
  });
  await knex.schema.alterTable('content_reports', (t) => {
    t.boolean('established').notNullable().defaultTo(false);
    t.index(['reporter_id', 'created_at'], 'content_reports_reporter_time_index');
  });
  // Reports filed before this rule keep counting, so nothing hidden today reappears before a moderator decides.
  await knex('content_reports').update({ established: true });
  await knex.raw('DROP VIEW hidden_content');
  await knex.raw(`
    CREATE VIEW hidden_content AS
      SELECT content_type, content_id
        FROM content_reports
       GROUP BY content_type, content_id
      HAVING count(*) FILTER (WHERE status = 'open' AND established) >= ${Number(REPORT_HIDE_THRESHOLD)}
          OR bool_or(status = 'upheld')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW hidden_content');
  await knex.raw(`
    CREATE VIEW hidden_content AS
      SELECT content_type, content_id
        FROM content_reports
       GROUP BY content_type, content_id
      HAVING count(*) FILTER (WHERE status = 'open') >= 3
          OR bool_or(status = 'upheld')`);
  await knex.schema.alterTable('content_reports', (t) => {
    t.dropIndex(['reporter_id', 'created_at'], 'content_reports_reporter_time_index');
    t.dropColumn('established');
  });
  await knex.schema.dropTable('account_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('is_moderator');
    t.dropColumn('email_verified_at');
  });
}
