import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MOON_MESSAGES, MOON_PHASES, moonPhaseAt } from '@sacred/core/moon';
import { WEATHER_ADVICE, WEATHER_MESSAGES } from '@sacred/core/weather';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, graphqlRequest, useBrowserApp } from './harness';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The weather service asks the provider for a cell rounded to two decimals. */
const cellOf = (value: number) => Math.round(value * 100) / 100;

/**
 * A stand-in for Open-Meteo on 127.0.0.1: a hot, clear, high-UV day for the one place it knows
 * (`sunnyAt`), and a 500 for every other place. Records each call's coordinates.
 */
interface FakeOpenMeteo {
  url: string;
  sunnyAt: { latitude: number; longitude: number } | null;
  calls: { latitude: number; longitude: number }[];
  callsAt(place: { latitude: number; longitude: number }): number;
  close(): Promise<void>;
}

const samePlace = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.abs(a.latitude - cellOf(b.latitude)) < 1e-9 && Math.abs(a.longitude - cellOf(b.longitude)) < 1e-9;

async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const fake: Omit<FakeOpenMeteo, 'url' | 'close'> = {
    sunnyAt: null,
    calls: [],
    callsAt: (place) => fake.calls.filter((call) => samePlace(call, place)).length,
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') {
      res.writeHead(404).end();
      return;
    }
    const call = {
      latitude: Number(url.searchParams.get('latitude')),
      longitude: Number(url.searchParams.get('longitude')),
    };
    fake.calls.push(call);
    if (!fake.sunnyAt || !samePlace(call, fake.sunnyAt)) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":true,"reason":"down"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        latitude: call.latitude,
        longitude: call.longitude,
        current_units: { temperature_2m: '°F', wind_speed_10m: 'mp/h', visibility: 'm', uv_index: '' },
        current: {
          time: Math.floor(Date.now() / 1000),
          interval: 900,
          temperature_2m: 90.2,
          relative_humidity_2m: 38,
          weather_code: 0, // clear sky
          wind_speed_10m: 7.4,
          visibility: 16093.44, // 10 miles
          uv_index: 8.3,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The phase names the Moon has around now (a test may straddle a phase boundary). */
function phasesAroundNow(): string[] {
  const now = Date.now();
  return [...new Set([-60_000, 0, 10 * 60_000].map((offset) => moonPhaseAt(new Date(now + offset)).phase))];
}

/** Holds back GraphQL operations with this name until `release` is called. */
async function holdOperation(page: Page, operationName: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await released;
    await route.fallback();
  });
  return release;
}

