import type { Knex } from 'knex';

// Members report posts, reviews, altars and pilgrimages. Content with 3 or more open reports, or an
// upheld one, is hidden from everyone but its author (view `hidden_content`) until a moderator decides.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_reports', (t) => {
    t.increments('id');
    t.integer('reporter_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Polymorphic target: no foreign key; a report of deleted content simply stops mattering.
    t.text('content_type')
      .notNullable()
      .checkIn(['post', 'review', 'altar', 'pilgrimage'], 'content_reports_type_check');
    t.integer('content_id').notNullable();
    t.text('reason').notNullable();
    t.text('status')
      .notNullable()
      .defaultTo('open')
      .checkIn(['open', 'dismissed', 'upheld'], 'content_reports_status_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('reviewed_at', { useTz: true });
    // One report per member per piece of content; reporting again updates the reason.
    t.unique(['reporter_id', 'content_type', 'content_id'], { indexName: 'content_reports_reporter_content_unique' });
    t.index(['content_type', 'content_id', 'status'], 'content_reports_content_index');
  });
  await knex.raw(`
    CREATE VIEW hidden_content AS
      SELECT content_type, content_id
        FROM content_reports
       GROUP BY content_type, content_id
      HAVING count(*) FILTER (WHERE status = 'open') >= 3
          OR bool_or(status = 'upheld')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW hidden_content');
  await knex.schema.dropTable('content_reports');
}
