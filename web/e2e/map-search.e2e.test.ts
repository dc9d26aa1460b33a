import { haversineMeters, type LatLng } from '@sacred/core/geo';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const ALTAR_COUNT = 60;
const MAP_READY_MS = 20_000;
const BOULDER = { latitude: 40.01499, longitude: -105.27055 };

/** The settled centre of a map (the map home's by default), as the page states it. */
const mapCentre = async (page: Page, testId = 'map-screen'): Promise<LatLng | null> => {
  const centre = await page.getByTestId(testId).getAttribute('data-map-centre');
  if (!centre) return null;
  const [latitude, longitude] = centre.split(',').map(Number);
  return { latitude: latitude!, longitude: longitude! };
};

/** Metres between the map centre and a point (Infinity before the map has a view). */
const centreMetresFrom = async (page: Page, point: LatLng, testId?: string) => {
  const centre = await mapCentre(page, testId);
  return centre ? haversineMeters(centre, point) : Number.POSITIVE_INFINITY;
};

describeInBrowser('map search', () => {
  const e2e = useBrowserApp({ altarCount: ALTAR_COUNT });
  let altar: { name: string; latitude: number; longitude: number };

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: Array<{ name: string; latitude: number; longitude: number }> }>(
      e2e.app.url,
      '{ altars(limit: 100) { name latitude longitude } }',
    );
    // One whose name is its own: the search lists it first.
    const named = altars.find((candidate) => altars.filter((other) => other.name === candidate.name).length === 1);
    if (!named) throw new Error('No seeded altar with a name of its own');
    altar = named;
  });

  const openMap = async () => {
    const phone = await e2e.openPhonePage();
    await phone.page.goto('/guest');
    await phone.page.locator('[data-testid="map-screen"][data-map-state="idle"]').waitFor({ timeout: MAP_READY_MS });
    return phone;
  };

  it('finds a town by name, lists it with its distance, and flies there from the keyboard', async () => {
    const { page, context, pageErrors } = await openMap();
    try {
      expect(await centreMetresFrom(page, BOULDER)).toBeGreaterThan(20_000);
      const box = page.getByRole('combobox', { name: 'Search sacred spaces and places by name' });
      await box.fill('Boulder');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      const boulder = results.getByRole('option').filter({ hasText: 'Boulder, CO, US' }).first();
      await boulder.waitFor();
      // Its distance from the map centre, in the guest's units (km).
      expect(await boulder.textContent()).toMatch(/\d+(\.\d)? km/);

      // Arrow keys move the highlighted option (aria-activedescendant); Enter takes it.
      const options = await results.getByRole('option').allTextContents();
      const index = options.findIndex((text) => text.includes('Boulder, CO, US'));
      for (let step = 0; step <= index; step++) await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Boulder, CO, US');
      expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await results.waitFor({ state: 'detached' });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => centreMetresFrom(page, BOULDER), { timeout: MAP_READY_MS }).toBeLessThan(2_000);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds an altar by name and flies to it when chosen; Escape closes the list', async () => {
    const { page, context } = await openMap();
    try {
      const box = page.getByRole('combobox', { name: 'Search sacred spaces and places by name' });
      await box.fill(altar.name);
      const results = page.getByRole('listbox', { name: 'Search results' });
      const option = results.getByRole('option').filter({ hasText: altar.name }).first();
      await option.waitFor();
      expect(await option.getAttribute('data-kind')).toBe('altar');
      await box.press('Escape');
      await results.waitFor({ state: 'detached' });
      await box.press('ArrowDown');
      await option.waitFor();
      await option.click();
      await expect.poll(() => centreMetresFrom(page, altar), { timeout: MAP_READY_MS }).toBeLessThan(100);
      expect(Number(await page.getByTestId('map-screen').getAttribute('data-zoom'))).toBeGreaterThanOrEqual(14);
    } finally {
      await context.close();
    }
  });

  it('says calmly that nothing was found for a name nothing has', async () => {
    const { page, context } = await openMap();
    try {
      const before = await mapCentre(page);
      const box = page.getByRole('combobox', { name: 'Search sacred spaces and places by name' });
      await box.fill('Qzxv Wobblefjord');
      const nothing = page.getByTestId('map-search-nothing');
      await nothing.waitFor();
      expect(await nothing.textContent()).toBe(
        'Nothing found for “Qzxv Wobblefjord”. Try another name or a nearby town.',
      );
      expect(await page.getByRole('listbox').count()).toBe(0);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      // Enter with nothing to take moves nothing.
      await box.press('Enter');
      expect(await mapCentre(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });
});

describeInBrowser('pickers and planners open at the member', () => {
  const e2e = useBrowserApp({ altarCount: 10 });
  /** Where the member stands: Boulder, far from the spec's first views (Kansas, Denver). */
  const HERE = { latitude: 40.0176, longitude: -105.2797 };

  const openAsMember = async (located: boolean) => {
    const phone = await e2e.openPhonePage();
    if (located) {
      await phone.context.grantPermissions(['geolocation'], { origin: e2e.app.url });
      await phone.context.setGeolocation(HERE);
    }
    await skipOnboarding(phone.context);
    await signInAs(phone.page, DEMO_EMAIL, DEMO_PASSWORD);
    return phone;
  };

  it("opens the create-altar location picker at the member's position", async () => {
    const { page, context } = await openAsMember(true);
    try {
      await page.goto('/create-altar');
      await page.getByTestId('picker-map').waitFor();
      await expect.poll(() => centreMetresFrom(page, HERE, 'picker-map'), { timeout: MAP_READY_MS }).toBeLessThan(500);
    } finally {
      await context.close();
    }
  });

  it("opens the pilgrimage route planner at the member's position", async () => {
    const { page, context } = await openAsMember(true);
    try {
      await page.goto('/create-pilgrimage');
      await page.locator('[data-testid="route-map"][data-map-state="loaded"]').waitFor({ timeout: MAP_READY_MS });
      await expect.poll(() => centreMetresFrom(page, HERE, 'route-map'), { timeout: MAP_READY_MS }).toBeLessThan(500);
    } finally {
      await context.close();
    }
  });

  it('opens both on the last map view when the position is unknown', async () => {
    const { page, context } = await openAsMember(false);
    try {
      // The member looked at Sedona on the map home (chosen in the search).
      await page.goto('/map');
      await page.locator('[data-testid="map-screen"][data-map-state="idle"]').waitFor({ timeout: MAP_READY_MS });
      const box = page.getByRole('combobox', { name: 'Search sacred spaces and places by name' });
      await box.fill('Sedona');
      await page.getByRole('option').filter({ hasText: 'Sedona, AZ, US' }).first().click();
      const sedona = { latitude: 34.8697, longitude: -111.761 };
      await expect.poll(() => centreMetresFrom(page, sedona), { timeout: MAP_READY_MS }).toBeLessThan(2_000);

      await page.goto('/create-altar');
      await page.getByTestId('picker-map').waitFor();
      await expect
        .poll(() => centreMetresFrom(page, sedona, 'picker-map'), { timeout: MAP_READY_MS })
        .toBeLessThan(2_000);
      await page.goto('/create-pilgrimage');
      await page.locator('[data-testid="route-map"][data-map-state="loaded"]').waitFor({ timeout: MAP_READY_MS });
      await expect
        .poll(() => centreMetresFrom(page, sedona, 'route-map'), { timeout: MAP_READY_MS })
        .toBeLessThan(2_000);
    } finally {
      await context.close();
    }
  });
});
