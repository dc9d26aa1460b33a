import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as argon2 from 'argon2';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTAR_TYPES } from '@sacred/core/enums';
import { METERS_PER_MILE } from '@sacred/core/limits';
import { pathLengthMeters } from '@sacred/core/pilgrimages';
import {
  DEFAULT_ALTAR_COUNT,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_PILGRIMAGE_TYPES,
  MAX_ALTARS_PER_MEMBER,
  seedDemoWorld,
  TYPE_FEATURE,
  type DemoWorldCounts,
} from '../seeds/demo-world';
import { MEDIA_SCENES, SEED_MEDIA_URL_PREFIX } from '../seeds/media';
import { createTestDatabase, type TestDatabase } from './test-database';

const SMALL_WORLD = 60;
const MEDIA_DIR = fileURLToPath(new URL('../seeds/media/', import.meta.url));

async function count(knex: Knex, table: string): Promise<number> {
  const [row] = await knex(table).count({ count: '*' });
  return Number(row?.count);
}

interface AltarSnapshot {
  id: number;
  name: string;
  altar_type: string;
  latitude: number;
  longitude: number;
  photos: string[];
}

async function altarSnapshot(knex: Knex): Promise<AltarSnapshot[]> {
  return knex('altars').select('id', 'name', 'altar_type', 'latitude', 'longitude', 'photos').orderBy('id');
}

