import { ALTAR_CURSOR_MESSAGE, altarCursorOf } from '@sacred/core/altars-cursor';
import { ALTAR_PAGE_MAX } from '@sacred/core/limits';
import { altarsNearSchema } from '@sacred/core/map';
import { API_MESSAGES } from '@sacred/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { buildAltar } from '../../../test/factories';
import { TestClient, validSignup } from '../../../test/http';

/** Reads by guests are limited per address, and no answer is larger than the response cap. */

const GUEST_READS = 6;
const MAX_BYTES = 4000;
let app: TestApp;
let member: TestClient;
let altarId = 0;
const altarIds: number[] = [];

beforeAll(async () => {
  app = await startTestApp({ guestReadRateLimit: GUEST_READS, responseMaxBytes: MAX_BYTES });
  for (let i = 0; i < 30; i += 1) {
    altarId = (await buildAltar(app.db.knex, { latitude: 44 + i / 1000, longitude: -71.6 })).id;
    altarIds.push(altarId);
  }
  member = new TestClient(app.url, { 'x-forwarded-for': '203.0.113.50' });
  expect((await member.post('/api/auth/signup', validSignup())).status).toBe(201);
});

afterAll(async () => {
  await app?.close();
});

describe('guest reads per address', () => {
  it('answers 429 with Retry-After once a guest address has spent its reads, REST and GraphQL alike', async () => {
    const guest = new TestClient(app.url, { 'x-forwarded-for': '203.0.113.7' });
    for (let i = 0; i < GUEST_READS - 1; i += 1) {
      expect((await guest.get(`/api/altars/${altarId}`)).status).toBe(200);
    }
    const lastQuery = await guest.graphql(`{ altar(id: ${altarId}) { id } }`);
    expect(lastQuery.status).toBe(200);
    const refused = await guest.get(`/api/altars/${altarId}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(API_MESSAGES.tooManyReads);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedQuery = await guest.graphql(`{ altar(id: ${altarId}) { id } }`);
    expect(refusedQuery.status).toBe(429);
    expect(refusedQuery.body.errors).toMatchObject([{ extensions: { code: 'RATE_LIMITED' } }]);

    // Another address, and a signed-in member, read on.
    const elsewhere = new TestClient(app.url, { 'x-forwarded-for': '203.0.113.8' });
    expect((await elsewhere.get(`/api/altars/${altarId}`)).status).toBe(200);
    for (let i = 0; i < GUEST_READS + 2; i += 1) {
      expect((await member.get(`/api/altars/${altarId}`)).status).toBe(200);
    }
  });
});

describe('the response cap', () => {
  it('answers 400 with a message instead of an answer over the cap, and small answers pass', async () => {
    const list = await member.get('/api/altars?limit=30');
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: API_MESSAGES.responseTooLarge });
    expect(list.text.length).toBeLessThan(MAX_BYTES);

    const query = await member.graphql('{ altars(limit: 30) { id name description latitude longitude photos } }');
    expect(query.status).toBe(400);
    expect(query.body.errors).toMatchObject([
      { message: API_MESSAGES.responseTooLarge, extensions: { code: 'RESPONSE_TOO_LARGE' } },
    ]);
    expect(query.body.data).toBeUndefined();

    expect((await member.get(`/api/altars/${altarId}`)).status).toBe(200);
    const small = await member.graphql('{ altars(limit: 2) { id } }');
    expect(small.body.data).toMatchObject({ altars: [{ id: expect.any(Number) }, { id: expect.any(Number) }] });
  });
});

describe('pages of altars', () => {
  it('answers at most 200 however many are asked for', async () => {
    const asked = await altarsNearSchema.validate({ latitude: 44, longitude: -71.6, limit: 2000 });
    expect(asked.limit).toBe(ALTAR_PAGE_MAX);
  });

  it('pages through every altar with `after`, newest first over GraphQL and nearest first over REST', async () => {
    const listed: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer = await member.graphql('query ($after: String) { altars(limit: 7, after: $after) { id } }', {
        after,
      });
      const altars = (answer.body.data as { altars: Array<{ id: number }> }).altars;
      listed.push(...altars.map((altar) => altar.id));
      if (altars.length < 7) break;
      after = altarCursorOf(altars[altars.length - 1] as { id: number });
    }
    expect(listed).toEqual([...altarIds].sort((a, b) => b - a));

    const nearest: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 15; page += 1) {
      const query = `lat=44&lng=-71.6&radius=50000&limit=3${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await member.get(`/api/altars?${query}`);
      expect(answer.status).toBe(200);
      const altars = answer.body as unknown as Array<{ id: number; distanceMeters: number }>;
      nearest.push(...altars.map((altar) => altar.id));
      if (altars.length < 3) break;
      cursor = altarCursorOf(altars[altars.length - 1] as { id: number; distanceMeters: number });
    }
    // Built northwards from the point: nearest first is oldest first.
    expect(nearest).toEqual(altarIds);
  });

  it('refuses a cursor that is not one (400 with a field error)', async () => {
    for (const after of ['abc', '12.5:0', '1:2:3']) {
      const answer = await member.get(`/api/altars?after=${encodeURIComponent(after)}`);
      expect(answer.status, after).toBe(400);
      expect(answer.body.errors?.after).toBe(ALTAR_CURSOR_MESSAGE);
    }
    // A list cursor where a nearest-first one belongs.
    const mixed = await member.get(`/api/altars?lat=44&lng=-71.6&after=${altarId}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors?.after).toBe(ALTAR_CURSOR_MESSAGE);
  });
});
