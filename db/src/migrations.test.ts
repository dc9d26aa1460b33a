import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, rollbackAll } from './migrator';
import { createTestDatabase, type TestDatabase } from './test-database';

const TABLES = [
  'active_pilgrimages',
  'altar_reviews',
  'altars',
  'badges',
  'comments',
  'journal_entries',
  'likes',
  'offline_cache',
  'photo_reactions',
  'pilgrimage_companions',
  'pilgrimage_completions',
  'pilgrimage_messages',
  'pilgrimage_photos',
  'pilgrimage_updates',
  'pilgrimage_waypoints',
  'pilgrimages',
  'posts',
  'push_subscriptions',
  'rituals',
  'sessions',
  'spiritual_achievements',
  'user_badges',
  'users',
  'weather_cache',
];
const BOOKKEEPING = ['knex_migrations', 'knex_migrations_lock'];

/** Our tables: base tables in public, minus PostGIS's own. */
async function publicTables(knex: Knex): Promise<string[]> {
  const rows: { table_name: string }[] = await knex('information_schema.tables')
    .select('table_name')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .whereNot({ table_name: 'spatial_ref_sys' })
    .orderBy('table_name');
  return rows.map((row) => row.table_name);
}

async function installedExtensions(knex: Knex): Promise<string[]> {
  const rows: { extname: string }[] = await knex('pg_extension').select('extname');
  return rows.map((row) => row.extname);
}

let emailCounter = 0;
async function insertUser(knex: Knex, email = `member${(emailCounter += 1)}@example.org`): Promise<number> {
  const [row] = await knex('users')
    .insert({ email, password_hash: 'not-a-real-hash', first_name: 'Test' })
    .returning('id');
  if (!row) throw new Error('user not inserted');
  return (row as { id: number }).id;
}

async function insertAltar(knex: Knex, creatorId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const [row] = await knex('altars')
    .insert({
      name: 'Juniper Stone Circle',
      latitude: 39.7392,
      longitude: -104.9903,
      altar_type: 'Stone Circle',
      creator_id: creatorId,
      ...overrides,
    })
    .returning('id');
  if (!row) throw new Error('altar not inserted');
  return (row as { id: number }).id;
}

describe('migrations, from empty and back', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('go up from empty, down to empty, and up again', async () => {
    const applied = await migrateLatest(db.knex);
    expect(applied.length).toBeGreaterThanOrEqual(7);
    // The spec's 24 tables; later migrations may add more of their own.
    expect(await publicTables(db.knex)).toEqual(expect.arrayContaining([...TABLES, ...BOOKKEEPING]));
    expect(await installedExtensions(db.knex)).toEqual(expect.arrayContaining(['postgis', 'pg_trgm', 'citext']));
    const postgis: { version: string }[] = (await db.knex.raw('SELECT postgis_lib_version() AS version')).rows;
    expect(postgis[0]?.version).toMatch(/^3\./);

    await rollbackAll(db.knex);
    expect(await publicTables(db.knex)).toEqual(BOOKKEEPING);
    const [pending] = await db.knex('knex_migrations').count({ count: '*' });
    expect(Number(pending?.count)).toBe(0);

    expect(await migrateLatest(db.knex)).toEqual(applied);
    expect(await publicTables(db.knex)).toEqual(expect.arrayContaining([...TABLES, ...BOOKKEEPING]));
  });
});

