import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { formatKilometers, haversineMeters } from '@sacred/core/geo';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, projectFromCentre, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const ALTAR_COUNT = 120;
const MAP_READY_MS = 20_000;
/** The demo world's home region: the seeded altars spread about 5 km around it. */
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
/** 150 m south of a seeded altar near Denver (set in beforeAll): at zoom 15 its marker is in view. */
let user = DENVER;
const SCREENSHOTS = process.env.MAP_SCREENSHOTS;

interface Near {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  distanceMeters: number;
}

interface Filter {
  q?: string;
  ecoFriendly?: boolean;
  hasPhotos?: boolean;
  recentActivity?: boolean;
}

describeInBrowser('map home with a known location', () => {
  const e2e = useBrowserApp({ altarCount: ALTAR_COUNT });

  /** The altars the server finds within 5 km, in the order the list shows them (haversine from the user). */
  const near = async (filter: Filter = {}): Promise<Near[]> =>
    (
      await graphqlRequest<{ altarsNear: Near[] }>(
        e2e.app.url,
        `query ($filter: AltarFilterInput) {
          altarsNear(latitude: ${user.latitude}, longitude: ${user.longitude}, radius: 5000, limit: 2000, filter: $filter) {
            id name latitude longitude distanceMeters
          }
        }`,
        { filter },
      )
    ).altarsNear
      .map((altar) => ({ ...altar, distanceMeters: haversineMeters(user, altar) }))
      .sort((a, b) => a.distanceMeters - b.distanceMeters || a.name.localeCompare(b.name));

  beforeAll(async () => {
    const home = (await near())[0];
    if (!home) throw new Error('No seeded altar near Denver');
    user = { latitude: home.latitude - 0.00135, longitude: home.longitude };
  });

  const openAt = async (path: string, member: boolean) => {
    const phone = await e2e.openPhonePage();
    await phone.context.grantPermissions(['geolocation'], { origin: e2e.app.url });
    await phone.context.setGeolocation(user);
    if (member) {
      await skipOnboarding(phone.context);
      await signInAs(phone.page, DEMO_EMAIL, DEMO_PASSWORD);
      // The map home opens at the member's Search Radius: this test looks 5 km around, as a guest's map does.
      const me = (await (await phone.page.request.get(`${e2e.app.url}/api/auth/user`)).json()) as { id: number };
      const saved = await phone.page.request.patch(`${e2e.app.url}/api/users/${me.id}/settings`, {
        data: { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, searchRadius: 5000 } },
        headers: { origin: e2e.app.url },
      });
      expect(saved.status()).toBe(200);
    }
    await phone.page.goto(path);
    const screen = phone.page.getByTestId('map-screen');
    await expect.poll(() => screen.getAttribute('data-location'), { timeout: MAP_READY_MS }).toBe('known');
    await expect.poll(() => screen.getAttribute('data-zoom'), { timeout: MAP_READY_MS }).toBe('15');
    await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
    return phone;
  };

  const nearbyIds = (page: Page) =>
    page
      .getByTestId('nearby-entry')
      .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-altar-id'))));

  it('centres on the user, draws the markers, lists the nearest spaces, filters them and plans a route', async () => {
    const expected = await near();
    expect(expected.length, 'seeded altars within 5 km of Denver').toBeGreaterThan(2);
    const { page, context, pageErrors } = await openAt('/map', true);
    try {
      await page.getByTestId('user-location').waitFor();
      const screen = page.getByTestId('map-screen');
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d* sacred spaces? on the map$/);

      // A marker is drawn where its altar is: clicking the pin's head opens that altar's popup.
      const box = await screen.boundingBox();
      if (!box) throw new Error('The map screen has no box');
      const positions = expected.map((altar) => {
        const { dx, dy } = projectFromCentre(altar, user, 15);
        return { altar, x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy - 20 };
      });
      const alone = positions.filter(
        (candidate) =>
          candidate.x > box.x + 30 &&
          candidate.x < box.x + box.width - 70 &&
          candidate.y > box.y + 90 &&
          candidate.y < box.y + box.height - 100 &&
          positions.every(
            (other) => other === candidate || Math.hypot(other.x - candidate.x, other.y - candidate.y) > 40,
          ),
      );
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/member-map.png` });
      // The markers drawn (the map idle with them) before the click, on a marker the map itself is on top at
      // (the cards, credits and controls over the map take taps there). On a loaded machine the map may still
      // settle on the user after a first idle (a card or the camera moving over the marker): then the tap
      // opens nothing and is made again, as a person would, once the map is idle once more.
      const popup = page.getByTestId('altar-popup');
      let target: (typeof alone)[number] | undefined;
      await expect
        .poll(
          async () => {
            await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
            const onMap = await page.evaluate(
              (points) =>
                points.map(({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('maplibregl-canvas')),
              alone.map(({ x, y }) => ({ x, y })),
            );
            target = alone.find((_, index) => onMap[index]);
            if (!target) return 'no altar marker alone near the user, clear of the cards over the map';
            await page.mouse.click(target.x, target.y);
            return popup.waitFor({ timeout: 5_000 }).then(
              () => 'opened',
              () => `no popup after a tap on ${target?.altar.name}`,
            );
          },
          { timeout: MAP_READY_MS * 2 },
        )
        .toBe('opened');
      if (!target) throw new Error('No marker was tapped');
      expect(await popup.getByRole('heading').textContent()).toBe(target.altar.name);
      expect(await popup.getByText('Sacred Space', { exact: true }).count()).toBe(1);
      const visit = popup.getByRole('link', { name: 'Visit' });
      expect(await visit.getAttribute('href')).toBe(`/altar/${target.altar.id}`);
      expect(await visit.getAttribute('target')).toBe('_blank');
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });

      // The nearby list: nearest first, at most 10, distances to 0.1 km, then "+N more spaces".
      const toggle = page.getByRole('button', { name: 'Sacred Spaces Within 5km' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => nearbyIds(page)).toEqual(expected.slice(0, 10).map((altar) => altar.id));
      const first = page.getByTestId('nearby-entry').first();
      expect(await first.textContent()).toContain(formatKilometers(expected[0]?.distanceMeters ?? 0));
      if (expected.length > 10) {
        expect(await page.getByTestId('nearby-more').textContent()).toBe(`+${expected.length - 10} more spaces`);
      }
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/member-nearby.png` });

      // The name search narrows the list (case-insensitive contains).
      const word = (expected[0]?.name.split(' ').find((part) => part.length > 3) ?? 'a').toLowerCase();
      const named = await near({ q: word });
      expect(named.length).toBeLessThan(expected.length);
      await page.getByRole('combobox', { name: 'Search sacred spaces and places by name' }).fill(word.toUpperCase());
      await expect.poll(() => nearbyIds(page)).toEqual(named.slice(0, 10).map((altar) => altar.id));
      await page.getByRole('combobox', { name: 'Search sacred spaces and places by name' }).fill('');
      await expect.poll(() => nearbyIds(page)).toEqual(expected.slice(0, 10).map((altar) => altar.id));

      // A filter narrows it too.
      const recent = await near({ recentActivity: true });
      await page.getByRole('button', { name: 'Filters' }).click();
      const panel = page.getByTestId('filter-panel');
      await panel.getByRole('checkbox', { name: 'Recent activity' }).check();
      await expect.poll(() => nearbyIds(page)).toEqual(recent.slice(0, 10).map((altar) => altar.id));
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/member-filters.png` });
      await panel.getByRole('checkbox', { name: 'Recent activity' }).uncheck();
      await page.getByRole('button', { name: 'Filters' }).click();
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(() => nearbyIds(page)).toEqual(expected.slice(0, 10).map((altar) => altar.id));

      // Select two altars from their popups (opened from the list), then Create Route.
      const chosen = expected.slice(0, 2);
      for (const altar of chosen) {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await page.locator(`[data-testid="nearby-entry"][data-altar-id="${altar.id}"]`).click();
        const popup = page.getByTestId('altar-popup');
        await expect.poll(() => popup.getAttribute('data-altar-id')).toBe(String(altar.id));
        await expect.poll(() => screen.getAttribute('data-zoom'), { timeout: MAP_READY_MS }).toBe('15');
        const select = popup.getByRole('button', { name: 'Select for route' });
        await select.click();
        expect(await popup.getByRole('button', { name: 'Selected for route' }).getAttribute('aria-pressed')).toBe(
          'true',
        );
      }
      const selection = page.getByTestId('selection-panel');
      await expect.poll(() => selection.getByRole('status').textContent()).toBe('2 altar(s) selected');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/member-selection.png` });

      // Toggle the last one out and in again from its popup.
      await page.getByTestId('altar-popup').getByRole('button', { name: 'Selected for route' }).click();
      await expect.poll(() => selection.getByRole('status').textContent()).toBe('1 altar(s) selected');
      await page.getByTestId('altar-popup').getByRole('button', { name: 'Select for route' }).click();
      await expect.poll(() => selection.getByRole('status').textContent()).toBe('2 altar(s) selected');

      await selection.getByRole('button', { name: 'Create Route' }).click();
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe(`/create-pilgrimage?altars=${chosen.map((altar) => altar.id).join(',')}`);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves guests the same map without route planning; locate me; a pilgrimage popup', async () => {
    const expected = await near();
    const { pilgrimages } = await graphqlRequest<{
      pilgrimages: Array<{ id: number; name: string; startLatitude: number | null; startLongitude: number | null }>;
    }>(e2e.app.url, '{ pilgrimages(limit: 200) { id name startLatitude startLongitude } }');
    // A route whose start no altar crowds at zoom 15 (about 1.8 m per pixel there).
    let route: { id: number; name: string; latitude: number; longitude: number } | undefined;
    for (const candidate of pilgrimages) {
      if (candidate.startLatitude === null || candidate.startLongitude === null) continue;
      const start = { latitude: candidate.startLatitude, longitude: candidate.startLongitude };
      const { altarsNear } = await graphqlRequest<{ altarsNear: Array<{ id: number }> }>(
        e2e.app.url,
        `{ altarsNear(latitude: ${start.latitude}, longitude: ${start.longitude}, radius: 1000, limit: 1) { id } }`,
      );
      if (altarsNear.length === 0) {
        route = { id: candidate.id, name: candidate.name, ...start };
        break;
      }
    }
    if (!route) throw new Error('Every pilgrimage start has an altar close by');

    const { page, context, pageErrors } = await openAt('/guest', false);
    try {
      await page.getByTestId('guest-banner').waitFor();
      await page.getByRole('button', { name: 'Sacred Spaces Within 5km' }).click();
      await expect.poll(() => nearbyIds(page)).toEqual(expected.slice(0, 10).map((altar) => altar.id));
      const altar = expected[0];
      if (!altar) throw new Error('No altar near the user');
      await page.locator(`[data-testid="nearby-entry"][data-altar-id="${altar.id}"]`).click();
      const popup = page.getByTestId('altar-popup');
      await expect.poll(() => popup.getAttribute('data-altar-id')).toBe(String(altar.id));
      expect(await popup.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe(`/guest/altar/${altar.id}`);
      expect(await popup.getByRole('button', { name: /for route/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create Route' }).count()).toBe(0);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/guest-popup.png` });
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      // Focus comes back to the list (its toggle, as the sheet folded away on the phone).
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('nearby-list');

      // Locate me: a new fix, and the map flies there at zoom 15.
      const position = { latitude: route.latitude - 0.00135, longitude: route.longitude };
      await context.setGeolocation(position);
      const screen = page.getByTestId('map-screen');
      await page.getByRole('button', { name: 'Locate me' }).click();
      const offCentre = async () => {
        const [latitude = 0, longitude = 0] = ((await screen.getAttribute('data-map-centre')) ?? '')
          .split(',')
          .map(Number);
        return Math.max(Math.abs(latitude - position.latitude), Math.abs(longitude - position.longitude));
      };
      await expect.poll(offCentre, { timeout: MAP_READY_MS }).toBeLessThan(0.0002);
      await expect.poll(() => screen.getAttribute('data-zoom'), { timeout: MAP_READY_MS }).toBe('15');

      // The route's marker opens its popup: View Route in a new tab, and a recenter at zoom 10.
      const box = await screen.boundingBox();
      if (!box) throw new Error('The map screen has no box');
      const { dx, dy } = projectFromCentre(route, position, 15);
      // The pin's head, 32 px tall above its anchor, clicked once the map is idle with it drawn.
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy - 18);
      const routePopup = page.getByTestId('pilgrimage-popup');
      await routePopup.waitFor({ timeout: MAP_READY_MS });
      expect(await routePopup.getByRole('heading').textContent()).toBe(route.name);
      const view = routePopup.getByRole('link', { name: 'View Route' });
      expect(await view.getAttribute('href')).toBe(`/guest/pilgrimage/${route.id}`);
      expect(await view.getAttribute('target')).toBe('_blank');
      // The map pans until the whole popup shows below the search bar (and the guest banner).
      const search = await page.getByRole('search').boundingBox();
      if (!search) throw new Error('No search bar');
      await expect
        .poll(async () => (await routePopup.boundingBox())?.y ?? 0, { timeout: MAP_READY_MS })
        .toBeGreaterThanOrEqual(search.y + search.height);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/pilgrimage-popup.png` });
      await routePopup.getByRole('button', { name: 'Recenter' }).click();
      await expect.poll(() => screen.getAttribute('data-zoom'), { timeout: MAP_READY_MS }).toBe('10');
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
