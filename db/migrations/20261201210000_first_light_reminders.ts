import type { Knex } from 'knex';

/**
 * "Tell me N minutes before first light here": one reminder per member and altar. `version` grows with every
 * change, so a queued job that finds another version knows it was replaced and sends nothing; `sent_at` says
 * the reminder went out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('first_light_reminders', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('altar_id').notNullable().references('id').inTable('altars').onDelete('CASCADE');
    t.integer('minutes_before').notNullable();
    t.timestamp('first_light_at', { useTz: true }).notNullable();
    t.timestamp('remind_at', { useTz: true }).notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'altar_id'], { indexName: 'first_light_reminders_user_altar_unique' });
    t.index(['altar_id'], 'first_light_reminders_altar_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('first_light_reminders');
}
