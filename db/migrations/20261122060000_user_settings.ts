import type { Knex } from 'knex';

// One row per member who saved settings; a member without a row reads the defaults (core/src/settings.ts).
// jsonb because PATCH replaces the whole object (001 section 7) and the shape is read whole.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_settings', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.jsonb('settings').notNullable();
    // Denormalised from settings for the profile-visibility check on every profile read.
    t.text('profile_visibility').notNullable().defaultTo('public');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_settings');
}
