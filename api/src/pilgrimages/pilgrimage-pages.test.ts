import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '@sacred/core/map';
import { PILGRIMAGE_CURSOR_MESSAGE, PILGRIMAGE_PAGE_MAX } from '@sacred/core/pilgrimages';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/http';

let app: TestApp;
let guest: TestClient;
/** Every published pilgrimage's id in list order (featured first, then newest, then highest id). */
let listOrder: number[];

const TOTAL = 250;

beforeAll(async () => {
  app = await startTestApp();
  guest = new TestClient(app.url);
  // 250 pilgrimages: every third featured; many share one created_at to the microsecond (the cursor
  // must still tell them apart), the others a microsecond apart.
  await app.db.knex.raw(
    `INSERT INTO pilgrimages (name, type, description, start_latitude, start_longitude, distance, difficulty,
       duration, estimated_duration, season, significance, is_featured, status, created_at)
     SELECT 'Paged Walk ' || n, 'Nature Spiritual', 'Red rock and juniper at first light.', 34.87, -111.76, 12.5,
       'moderate', '2 days', '2 days', 'spring', 'A quiet walk.', n % 3 = 0, 'published',
       CASE WHEN n % 2 = 0 THEN timestamptz '2026-03-01 08:00:00.123456+00'
            ELSE timestamptz '2026-03-01 08:00:00+00' + n * interval '1 microsecond' END
     FROM generate_series(1, ?) AS n`,
    [TOTAL],
  );
  const rows = await app.db
    .knex('pilgrimages')
    .where({ status: 'published' })
    .orderBy([
      { column: 'is_featured', order: 'desc' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .pluck('id');
  listOrder = rows as number[];
});

afterAll(async () => {
  await app?.close();
});

interface Listed {
  id: number;
  cursor: string;
}

describe('pilgrimage lists come in pages of at most 200', () => {
  it('REST browse: a larger limit answers 200, and `after` walks the rest in list order without gaps or repeats', async () => {
    const first = await guest.get('/api/pilgrimages?limit=2000');
    expect(first.status).toBe(200);
    const firstPage = first.body as unknown as Listed[];
    expect(firstPage).toHaveLength(PILGRIMAGE_PAGE_MAX);

    const seen = [...firstPage];
    let after = firstPage.at(-1)!.cursor;
    for (;;) {
      const next = await guest.get(`/api/pilgrimages?limit=30&after=${encodeURIComponent(after)}`);
      expect(next.status).toBe(200);
      const page = next.body as unknown as Listed[];
      seen.push(...page);
      if (page.length < 30) break;
      after = page.at(-1)!.cursor;
    }
    expect(listOrder.length).toBeGreaterThanOrEqual(TOTAL);
    expect(seen.map((pilgrimage) => pilgrimage.id)).toEqual(listOrder);
  });

  it('GraphQL: the map list and browse page the same way', async () => {
    for (const field of ['pilgrimages', 'browsePilgrimages']) {
      const ids: number[] = [];
      let after: string | null = null;
      for (;;) {
        const response = await guest.graphql(
          `query($after: String) { list: ${field}(limit: 5000, after: $after) { id cursor } }`,
          { after },
        );
        expect(response.status).toBe(200);
        expect(response.body.errors).toBeUndefined();
        const page = (response.body.data as { list: Listed[] }).list;
        expect(page.length).toBeLessThanOrEqual(PILGRIMAGE_PAGE_MAX);
        ids.push(...page.map((pilgrimage) => pilgrimage.id));
        if (page.length < PILGRIMAGE_PAGE_MAX) break;
        after = page.at(-1)!.cursor;
      }
      expect(ids).toEqual(listOrder);
    }
  });

  it('refuses a cursor that is not one, with a message, in both transports', async () => {
    for (const bad of ['42', '1.abc.3', '2.100.3', '1.100.0', "1.100.3' OR 1=1"]) {
      const response = await guest.get(`/api/pilgrimages?after=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(PILGRIMAGE_CURSOR_MESSAGE);
    }
    const graphql = await guest.graphql('{ pilgrimages(after: "nope") { id } }');
    expect(JSON.stringify(graphql.body.errors)).toContain(PILGRIMAGE_CURSOR_MESSAGE);
    expect(graphql.body.data ?? null).toBeNull();
  });
});

describe("the map's pilgrimages in its view", () => {
  let fijiStart: number;
  let fijiStarting: number;

  beforeAll(async () => {
    // Two beside the antimeridian: one by its start, one by its starting point only (where the map places it).
    const insert = (name: string, columns: Record<string, number | null>) =>
      app.db
        .knex('pilgrimages')
        .insert({
          name,
          type: 'Nature Spiritual',
          difficulty: 'moderate',
          status: 'published',
          start_latitude: null,
          start_longitude: null,
          ...columns,
        })
        .returning('id')
        .then((rows: Array<{ id: number }>) => rows[0]!.id);
    fijiStart = await insert('Taveuni Dawn Walk', { start_latitude: -16.8, start_longitude: 179.9 });
    fijiStarting = await insert('Vanua Levu Reef Path', { starting_latitude: -16.5, starting_longitude: -179.95 });
  });

  const inBox = async (bbox: { west: number; south: number; east: number; north: number }) => {
    const ids: number[] = [];
    let after: string | null = null;
    for (;;) {
      const response = await guest.graphql(
        `query($bbox: BoundingBoxInput, $after: String) { pilgrimages(bbox: $bbox, after: $after) { id cursor } }`,
        { bbox, after },
      );
      expect(response.body.errors).toBeUndefined();
      const page = (response.body.data as { pilgrimages: Listed[] }).pilgrimages;
      ids.push(...page.map((pilgrimage) => pilgrimage.id));
      if (page.length < PILGRIMAGE_PAGE_MAX) return ids;
      after = page.at(-1)!.cursor;
    }
  };

  it('lists only those whose marker is in the box, across the antimeridian too, in list order and pages', async () => {
    expect(await inBox({ west: 179, south: -17, east: -179, north: -16 })).toEqual([fijiStarting, fijiStart]);
    expect(await inBox({ west: 179, south: -17, east: 180, north: -16 })).toEqual([fijiStart]);
    // The 250 paged walks start at Sedona: all of them, page after page, and nothing from the Pacific.
    expect(await inBox({ west: -112, south: 34.5, east: -111.5, north: 35 })).toEqual(listOrder);
    expect(await inBox({ west: 10, south: 40, east: 11, north: 41 })).toEqual([]);
  });

  it('refuses a box that is not one, with the map messages', async () => {
    const response = await guest.graphql('{ pilgrimages(bbox: { west: 0, south: 10, east: 1, north: 5 }) { id } }');
    expect(JSON.stringify(response.body.errors)).toContain(MAP_MESSAGES.southAboveNorth);
    const outside = await guest.graphql('{ pilgrimages(bbox: { west: 0, south: 0, east: 200, north: 5 }) { id } }');
    expect(JSON.stringify(outside.body.errors)).toContain('BAD_USER_INPUT');
  });
});
