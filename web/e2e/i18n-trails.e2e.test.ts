/**
 * The trail screens in Spanish and German: Settings → Offline (downloads, the area pack's estimate, the
 * counts after "Download All") and a pilgrimage's page (badges, facts, seasons, Begin, its offline pack),
 * with numbers in the locale ("12,5 Meilen", "20,1 km", "7,3 MB") and the member's units; and the same
 * pilgrimage page and estimate in English, letter for letter as before.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { Language, Units } from '../../core/src/settings';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { displayIn } from './languages';
import { skipOnboarding } from './onboarding';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

const FAKE_MAX_ZOOM = 12;
/** Tiles of about 24 KB, so that the area's estimate is in MB with a decimal to read. */
const tileBody = (z: string, x: string, y: string) => Buffer.from(`tile ${z}/${x}/${y} `.repeat(1600));

/** A small basemap (style, tiles, glyphs, sprite) at the network boundary, as offline-downloads does. */
async function serveFakeBasemap(context: BrowserContext, origin: string) {
  await context.route('**/map/style.json*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        version: 8,
        glyphs: '/map/fonts/{fontstack}/{range}.pbf',
        sprite: `${origin}/map/sprite`,
        sources: {
          basemap: {
            type: 'vector',
            tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'],
            minzoom: 0,
            maxzoom: FAKE_MAX_ZOOM,
            attribution: '© OpenStreetMap contributors',
          },
        },
        layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#0c1a12' } }],
      }),
    }),
  );
  await context.route('**/tiles/basemap/**', (route) => {
    const [z = '', x = '', y = ''] = new URL(route.request().url()).pathname.split('/').slice(-3);
    return route.fulfill({
      status: 200,
      body: tileBody(z, x, y.replace('.mvt', '')),
      contentType: 'application/x-protobuf',
    });
  });
  await context.route('**/map/fonts/**', (route) =>
    route.fulfill({ status: 200, body: Buffer.alloc(2048, 1), contentType: 'application/x-protobuf' }),
  );
  await context.route('**/map/sprite*', (route) =>
    route.request().url().endsWith('.json')
      ? route.fulfill({ status: 200, body: '{}', contentType: 'application/json' })
      : route.fulfill({ status: 200, body: Buffer.alloc(512, 2), contentType: 'image/png' }),
  );
}

