import type { Knex } from 'knex';
import { REPORT_HIDE_THRESHOLD } from '@sacred/core/community';

/**
 * Reports no longer hide content by themselves, however old their reporters' accounts: a patient
 * attacker can age sockpuppets (and script their activity), so only a moderator's decision hides (an
 * upheld report, or a moderator's own report, upheld at once). Reports from established reporters
 * reaching REPORT_ALERT_THRESHOLD email the moderators for a decision (report.service.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW hidden_content');
  await knex.raw(`
    CREATE VIEW hidden_content AS
      SELECT content_type, content_id
        FROM content_reports
       GROUP BY content_type, content_id
      HAVING bool_or(status = 'upheld')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW hidden_content');
  await knex.raw(`
    CREATE VIEW hidden_content AS
      SELECT content_type, content_id
        FROM content_reports
       GROUP BY content_type, content_id
      HAVING count(*) FILTER (WHERE status = 'open' AND established) >= ${Number(REPORT_HIDE_THRESHOLD)}
          OR bool_or(status = 'upheld')`);
}
