import { API_MESSAGES } from '@sacred/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';

/** Issue 24, item 7: reads by guests limited per address; no answer over the response cap. */

const GUEST_READS = 6;
const MAX_BYTES = 4000;
let app: TestApp;
let member: TestClient;
let altarId = 0;

beforeAll(async () => {
  app = await startTestApp({ guestReadRateLimit: GUEST_READS, responseMaxBytes: MAX_BYTES });
  for (let i = 0; i < 30; i += 1) {
    altarId = (await buildAltar(app.db.knex, { latitude: 44 + i / 1000, longitude: -71.6 })).id;
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
