/**
 * Offline downloads and offline map packs in the browser, with the service worker enabled: download the
 * area (map pack, altars, pilgrimages, weather) and a pilgrimage pack, cut the network, reload, and
 * the map home, nearby list, an altar, a pilgrimage and the live page answer from the device, with the
 * downloaded basemap files served by the service worker. The basemap routes belong to another
 * branch: here a small style, tiles, glyphs and sprite are served at the network boundary.
 */
import type { BrowserContext, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { MAX_OFFLINE_ALTARS, OFFLINE_ANSWERS_MAX_BYTES, OFFLINE_MESSAGES } from '../../core/src/offline';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The fake basemap's deepest zoom: 12 keeps a 50 km area to a few hundred tiles. */
const FAKE_MAX_ZOOM = 12;
const tileBody = (z: string, x: string, y: string) => Buffer.from(`tile ${z}/${x}/${y} `.repeat(64));

/** Serves the basemap contract (style, tiles, glyphs, sprite) until the network is cut. */
async function serveFakeBasemap(context: BrowserContext, origin: string) {
  const state = { networkCut: false, tileRequests: 0 };
  const answer = async (route: Route, body: Buffer | string, contentType: string) => {
    if (state.networkCut) return route.abort('internetdisconnected');
    return route.fulfill({ status: 200, body, contentType });
  };
  await context.route('**/map/style.json*', (route) =>
    answer(
      route,
      JSON.stringify({
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
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#0c1a12' } },
          {
            id: 'places',
            type: 'symbol',
            source: 'basemap',
            'source-layer': 'places',
            layout: { 'text-field': ['get', 'name'], 'text-font': ['Test Sans Regular'] },
          },
        ],
      }),
      'application/json',
    ),
  );
  await context.route('**/tiles/basemap/**', (route) => {
    const [z = '', x = '', y = ''] = new URL(route.request().url()).pathname.split('/').slice(-3);
    state.tileRequests++;
    return answer(route, tileBody(z, x, y.replace('.mvt', '')), 'application/x-protobuf');
  });
  await context.route('**/map/fonts/**', (route) => answer(route, Buffer.alloc(2048, 1), 'application/x-protobuf'));
  await context.route('**/map/sprite*', (route) =>
    route.request().url().endsWith('.json')
      ? answer(route, '{}', 'application/json')
      : answer(route, Buffer.alloc(512, 2), 'image/png'),
  );
  return state;
}

