import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEATHER_ADVICE } from '@sacred/core/weather';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/http';
import { OpenMeteoProvider } from './weather.provider';
import { WEATHER_FAILURE_TTL_MS, WeatherService } from './weather.service';

/** A stand-in for Open-Meteo on 127.0.0.1: records every call and answers as the test says. */
interface FakeOpenMeteo {
  url: string;
  calls: URLSearchParams[];
  /** The JSON answer, or a status to fail with. */
  answer: { status: number; body: unknown };
  delayMs: number;
  callsAt(latitude: string, longitude: string): number;
  close(): Promise<void>;
}

async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const fake: Omit<FakeOpenMeteo, 'url' | 'close'> = {
    calls: [],
    answer: { status: 200, body: {} },
    delayMs: 0,
    callsAt: (latitude, longitude) =>
      fake.calls.filter((call) => call.get('latitude') === latitude && call.get('longitude') === longitude).length,
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') {
      res.writeHead(404).end();
      return;
    }
    fake.calls.push(url.searchParams);
    const { status, body } = fake.answer;
    setTimeout(() => {
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(status === 200 ? body : { error: true, reason: 'down' }));
    }, fake.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const openMeteoAnswer = (current: Record<string, number>, visibilityUnit = 'm') => ({
  latitude: 40,
  longitude: -105,
  current_units: { temperature_2m: '°F', wind_speed_10m: 'mp/h', visibility: visibilityUnit, uv_index: '' },
  current: {
    time: 1_769_000_000,
    interval: 900,
    temperature_2m: 72.4,
    relative_humidity_2m: 41,
    weather_code: 61,
    wind_speed_10m: 16.2,
    visibility: 8046.72, // 5 miles
    uv_index: 3.2,
    ...current,
  },
});

let app: TestApp;
let client: TestClient;
let fake: FakeOpenMeteo;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  app = await startTestApp({ weatherBaseUrl: fake.url });
  client = new TestClient(app.url);
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.answer = { status: 200, body: openMeteoAnswer({}) };
  fake.delayMs = 0;
});

/** Makes every cached entry for a cell look `minutes` past its expiry. */
const ageCache = (latitude: number, longitude: number, minutes: number) =>
  app.db
    .knex('weather_cache')
    .where({ latitude, longitude })
    .update({ expires_at: app.db.knex.raw(`now() - make_interval(mins => ?)`, [minutes]) });

