import type { Knex } from 'knex';

/**
 * Carried intentions. The sender is a member (`sender_id`) or a guest (`guest_email`, offered to walkers only
 * once the link sent there is opened: `confirmed_at`). `altar_id` null means the whole pilgrimage (delivered at
 * its completion). A walker carries it on one journey (`carrier_journey_id`) from `carried` to `delivered`.
 * `notified_at` records that the sender was told, so they are told once. The carrier may report it: the
 * reports' check learns the new content type.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('intentions', (t) => {
    t.increments('id');
    t.integer('sender_id').references('id').inTable('users').onDelete('CASCADE');
    t.specificType('guest_email', 'citext');
    t.text('confirm_token_hash');
    t.timestamp('confirmed_at', { useTz: true });
    t.integer('pilgrimage_id').notNullable().references('id').inTable('pilgrimages').onDelete('CASCADE');
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    t.text('text').notNullable();
    t.boolean('anonymous').notNullable().defaultTo(false);
    t.text('status')
      .notNullable()
      .defaultTo('offered')
      .checkIn(['offered', 'carried', 'delivered', 'declined', 'withdrawn'], 'intentions_status_check');
    t.integer('carrier_id').references('id').inTable('users').onDelete('SET NULL');
    t.integer('carrier_journey_id').references('id').inTable('active_pilgrimages').onDelete('SET NULL');
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('delivered_at', { useTz: true });
    t.timestamp('notified_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['pilgrimage_id', 'status'], 'intentions_pilgrimage_status_index');
    t.index(['carrier_id', 'status'], 'intentions_carrier_status_index');
    t.index(['carrier_journey_id'], 'intentions_carrier_journey_index');
    t.index(['sender_id'], 'intentions_sender_index');
  });
  await knex.raw(`
    ALTER TABLE intentions
      ADD CONSTRAINT intentions_text_length CHECK (char_length(text) BETWEEN 1 AND 500),
      ADD CONSTRAINT intentions_one_sender CHECK ((sender_id IS NULL) <> (guest_email IS NULL))`);
  await knex.raw(`CREATE UNIQUE INDEX intentions_confirm_token_unique ON intentions (confirm_token_hash)
                   WHERE confirm_token_hash IS NOT NULL`);
  await knex.raw('ALTER TABLE content_reports DROP CONSTRAINT content_reports_type_check');
  await knex.raw(`ALTER TABLE content_reports ADD CONSTRAINT content_reports_type_check
                   CHECK (content_type IN ('post', 'review', 'altar', 'pilgrimage', 'intention'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('content_reports').where({ content_type: 'intention' }).delete();
  await knex.raw('ALTER TABLE content_reports DROP CONSTRAINT content_reports_type_check');
  await knex.raw(`ALTER TABLE content_reports ADD CONSTRAINT content_reports_type_check
                   CHECK (content_type IN ('post', 'review', 'altar', 'pilgrimage'))`);
  await knex.schema.dropTable('intentions');
}