describeInBrowser('weather and moon', () => {
  let fake: FakeOpenMeteo;
  let sunny: SeededAltar;
  let stormy: SeededAltar;

  // Registered before the app's hooks: the fake is up before the server that asks it, and closes after it.
  beforeAll(async () => {
    fake = await startFakeOpenMeteo();
  });

  afterAll(async () => {
    await fake?.close();
  });

  const e2e = useBrowserApp(() => ({ altarCount: 12, configOverrides: { weatherBaseUrl: fake.url } }));

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 50) { id name latitude longitude } }',
    );
    const [first, ...rest] = altars;
    const other = rest.find(
      (altar) =>
        first &&
        (cellOf(altar.latitude) !== cellOf(first.latitude) || cellOf(altar.longitude) !== cellOf(first.longitude)),
    );
    if (!first || !other) throw new Error('The seed needs two altars in different weather cells');
    [sunny, stormy] = [first, other];
    fake.sunnyAt = { latitude: sunny.latitude, longitude: sunny.longitude };
  });

  it('floats a closable moon card with the real phase on the map, clear of the controls', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      const expected = phasesAroundNow();
      await page.goto('/guest');
      const card = page.getByTestId('moon-card');
      const phase = card.getByTestId('moon-card-phase');
      await phase.waitFor({ timeout: 10_000 });
      const shown = (await phase.textContent()) ?? '';
      expect(MOON_PHASES).toContain(shown);
      expect(expected).toContain(shown);
      expect(await card.getByText(/^\d{1,3}% illuminated$/).count()).toBe(1);
      expect(await card.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
      expect(await card.locator('svg title').textContent()).toMatch(
        new RegExp(`^${shown}( moon)?, \\d{1,3}% illuminated$`),
      );

      // On a 390x844 phone the card covers neither the zoom buttons nor the bottom navigation.
      const cardBox = await card.boundingBox();
      const zoomIn = await page.getByRole('button', { name: 'Zoom in' }).boundingBox();
      const zoomOut = await page.getByRole('button', { name: 'Zoom out' }).boundingBox();
      const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
      if (!cardBox || !zoomIn || !zoomOut || !nav) throw new Error('Missing a box on the map page');
      const overlaps = (a: typeof cardBox, b: typeof cardBox) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(cardBox, zoomIn), 'card over zoom in').toBe(false);
      expect(overlaps(cardBox, zoomOut), 'card over zoom out').toBe(false);
      expect(cardBox.y + cardBox.height, 'card bottom above the navigation').toBeLessThanOrEqual(nav.y);
      expect(cardBox.x).toBeGreaterThanOrEqual(0);

      await card.getByRole('button', { name: 'Close moon phase card' }).click();
      await card.waitFor({ state: 'detached' });
      // Closed for the rest of the session: a reload keeps it away.
      await page.reload();
      await page.getByTestId('map-screen').waitFor();
      await page.getByRole('button', { name: 'Zoom in' }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('moon-card').count()).toBe(0);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the weather, UV band, advice and the moon section on the altar page', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      const releaseMoon = await holdOperation(page, 'MoonPhaseNow');
      await page.goto(`/guest/altar/${sunny.id}`);
      await page.getByRole('heading', { level: 1, name: sunny.name }).waitFor();
      await page.getByRole('tab', { name: 'Weather' }).click();
      // The moon call is held back: its loading text shows meanwhile.
      const moon = page.getByTestId('moon-section');
      await moon.getByText(MOON_MESSAGES.loading).waitFor();
      releaseMoon();

      const weather = page.getByTestId('weather-panel');
      await weather.waitFor({ timeout: 15_000 });
      expect(await weather.getByTestId('weather-temperature').textContent()).toBe('90°F');
      expect(await weather.getByText('Clear', { exact: true }).count()).toBe(1);
      expect(await weather.getByText('Clear sky', { exact: true }).count()).toBe(1);
      expect(await weather.getByText('38%', { exact: true }).count()).toBe(1);
      expect(await weather.getByText('7 mph', { exact: true }).count()).toBe(1);
      expect(await weather.getByText('10 mi', { exact: true }).count()).toBe(1);
      expect(await weather.getByTestId('weather-uv').textContent()).toBe('8.3Very High');
      const advice = await weather
        .getByRole('list', { name: 'Weather advice' })
        .getByRole('listitem')
        .allTextContents();
      expect(advice).toEqual([WEATHER_ADVICE.heat, WEATHER_ADVICE.sun]);

      const phaseName = moon.getByTestId('moon-phase-name');
      await phaseName.waitFor();
      expect(phasesAroundNow()).toContain(await phaseName.textContent());
      expect(await moon.getAttribute('data-source')).toBe('server');
      expect(await moon.getByRole('img').count()).toBe(1);
      expect(await moon.getByText(/^\d{1,3}% illuminated$/).count()).toBe(1);
      expect(await moon.locator('time').count()).toBe(2);
      for (const label of ['Next new moon', 'Next full moon', 'Zodiac sign', 'Spiritual meaning', 'Recommendations']) {
        expect(await moon.getByText(label, { exact: true }).count(), label).toBe(1);
      }
      const recommendations = moon.getByRole('list', { name: 'Moon recommendations' }).getByRole('listitem');
      expect(await recommendations.count()).toBe(4);
      expect(fake.callsAt(sunny)).toBe(1);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows "Weather Unavailable" when the provider fails with nothing cached, after one retry', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      const weatherRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postData()?.includes('WeatherAt'))
          weatherRequests.push(request.url());
      });
      await page.goto(`/guest/altar/${stormy.id}`);
      await page.getByRole('tab', { name: 'Weather' }).click();
      const unavailable = page.getByTestId('weather-unavailable');
      await unavailable.waitFor({ timeout: 15_000 });
      expect(await unavailable.getByRole('heading', { name: WEATHER_MESSAGES.unavailableTitle }).count()).toBe(1);
      expect(await unavailable.getByText(WEATHER_MESSAGES.unavailableBody, { exact: true }).count()).toBe(1);
      expect(weatherRequests, 'the first fetch and one retry').toHaveLength(2);
      // The server remembers the failed cell for a minute: the retry does not ask the provider again.
      expect(fake.callsAt(stormy), 'one provider call').toBe(1);
      // The moon does not depend on the weather provider.
      await page.getByTestId('moon-phase-name').waitFor();
    } finally {
      await context.close();
    }
  });

  it('computes the moon on the device when the moon call fails', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName === 'MoonPhaseNow') await route.fulfill({ status: 503, body: 'down' });
        else await route.fallback();
      });
      await page.goto(`/guest/altar/${sunny.id}`);
      await page.getByRole('tab', { name: 'Weather' }).click();
      const moon = page.getByTestId('moon-section');
      await moon.getByTestId('moon-phase-name').waitFor({ timeout: 15_000 });
      expect(await moon.getAttribute('data-source')).toBe('device');
      expect(phasesAroundNow()).toContain(await moon.getByTestId('moon-phase-name').textContent());
      expect(await moon.locator('time').count()).toBe(2);
      await moon.getByText('Calculated on this device', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });
});