describeInBrowser('offline downloads with the network cut', () => {
  const e2e = useBrowserApp({ altarCount: 20 });

  it('downloads the area and a pilgrimage, then opens the map, nearby list, altar, pilgrimage and live page offline', async () => {
    const { altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      '{ altars(limit: 1) { id name latitude longitude } }',
    );
    const altar = altars[0] as SeededAltar;
    const { pilgrimages } = await graphqlRequest<{ pilgrimages: Array<{ id: number; name: string }> }>(
      e2e.app.url,
      '{ pilgrimages(limit: 1) { id name } }',
    );
    const pilgrimage = pilgrimages[0];
    if (!pilgrimage) throw new Error('The demo world has no pilgrimage');

    const { page, context } = await e2e.openPhonePage();
    try {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: altar.latitude, longitude: altar.longitude });
      await skipOnboarding(context);
      const basemap = await serveFakeBasemap(context, e2e.app.url);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      await page.goto('/settings');
      await page.evaluate(async () => {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the service worker did not activate in 30 s')), 30_000),
        );
        await Promise.race([navigator.serviceWorker.ready, timeout]);
      });
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${e2e.app.url}/sw.js`);

      // Settings -> Offline: the estimate before, the space used after, and the browser's storage answer.
      await page.getByRole('tab', { name: 'Offline' }).click();
      const area = page.getByTestId('area-pack');
      await area.getByTestId('pack-estimate').waitFor({ timeout: 30_000 });
      expect(await area.getByTestId('pack-estimate').textContent()).toMatch(
        /^Estimated size: about [\d.]+ (KB|MB) \([\d,]+ map tiles, zoom 0-12, Street map\)$/,
      );
      const requestsBeforeDownload = basemap.tileRequests;
      await area.getByRole('button', { name: 'Download map and sacred spaces (50 km)' }).click();
      await area.getByTestId('pack-space-used').waitFor({ timeout: 120_000 });
      expect(await area.getByTestId('pack-space-used').textContent()).toMatch(
        /^Space used: [\d.]+ (KB|MB) \([\d,]+ map files, Street map\)$/,
      );
      // Real progress means real requests: every tile of the area was fetched.
      expect(basemap.tileRequests - requestsBeforeDownload).toBeGreaterThan(50);
      expect([OFFLINE_MESSAGES.storagePersisted, OFFLINE_MESSAGES.storageBestEffort]).toContain(
        await area.getByTestId('storage-persistence').textContent(),
      );
      expect(Number(await page.getByTestId('offline-sacred-spaces').textContent())).toBeGreaterThanOrEqual(1);
      expect(Number(await page.getByTestId('offline-pilgrimages').textContent())).toBeGreaterThanOrEqual(1);
      // All of the few sacred spaces around: nothing to warn of.
      expect(await page.getByTestId('offline-partial').count()).toBe(0);

      // The answers kept from the network live in their own database, within their cap;
      // the outbox's database holds only the outbox and the downloads.
      const stores = await page.evaluate(async () => {
        const open = (name: string) =>
          new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const device = await open('sacred-spaces-offline');
        const answers = await open('sacred-spaces-answers');
        const usage = await new Promise<Array<{ bytes: number }>>((resolve) => {
          const request = answers.transaction('usage').objectStore('usage').getAll();
          request.onsuccess = () => resolve(request.result as Array<{ bytes: number }>);
        });
        const result = {
          device: [...device.objectStoreNames].sort(),
          answers: [...answers.objectStoreNames].sort(),
          keptAnswers: usage.length,
          keptBytes: usage.reduce((sum, entry) => sum + entry.bytes, 0),
        };
        device.close();
        answers.close();
        return result;
      });
      expect(stores.device).toEqual(['downloads', 'outbox']);
      expect(stores.answers).toEqual(['answers', 'usage']);
      // The area's altar pages and the pilgrimages' pages were visited in advance and kept.
      expect(stores.keptAnswers).toBeGreaterThan(20);
      expect(stores.keptBytes).toBeLessThanOrEqual(OFFLINE_ANSWERS_MAX_BYTES);

      // "Download this pilgrimage" on its page.
      await page.goto(`/pilgrimage/${pilgrimage.id}`);
      const pack = page.getByTestId('pilgrimage-pack');
      await pack.getByTestId('pack-estimate').waitFor({ timeout: 30_000 });
      await pack.getByRole('button', { name: 'Download this pilgrimage' }).click();
      await pack.getByTestId('pack-space-used').waitFor({ timeout: 60_000 });

      // A tile of the downloaded area, and one far away that was never downloaded.
      const tileNearHome = await page.evaluate(
        ({ latitude, longitude, z }) => {
          const n = 2 ** z;
          const rad = (latitude * Math.PI) / 180;
          const x = Math.floor(((longitude + 180) / 360) * n);
          const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
          return `/tiles/basemap/${z}/${x}/${y}.mvt`;
        },
        { latitude: altar.latitude, longitude: altar.longitude, z: FAKE_MAX_ZOOM },
      );
      const readTile = (url: string) =>
        page.evaluate(async (path) => {
          try {
            const response = await fetch(path);
            return response.ok ? await response.text() : `HTTP ${response.status}`;
          } catch {
            return 'failed';
          }
        }, url);

      // The network goes away, and the page starts again from nothing but the device.
      basemap.networkCut = true;
      await context.setOffline(true);
      await page.goto('/map');
      await page.getByTestId('offline-notice').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: 30_000 })
        .toMatch(/^[1-9]\d* sacred spaces? on the map$/);
      expect(await page.getByText('Error loading altars').count()).toBe(0);
      // The nearby list, from the downloaded altars around the member.
      await page.getByRole('button', { name: /^Sacred Spaces Within 10km/ }).click();
      await expect.poll(() => page.getByTestId('nearby-entry').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.locator(`[data-testid="nearby-entry"][data-altar-id="${altar.id}"]`).count()).toBe(1);

      // The downloaded map files come from the service worker; others do not exist offline.
      expect(await readTile(tileNearHome)).toBe(
        tileBody(...(tileNearHome.match(/(\d+)\/(\d+)\/(\d+)/)?.slice(1) as [string, string, string])).toString(),
      );
      expect(await readTile('/tiles/basemap/12/0/0.mvt')).toBe('failed');
      expect(
        await page.evaluate(() =>
          fetch('/map/style.json?style=street')
            .then((r) => r.json())
            .then((s: { version: number }) => s.version),
        ),
      ).toBe(8);

      await page.goto(`/altar/${altar.id}`);
      await page.getByRole('heading', { name: altar.name, level: 1 }).waitFor({ timeout: 15_000 });
      await page.getByTestId('offline-notice').waitFor();

      await page.goto(`/pilgrimage/${pilgrimage.id}`);
      await page.getByRole('heading', { name: pilgrimage.name, level: 1 }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Could not load this pilgrimage').count()).toBe(0);

      await page.goto(`/pilgrimage/active?id=${pilgrimage.id}`);
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(`${pilgrimage.name} · Live Navigation`);
      expect(await page.getByText('Could not load this journey').count()).toBe(0);

      // Delete works offline too, and the deleted map is gone from the device.
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Offline' }).click();
      await page.getByTestId('area-pack').getByRole('button', { name: 'Delete offline map' }).click();
      await page.getByTestId('area-pack').getByTestId('pack-space-used').waitFor({ state: 'detached' });
      await page.goto(`/pilgrimage/${pilgrimage.id}`);
      await page.getByTestId('pilgrimage-pack').getByRole('button', { name: 'Delete offline map' }).click();
      await page.getByTestId('pilgrimage-pack').getByTestId('pack-space-used').waitFor({ state: 'detached' });
      expect(await readTile(tileNearHome)).toBe('failed');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('says how far a download reaches where more sacred spaces lie around than one download holds', async () => {
    // A dense place far from the demo world: 2,001 altars about 0.5-1.1 km apart around Reykjavik.
    const creator = (await e2e.app.knex('users').where({ email: DEMO_EMAIL }).first('id')) as { id: number };
    await e2e.app.knex.raw(
      `INSERT INTO altars (name, latitude, longitude, altar_type, photos, creator_id)
       SELECT 'Lava Field Cairn ' || i, 64 + (i / 45) * 0.01, -22.2 + (i % 45) * 0.01, 'Stone Circle', '{}', ?::int
       FROM generate_series(0, ?::int) AS i`,
      [creator.id, MAX_OFFLINE_ALTARS],
    );
    const { page, context } = await e2e.openPhonePage();
    try {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 64.22, longitude: -21.98 });
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Offline' }).click();
      const download = page.getByRole('button', { name: 'Download Sacred Spaces (50 km)' });
      await expect.poll(() => download.isEnabled(), { timeout: 15_000 }).toBe(true);
      await download.click();
      const note = page.getByTestId('offline-partial');
      await note.waitFor({ timeout: 90_000 });
      expect(await page.getByTestId('offline-sacred-spaces').textContent()).toBe(String(MAX_OFFLINE_ALTARS));
      expect(await note.getAttribute('role')).toBe('note');
      expect(await note.textContent()).toMatch(
        /^Many sacred spaces here: this download holds the 2,000 nearest, all of them within \d+(\.\d)? km of where you downloaded them\. Beyond that, the offline map shows none\.$/,
      );
    } finally {
      await context.close();
    }
  });
});
