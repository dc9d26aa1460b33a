/**
 * Settings, the weather and the Moon in Spanish and German: Settings read in each language with numbers in its
 * locale; the Language choice switches the app at once, without a reload, and goes back when the save fails;
 * the Time Zone is learned from the browser once, can be searched and chosen, and stays chosen; the moon and
 * weather of an altar read in German, with dates in German and in the member's zone, figures in their units.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SETTINGS, type UserSettings } from '@sacred/core/settings';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languageChoice';
import { describeInBrowser, graphqlRequest, PHONE_VIEWPORT, useBrowserApp } from './harness';
import { displayIn } from './languages';
import { skipOnboarding } from './onboarding';

/** The settings arrive over the network after the page loads: a generous bound on a busy machine. */
const POLL = { timeout: 20_000, interval: 100 };

declare global {
  interface Window {
    /** Set by the test in the page: still there after a change means the page was not reloaded. */
    sameDocument?: string;
  }
}

/** A stand-in for Open-Meteo on 127.0.0.1: the same hot, clear day everywhere (90.2 °F, 7.4 mph, 10 miles). */
async function startFakeOpenMeteo(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
        current_units: { temperature_2m: '°F', wind_speed_10m: 'mp/h', visibility: 'm', uv_index: '' },
        current: {
          time: Math.floor(Date.now() / 1000),
          interval: 900,
          temperature_2m: 90.2,
          relative_humidity_2m: 38,
          weather_code: 0,
          wind_speed_10m: 7.4,
          visibility: 16093.44,
          uv_index: 8.3,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeInBrowser('settings, weather and moon in Spanish and German', () => {
  let weather: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    weather = await startFakeOpenMeteo();
  });
  afterAll(async () => {
    await weather?.close();
  });

  const e2e = useBrowserApp(() => ({ altarCount: 4, configOverrides: { weatherBaseUrl: weather.url } }));
  let altar: { id: number; name: string };
  let counter = 0;

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: Array<{ id: number; name: string }> }>(
      e2e.app.url,
      '{ altars(limit: 1) { id name } }',
    );
    if (!altars[0]) throw new Error('The seed has no altar');
    altar = altars[0];
  });

  interface Member {
    context: BrowserContext;
    page: Page;
    id: number;
    pageErrors: Error[];
  }

  /**
   * A new member of their own, signed in on a fresh phone in an English browser in `timezoneId`, their
   * preferences saved as given (no time zone stored unless given).
   */
  async function member(
    preferences: Partial<UserSettings['preferences']> = {},
    timezoneId = 'America/Denver',
  ): Promise<Member> {
    const context = await e2e.browser.newContext({
      baseURL: e2e.app.url,
      viewport: PHONE_VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId,
    });
    await skipOnboarding(context);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const signup = await page.request.post('/api/auth/signup', {
      data: {
        firstName: 'Ilse',
        lastName: 'Moreno',
        email: `ilse${++counter}.${Date.now()}@example.test`,
        password: 'Moonlit9Path',
      },
    });
    expect(signup.status()).toBe(201);
    const id = ((await signup.json()) as { user: { id: number } }).user.id;
    const saved = await page.request.patch(`/api/users/${id}/settings`, {
      data: { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, ...preferences } },
    });
    expect(saved.status()).toBe(200);
    return { context, page, id, pageErrors };
  }

  const storedPreferences = async ({ page, id }: Member) =>
    ((await (await page.request.get(`/api/users/${id}/settings`)).json()) as UserSettings).preferences;

  const openPreferences = async (page: Page, tabName: string) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: tabName }).click();
    await page.locator('select[name="language"]').waitFor(POLL);
  };

  it('shows Settings in German, with German numbers', async () => {
    const german = await member({ language: 'de', searchRadius: 5000 });
    try {
      await displayIn(german.context, 'de');
      await german.page.goto('/settings');
      const { page } = german;
      await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor(POLL);
      expect(await page.title()).toBe('Einstellungen · Sacred Spaces');
      await page.getByText('Mach Sacred Spaces zu deinem.').waitFor();
      expect(
        await page.getByRole('tablist', { name: 'Bereiche der Einstellungen' }).getByRole('tab').allTextContents(),
      ).toEqual(['Benachrichtigungen', 'Privatsphäre', 'Vorlieben', 'Push', 'Offline', 'Konto']);
      await page.getByRole('switch', { name: /^Neues von Pilgerwegen/ }).waitFor();
      await page.getByRole('tab', { name: 'Vorlieben' }).click();
      await page.getByLabel(/^Sprache/).waitFor(POLL);
      expect(
        await page
          .getByLabel(/^Design/)
          .locator('option:checked')
          .textContent(),
      ).toBe('Dunkel');
      expect(
        await page
          .getByLabel(/^Einheiten/)
          .locator('option:checked')
          .textContent(),
      ).toBe('Metrisch (km)');
      await page
        .getByLabel(/^Zeitzone/)
        .first()
        .waitFor();
      await page.getByLabel('Zeitzone suchen').waitFor();
      // 5000 m in German: a decimal comma.
      expect(await page.getByTestId('search-radius').textContent()).toBe('5,0 km');
      // The Language choice names each language in itself.
      expect(await page.locator('select[name="language"] option').allTextContents()).toEqual([
        'English',
        'Español',
        'Deutsch',
      ]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(german.pageErrors).toEqual([]);
    } finally {
      await german.context.close();
    }
  });

  it('shows Settings in Spanish, with Spanish numbers in miles', async () => {
    const spanish = await member({ language: 'es', units: 'imperial', searchRadius: 5000 });
    try {
      await displayIn(spanish.context, 'es');
      const { page } = spanish;
      await page.goto('/settings');
      await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor(POLL);
      expect(await page.title()).toBe('Ajustes · Sacred Spaces');
      await page.getByRole('tab', { name: 'Privacidad' }).click();
      await page.getByLabel(/^Visibilidad del perfil/).waitFor(POLL);
      await page.getByRole('switch', { name: /^Compartir ubicación/ }).waitFor();
      await page.getByRole('tab', { name: 'Preferencias' }).click();
      await page.getByLabel(/^Idioma/).waitFor(POLL);
      expect(
        await page
          .getByLabel(/^Unidades/)
          .locator('option:checked')
          .textContent(),
      ).toBe('Imperial (millas)');
      // 5000 m is 3.1 miles: a decimal comma in Spanish.
      expect(await page.getByTestId('search-radius').textContent()).toBe('3,1 mi');
      await page.getByRole('tab', { name: 'Cuenta' }).click();
      await page.getByRole('button', { name: 'Exportar mis datos' }).waitFor();
      await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
      await page.getByTestId('confirm-dialog').getByText('¿Eliminar tu cuenta?').waitFor();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar' }).click();
      expect(spanish.pageErrors).toEqual([]);
    } finally {
      await spanish.context.close();
    }
  });

  it('switches the language at once, without a reload, and goes back when the save fails', async () => {
    const walker = await member();
    try {
      const { page } = walker;
      await openPreferences(page, 'Preferences');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.evaluate(() => {
        window.sameDocument = 'yes';
      });

      await page.locator('select[name="language"]').selectOption('de');
      await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor(POLL);
      // The same document: nothing reloaded, and the tab chosen is still open, now in German.
      expect(await page.evaluate(() => window.sameDocument)).toBe('yes');
      expect(await page.getByRole('tab', { name: 'Vorlieben' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('Einstellungen gespeichert').first().waitFor(POLL);
      await expect.poll(async () => (await storedPreferences(walker)).language, POLL).toBe('de');
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('de');

      // A save that cannot reach the server: the app goes back to German and says so, in German.
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName === 'UpdateSettings') await route.abort('internetdisconnected');
        else await route.fallback();
      });
      await page.locator('select[name="language"]').selectOption('es');
      await page
        .getByText('Deine Sprache konnte nicht gespeichert werden, die App ist wieder auf Deutsch.', { exact: false })
        .first()
        .waitFor(POLL);
      await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
      expect(await page.locator('select[name="language"]').inputValue()).toBe('de');
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('de');
      expect(await page.evaluate(() => window.sameDocument)).toBe('yes');
      expect((await storedPreferences(walker)).language).toBe('de');
      await page.unroute('**/graphql');

      // The next visit opens in German.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor(POLL);
      expect(walker.pageErrors).toEqual([]);
    } finally {
      await walker.context.close();
    }
  });

  it("learns the browser's time zone once, and the Time Zone control finds, saves and keeps another", async () => {
    const walker = await member({}, 'America/Denver');
    try {
      const { page } = walker;
      expect((await storedPreferences(walker)).timeZone).toBeNull();
      await page.goto('/profile');
      // No zone stored: the browser's is saved, so reminders and the digest follow the member's day.
      await expect.poll(async () => (await storedPreferences(walker)).timeZone, POLL).toBe('America/Denver');

      await openPreferences(page, 'Preferences');
      const zone = page.getByLabel(/^Time Zone/);
      expect(await zone.inputValue()).toBe('America/Denver');
      const allZones = await zone.locator('option').count();
      expect(allZones).toBeGreaterThan(300);
      await page.getByLabel('Find a time zone').fill('tokyo');
      await page.getByText('1 time zone matches').waitFor();
      // The list narrows to the match, keeping the zone chosen so far.
      expect(await zone.locator('option').allTextContents()).toEqual(['America/Denver', 'Asia/Tokyo']);
      await zone.selectOption('Asia/Tokyo');
      await page.getByText('Settings Updated').first().waitFor(POLL);
      await expect.poll(async () => (await storedPreferences(walker)).timeZone, POLL).toBe('Asia/Tokyo');

      // Kept: the next visit shows it, and the browser's own zone does not overwrite it.
      await page.reload();
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect.poll(() => page.getByLabel(/^Time Zone/).inputValue(), POLL).toBe('Asia/Tokyo');
      expect((await storedPreferences(walker)).timeZone).toBe('Asia/Tokyo');
      expect(walker.pageErrors).toEqual([]);
    } finally {
      await walker.context.close();
    }
  });

  it("shows an altar's weather, moon and sky in German, in the member's units and time zone", async () => {
    const walker = await member({ language: 'de', units: 'metric', timeZone: 'Asia/Tokyo' }, 'America/Denver');
    try {
      await displayIn(walker.context, 'de');
      const { page } = walker;
      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('heading', { level: 1, name: altar.name }).waitFor(POLL);

      // The sky panel: German words, the altar's date in German.
      const sky = page.getByTestId('sky-panel');
      await sky.getByText('Sonnenaufgang', { exact: true }).first().waitFor(POLL);
      await sky
        .getByText(/^Heute an diesem Altar \(\d{1,2}\. [A-Za-zäöüÄÖÜ]+\.? \d{4}\), in deiner Zeitzone\./)
        .waitFor();
      const sunrise = sky.getByTestId('sky-sunrise').locator('time');
      await sunrise.waitFor(POLL);
      const sunriseAt = (await sunrise.getAttribute('datetime')) ?? '';
      // A clock time of the member's zone (Tokyo, 16 hours from the browser's Denver), in German's 24 hours.
      const clock = (timeZone: string) =>
        new Intl.DateTimeFormat('de-DE', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(sunriseAt));
      const shown = (await sunrise.textContent()) ?? '';
      expect(shown.startsWith(`${clock('Asia/Tokyo')} `)).toBe(true);
      expect(shown.startsWith(`${clock('America/Denver')} `)).toBe(false);
      expect(shown).not.toMatch(/AM|PM/);

      // The altar's third tab: the weather and the Moon.
      await page.getByRole('tab').nth(2).click();
      const panel = page.getByTestId('weather-panel');
      await panel.waitFor(POLL);
      await panel.getByText('Aktuelles Wetter').waitFor();
      // 90.2 °F is 32 °C; 7.4 mph is 12 km/h; 10 miles is 16.1 km, with a decimal comma.
      expect(await panel.getByTestId('weather-temperature').textContent()).toBe('32°C');
      expect(await panel.getByText('12 km/h', { exact: true }).count()).toBe(1);
      expect(await panel.getByText('16,1 km', { exact: true }).count()).toBe(1);
      expect(await panel.getByText('38 %', { exact: true }).count()).toBe(1);
      expect(await panel.getByTestId('weather-uv').textContent()).toBe('8,3Sehr hoch');
      expect(await panel.getByText('Klar', { exact: true }).count()).toBe(1);
      expect(await panel.getByText('Klarer Himmel', { exact: true }).count()).toBe(1);
      expect(
        await panel.getByRole('list', { name: 'Tipps zum Wetter' }).getByRole('listitem').first().textContent(),
      ).toMatch(/^Es ist heiß/);

      const moon = page.getByTestId('moon-section');
      await moon.getByText('Mondphase', { exact: true }).waitFor(POLL);
      const phase = moon.getByTestId('moon-phase-name');
      await phase.waitFor(POLL);
      const germanPhases = [
        'Neumond',
        'Zunehmende Sichel',
        'Erstes Viertel',
        'Zunehmender Mond',
        'Vollmond',
        'Abnehmender Mond',
        'Letztes Viertel',
        'Abnehmende Sichel',
      ];
      expect(germanPhases).toContain(await phase.textContent());
      await moon.getByText(/^\d{1,3}\s%\sbeleuchtet$/).waitFor();
      for (const label of ['Nächster Neumond', 'Nächster Vollmond', 'Sternzeichen', 'Spirituelle Bedeutung']) {
        expect(await moon.getByText(label, { exact: true }).count(), label).toBe(1);
      }
      // The next moons: German dates, in the member's zone.
      const times = moon.locator('time');
      expect(await times.count()).toBe(2);
      for (const time of await times.all()) {
        const at = (await time.getAttribute('datetime')) ?? '';
        const expected = new Intl.DateTimeFormat('de-DE', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          timeZone: 'Asia/Tokyo',
        }).format(new Date(at));
        expect(await time.textContent()).toBe(expected);
        expect(expected).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. /);
      }
      const practices = moon.getByRole('list', { name: 'Empfehlungen zum Mond' }).getByRole('listitem');
      expect(await practices.count()).toBe(4);
      expect(await practices.last().textContent()).toMatch(/^Mit dem Mond (im|in der|in den) /);
      expect(walker.pageErrors).toEqual([]);
    } finally {
      await walker.context.close();
    }
  });
});
