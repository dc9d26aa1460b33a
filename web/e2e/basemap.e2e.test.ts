import { rm } from 'node:fs/promises';
import path from 'node:path';
import { BASEMAP_PALETTE, BASEMAP_PALETTE_LIGHT, MAP_STYLE_UNAVAILABLE } from '@sacred/core/basemap';
import { tileAt } from '@sacred/core/offlinePacks';
import { SETTINGS_MESSAGES } from '@sacred/core/settings';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNREACHABLE_BASEMAP } from '../../api/test/app';
import { FIXTURE_ATTRIBUTION, writeBasemapFixtures } from '../../api/test/basemap-fixture';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { BASEMAP_TEXTS } from '../src/features/map/basemap/basemapStyle';
import { MAP_STYLE_CONTROL_TEXT } from '../src/features/map/basemap/MapStyleControl';
import { MAX_PREFETCH_TILES_PER_SOURCE } from '../src/features/map/basemap/prefetchTiles';
import {
  colourStats,
  describeInBrowser,
  graphqlRequest,
  openPhonePage,
  projectFromCentre,
  signInAs,
  startTestApp,
  useBrowserApp,
} from './harness';
import { skipOnboarding } from './onboarding';
import type { TestApp } from './harness';

const MAP_READY_MS = 30_000;
const SCREENSHOTS = process.env.MAP_SCREENSHOTS;
/** The demo world's home region; the fixture is centred 150 m south of a seeded altar there. */
const DENVER = { latitude: 39.7392, longitude: -104.9903 };

/** The colour drawn at one point of the page (r, g, b). */
async function pixel(page: Page, point: { x: number; y: number }): Promise<number[]> {
  const png = await page.screenshot({ clip: { x: Math.round(point.x), y: Math.round(point.y), width: 1, height: 1 } });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

const differ = (a: number[], b: number[]) => Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));

