import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOON_PHASES } from '@sacred/core/moon';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/http';

let app: TestApp;
let client: TestClient;

const TEN_MINUTES_MS = 10 * 60 * 1000;
const apart = (a: unknown, b: string) => Math.abs(new Date(String(a)).getTime() - new Date(b).getTime());

beforeAll(async () => {
  app = await startTestApp();
  client = new TestClient(app.url);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/moon-phase', () => {
  it('answers the moon at a given instant with the spec fields', async () => {
    const response = await client.get('/api/moon-phase?latitude=39.74&longitude=-104.99&date=2024-01-25T17:54:00Z');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      phase: 'Full Moon',
      phaseName: 'Full Moon',
      phaseIcon: '🌕',
      zodiacSign: 'Leo',
      spiritualSignificance: expect.any(String),
      spiritualMeaning: expect.any(String),
    });
    expect(response.body.illumination).toBeGreaterThanOrEqual(99);
    expect(apart(response.body.nextFullMoon, '2024-01-25T17:54Z')).toBeLessThan(TEN_MINUTES_MS);
    expect(apart(response.body.nextNewMoon, '2024-02-09T22:59Z')).toBeLessThan(TEN_MINUTES_MS);
    expect(response.body.recommendations).toHaveLength(4);
  });

  it('answers for now without any parameter', async () => {
    const response = await client.get('/api/moon-phase');
    expect(response.status).toBe(200);
    expect(MOON_PHASES).toContain(response.body.phase);
    expect(new Date(String(response.body.nextNewMoon)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('also answers the path form the spec client builds from its cache key', async () => {
    const response = await client.get('/api/moon-phase/39.74/-104.99?date=2024-01-11T11:57:00Z');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phase: 'New Moon', zodiacSign: 'Capricorn' });
  });

  it.each([
    ['date=2024-02-30', 'date', /ISO 8601/],
    ['date=yesterday', 'date', /ISO 8601/],
    ['date=0500-01-01', 'date', /between the years/],
    ['latitude=91&longitude=0', 'latitude', /^Latitude must be between -90 and 90$/],
    ['latitude=0&longitude=-181', 'longitude', /^Longitude must be between -180 and 180$/],
    ['latitude=north', 'latitude', /^Latitude must be a number$/],
  ])('refuses %s with 400 and a field error on %s', async (query, field, message) => {
    const response = await client.get(`/api/moon-phase?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(response.body.errors?.[field]).toMatch(message);
  });

  it('refuses a bad coordinate in the path form too', async () => {
    const response = await client.get('/api/moon-phase/91/0');
    expect(response.status).toBe(400);
    expect(response.body.errors?.latitude).toBe('Latitude must be between -90 and 90');
  });
});

describe('Query.moonPhase', () => {
  it('answers through the same service, with DateTimeISO timestamps', async () => {
    const { status, body } = await app.graphql<{ moonPhase: Record<string, unknown> }>(
      `query ($date: DateTimeISO) {
        moonPhase(latitude: 39.74, longitude: -104.99, date: $date) {
          phase phaseName phaseIcon illumination nextNewMoon nextFullMoon zodiacSign
          spiritualMeaning spiritualSignificance recommendations
        }
      }`,
      { date: '2025-03-14T06:55:00Z' },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.moonPhase).toMatchObject({ phase: 'Full Moon', zodiacSign: 'Virgo', phaseIcon: '🌕' });
    expect(apart(body.data?.moonPhase.nextFullMoon, '2025-03-14T06:55Z')).toBeLessThan(TEN_MINUTES_MS);
    expect(apart(body.data?.moonPhase.nextNewMoon, '2025-03-29T10:58Z')).toBeLessThan(TEN_MINUTES_MS);
  });

  it('maps an out-of-range latitude to BAD_USER_INPUT with a field error', async () => {
    const { body } = await app.graphql(`{ moonPhase(latitude: 91) { phase } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors?.latitude).toBe('Latitude must be between -90 and 90');
  });

  it('refuses a malformed date', async () => {
    const { body } = await app.graphql(`{ moonPhase(date: "2024-02-30T00:00:00Z") { phase } }`);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/DateTimeISO|date/i);
  });
});