describe('demo world', () => {
  let db: TestDatabase;
  let knex: Knex;
  let counts: DemoWorldCounts;
  beforeAll(async () => {
    db = await createTestDatabase();
    knex = db.knex;
    counts = await seedDemoWorld(knex, { altarCount: SMALL_WORLD });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('reports what it made', async () => {
    // The six named members and a wider community of 84.
    expect(counts).toEqual({ users: 90, altars: SMALL_WORLD, pilgrimages: expect.any(Number) });
    expect(counts.pilgrimages).toBeGreaterThanOrEqual(22);
    expect(await count(knex, 'pilgrimages')).toBe(counts.pilgrimages);
    for (const table of [
      'altar_reviews',
      'journal_entries',
      'rituals',
      'posts',
      'likes',
      'comments',
      'user_badges',
      'pilgrimage_completions',
      'pilgrimage_waypoints',
    ]) {
      expect(await count(knex, table), table).toBeGreaterThan(0);
    }
  });

  it('has every altar type, "Other" as custom text', async () => {
    const types = (await knex('altars').distinct('altar_type')).map((row: { altar_type: string }) => row.altar_type);
    const standard = ALTAR_TYPES.filter((type) => type !== 'Other');
    expect(types).toEqual(expect.arrayContaining(standard));
    const custom = types.filter((type) => !(ALTAR_TYPES as readonly string[]).includes(type));
    expect(custom.length).toBeGreaterThan(0);
  });

  it('gives every altar 1-3 photos that exist in db/seeds/media', async () => {
    for (const altar of await altarSnapshot(knex)) {
      expect(altar.photos.length).toBeGreaterThanOrEqual(1);
      expect(altar.photos.length).toBeLessThanOrEqual(3);
      for (const url of altar.photos) {
        expect(url.startsWith(SEED_MEDIA_URL_PREFIX)).toBe(true);
        expect(existsSync(MEDIA_DIR + url.slice(SEED_MEDIA_URL_PREFIX.length)), url).toBe(true);
      }
    }
  });

  it('has every pilgrimage type, with both coordinate sets filled', async () => {
    const rows: { type: string; starting_latitude: number; start_latitude: number; end_geog: string | null }[] =
      await knex('pilgrimages').select('type', 'starting_latitude', 'start_latitude', 'end_geog');
    expect(rows.map((row) => row.type)).toEqual(expect.arrayContaining([...DEMO_PILGRIMAGE_TYPES]));
    for (const row of rows) {
      expect(row.start_latitude).toBe(row.starting_latitude);
      expect(row.end_geog).not.toBeNull();
    }
  });

  it('routes every pilgrimage through 3-8 real altars, with matching checkpoints in order', async () => {
    const pilgrimages: { id: number; altar_ids: number[] }[] = await knex('pilgrimages')
      .select('id', 'altar_ids')
      .orderBy('id');
    const altarIds = new Set((await knex('altars').select('id')).map((row: { id: number }) => row.id));
    for (const pilgrimage of pilgrimages) {
      expect(pilgrimage.altar_ids.length).toBeGreaterThanOrEqual(3);
      expect(pilgrimage.altar_ids.length).toBeLessThanOrEqual(8);
      for (const id of pilgrimage.altar_ids) expect(altarIds.has(id)).toBe(true);
      const waypoints: { altar_id: number; is_checkpoint: boolean }[] = await knex('pilgrimage_waypoints')
        .where({ pilgrimage_id: pilgrimage.id })
        .orderBy('sort_order')
        .select('altar_id', 'is_checkpoint');
      expect(waypoints.map((waypoint) => waypoint.altar_id)).toEqual(pilgrimage.altar_ids);
      expect(waypoints.every((waypoint) => waypoint.is_checkpoint)).toBe(true);
    }
  });

  it('measures each route from the route itself: start, its altars in order, end', async () => {
    const pilgrimages: Array<{
      distance: string;
      altar_ids: number[];
      starting_latitude: string;
      starting_longitude: string;
      ending_latitude: string;
      ending_longitude: string;
    }> = await knex('pilgrimages').select(
      'distance',
      'altar_ids',
      'starting_latitude',
      'starting_longitude',
      'ending_latitude',
      'ending_longitude',
    );
    const altars = new Map(
      (await knex('altars').select('id', 'latitude', 'longitude')).map(
        (row: { id: number; latitude: string; longitude: string }) => [
          row.id,
          { latitude: Number(row.latitude), longitude: Number(row.longitude) },
        ],
      ),
    );
    for (const route of pilgrimages) {
      const points = [
        { latitude: Number(route.starting_latitude), longitude: Number(route.starting_longitude) },
        ...route.altar_ids.map((id) => altars.get(id)!),
        { latitude: Number(route.ending_latitude), longitude: Number(route.ending_longitude) },
      ];
      const miles = pathLengthMeters(points) / METERS_PER_MILE;
      expect(Math.abs(Number(route.distance) - miles)).toBeLessThanOrEqual(0.06 + miles * 0.001);
    }
  });

  it('has no comment written twice, by the same member or by different ones', async () => {
    const repeated = await knex('comments')
      .select('content')
      .count({ n: '*' })
      .groupBy('content')
      .havingRaw('count(*) > 1');
    expect(repeated).toEqual([]);
    expect(await count(knex, 'comments')).toBeGreaterThan(0);
  });

  it('keeps post counters consistent with their rows', async () => {
    const mismatched = await knex('posts as p')
      .whereRaw('p.likes_count <> (SELECT count(*) FROM likes l WHERE l.post_id = p.id)')
      .orWhereRaw('p.comments_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)')
      .select('p.id');
    expect(mismatched).toEqual([]);
  });

  it('has the badge catalogue and a guide', async () => {
    const names = (await knex('badges').select('name')).map((row: { name: string }) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Eco Guardian',
        'Sacred Pilgrim',
        'Sacred Caretaker',
        'Community Builder',
        'Sacred Explorer',
        'Earth Keeper',
        'guide',
      ]),
    );
    const guides = await knex('user_badges as ub')
      .join('badges as b', 'b.id', 'ub.badge_id')
      .where('b.name', 'guide')
      .select('ub.user_id');
    expect(guides.length).toBeGreaterThan(0);
  });

  it('signs the demo member in with the demo password (argon2id)', async () => {
    const user: { password_hash: string } | undefined = await knex('users')
      .where({ email: DEMO_EMAIL })
      .first('password_hash');
    expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await argon2.verify(user?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await argon2.verify(user?.password_hash ?? '', 'wrong-password')).toBe(false);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const tables = [
      'users',
      'altars',
      'pilgrimages',
      'pilgrimage_waypoints',
      'altar_reviews',
      'posts',
      'likes',
      'badges',
    ];
    const before = await Promise.all(tables.map((table) => count(knex, table)));
    expect(await seedDemoWorld(knex, { altarCount: SMALL_WORLD })).toEqual(counts);
    expect(await Promise.all(tables.map((table) => count(knex, table)))).toEqual(before);
  });

  it('is deterministic: a fresh database gets the same world', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoWorld(other.knex, { altarCount: SMALL_WORLD });
      expect(await altarSnapshot(other.knex)).toEqual(await altarSnapshot(knex));
      const routes = (k: Knex) =>
        k('pilgrimages')
          .select('name', 'type', 'altar_ids', 'starting_latitude', 'ending_longitude', 'distance')
          .orderBy('id');
      expect(await routes(other.knex)).toEqual(await routes(knex));
    } finally {
      await other.destroy();
    }
  });
});

