import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { theme } from '../src/theme/theme';
import {
  colourStats,
  describeInBrowser,
  graphqlRequest,
  launchChromium,
  openPhonePage,
  projectFromCentre,
  startTestApp,
} from './harness';
import type { ColourStats, TestApp } from './harness';

const ALTAR_COUNT = 120;
const MAP_READY_MS = 20_000;

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

const paintsEverything = (stats: ColourStats) => stats.distinct > 8 && stats.matches.every((count) => count > 20);

describeInBrowser('map page', () => {
  let app: TestApp;
  let browser: Browser;
  let altars: SeededAltar[];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ altarCount: ALTAR_COUNT }), launchChromium()]);
    ({ altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      app.url,
      'query { altars(limit: 2000) { id name latitude longitude } }',
    ));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('paints the offline basemap and every seeded altar, and opens a popup on click', async () => {
    expect(altars).toHaveLength(ALTAR_COUNT);
    const { page, context, pageErrors } = await openPhonePage(browser, app.url);
    try {
      // Signed-out visitors meet the landing flow at /; the guest map is the same map.
      await page.goto('/guest');
      const screen = page.getByTestId('map-screen');
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toBe(`${ALTAR_COUNT} sacred spaces on the map`);

      const box = await screen.boundingBox();
      if (!box) throw new Error('The map screen has no box');
      // The canvas shows ocean, land and the altar dots (deck.gl draws into the map's canvas).
      const colours = [theme.colors.ocean, theme.colors.land, theme.colors.amber];
      let stats = await colourStats(page, box, colours);
      for (let tries = 0; tries < 20 && !paintsEverything(stats); tries += 1) {
        await page.waitForTimeout(500);
        stats = await colourStats(page, box, colours);
      }
      expect(stats.distinct, 'distinct colours on the map').toBeGreaterThan(8);
      const [ocean, land, altarDots] = stats.matches;
      expect({ ocean, land, altarDots }).toEqual({
        ocean: expect.any(Number) as number,
        land: expect.any(Number) as number,
        altarDots: expect.any(Number) as number,
      });
      expect(ocean, 'ocean pixels').toBeGreaterThan(20);
      expect(land, 'land pixels').toBeGreaterThan(20);
      expect(altarDots, 'altar dot pixels').toBeGreaterThan(20);

      // Click an altar that no other altar crowds on screen, away from the zoom buttons and edges.
      const positions = altars.map((altar) => {
        const { dx, dy } = projectFromCentre(altar, DEFAULT_MAP_VIEW, DEFAULT_MAP_VIEW.zoom);
        return { altar, x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
      });
      const target = positions.find(
        (candidate) =>
          candidate.x > box.x + 24 &&
          candidate.x < box.x + box.width - 80 &&
          candidate.y > box.y + 80 &&
          candidate.y < box.y + box.height - 40 &&
          positions.every(
            (other) => other === candidate || Math.hypot(other.x - candidate.x, other.y - candidate.y) > 20,
          ),
      );
      if (!target) throw new Error('No seeded altar stands alone in the default view');
      await page.mouse.click(target.x, target.y);
      const popup = page.getByTestId('altar-popup');
      await popup.waitFor({ timeout: 5_000 });
      await expect.poll(() => popup.getByRole('heading').textContent()).toBe(target.altar.name);
      expect(await popup.getByText('Sacred Space', { exact: true }).count()).toBe(1);
      const visit = popup.getByRole('link', { name: 'Visit' });
      expect(await visit.getAttribute('href')).toBe(`/altar/${target.altar.id}`);
      expect(await visit.getAttribute('target')).toBe('_blank');

      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers zoom buttons and the guest navigation', async () => {
    const { page, context } = await openPhonePage(browser, app.url);
    try {
      await page.goto('/guest/map');
      await expect
        .poll(() => page.getByTestId('map-screen').getAttribute('data-map-state'), { timeout: MAP_READY_MS })
        .toBe('idle');
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      expect(await zoomIn.isVisible()).toBe(true);
      expect(await zoomOut.isVisible()).toBe(true);
      // Guests see only Map and Pilgrimages, with the /guest prefix.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const links = await nav
        .getByRole('link')
        .evaluateAll((elements) => elements.map((element) => [element.textContent, element.getAttribute('href')]));
      expect(links).toEqual([
        ['Map', '/guest'],
        ['Pilgrimages', '/guest/pilgrimages'],
      ]);
    } finally {
      await context.close();
    }
  });
});
