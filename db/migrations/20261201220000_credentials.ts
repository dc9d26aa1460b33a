import type { Knex } from 'knex';

/**
 * Pilgrim credentials: one per completed journey, with the document as it was signed (`document`, the
 * canonical JSON text) and its Ed25519 signature. The id is random and public (the QR code carries it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('credentials', (t) => {
    t.text('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('active_pilgrimage_id').notNullable().references('id').inTable('active_pilgrimages').onDelete('CASCADE');
    t.boolean('show_name').notNullable().defaultTo(false);
    t.text('document').notNullable();
    t.text('signature').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['active_pilgrimage_id'], { indexName: 'credentials_active_pilgrimage_unique' });
    t.index(['user_id'], 'credentials_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('credentials');
}
