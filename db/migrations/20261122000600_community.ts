import type { Knex } from 'knex';

function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('posts', (t) => {
    t.increments('id');
    t.text('content').notNullable();
    // Account deletion erases the member's content, public posts included (a deliberate choice).
    t.integer('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A post about an altar stays in the feed when the altar is removed.
    t.integer('altar_id').references('id').inTable('altars').onDelete('SET NULL');
    t.specificType('photos', 'text[]').notNullable().defaultTo('{}');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.integer('likes_count').notNullable().defaultTo(0);
    t.integer('comments_count').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.index(['author_id'], 'posts_author_id_index');
    t.index(['altar_id'], 'posts_altar_id_index');
  });
  // Newest-first feed; raw because knex cannot give an index column a sort order.
  await knex.raw('CREATE INDEX posts_created_at_desc_index ON posts (created_at DESC, id DESC)');

  await knex.schema.createTable('likes', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'post_id'], { indexName: 'likes_user_post_unique' });
    t.index(['post_id'], 'likes_post_id_index');
  });

  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.text('content').notNullable();
    // Account deletion erases the member's content, comments included.
    t.integer('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE');
    timestamps(knex, t);
    t.index(['post_id', 'created_at'], 'comments_post_created_index');
    t.index(['author_id'], 'comments_author_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comments');
  await knex.schema.dropTable('likes');
  await knex.schema.dropTable('posts');
}