/** The dd under a fact's dt on the pilgrimage page. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

describeInBrowser('the trail screens in Spanish and German', () => {
  const e2e = useBrowserApp({ altarCount: 20 });
  let altar: SeededAltar;
  let pilgrimageId = 0;

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      '{ altars(limit: 1) { id name latitude longitude } }',
    );
    if (!altars[0]) throw new Error('The demo world has no altar');
    altar = altars[0];
  });

  /** A member's phone in a language and units, near the altar, with the fake basemap. */
  const openAs = async (language: Language, units: Units) => {
    const phone = await e2e.openPhonePage();
    const { page, context } = phone;
    await displayIn(context, language);
    await context.grantPermissions(['geolocation'], { origin: e2e.app.url });
    await context.setGeolocation({ latitude: altar.latitude, longitude: altar.longitude });
    await skipOnboarding(context);
    await serveFakeBasemap(context, e2e.app.url);
    await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
    const current = (await (await page.request.get(`/api/users/${me.id}/settings`)).json()) as {
      preferences: Record<string, unknown>;
    };
    const saved = await page.request.patch(`/api/users/${me.id}/settings`, {
      data: { ...current, preferences: { ...current.preferences, language, units } },
      headers: { origin: e2e.app.url },
    });
    expect(saved.status()).toBe(200);
    if (!pilgrimageId) {
      await page.goto('/pilgrimages');
      const created = await page.evaluate(
        async ({ start, altarId }) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: 'mutation ($input: PilgrimageInput!) { createPilgrimage(input: $input) { id } }',
              variables: {
                input: {
                  name: 'Ridge of the Two Springs',
                  description: 'Up the ridge between the springs and down by the old chapel.',
                  distance: 12.5,
                  estimatedDuration: '2 days',
                  difficulty: 'challenging',
                  type: 'mountain_trail',
                  bestSeasons: ['spring', 'fall'],
                  startingPoint: 'The lower spring',
                  startingLatitude: start.latitude,
                  startingLongitude: start.longitude,
                  endingPoint: 'The chapel',
                  endingLatitude: start.latitude + 0.02,
                  endingLongitude: start.longitude,
                  altarIds: [altarId],
                },
              },
            }),
          });
          return (await response.json()) as { data?: { createPilgrimage: { id: number } }; errors?: unknown };
        },
        { start: { latitude: altar.latitude, longitude: altar.longitude }, altarId: altar.id },
      );
      pilgrimageId = created.data?.createPilgrimage.id ?? 0;
      if (!pilgrimageId) throw new Error(`createPilgrimage: ${JSON.stringify(created.errors)}`);
    }
    return phone;
  };

  /** Settings → Offline (the fifth tab, whatever the settings screens call it) with the area's estimate. */
  const openOfflineTab = async (page: Page) => {
    await page.goto('/settings');
    await page.getByRole('tab').nth(4).click();
    const area = page.getByTestId('area-pack');
    await area.getByTestId('pack-estimate').waitFor({ timeout: 30_000 });
    return area;
  };

  it('shows the pilgrimage page and the offline estimate in English exactly as before', async () => {
    const { page, context } = await openAs('en', 'imperial');
    try {
      await page.goto(`/pilgrimage/${pilgrimageId}`);
      await fact(page, 'Distance').waitFor({ timeout: 20_000 });
      expect(await fact(page, 'Distance').textContent()).toBe('12.5 miles');
      await page.getByRole('button', { name: 'Begin Sacred Journey' }).waitFor();
      expect(await page.getByText('Challenging', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Mountain Trail', { exact: true }).count()).toBe(1);
      await page.getByRole('heading', { name: 'Best Seasons' }).waitFor();
      await page.getByTestId('pilgrimage-pack').getByRole('button', { name: 'Download this pilgrimage' }).waitFor();

      const area = await openOfflineTab(page);
      expect(await area.getByTestId('pack-estimate').textContent()).toMatch(
        /^Estimated size: about \d+\.\d MB \([\d,]+ map tiles, zoom 0-12, Street map\)$/,
      );
      await page.getByRole('heading', { name: 'Offline Downloads' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the pilgrimage page in German, in miles as the member chose, with German numbers', async () => {
    const { page, context } = await openAs('de', 'imperial');
    try {
      await page.goto(`/pilgrimage/${pilgrimageId}`);
      await fact(page, 'Strecke').waitFor({ timeout: 20_000 });
      expect(await fact(page, 'Strecke').textContent()).toBe('12,5 Meilen');
      expect(await fact(page, 'Heilige Stationen').textContent()).toBe('1');
      await page.getByRole('button', { name: 'Heiligen Weg beginnen' }).waitFor();
      await page.getByRole('link', { name: 'GPX herunterladen' }).waitFor();
      expect(await page.getByText('Anspruchsvoll', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Bergpfad', { exact: true }).count()).toBe(1);
      await page.getByRole('heading', { name: 'Beste Jahreszeiten' }).waitFor();
      expect(await page.getByText('Frühling', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Herbst', { exact: true }).count()).toBe(1);
      await page.getByRole('heading', { name: 'Über diesen Weg' }).waitFor();
      const pack = page.getByTestId('pilgrimage-pack');
      await pack.getByRole('button', { name: 'Diesen Pilgerweg herunterladen' }).waitFor();
      await pack.getByTestId('pack-estimate').waitFor({ timeout: 30_000 });
      expect(await pack.getByTestId('pack-estimate').textContent()).toMatch(
        /^Geschätzte Größe: etwa \d+(,\d)? (kB|MB) \([\d.]+ Kartenkacheln, Zoom 0–12, Straßenkarte\)$/,
      );
      const facts = (await page.locator('dl[aria-label="Eckdaten des Wegs"]').textContent()) ?? '';
      for (const english of ['Distance', 'Sacred sites', 'Duration', 'End', 'miles'])
        expect(facts).not.toContain(english);

      // Browse: the card in German, its distance in miles with a decimal comma.
      await page.goto('/pilgrimages?view=browse');
      await page.getByTestId('pilgrimage-count').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('pilgrimage-count').textContent()).toMatch(/^\d+ heiliger? Pilgerwege? gefunden$/);
      const card = page.getByTestId('pilgrimage-card').filter({ hasText: 'Ridge of the Two Springs' });
      expect(await card.textContent()).toContain('12,5 Meilen');
      expect(await card.textContent()).toContain('1 Station');
      expect(await card.textContent()).toContain('Von The lower spring nach The chapel');
    } finally {
      await context.close();
    }
  });

  it('shows Settings → Offline in German: estimate in MB with a comma, downloads and their counts', async () => {
    const { page, context } = await openAs('de', 'metric');
    try {
      const area = await openOfflineTab(page);
      await page.getByRole('heading', { name: 'Offline-Downloads' }).waitFor();
      await page.getByRole('heading', { name: 'Offline-Karte: heilige Orte im Umkreis von 50 km' }).waitFor();
      expect(await area.getByTestId('pack-estimate').textContent()).toMatch(
        /^Geschätzte Größe: etwa \d+,\d MB \([\d.]+ Kartenkacheln, Zoom 0–12, Straßenkarte\)$/,
      );
      await area.getByRole('button', { name: 'Karte und heilige Orte herunterladen (50 km)' }).waitFor();
      await page.getByRole('heading', { name: 'Wegtagebuch' }).waitFor();
      await page.getByRole('button', { name: 'Alles herunterladen' }).click();
      await expect
        .poll(() => page.getByTestId('offline-last-updated').textContent(), { timeout: 60_000 })
        .toBe('Gerade eben');
      expect(Number(await page.getByTestId('offline-sacred-spaces').textContent())).toBeGreaterThanOrEqual(1);
      const counts = page.getByTestId('offline-sacred-spaces').locator('xpath=..');
      expect(await counts.getAttribute('aria-label')).toBe('Für die Offline-Nutzung heruntergeladen');
      expect(await counts.textContent()).toContain('Zuletzt aktualisiert');
      expect(await page.locator('main').textContent()).not.toContain('Download All');
    } finally {
      await context.close();
    }
  });

  it('shows the pilgrimage page and Settings → Offline in Spanish, in km, with Spanish numbers', async () => {
    const { page, context } = await openAs('es', 'metric');
    try {
      await page.goto(`/pilgrimage/${pilgrimageId}`);
      await fact(page, 'Distancia').waitFor({ timeout: 20_000 });
      // 12.5 miles are 20.1 km.
      expect(await fact(page, 'Distancia').textContent()).toBe('20,1 km');
      await page.getByRole('button', { name: 'Iniciar el camino sagrado' }).waitFor();
      expect(await page.getByText('Exigente', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Sendero de montaña', { exact: true }).count()).toBe(1);
      await page.getByRole('heading', { name: 'Mejores estaciones' }).waitFor();
      expect(await page.getByText('Primavera', { exact: true }).count()).toBe(1);
      expect(await page.getByText('Otoño', { exact: true }).count()).toBe(1);
      await page.getByTestId('pilgrimage-pack').getByRole('button', { name: 'Descargar esta peregrinación' }).waitFor();

      const area = await openOfflineTab(page);
      await page.getByRole('heading', { name: 'Descargas sin conexión' }).waitFor();
      expect(await area.getByTestId('pack-estimate').textContent()).toMatch(
        /^Tamaño estimado: unos \d+,\d MB \([\d.]+ teselas, zoom 0-12, Mapa de calles\)$/,
      );
      await page.getByRole('button', { name: 'Descargar todo' }).click();
      await expect
        .poll(() => page.getByTestId('offline-last-updated').textContent(), { timeout: 60_000 })
        .toBe('Ahora mismo');
      await page.getByRole('heading', { name: 'Diario del camino' }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('Offline Downloads');
    } finally {
      await context.close();
    }
  });
});