describeInBrowser('the basemap', () => {
  /** Its app has no basemap archive (the outlines only); `withArchive` serves the fixture written for the user. */
  const e2e = useBrowserApp({ altarCount: 40, configOverrides: { basemap: UNREACHABLE_BASEMAP } });
  let withArchive: TestApp;
  let archives: { basemap: string; terrain: string };
  let user = DENVER;
  let homeAltarId = 0;

  beforeAll(async () => {
    // The user (and the fixture) 150 m south of the nearest seeded altar, as on the map home test.
    const { altarsNear } = await graphqlRequest<{ altarsNear: { id: number; latitude: number; longitude: number }[] }>(
      e2e.app.url,
      `{ altarsNear(latitude: ${DENVER.latitude}, longitude: ${DENVER.longitude}, radius: 5000, limit: 1) { id latitude longitude } }`,
    );
    const home = altarsNear[0];
    if (!home) throw new Error('No seeded altar near Denver');
    user = { latitude: home.latitude - 0.00135, longitude: home.longitude };
    homeAltarId = home.id;
    archives = await writeBasemapFixtures(user);
    withArchive = await startTestApp({
      altarCount: 40,
      configOverrides: {
        basemap: {
          ...UNREACHABLE_BASEMAP,
          vectorArchive: { kind: 'file', path: archives.basemap },
          terrainArchive: { kind: 'file', path: archives.terrain },
        },
      },
    });
  });

  afterAll(async () => {
    await withArchive?.close();
    if (archives) await rm(path.dirname(archives.basemap), { recursive: true, force: true });
  });

  const openMap = async (app: TestApp, member: boolean) => {
    const phone = await openPhonePage(e2e.browser, app.url);
    const requests: string[] = [];
    phone.page.on('request', (request) => requests.push(request.url()));
    await phone.context.grantPermissions(['geolocation'], { origin: app.url });
    await phone.context.setGeolocation(user);
    await skipOnboarding(phone.context);
    if (member) await signInAs(phone.page, DEMO_EMAIL, DEMO_PASSWORD);
    await phone.page.goto('/map');
    return { ...phone, requests };
  };

  const mapSettled = async (page: Page, basemap: string, style: string) => {
    const screen = page.getByTestId('map-screen');
    const frame = page.locator('[data-basemap]');
    await expect.poll(() => screen.getAttribute('data-zoom'), { timeout: MAP_READY_MS }).toBe('15');
    await expect.poll(() => frame.getAttribute('data-basemap'), { timeout: MAP_READY_MS }).toBe(basemap);
    await expect.poll(() => frame.getAttribute('data-map-style'), { timeout: MAP_READY_MS }).toBe(style);
    await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
    // The detailed style itself drawn (MapLibre idle with it), not only the map around it.
    if (basemap === 'detailed')
      await expect
        .poll(() => screen.locator('.maplibregl-map').getAttribute('data-drawn-style'), { timeout: MAP_READY_MS })
        .toBe(style);
    const box = await screen.boundingBox();
    if (!box) throw new Error('The map screen has no box');
    return box;
  };

  /** Settings -> Preferences -> Map Style, saved (nothing to save when it is already chosen). */
  const chooseMapStyle = async (page: Page, style: string) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const select = page.getByLabel('Map Style');
    await expect.poll(() => select.locator(`option[value="${style}"]`).isDisabled()).toBe(false);
    if ((await select.inputValue()) === style) return;
    await select.selectOption(style);
    await page.getByText(SETTINGS_MESSAGES.updatedDescription).first().waitFor();
  };

  /** The demo member's map home over the archive, in `style` (chosen in Settings), drawn. */
  const openMemberMap = async (style: string) => {
    const phone = await openMap(withArchive, true);
    await chooseMapStyle(phone.page, style);
    await phone.page.goto('/map');
    return { ...phone, box: await mapSettled(phone.page, 'detailed', style) };
  };

  /** Where a point `d` degrees from the user is drawn at zoom 15 (the map centres on the user). */
  const at = (box: { x: number; y: number; width: number; height: number }, dLng: number, dLat: number) => {
    const { dx, dy } = projectFromCentre(
      { latitude: user.latitude + dLat, longitude: user.longitude + dLng },
      user,
      15,
    );
    return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
  };

  it('draws paths, water, woods and names from our own archive at zoom 15, with every request on our origin', async () => {
    const { page, context, requests, pageErrors } = await openMap(withArchive, false);
    try {
      const box = await mapSettled(page, 'detailed', 'street');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/basemap-street.png` });
      // The map's middle band (clear of the search bar and the bottom sheet): the footpath and the river
      // in their colours (translucent map overlays tint them a little, hence the tolerance).
      const band = { x: box.x, y: box.y + 140, width: box.width, height: box.height - 320 };
      const [path, river] = (await colourStats(page, band, [BASEMAP_PALETTE.path, BASEMAP_PALETTE.waterLine], 40))
        .matches;
      expect(path, 'footpath pixels').toBeGreaterThan(150);
      expect(river, 'river pixels').toBeGreaterThan(150);
      // Inside the wood against the plain land beside it.
      const land = await pixel(page, at(box, -0.0035, 0.0028));
      const wood = await pixel(page, at(box, 0.0035, 0.0028));
      expect(differ(land, wood), `land ${land.join()} against wood ${wood.join()}`).toBeGreaterThan(12);

      // The village's name ("Hollowmere") in label colour where the fixture puts it.
      const village = at(box, -0.0016, -0.0016);
      const label = { x: village.x - 70, y: village.y - 16, width: 140, height: 32 };
      const [letters] = (await colourStats(page, label, [BASEMAP_PALETTE.label], 30)).matches;
      expect(letters, 'village label pixels').toBeGreaterThan(40);

      const attribution = page.locator('.maplibregl-ctrl-attrib');
      await expect.poll(() => attribution.textContent()).toContain('OpenStreetMap contributors');
      // Open (as MapLibre shows them until the map is first moved, or after a tap on their button), the
      // credits are read over the cards of the map's bottom-left corner on a phone.
      if (!(await attribution.evaluate((element) => element.classList.contains('maplibregl-compact-show'))))
        await page.locator('.maplibregl-ctrl-attrib-button').click();
      const credits = await page.locator('.maplibregl-ctrl-attrib-inner').boundingBox();
      if (!credits) throw new Error('The opened attribution has no box');
      const covered = await page.evaluate(
        ({ x, y, width, height }) =>
          [0.05, 0.25, 0.5, 0.75, 0.95].flatMap((fx) =>
            [0.25, 0.75].map((fy) => {
              const point = { x: x + width * fx, y: y + height * fy };
              const top = document.elementFromPoint(point.x, point.y);
              return top?.closest('.maplibregl-ctrl-attrib')
                ? []
                : [`${top?.outerHTML.slice(0, 80)} at ${point.x},${point.y}`];
            }),
          ),
        credits,
      );
      expect(covered.flat()).toEqual([]);
      const origin = new URL(withArchive.url).origin;
      const elsewhere = requests.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url));
      expect(elsewhere).toEqual([]);
      expect(requests.some((url) => url.includes('/tiles/basemap/15/'))).toBe(true);
      expect(requests.some((url) => url.includes('/map/fonts/'))).toBe(true);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the light map in the Light theme, with a scale bar in the member’s units and the credits folded', async () => {
    const phone = await openPhonePage(e2e.browser, withArchive.url);
    const { page, context, pageErrors } = phone;
    let original: { preferences: Record<string, unknown> } | undefined;
    try {
      await context.grantPermissions(['geolocation'], { origin: withArchive.url });
      await context.setGeolocation(user);
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
      const settings = (await (await page.request.get(`/api/users/${me.id}/settings`)).json()) as {
        preferences: Record<string, unknown>;
      };
      original = settings;
      for (const units of ['imperial', 'metric'] as const) {
        const saved = await page.request.patch(`/api/users/${me.id}/settings`, {
          data: { ...settings, preferences: { ...settings.preferences, theme: 'light', units, mapStyle: 'street' } },
        });
        expect(saved.ok()).toBe(true);
        await page.goto('/map');
        const box = await mapSettled(page, 'detailed', 'street');
        await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
        if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/basemap-light-${units}.png` });
        const band = { x: box.x, y: box.y + 140, width: box.width, height: box.height - 320 };
        const [lightPath, darkPath] = (
          await colourStats(page, band, [BASEMAP_PALETTE_LIGHT.path, BASEMAP_PALETTE.path], 30)
        ).matches;
        expect(lightPath, 'magenta footpath pixels').toBeGreaterThan(150);
        expect(darkPath, 'amber footpath pixels').toBe(0);
        // Plain land beside the wood is paper-light.
        const land = await pixel(page, at(box, -0.0035, 0.0028));
        expect(Math.min(...land), `land ${land.join()}`).toBeGreaterThan(180);
        const scale = page.locator('.maplibregl-ctrl-scale');
        await expect.poll(() => scale.count()).toBe(1);
        expect(await scale.textContent()).toMatch(units === 'imperial' ? /^\d+\s(ft|mi)$/ : /^\d+\s(m|km)$/);
        const attribution = page.locator('.maplibregl-ctrl-attrib');
        expect(await attribution.evaluate((element) => element.classList.contains('maplibregl-compact-show'))).toBe(
          false,
        );
      }
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      // The demo member's settings as they were, for the tests after this one.
      if (original) {
        const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
        // Theme and units as they were; the map style stays the street map this test chose (a stored
        // style the server cannot offer, such as satellite here, would refuse the whole save).
        const { theme, units } = original.preferences;
        const now = (await (await page.request.get(`/api/users/${me.id}/settings`)).json()) as typeof original;
        const restored = await page.request.patch(`/api/users/${me.id}/settings`, {
          data: { ...now, preferences: { ...now.preferences, theme, units } },
        });
        expect(restored.ok(), await restored.text()).toBe(true);
      }
      await context.close();
    }
  });

  it('switches to the terrain style from Settings, which shades the hills; satellite is shown unavailable', async () => {
    const { page, context, box } = await openMemberMap('street');
    try {
      const slope = at(box, -0.0035, 0.0028);
      const before = { land: await pixel(page, slope) };

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      const select = page.getByLabel('Map Style');
      await expect
        .poll(() => select.locator('option[value="satellite"]').textContent())
        .toBe('Satellite (unavailable)');
      expect(await select.locator('option[value="satellite"]').isDisabled()).toBe(true);
      expect(await select.locator('option[value="terrain"]').isDisabled()).toBe(false);
      await expect.poll(() => page.getByText(MAP_STYLE_UNAVAILABLE.satellite, { exact: false }).count()).toBe(1);
      await select.selectOption('terrain');
      await page.getByText(SETTINGS_MESSAGES.updatedDescription).waitFor();

      await page.goto('/map');
      await mapSettled(page, 'detailed', 'terrain');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/basemap-terrain.png` });
      const after = { land: await pixel(page, slope) };
      // Hillshade shades the plain land on the hill's slope.
      expect(differ(before.land, after.land), `${before.land.join()} -> ${after.land.join()}`).toBeGreaterThan(6);
    } finally {
      await context.close();
    }
  });

  it('switches the style on the map itself: drawn at once, saved for every map; an unavailable style says why', async () => {
    const { page, context, pageErrors, box } = await openMemberMap('street');
    try {
      const slope = at(box, -0.0035, 0.0028);
      const street = await pixel(page, slope);

      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      const menu = page.getByTestId('map-style-menu');
      expect(await menu.getByRole('radio', { name: 'Street' }).isChecked()).toBe(true);
      expect(await menu.getByRole('radio', { name: 'Satellite' }).isDisabled()).toBe(true);
      expect(await menu.textContent()).toContain(MAP_STYLE_UNAVAILABLE.satellite);
      await menu.getByRole('radio', { name: 'Terrain' }).click();
      await mapSettled(page, 'detailed', 'terrain');
      const terrain = await pixel(page, slope);
      expect(differ(street, terrain), `${street.join()} -> ${terrain.join()}`).toBeGreaterThan(6);
      // The elevation data's credit joins the map's attribution.
      await expect
        .poll(() => page.locator('.maplibregl-ctrl-attrib').textContent())
        .toContain(`Elevation: ${FIXTURE_ATTRIBUTION}`);

      // Saved: the map opens in it again, and Settings shows it.
      await page.reload();
      await mapSettled(page, 'detailed', 'terrain');
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect.poll(() => page.getByLabel('Map Style').inputValue()).toBe('terrain');
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opening the style menu fetches the terrain style's elevation and contour tiles of the view, and only then", async () => {
    const { page, context, requests, pageErrors } = await openMemberMap('street');
    try {
      const terrainTiles = () => requests.filter((url) => /\/tiles\/(terrain|contours)\//.test(url));
      // A member who never opens the menu fetches none.
      expect(terrainTiles()).toEqual([]);
      const style = (await (await fetch(`${withArchive.url}/map/style.json?style=terrain`)).json()) as {
        sources: Record<string, { maxzoom?: number }>;
      };
      const zoom = Math.min(15, style.sources['terrain-dem']?.maxzoom ?? 15);
      const home = tileAt(user, zoom);

      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      const kinds = () => new Set(terrainTiles().map((url) => /\/tiles\/(\w+)\//.exec(url)?.[1]));
      await expect.poll(() => [...kinds()].sort()).toEqual(['contours', 'terrain']);
      // The tiles of the view at the map's zoom (the map centres on the user), a few of each.
      const addresses = terrainTiles().map((url) =>
        /\/tiles\/\w+\/(\d+)\/(\d+)\/(\d+)\./.exec(url)?.slice(1).map(Number),
      );
      expect(addresses.every((address) => address?.[0] === zoom)).toBe(true);
      expect(terrainTiles()).toContain(`${withArchive.url}/tiles/terrain/${zoom}/${home.x}/${home.y}.png`);
      expect(terrainTiles()).toContain(`${withArchive.url}/tiles/contours/${zoom}/${home.x}/${home.y}.mvt`);
      expect(terrainTiles().length).toBeLessThanOrEqual(2 * MAX_PREFETCH_TILES_PER_SOURCE);

      // Closing and opening the menu again asks for nothing more.
      const fetched = terrainTiles().length;
      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      expect(terrainTiles()).toHaveLength(fetched);
      // And the switch draws terrain from them.
      await page.getByTestId('map-style-menu').getByRole('radio', { name: 'Terrain' }).click();
      await mapSettled(page, 'detailed', 'terrain');
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opening the style menu fetches no terrain tiles where this server has no elevation (terrain disabled)', async () => {
    const { page, context, requests } = await openMap(e2e.app, true);
    try {
      await mapSettled(page, 'outlines', 'street');
      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      const menu = page.getByTestId('map-style-menu');
      expect(await menu.getByRole('radio', { name: 'Terrain' }).isDisabled()).toBe(true);
      // A prefetch would start in the tap's handler (with the terrain style's document): closed and
      // opened again, a round trip later, none has.
      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      await page.getByRole('button', { name: MAP_STYLE_CONTROL_TEXT.button }).click();
      await menu.waitFor();
      expect(requests.filter((url) => /\/tiles\/(terrain|contours)\/|style=terrain/.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('falls back to the outlines with a quiet notice when no detailed map can be reached, and still paints the markers', async () => {
    const { page, context, pageErrors } = await openMap(e2e.app, false);
    try {
      await mapSettled(page, 'outlines', 'street');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/basemap-fallback.png` });
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d* sacred spaces? on the map$/);
      expect(await page.evaluate(() => performance.getEntriesByName('map:maplibre-markers').length)).toBe(1);
      const attribution = page.locator('.maplibregl-ctrl-attrib');
      await expect.poll(() => attribution.textContent()).toContain(BASEMAP_TEXTS.fallbackNotice);
      expect(await page.getByText(BASEMAP_TEXTS.fallbackNotice).count()).toBe(1);
      // Open, the credits (longer with the notice) run left over the bottom-left cards on a phone: the cards
      // stand above them meanwhile, so the moon card's close button is still what a tap on it reaches.
      if (!(await attribution.evaluate((element) => element.classList.contains('maplibregl-compact-show'))))
        await page.locator('.maplibregl-ctrl-attrib-button').click();
      const closeMoonCard = page.getByRole('button', { name: 'Close moon phase card' });
      await closeMoonCard.waitFor();
      await expect
        .poll(() =>
          closeMoonCard.evaluate((button) => {
            const { x, y, width, height } = button.getBoundingClientRect();
            return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
          }),
        )
        .toBe(true);
      await closeMoonCard.click();
      await page.getByTestId('moon-card').waitFor({ state: 'detached' });
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('opens a pilgrimage on its route map, and an altar on a small map with Directions', async () => {
    const { browsePilgrimages } = await graphqlRequest<{ browsePilgrimages: { id: number; siteCount: number }[] }>(
      withArchive.url,
      '{ browsePilgrimages(limit: 50) { id siteCount } }',
    );
    const pilgrimage = browsePilgrimages.find((candidate) => candidate.siteCount >= 2);
    if (!pilgrimage) throw new Error('No seeded pilgrimage with two sites');
    const { page, context, pageErrors } = await openMap(withArchive, false);
    try {
      await page.goto(`/pilgrimage/${pilgrimage.id}`);
      const routeMap = page.getByTestId('pilgrimage-route-map');
      await expect.poll(() => routeMap.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('loaded');
      const sites = routeMap.locator('[data-testid="trail-point"][data-kind="site"]');
      await expect.poll(() => sites.count()).toBe(pilgrimage.siteCount);
      expect(await sites.first().textContent()).toBe('1');
      // The list stays the accessible equivalent; the map is a named region above it.
      expect(await page.getByRole('region', { name: /^Map of the route of / }).count()).toBe(1);
      const label = (await sites.first().getAttribute('aria-label')) ?? '';
      // MapLibre keeps repositioning markers while tiles arrive; the click itself is what matters.
      await sites.first().dispatchEvent('click');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/altar\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(label.replace(/^\d+\. /, ''));

      const altarMap = page.getByTestId('altar-location-map');
      await expect.poll(() => altarMap.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('loaded');
      expect(await altarMap.locator('[data-testid="trail-point"]').count()).toBe(1);
      expect(await page.getByTestId('directions-app').getAttribute('href')).toMatch(
        /^geo:-?\d+\.\d{6},-?\d+\.\d{6}\?q=/,
      );
      expect(await page.getByTestId('directions-web').getAttribute('href')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/directions\?/,
      );
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps a downloaded pilgrimage in the member's terrain style, and draws it with the network cut: paths, river, contours and names", async () => {
    const { page, context, pageErrors, box } = await openMemberMap('street');
    try {
      // Ground north-west of the hill's top, clear of paths, water and labels: contours cross it.
      const nw = at(box, -0.0038, 0.0045);
      const se = at(box, -0.0012, 0.0022);
      const slope = { x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y };
      const [streetContours] = (await colourStats(page, slope, [BASEMAP_PALETTE.contour], 36)).matches;

      // A walk from where the member stands, past the nearest altar, to 1.7 km east.
      const created = await page.evaluate(
        async ({ start, altarId }) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query: 'mutation ($input: PilgrimageInput!) { createPilgrimage(input: $input) { id } }',
              variables: {
                input: {
                  name: 'Round the Grey Tor',
                  description: 'A short walk round the hill, past the altar by the stream.',
                  estimatedDuration: '1 hour',
                  startingPoint: 'The lane',
                  startingLatitude: start.latitude,
                  startingLongitude: start.longitude,
                  endingPoint: 'Old Mill Lane',
                  endingLatitude: start.latitude,
                  endingLongitude: start.longitude + 0.02,
                  altarIds: [altarId],
                },
              },
            }),
          });
          return (await response.json()) as { data?: { createPilgrimage: { id: number } }; errors?: unknown };
        },
        { start: user, altarId: homeAltarId },
      );
      const pilgrimageId = created.data?.createPilgrimage.id;
      if (!pilgrimageId) throw new Error(`createPilgrimage: ${JSON.stringify(created.errors)}`);

      await chooseMapStyle(page, 'terrain');
      await page.evaluate(async () => {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
        );
        await Promise.race([navigator.serviceWorker.ready, timeout]);
      });
      await page.goto(`/pilgrimage/${pilgrimageId}`);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${withArchive.url}/sw.js`);
      const pack = page.getByTestId('pilgrimage-pack');
      await pack.getByTestId('pack-estimate').waitFor({ timeout: MAP_READY_MS });
      expect(await pack.getByTestId('pack-estimate').textContent()).toMatch(/zoom 0-15, Terrain map\)$/);
      await pack.getByRole('button', { name: 'Download this pilgrimage' }).click();
      await pack.getByTestId('pack-space-used').waitFor({ timeout: 120_000 });
      expect(await pack.getByTestId('pack-space-used').textContent()).toMatch(/, Terrain map\)$/);
      // What the terrain style needs is in the pack: its elevation and contour tiles, and its style.
      const kept = await page.evaluate(async () =>
        (await (await caches.open('sacred-offline-tiles')).keys()).map(
          (request) => new URL(request.url).pathname + new URL(request.url).search,
        ),
      );
      for (const needed of [
        '/tiles/basemap/15/',
        '/tiles/terrain/12/',
        '/tiles/contours/12/',
        '/map/style.json?style=terrain',
        '/map/styles.json',
        '/map/fonts/',
      ])
        expect(
          kept.some((url) => url.startsWith(needed)),
          needed,
        ).toBe(true);

      // No network at all: the map opens from the device in the member's style.
      await context.setOffline(true);
      await page.goto('/map');
      const offlineBox = await mapSettled(page, 'detailed', 'terrain');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/basemap-offline-terrain.png` });
      const band = { x: offlineBox.x, y: offlineBox.y + 140, width: offlineBox.width, height: offlineBox.height - 320 };
      const [path, river] = (await colourStats(page, band, [BASEMAP_PALETTE.path, BASEMAP_PALETTE.waterLine], 40))
        .matches;
      expect(path, 'footpath pixels').toBeGreaterThan(150);
      expect(river, 'river pixels').toBeGreaterThan(150);
      const [terrainContours] = (await colourStats(page, slope, [BASEMAP_PALETTE.contour], 36)).matches;
      expect(terrainContours, `contour pixels offline (street map online: ${streetContours})`).toBeGreaterThan(
        (streetContours ?? 0) + 100,
      );
      const village = at(offlineBox, -0.0016, -0.0016);
      const label = { x: village.x - 70, y: village.y - 16, width: 140, height: 32 };
      const [letters] = (await colourStats(page, label, [BASEMAP_PALETTE.label], 30)).matches;
      expect(letters, 'village label pixels').toBeGreaterThan(40);
      await expect
        .poll(() => page.locator('.maplibregl-ctrl-attrib').textContent())
        .toContain('OpenStreetMap contributors');
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