describe('schema rules', () => {
  let db: TestDatabase;
  let knex: Knex;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    knex = db.knex;
    await migrateLatest(knex);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('derives the geography point from latitude and longitude', async () => {
    const altarId = await insertAltar(knex, await insertUser(knex));
    const point: { lat: number; lng: number; srid: number } | undefined = await knex('altars')
      .where({ id: altarId })
      .first(
        knex.raw('ST_Y(geog::geometry) AS lat'),
        knex.raw('ST_X(geog::geometry) AS lng'),
        knex.raw('ST_SRID(geog) AS srid'),
      );
    expect(point).toEqual({ lat: 39.7392, lng: -104.9903, srid: 4326 });

    // The KNN / radius queries the API runs work on it: Boulder is about 39 km from Denver.
    const near: { meters: number }[] = (
      await knex.raw(
        `SELECT ST_Distance(geog, ST_SetSRID(ST_MakePoint(-105.2705, 40.015), 4326)::geography) AS meters FROM altars WHERE id = ?`,
        [altarId],
      )
    ).rows;
    expect(near[0]?.meters).toBeGreaterThan(38_000);
    expect(near[0]?.meters).toBeLessThan(40_000);
  });

  it('leaves the point NULL while a nullable pair is unset', async () => {
    const userId = await insertUser(knex);
    const [entry] = await knex('journal_entries')
      .insert({ user_id: userId, content: 'A quiet morning.' })
      .returning(['geog', 'is_private']);
    expect(entry).toEqual({ geog: null, is_private: true });
  });

  it('rejects a latitude outside -90..90 and a longitude outside -180..180', async () => {
    const userId = await insertUser(knex);
    await expect(insertAltar(knex, userId, { latitude: 91 })).rejects.toMatchObject({
      code: '23514',
      constraint: 'altars_latitude_range',
    });
    await expect(insertAltar(knex, userId, { longitude: -180.5 })).rejects.toMatchObject({ code: '23514' });
    await expect(
      knex('pilgrimages').insert({ name: 'Bad start', starting_latitude: 91, starting_longitude: 0 }),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps emails unique, whatever their case', async () => {
    await insertUser(knex, 'Pilgrim@Example.org');
    await expect(insertUser(knex, 'pilgrim@example.org')).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
    });
  });

  it('allows one like per member and post', async () => {
    const userId = await insertUser(knex);
    const [post] = await knex('posts').insert({ content: 'Sunrise at the circle', author_id: userId }).returning('id');
    const postId = (post as { id: number }).id;
    await knex('likes').insert({ user_id: userId, post_id: postId });
    await expect(knex('likes').insert({ user_id: userId, post_id: postId })).rejects.toMatchObject({
      code: '23505',
      constraint: 'likes_user_post_unique',
    });
  });

  it('applies the spec defaults', async () => {
    const userId = await insertUser(knex);
    const altarId = await insertAltar(knex, userId);
    const altar = await knex('altars').where({ id: altarId }).first();
    expect(altar).toMatchObject({
      is_eco_friendly: true,
      no_plastic_used: false,
      biodegradable_only: false,
      no_waste_left: false,
      photos: [],
      tags: [],
      visit_count: 0,
      likes: 0,
      recent_activity: 0,
    });
    const [pilgrimage] = await knex('pilgrimages')
      .insert({ name: 'Defaults' })
      .returning(['difficulty', 'type', 'participants', 'is_featured', 'altar_ids']);
    expect(pilgrimage).toEqual({
      difficulty: 'moderate',
      type: 'sacred_sites',
      participants: 0,
      is_featured: false,
      altar_ids: [],
    });
    const [subscription] = await knex('push_subscriptions')
      .insert({ user_id: userId, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' })
      .returning('preferences');
    expect(subscription).toEqual({
      preferences: { dailyReminder: true, nearbySacredSpaces: true, pilgrimageUpdates: true, communityActivity: false },
    });
    await expect(knex('pilgrimages').insert({ name: 'Bad', difficulty: 'extreme' })).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('deletes dependants as designed: reviews go with the altar, journal entries keep going without it', async () => {
    const userId = await insertUser(knex);
    const altarId = await insertAltar(knex, userId);
    await knex('altar_reviews').insert({ altar_id: altarId, user_id: userId, rating: 5 });
    const [entry] = await knex('journal_entries')
      .insert({ user_id: userId, altar_id: altarId, content: 'Still here.' })
      .returning('id');
    await knex('altars').where({ id: altarId }).delete();
    expect(await knex('altar_reviews').where({ altar_id: altarId })).toEqual([]);
    expect(
      await knex('journal_entries')
        .where({ id: (entry as { id: number }).id })
        .first('altar_id'),
    ).toEqual({ altar_id: null });

    // Account deletion erases the member's altars and private data.
    await insertAltar(knex, userId);
    await knex('users').where({ id: userId }).delete();
    expect(await knex('altars').where({ creator_id: userId })).toEqual([]);
    expect(await knex('journal_entries').where({ user_id: userId })).toEqual([]);
  });
});
