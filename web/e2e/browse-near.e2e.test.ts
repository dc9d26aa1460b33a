/**
 * Finding a walk near you: Browse lists the pilgrimages nearest to the member first (featured is a
 * badge, not a place in the list), each card says its difficulty and how far its start is, the type
 * filter is a short list of families and the durations begin at an hour; the list also shows as a map.
 */
import { haversineMeters } from '@sacred/core/geo';
import { pilgrimageStart } from '@sacred/core/pilgrimages';
import { expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface Listed {
  id: number;
  name: string;
  type: string;
  isFeatured: boolean;
  startLatitude: number | null;
  startLongitude: number | null;
  startingLatitude: number | null;
  startingLongitude: number | null;
}

describeInBrowser('Browse pilgrimages near the member', () => {
  const e2e = useBrowserApp({ altarCount: 20 });

  it('lists the nearest first with difficulty and distance, and filters by a short list of types', async () => {
    const { browsePilgrimages: all } = await graphqlRequest<{ browsePilgrimages: Listed[] }>(
      e2e.app.url,
      '{ browsePilgrimages(limit: 200) { id name type isFeatured startLatitude startLongitude startingLatitude startingLongitude } }',
    );
    // The member stands at the start of a walk that is not featured; featured ones lie elsewhere.
    const near = all.find((pilgrimage) => !pilgrimage.isFeatured && pilgrimageStart(pilgrimage));
    if (!near) throw new Error('The demo world has no unfeatured pilgrimage with a start');
    expect(all.some((pilgrimage) => pilgrimage.isFeatured)).toBe(true);
    expect(all[0]?.id).not.toBe(near.id);
    const here = pilgrimageStart(near) as { latitude: number; longitude: number };
    const expected = all
      .filter((pilgrimage) => pilgrimageStart(pilgrimage))
      .map((pilgrimage) => ({
        name: pilgrimage.name,
        meters: haversineMeters(here, pilgrimageStart(pilgrimage) as { latitude: number; longitude: number }),
      }))
      .sort((a, b) => a.meters - b.meters);

    const { page, context } = await e2e.openPhonePage();
    try {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(here);
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/pilgrimages?view=browse');
      await page.getByTestId('pilgrimage-order').getByText('Nearest to you first').waitFor({ timeout: 15_000 });
      const cards = page.getByTestId('pilgrimage-card');
      await expect.poll(() => cards.count()).toBe(all.length);
      const names = await cards.locator('h3').allTextContents();
      expect(names.slice(0, expected.length)).toEqual(expected.map((walk) => walk.name));
      expect(names[0]).toBe(near.name);
      // Featured stays a badge on its card, wherever the card falls.
      const featured = all.find((pilgrimage) => pilgrimage.isFeatured) as Listed;
      expect(names.indexOf(featured.name)).toBeGreaterThan(0);
      await cards.filter({ hasText: featured.name }).getByText('Featured', { exact: true }).waitFor();
      // Every card names its difficulty; the nearest says how far its start is.
      expect(await cards.getByTestId('pilgrimage-difficulty').count()).toBe(all.length);
      expect(await cards.first().getByTestId('pilgrimage-difficulty').textContent()).toMatch(
        /^(Easy|Moderate|Challenging|Expert)$/,
      );
      expect(await cards.first().getByTestId('pilgrimage-away').textContent()).toMatch(/ away$/);

      // The type filter: a short list, each family once, and a family finds all its written types.
      const typeSelect = page.getByLabel('Type');
      const typeOptions = (await typeSelect.locator('option').allTextContents()).slice(1);
      expect(new Set(typeOptions).size).toBe(typeOptions.length);
      expect(typeOptions.length).toBeLessThanOrEqual(8);
      expect(typeOptions.length).toBeLessThan(new Set(all.map((pilgrimage) => pilgrimage.type)).size);
      await typeSelect.selectOption('Catholic');
      const catholic = all.filter((pilgrimage) => /catholic|marian/i.test(pilgrimage.type));
      expect(catholic.length).toBeGreaterThan(1);
      await expect.poll(() => cards.count()).toBe(catholic.length);
      await page.getByRole('button', { name: 'Clear All Filters' }).click();

      // Durations begin at an hour.
      const durations = await page.getByLabel('Duration').locator('option').allTextContents();
      expect(durations.slice(1, 4)).toEqual(['Up to 1 hour', 'Up to 3 hours', 'Up to half a day']);

      // The list as a map, above the same cards: the nearest starts (at most 25), the member's own
      // position, each start named after its walk; tapping the nearest opens it, and Back returns to the map.
      await page.getByRole('group', { name: 'Show pilgrimages as' }).getByRole('button', { name: 'Map' }).click();
      const map = page.getByTestId('browse-map');
      await map.locator('canvas.maplibregl-canvas').waitFor({ timeout: 20_000 });
      await page.waitForURL((url) => url.searchParams.get('show') === 'map');
      expect(await cards.count()).toBe(all.length);
      const shownOnMap = Math.min(expected.length, 25);
      await page.getByTestId('pilgrimage-order').getByText(`Where the ${shownOnMap} nearest begin`).waitFor();
      await map.getByRole('img', { name: 'You are here' }).waitFor();
      await expect.poll(() => map.getByTestId('trail-point').count()).toBe(shownOnMap);
      const nearest = map.getByRole('button', { name: new RegExp(`^${near.name}(, from |$)`) });
      await nearest.waitFor();
      // The member's own dot lies on this start and Playwright never finds the pin still enough for a
      // pointer click: the pin's own click is sent.
      await nearest.dispatchEvent('click');
      await page.waitForURL((url) => url.pathname === `/pilgrimage/${near.id}`);
      await page.getByRole('heading', { name: near.name, level: 1 }).waitFor();
      await page.goBack();
      await map.locator('canvas.maplibregl-canvas').waitFor({ timeout: 20_000 });
      await page.getByRole('group', { name: 'Show pilgrimages as' }).getByRole('button', { name: 'List' }).click();
      await expect.poll(() => map.count()).toBe(0);
      await page.waitForURL((url) => !url.searchParams.has('show'));
    } finally {
      await context.close();
    }
  });
});
