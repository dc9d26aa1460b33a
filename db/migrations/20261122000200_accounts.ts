import type { Knex } from 'knex';

// A snapshot of ACHIEVEMENT_TYPES (core/src/enums.ts) as of this migration: a migration must not change
// meaning when the enum later grows, so a new type gets a new migration.
const ACHIEVEMENT_TYPE_NAMES = [
  'distance_walker',
  'sacred_photographer',
  'daily_pilgrim',
  'community_guide',
  'altar_creator',
  'moonlight_pilgrim',
  'forest_guardian',
  'spiritual_warrior',
];

function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.specificType('email', 'citext').notNullable().unique({ indexName: 'users_email_unique' });
    // The spec's "password" is only ever stored as an argon2id hash.
    t.text('password_hash').notNullable();
    t.text('first_name');
    t.text('last_name');
    t.text('profile_image_url');
    t.string('bio', 200);
    timestamps(knex, t);
  });

  // Exactly the table connect-pg-simple expects (its table.sql), under the name `sessions`.
  await knex.raw(`
    CREATE TABLE sessions (
      sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`);
  await knex.raw('CREATE INDEX sessions_expire_index ON sessions (expire)');

  await knex.schema.createTable('badges', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique({ indexName: 'badges_name_unique' });
    t.text('description');
    t.text('icon');
    t.text('color');
    t.specificType('requirements', 'text[]').notNullable().defaultTo('{}');
    // The profile's badge catalogue shows an XP reward per badge (001 section 9).
    t.integer('reward_xp');
    timestamps(knex, t);
  });

  await knex.schema.createTable('user_badges', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Removing a badge from the catalogue withdraws it from everyone who earned it.
    t.integer('badge_id').notNullable().references('id').inTable('badges').onDelete('CASCADE');
    t.timestamp('earned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'badge_id'], { indexName: 'user_badges_user_badge_unique' });
    t.index(['badge_id'], 'user_badges_badge_id_index');
  });

  await knex.schema.createTable('spiritual_achievements', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('achievement_type').notNullable().checkIn(ACHIEVEMENT_TYPE_NAMES, 'spiritual_achievements_type_check');
    t.integer('level').notNullable().defaultTo(1);
    t.integer('progress').notNullable().defaultTo(0);
    t.integer('max_progress');
    t.timestamp('unlocked_at', { useTz: true });
    timestamps(knex, t);
    t.unique(['user_id', 'achievement_type'], { indexName: 'spiritual_achievements_user_type_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('spiritual_achievements');
  await knex.schema.dropTable('user_badges');
  await knex.schema.dropTable('badges');
  await knex.raw('DROP TABLE sessions');
  await knex.schema.dropTable('users');
}
