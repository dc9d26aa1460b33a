import { haversineMeters } from '@sacred/core/geo';
import { PILGRIMAGE_MESSAGES, PILGRIMAGE_PAGE_MAX } from '@sacred/core/pilgrimages';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

const SCREENSHOTS = process.env.PILGRIMAGE_SCREENSHOTS;

interface SeededAltar {
  id: number;
  name: string;
}

interface PlacedAltar extends SeededAltar {
  latitude: number;
  longitude: number;
}

describeInBrowser('pilgrimages', () => {
  const e2e = useBrowserApp({ altarCount: 30 });
  let altars: SeededAltar[];

  beforeAll(async () => {
    // Three altars close together, so the route is a walk rather than a cross-country drive.
    const { altars: seeded } = await graphqlRequest<{ altars: PlacedAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 2000) { id name latitude longitude } }',
    );
    const groups = seeded.map((altar) => {
      const nearest = [...seeded].sort((a, b) => haversineMeters(altar, a) - haversineMeters(altar, b)).slice(0, 3);
      return { nearest, spread: nearest.reduce((sum, other) => sum + haversineMeters(altar, other), 0) };
    });
    groups.sort((a, b) => a.spread - b.spread);
    altars = groups[0]?.nearest ?? [];
  });

  it('creates a pilgrimage from three preselected altars, finds it in Browse and begins the journey', async () => {
    expect(altars).toHaveLength(3);
    const [first, second, third] = altars as [SeededAltar, SeededAltar, SeededAltar];
    const { page, context, pageErrors } = await e2e.openPhonePage();
    const shot = async (name: string, fullPage = false) => {
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
    };
    try {
      await skipOnboarding(context);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 39.74, longitude: -104.99, accuracy: 10 });
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);

      // ?altars=: zero and junk dropped; three ids preselect them and name the start and the end.
      await page.goto(`/create-pilgrimage?altars=${first.id},0,abc,${second.id},${third.id}`);
      await page.getByRole('heading', { name: 'Create Sacred Journey' }).waitFor();
      const selected = page.getByTestId('selected-site');
      await expect.poll(() => selected.count()).toBe(3);
      expect(await selected.allTextContents()).toEqual([
        expect.stringContaining(first.name),
        expect.stringContaining(second.name),
        expect.stringContaining(third.name),
      ]);
      expect(await page.getByLabel('Starting point').inputValue()).toBe(first.name);
      expect(await page.getByLabel('Ending point').inputValue()).toBe(third.name);
      expect(await page.getByLabel('Difficulty').inputValue()).toBe('moderate');
      expect(await page.getByLabel('Type').inputValue()).toBe('sacred_sites');

      // Reorder with the keyboard-reachable buttons, then back.
      await page.getByRole('button', { name: `Move ${third.name} up` }).click();
      expect(await selected.nth(1).textContent()).toContain(third.name);
      await page.getByRole('button', { name: `Move ${third.name} down` }).click();
      expect(await selected.nth(2).textContent()).toContain(third.name);

      // Route planning: the start by clicking the map with the banner and crosshair shown.
      const map = page.getByTestId('route-map');
      await page.locator('[data-testid="route-map"][data-map-state="loaded"]').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Set Start Point' }).click();
      await page.getByText(PILGRIMAGE_MESSAGES.pickStartBanner).waitFor();
      const canvas = map.locator('canvas.maplibregl-canvas');
      expect(await canvas.evaluate((element) => getComputedStyle(element).cursor)).toBe('crosshair');
      await shot('create-picking');
      const box = await map.boundingBox();
      if (!box) throw new Error('no map box');
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
      await page.getByTestId('start-marker').getByText(PILGRIMAGE_MESSAGES.startMarker).waitFor();
      await page.getByRole('button', { name: 'Change Start Point' }).waitFor();
      expect(await page.getByText(PILGRIMAGE_MESSAGES.pickStartBanner).count()).toBe(0);

      // Nothing is refused before the first submit; submitting now names what is missing, with the exact
      // messages, and focuses the first refused field, the name.
      expect(await page.getByText(PILGRIMAGE_MESSAGES.nameRequired).count()).toBe(0);
      await page.getByRole('button', { name: PILGRIMAGE_MESSAGES.submit }).click();
      await page.getByText(PILGRIMAGE_MESSAGES.nameRequired).waitFor();
      await page.getByText(PILGRIMAGE_MESSAGES.descriptionMin).waitFor();
      await page.getByText(PILGRIMAGE_MESSAGES.durationRequired).waitFor();
      const nameField = page.getByLabel('Journey name');
      await expect.poll(() => nameField.evaluate((input) => input === document.activeElement)).toBe(true);

      // After a submit each change is checked again: the name's message goes once a name is typed.
      const name = `Dawn Walk ${Date.now()}`;
      await nameField.fill(name);
      await expect.poll(() => page.getByText(PILGRIMAGE_MESSAGES.nameRequired).count()).toBe(0);
      expect(await page.getByText(PILGRIMAGE_MESSAGES.durationRequired).count()).toBe(1);
      await page.getByRole('textbox', { name: 'Description' }).fill('Three quiet altars linked at first light.');
      await page.getByLabel('Duration').fill('2-3 days');
      await page.getByRole('button', { name: 'Spring' }).click();
      await page.getByRole('button', { name: 'Fall' }).click();
      await page.getByRole('textbox', { name: 'Accommodations' }).fill('Campground near the second altar.');
      // The distance comes from the route unless typed, both in the member's unit (the demo member is
      // metric): km on the form, miles in the request.
      await expect.poll(() => page.getByTestId('computed-distance').textContent()).toMatch(/[\d.]+ km\./);
      const distance = page.getByLabel('Distance (km)');
      await distance.fill('0.1');
      await page.getByRole('button', { name: PILGRIMAGE_MESSAGES.submit }).click();
      await page.getByText('Distance must be at least 0.2 km').waitFor();
      await distance.fill('8');
      await shot('create-filled', true);
      await page.getByRole('button', { name: PILGRIMAGE_MESSAGES.submit }).click();
      await page.getByText(PILGRIMAGE_MESSAGES.createdTitle).waitFor();
      // Its creator lands on the new pilgrimage's own page, its distance as typed.
      await page.waitForURL(/\/pilgrimage\/\d+$/);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      const createdId = Number(new URL(page.url()).pathname.split('/').pop());
      const stored = await e2e.app.knex('pilgrimages').where({ id: createdId }).first('distance');
      expect(Number(stored.distance)).toBe(4.97);
      const shownDistance = page.locator('dt', { hasText: 'Distance' }).locator('xpath=following-sibling::dd[1]');
      expect(await shownDistance.textContent()).toBe('8 km');

      // Browse finds it.
      await page.goto('/pilgrimages');
      await page.getByRole('button', { name: /Browse Pilgrimages/ }).click();
      await page.getByTestId('pilgrimage-count').waitFor();
      await shot('browse');
      await page.getByLabel('Search').fill(name);
      await expect.poll(() => page.getByTestId('pilgrimage-count').textContent()).toBe('Found 1 sacred pilgrimage');
      const card = page.getByTestId('pilgrimage-card');
      expect(await card.textContent()).toContain('3 sites');
      await page.getByLabel('Search').fill('no such pilgrimage anywhere');
      await page.getByText(PILGRIMAGE_MESSAGES.noneFound).waitFor();
      await page.getByRole('button', { name: PILGRIMAGE_MESSAGES.clearFilters }).click();
      await page.getByLabel('Search').fill(name);
      await card.click();

      // The detail: ordered sites with their types, then begin the journey.
      await page.getByRole('heading', { name }).waitFor();
      const sites = page.getByTestId('pilgrimage-site');
      // The ordered sites arrive with their own query after the heading.
      await sites.nth(2).waitFor();
      expect(await sites.count()).toBe(3);
      expect(await sites.first().textContent()).toContain(first.name);
      expect(await page.getByText('Spring', { exact: true }).count()).toBe(1);
      await shot('detail');
      await page.getByRole('button', { name: PILGRIMAGE_MESSAGES.begin }).click();
      await page.waitForURL(/\/pilgrimage\/active\?id=\d+$/);
      const created = /id=(\d+)/.exec(page.url())?.[1];
      const journeys = await page.request.get('/api/active-pilgrimages');
      const list = (await journeys.json()) as Array<{ pilgrimageId: number; currentLatitude: number | null }>;
      expect(list.find((journey) => journey.pilgrimageId === Number(created))).toMatchObject({
        currentLatitude: 39.74,
      });

      // An unknown pilgrimage.
      await page.goto('/pilgrimage/2147483000');
      await page.getByText(PILGRIMAGE_MESSAGES.notFound).waitFor();
      await page.getByRole('link', { name: PILGRIMAGE_MESSAGES.backToJourneys }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists every pilgrimage in Browse when there are more than one page holds', async () => {
    const extra = PILGRIMAGE_PAGE_MAX + 30;
    await e2e.app.knex.raw(
      `INSERT INTO pilgrimages (name, type, description, start_latitude, start_longitude, distance, difficulty,
         duration, estimated_duration, season, significance, status)
       SELECT 'Paged Walk ' || n, 'Nature Spiritual', 'Red rock and juniper at first light.', 34.87, -111.76, 12.5,
         'moderate', '2 days', '2 days', 'spring', 'A quiet walk.', 'published'
       FROM generate_series(1, ?) AS n`,
      [extra],
    );
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await page.goto('/guest/pilgrimages?view=browse');
      await page.getByTestId('pilgrimage-count').waitFor();
      await page.getByLabel('Search').fill('Paged Walk');
      // The first page holds 200; the rest arrive page by page and the filter counts them all.
      await expect
        .poll(() => page.getByTestId('pilgrimage-count').textContent(), { timeout: 20_000 })
        .toBe(`Found ${extra} sacred pilgrimages`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
