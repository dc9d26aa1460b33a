/**
 * Routing with no network: a pilgrimage downloaded at home keeps the paths of its corridor, and on the
 * trail, with the network cut, "Route me back" finds the way on the device (the core router in a Web
 * Worker over the kept graph) and draws it along the fixture's trail, not straight across.
 */
import { rm } from 'node:fs/promises';
import { haversineMeters } from '@sacred/core/geo';
import { ROUTE_GUIDE_TEXTS } from '@sacred/core/routeGuide';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { buildAltar } from '../../api/test/factories';
import { FIXTURE_POINTS, toLatLng, writeOsmFixture } from '../../api/test/osm-fixture';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface PlannedRoute {
  distanceMeters: number;
  legs: Array<{ onNetwork: boolean }>;
}

const METERS_IN = { km: 1000, m: 1, mi: 1609.344, ft: 0.3048 } as const;

/** "The way back: 1.6 km to East Shore Stone, drawn on the map." -> 1600 (in either of the member's units). */
function wayBackMeters(text: string): number {
  const match = /The way back: ([\d.,]+) (km|m|mi|ft) to/.exec(text);
  if (!match) throw new Error(`not a way back: ${text}`);
  return Number(match[1]!.replace(',', '')) * METERS_IN[match[2] as keyof typeof METERS_IN];
}