describe('GET /api/weather', () => {
  it('maps Open-Meteo to the spec response: Fahrenheit, condition, humidity, mph, miles, UV', async () => {
    const askedFrom = Date.now();
    const response = await client.get('/api/weather?lat=40.0123&lon=-105.2711');
    const answeredBy = Date.now();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      temperature: 72.4,
      condition: 'Rain',
      description: 'Light rain',
      humidity: 41,
      windSpeed: 16.2,
      visibility: 5,
      uvIndex: 3.2,
      uvBand: 'Moderate',
      advice: [WEATHER_ADVICE.rain, WEATHER_ADVICE.wind],
      observedAt: new Date(1_769_000_000_000).toISOString(),
    });

    // Asked once, for the rounded cell, in the units the spec wants.
    expect(fake.callsAt('40.01', '-105.27')).toBe(1);
    const call = fake.calls.at(-1);
    expect(call?.get('temperature_unit')).toBe('fahrenheit');
    expect(call?.get('wind_speed_unit')).toBe('mph');
    expect(call?.get('current')?.split(',')).toEqual(
      expect.arrayContaining([
        'temperature_2m',
        'relative_humidity_2m',
        'weather_code',
        'wind_speed_10m',
        'visibility',
        'uv_index',
      ]),
    );

    const stored = await app.db.knex('weather_cache').where({ latitude: 40.01, longitude: -105.27 });
    expect(stored).toHaveLength(1);
    // Kept 30 minutes from the moment it was fetched, which lies between the request and its answer.
    const expiresAt = new Date(stored[0].expires_at as Date).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(askedFrom + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(answeredBy + 30 * 60_000);
  });

  it('converts visibility given in feet', async () => {
    fake.answer = { status: 200, body: openMeteoAnswer({ visibility: 10_560, weather_code: 0, uv_index: 8 }, 'ft') };
    const response = await client.get('/api/weather?lat=41.5&lon=-100.5');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ visibility: 2, condition: 'Clear', uvBand: 'Very High' });
    expect(response.body.advice).toEqual([WEATHER_ADVICE.sun, WEATHER_ADVICE.wind, WEATHER_ADVICE.visibility]);
  });

  it('serves a fresh cache entry for the same ~1 km cell without calling upstream again', async () => {
    const first = await client.get('/api/weather?lat=42.1&lon=-101.1');
    expect(first.status).toBe(200);
    fake.answer = { status: 200, body: openMeteoAnswer({ temperature_2m: 10 }) };
    const second = await client.get('/api/weather?lat=42.1021&lon=-101.0979');
    expect(second.status).toBe(200);
    expect(second.body.temperature).toBe(72.4);
    expect(fake.callsAt('42.1', '-101.1')).toBe(1);
  });

  it('asks upstream again once the entry has expired, and replaces it', async () => {
    await client.get('/api/weather?lat=43.2&lon=-102.2');
    await ageCache(43.2, -102.2, 1);
    fake.answer = { status: 200, body: openMeteoAnswer({ temperature_2m: 50.06 }) };
    const response = await client.get('/api/weather?lat=43.2&lon=-102.2');
    expect(response.body.temperature).toBe(50.1);
    expect(fake.callsAt('43.2', '-102.2')).toBe(2);
    expect(await app.db.knex('weather_cache').where({ latitude: 43.2, longitude: -102.2 })).toHaveLength(1);
  });

  it('serves the stale entry when the provider fails', async () => {
    await client.get('/api/weather?lat=44.3&lon=-103.3');
    await ageCache(44.3, -103.3, 90);
    fake.answer = { status: 500, body: {} };
    const response = await client.get('/api/weather?lat=44.3&lon=-103.3');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ temperature: 72.4, condition: 'Rain' });
    expect(fake.callsAt('44.3', '-103.3')).toBe(2);
  });

  it('answers 503 "Weather data unavailable" when the provider fails and nothing is cached', async () => {
    fake.answer = { status: 500, body: {} };
    const response = await client.get('/api/weather?lat=45.4&lon=-104.4');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Weather data unavailable' });
    expect(fake.callsAt('45.4', '-104.4')).toBe(1);
  });

  it('answers 503 when the only entry is more than a day past its expiry', async () => {
    await client.get('/api/weather?lat=46.5&lon=-105.5');
    await ageCache(46.5, -105.5, 25 * 60);
    fake.answer = { status: 500, body: {} };
    const response = await client.get('/api/weather?lat=46.5&lon=-105.5');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Weather data unavailable' });
  });

  it('treats an answer without the fields as a failure', async () => {
    fake.answer = { status: 200, body: { current: { temperature_2m: 70 } } };
    const response = await client.get('/api/weather?lat=47.6&lon=-106.6');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'Weather data unavailable' });
  });

  it('makes one upstream call for concurrent requests in one cell', async () => {
    fake.delayMs = 300;
    const responses = await Promise.all(
      ['48.7', '48.701', '48.7049', '48.6951', '48.7'].map((lat) => client.get(`/api/weather?lat=${lat}&lon=-107.7`)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
    expect(fake.callsAt('48.7', '-107.7')).toBe(1);
  });

  it.each([
    ['', 'lat', 'Latitude is required'],
    ['lat=40', 'lon', 'Longitude is required'],
    ['lat=91&lon=0', 'lat', 'Latitude must be between -90 and 90'],
    ['lat=0&lon=180.5', 'lon', 'Longitude must be between -180 and 180'],
    ['lat=abc&lon=0', 'lat', 'Latitude must be a number'],
  ])('refuses "%s" with 400 on %s without calling upstream', async (query, field, message) => {
    const before = fake.calls.length;
    const response = await client.get(`/api/weather?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
    expect(response.body.message).toBeTruthy();
    expect(fake.calls.length).toBe(before);
  });
});

describe('protecting the provider', () => {
  const clockAt = (start: number) => {
    const clock = { ms: start, now: () => new Date(clock.ms) };
    return clock;
  };

  it('remembers a failed cell for a minute: no second upstream call, the same 503, then it asks again', async () => {
    const clock = clockAt(Date.parse('2026-06-01T12:00:00Z'));
    const service = new WeatherService(app.db.knex, new OpenMeteoProvider(fake.url), clock.now);
    fake.answer = { status: 500, body: {} };
    const query = { latitude: 51.1, longitude: -110.1 };
    await expect(service.current(query)).rejects.toThrow('Weather data unavailable');
    await expect(service.current(query)).rejects.toThrow('Weather data unavailable');
    expect(fake.callsAt('51.1', '-110.1')).toBe(1);
    fake.answer = { status: 200, body: openMeteoAnswer({}) };
    clock.ms += WEATHER_FAILURE_TTL_MS + 1;
    await expect(service.current(query)).resolves.toMatchObject({ temperature: 72.4 });
    expect(fake.callsAt('51.1', '-110.1')).toBe(2);
  });

  it('spends at most its upstream budget on a walk across many cells, then refills', async () => {
    const clock = clockAt(Date.parse('2026-06-01T12:00:00Z'));
    const service = new WeatherService(app.db.knex, new OpenMeteoProvider(fake.url), clock.now, {
      burst: 3,
      perSecond: 1,
    });
    const before = fake.calls.length;
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => service.current({ latitude: 52 + (i + 1) / 10, longitude: -111.5 })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    expect(fake.calls.length - before).toBe(3);
    clock.ms += 2_000;
    await expect(service.current({ latitude: 53.9, longitude: -111.5 })).resolves.toMatchObject({ temperature: 72.4 });
    expect(fake.calls.length - before).toBe(4);
  });
});

describe('Query.weather', () => {
  it('answers through the same service, with the UV band and advice', async () => {
    fake.answer = {
      status: 200,
      body: openMeteoAnswer({ temperature_2m: 90, weather_code: 45, wind_speed_10m: 3, uv_index: 11 }),
    };
    const { status, body } = await app.graphql<{ weather: Record<string, unknown> }>(
      `{ weather(latitude: 49.8, longitude: -108.8) {
          temperature condition description humidity windSpeed visibility uvIndex uvBand advice observedAt
      } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.weather).toMatchObject({
      temperature: 90,
      condition: 'Fog',
      uvBand: 'Extreme',
      advice: [WEATHER_ADVICE.heat, WEATHER_ADVICE.fog],
    });
  });

  it('maps a provider failure with nothing cached to UNAVAILABLE', async () => {
    fake.answer = { status: 503, body: {} };
    const { body } = await app.graphql(`{ weather(latitude: -33.9, longitude: 151.2) { temperature } }`);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Weather data unavailable',
      extensions: { code: 'UNAVAILABLE' },
    });
  });

  it('maps a bad coordinate to BAD_USER_INPUT', async () => {
    const { body } = await app.graphql(`{ weather(latitude: 0, longitude: 200) { temperature } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors?.longitude).toBe('Longitude must be between -180 and 180');
  });
});