/** The scene feature a seeded photo shows, from its file name (`<palette>-<feature>.svg`). */
const photoFeature = (url: string) =>
  MEDIA_SCENES.find((scene) => url === `${SEED_MEDIA_URL_PREFIX}${scene.file}`)?.feature ?? 'unknown';

/** Sentences of a text (ending in . ! or ?). */
const sentences = (text: string) => text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? [];

describe('demo world at full size: it reads true', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoWorld(db.knex);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  // How long it takes is measured by bench/demo-seed.ts, as a ratio to a floor from the same run.
  it(`seeds ${DEFAULT_ALTAR_COUNT} altars by default`, async () => {
    expect(await count(db.knex, 'altars')).toBe(DEFAULT_ALTAR_COUNT);
  });

  it('shows on every altar only photos of its own kind, each scene once (a Crystal Grid never shows a cairn)', async () => {
    const altars: Array<{ name: string; altar_type: string; photos: string[] }> = await db
      .knex('altars')
      .select('name', 'altar_type', 'photos');
    const mismatched = altars.filter(
      (altar) => !altar.photos.every((url) => photoFeature(url) === TYPE_FEATURE[altar.altar_type]),
    );
    expect(mismatched.map((altar) => `${altar.altar_type}: ${altar.photos.join(' ')}`)).toEqual([]);
    const doubled = altars.filter((altar) => new Set(altar.photos).size !== altar.photos.length);
    expect(doubled).toEqual([]);
    expect(TYPE_FEATURE['Crystal Grid']).toBe('crystals');
    // Every kind of altar has scenes of its own, and each type a different one from the cairn.
    for (const type of ALTAR_TYPES.filter((name) => name !== 'Other')) {
      expect(MEDIA_SCENES.filter((scene) => scene.feature === TYPE_FEATURE[type]).length, type).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('tells no story sentence on two altars', async () => {
    const stories: Array<{ id: number; story: string }> = await db.knex('altars').select('id', 'story');
    const tellers = new Map<string, Set<number>>();
    for (const { id, story } of stories) {
      for (const sentence of sentences(story)) tellers.set(sentence, (tellers.get(sentence) ?? new Set()).add(id));
    }
    const repeated = [...tellers].filter(([, ids]) => ids.size > 1).map(([sentence]) => sentence);
    expect(repeated).toEqual([]);
    expect(tellers.size).toBeGreaterThan(DEFAULT_ALTAR_COUNT * 2);
  });

  it('has no comment or review written twice, by the same member or by different ones', async () => {
    for (const [table, column] of [
      ['comments', 'content'],
      ['altar_reviews', 'review'],
    ] as const) {
      const repeated = await db.knex(table).select(column).count({ n: '*' }).groupBy(column).havingRaw('count(*) > 1');
      expect(repeated, table).toEqual([]);
      expect(await count(db.knex, table), table).toBeGreaterThan(5);
    }
  });

  it('spreads the altars over members as a real community would: a long tail, nobody with dozens', async () => {
    const made: Array<{ n: string }> = await db
      .knex('altars')
      .select(db.knex.raw('count(*) AS n'))
      .groupBy('creator_id')
      .orderByRaw('count(*) DESC');
    const counts = made.map((row) => Number(row.n));
    const most = counts[0] ?? 0;
    expect(most).toBeLessThanOrEqual(MAX_ALTARS_PER_MEMBER);
    // The most active member made a few percent of the world, not a sixth of it.
    expect(most / DEFAULT_ALTAR_COUNT).toBeLessThan(0.06);
    // Many makers, most of them with a handful: the median maker has at most five.
    expect(counts.length).toBeGreaterThanOrEqual(60);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(5);
    // And a tail: the most active made several times what the median did.
    expect(most).toBeGreaterThanOrEqual(3 * (counts[Math.floor(counts.length / 2)] ?? 0));
  });
});