describeInBrowser('routing along the paths, online and without a network', () => {
  let fixture: Awaited<ReturnType<typeof writeOsmFixture>>;
  beforeAll(async () => {
    fixture = await writeOsmFixture();
  });
  const e2e = useBrowserApp(() => ({ altarCount: 5, configOverrides: { pathsOsm: fixture.osm } }));
  afterAll(async () => {
    if (fixture) await rm(fixture.dir, { recursive: true, force: true });
  });

  it('routes a walker back along the downloaded paths with the network cut', async () => {
    const west = toLatLng(FIXTURE_POINTS.A);
    const east = toLatLng(FIXTURE_POINTS.B);
    // 150 m north of the trail's far side, in the trees above the lake.
    const astray = toLatLng([1000, 750]);
    const { page, context } = await e2e.openPhonePage();
    try {
      const plan = async (body: object) =>
        (await (await page.request.post('/api/routes', { data: body })).json()) as PlannedRoute;
      for (let tries = 0; !(await plan({ start: west, end: east })).legs.every((leg) => leg.onNetwork); tries++) {
        if (tries > 100) throw new Error('the fixture network was never imported');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const site = await buildAltar(e2e.app.knex, { name: 'East Shore Stone', ...east });

      await skipOnboarding(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ ...west, accuracy: 5 });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const created = await page.request.post('/api/pilgrimages', {
        data: {
          name: 'Round the Still Lake',
          description: 'From the west shore round the lake to the east stone.',
          altarIds: [site.id],
          estimatedDuration: '1 hour',
          startingPoint: 'West shore',
          endingPoint: 'East Shore Stone',
          startingLatitude: west.latitude,
          startingLongitude: west.longitude,
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      // What the server would answer, asked before the network goes: the way the device must find too.
      const online = await plan({ start: astray, altarIds: [site.id] });
      expect(online.legs.every((leg) => leg.onNetwork)).toBe(true);
      const straight = haversineMeters(astray, east);
      expect(online.distanceMeters).toBeGreaterThan(straight * 1.15);

      // The service worker controls the page, so the router's worker script is on the device too.
      await page.goto('/settings');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      // "Download this pilgrimage": its corridor's paths are kept on the device.
      await page.goto(`/pilgrimage/${id}`);
      const pack = page.getByTestId('pilgrimage-pack');
      await pack.getByRole('button', { name: 'Download this pilgrimage' }).click();
      await pack
        .getByTestId('pack-paths')
        .waitFor({ timeout: 60_000 })
        .catch(async (error: unknown) => {
          throw new Error(`the paths were not kept: ${await pack.innerText()}`, { cause: error });
        });
      expect(await pack.getByTestId('pack-paths').textContent()).toMatch(/ 5 paths, /);

      await page.clock.install();
      await page.goto(`/pilgrimage/active?id=${id}`);
      await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();

      // The network goes; nothing the page asks of the server can arrive from here on.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/routes|\/graphql/.test(request.url()) && /planRoute|altarIds/.test(request.postData() ?? '')) {
          asked.push(request.url());
        }
      });
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);

      await context.setGeolocation({ ...astray, accuracy: 5 });
      await page.getByTestId('current-location').getByText(astray.latitude.toFixed(6)).waitFor();
      await page.clock.fastForward('00:31');
      const warning = page.getByTestId('left-route');
      await warning.getByText(ROUTE_GUIDE_TEXTS.leftRoute).waitFor();

      await warning.getByRole('button', { name: ROUTE_GUIDE_TEXTS.routeBack }).click();
      const wayBack = warning.getByTestId('way-back');
      await wayBack.getByText('East Shore Stone', { exact: false }).waitFor({ timeout: 30_000 });
      const meters = wayBackMeters((await wayBack.textContent()) ?? '');
      // Along the trail as the server routes it (to the shown rounding), not the straight line 21% shorter.
      expect(Math.abs(meters - online.distanceMeters)).toBeLessThan(online.distanceMeters * 0.06);
      const map = page.getByTestId('journey-map');
      await page.locator('[data-testid="journey-map"][data-guide-points]').waitFor();
      expect(Number(await map.getAttribute('data-guide-points'))).toBeGreaterThan(3);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('draws the planned route along the trail, and routes it on the device once the network is cut', async () => {
    const west = toLatLng(FIXTURE_POINTS.A);
    const east = toLatLng(FIXTURE_POINTS.B);
    const { page, context } = await e2e.openPhonePage();
    try {
      const first = await buildAltar(e2e.app.knex, { name: 'West Shore Well', ...west });
      const second = await buildAltar(e2e.app.knex, { name: 'East Shore Cairn', ...east });
      await skipOnboarding(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ ...west, accuracy: 5 });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      const created = await page.request.post('/api/pilgrimages', {
        data: {
          name: 'The Lakeshore Loop',
          description: 'Well to cairn round the water.',
          altarIds: [first.id, second.id],
          estimatedDuration: '1 hour',
          startingPoint: 'West Shore Well',
          endingPoint: 'East Shore Cairn',
        },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await page.goto('/settings');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.goto(`/pilgrimage/${id}`);
      const pack = page.getByTestId('pilgrimage-pack');
      await pack.getByRole('button', { name: 'Download this pilgrimage' }).click();
      await pack
        .getByTestId('pack-paths')
        .waitFor({ timeout: 60_000 })
        .catch(async (error: unknown) => {
          throw new Error(`the paths were not kept: ${await pack.innerText()}`, { cause: error });
        });

      // Online: the planner's line follows the trail round the lake (its six junctions and more).
      await page.goto('/create-pilgrimage');
      await page.getByRole('button', { name: 'Add West Shore Well' }).click();
      await page.getByRole('button', { name: 'Add East Shore Cairn' }).click();
      const map = page.getByTestId('route-map');
      const pointsOnPath = async () => Number(await map.getAttribute('data-route-points-on-path'));
      await expect.poll(pointsOnPath, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
      await page.getByTestId('planned-route').getByText('Along the paths', { exact: false }).waitFor();

      // The network goes; the sites swap places: the device routes east to west along the same trail.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/planRoute/.test(request.postData() ?? '')) asked.push(request.url());
      });
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
      await page.getByRole('button', { name: 'Move East Shore Cairn up' }).click();
      /** True when the drawn line begins within about 10 m of the east shore. */
      const fromEast = (start: string | null) => {
        const [latitude, longitude] = (start ?? '').split(',').map(Number);
        return haversineMeters({ latitude: latitude!, longitude: longitude! }, east) < 10;
      };
      const drawn = async () => ({ start: await map.getAttribute('data-route-start'), points: await pointsOnPath() });
      await expect
        .poll(
          async () => {
            const line = await drawn();
            return fromEast(line.start) && line.points >= 6;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const planned = (await page.getByTestId('planned-route').textContent()) ?? '';
      expect(planned).toMatch(/Along the paths/);
      expect(planned).toMatch(/© OpenStreetMap contributors/);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
