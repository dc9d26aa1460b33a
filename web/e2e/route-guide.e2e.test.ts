import { rm } from 'node:fs/promises';
import { ROUTE_GUIDE_TEXTS } from '@sacred/core/routeGuide';
import { formatDistance, formatTrackDistance } from '@sacred/core/settings';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { buildAltar } from '../../api/test/factories';
import { FIXTURE_POINTS, LAKESHORE_METERS, toLatLng, writeOsmFixture } from '../../api/test/osm-fixture';
import { LIVE_TEXTS } from '../src/features/journeys/journeyView';
import { describeInBrowser, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface PlannedRoute {
  distanceMeters: number;
  legs: Array<{ onNetwork: boolean }>;
}

describeInBrowser('guidance along the route', () => {
  let fixture: Awaited<ReturnType<typeof writeOsmFixture>>;
  beforeAll(async () => {
    fixture = await writeOsmFixture();
  });
  // The server imports the fixture's lake and the trail round it as it starts (PATHS_OSM).
  const e2e = useBrowserApp(() => ({ altarCount: 5, configOverrides: { pathsOsm: fixture.osm } }));
  afterAll(async () => {
    if (fixture) await rm(fixture.dir, { recursive: true, force: true });
  });

  it('measures the next site along the route, tells a walker who strays they left it, and routes them back', async () => {
    const west = toLatLng(FIXTURE_POINTS.A);
    const east = toLatLng(FIXTURE_POINTS.B);
    // 150 m north of the trail's far side, in the trees above the lake.
    const astray = toLatLng([1000, 750]);
    const { page, context } = await e2e.openPhonePage();
    try {
      const plan = async (body: object) =>
        (await (await page.request.post('/api/routes', { data: body })).json()) as PlannedRoute;
      // The import runs beside the server's start: wait until A to B follows the trail.
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
      const { id, route } = (await created.json()) as { id: number; route: PlannedRoute | null };
      expect(route?.legs.every((leg) => leg.onNetwork)).toBe(true);
      expect(Math.abs(route!.distanceMeters - LAKESHORE_METERS)).toBeLessThan(LAKESHORE_METERS * 0.005);

      // The off-route spell is timed: the page's clock is ours to move on.
      await page.clock.install();
      await page.goto(`/pilgrimage/active?id=${id}`);
      await page.getByRole('button', { name: LIVE_TEXTS.begin }).first().click();
      await page.getByText(LIVE_TEXTS.live, { exact: true }).waitFor();

      // At the west shore: the stone is 2 km away across the water, 2.86 km round it on the trail.
      const along = page.getByTestId('next-site-distance');
      await along
        .getByText(ROUTE_GUIDE_TEXTS.alongRoute(formatTrackDistance(LAKESHORE_METERS / 1000, 'metric')))
        .waitFor();
      await page
        .getByTestId('next-site-direction')
        .getByText(`${formatDistance(LAKESHORE_METERS, 'metric')} along the route`, { exact: false })
        .waitFor();
      expect(await page.getByTestId('left-route').count()).toBe(0);

      // The walker strays 150 m off the trail: warned only once the off-route spell has lasted long enough.
      await context.setGeolocation({ ...astray, accuracy: 5 });
      await page.getByTestId('current-location').getByText(astray.latitude.toFixed(6)).waitFor();
      await page.clock.fastForward('00:20');
      expect(await page.getByTestId('left-route').count()).toBe(0);
      await page.clock.fastForward('00:11');
      const warning = page.getByTestId('left-route');
      await warning.getByText(ROUTE_GUIDE_TEXTS.leftRoute).waitFor();
      await warning.getByText(ROUTE_GUIDE_TEXTS.leftRouteDetail(formatDistance(150, 'metric'))).waitFor();

      // Route me back: from where the walker stands onto the trail and on to the stone, drawn on the map.
      await warning.getByRole('button', { name: ROUTE_GUIDE_TEXTS.routeBack }).click();
      const back = await plan({ start: astray, altarIds: [site.id] });
      expect(back.legs.every((leg) => leg.onNetwork)).toBe(true);
      await warning
        .getByTestId('way-back')
        .getByText(ROUTE_GUIDE_TEXTS.routeBackTo(formatDistance(back.distanceMeters, 'metric'), 'East Shore Stone'))
        .waitFor();
      const map = page.getByTestId('journey-map');
      await page.locator('[data-testid="journey-map"][data-guide-points]').waitFor();
      expect(Number(await map.getAttribute('data-guide-points'))).toBeGreaterThan(3);

      // Back on the trail, the warning and the way back go.
      await context.setGeolocation({ ...toLatLng([1000, 600]), accuracy: 5 });
      await page.getByTestId('left-route').waitFor({ state: 'detached' });
      expect(await map.getAttribute('data-guide-points')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
