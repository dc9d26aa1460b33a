import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
