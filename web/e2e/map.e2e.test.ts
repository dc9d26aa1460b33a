import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import { beforeAll, expect, it } from 'vitest';
import { MAP_TEXT } from '../src/features/map/mapMessages';
import { theme } from '../src/theme/theme';
import {
  clustersOnScreen,
  clusterStandingAlone,
  colourStats,
  describeInBrowser,
  graphqlRequest,
  useBrowserApp,
} from './harness';
import type { ColourStats } from './harness';

const ALTAR_COUNT = 120;
const MAP_READY_MS = 20_000;

interface Cluster {
  id: string;
  count: number;
  latitude: number;
  longitude: number;
}

interface SeededAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

const paintsEverything = (stats: ColourStats) => stats.distinct > 8 && stats.matches.every((count) => count > 20);

describeInBrowser('map page', () => {
  const e2e = useBrowserApp({ altarCount: ALTAR_COUNT });
  let altars: SeededAltar[];

  beforeAll(async () => {
    ({ altars } = await graphqlRequest<{ altars: SeededAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 2000) { id name latitude longitude } }',
    ));
  });

  it('paints the offline basemap and the altar clusters, and expands a cluster on click', async () => {
    expect(altars).toHaveLength(ALTAR_COUNT);
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      // Signed-out visitors meet the landing flow at /; the guest map is the same map.
      await page.goto('/guest');
      const screen = page.getByTestId('map-screen');
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      // At the default zoom the viewport query answers clusters; the status counts the altars they hold.
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d* sacred spaces on the map$/);
      const shown = Number((await page.getByTestId('altar-count').textContent())?.split(' ')[0]);
      expect(shown).toBeLessThanOrEqual(ALTAR_COUNT);

      const box = await screen.boundingBox();
      if (!box) throw new Error('The map screen has no box');
      // The canvas shows ocean, land and the amber clusters (MapLibre draws them all on one canvas).
      const colours = [theme.colors.ocean, theme.colors.land, theme.colors.amber];
      let stats = await colourStats(page, box, colours);
      for (let tries = 0; tries < 20 && !paintsEverything(stats); tries += 1) {
        await page.waitForTimeout(500);
        stats = await colourStats(page, box, colours);
      }
      expect(stats.distinct, 'distinct colours on the map').toBeGreaterThan(8);
      const [ocean, land, clusterDots] = stats.matches;
      expect(ocean, 'ocean pixels').toBeGreaterThan(20);
      expect(land, 'land pixels').toBeGreaterThan(20);
      expect(clusterDots, 'cluster pixels').toBeGreaterThan(20);

      // The same grid cells the map asks for (cells are global), around the default view.
      const { altarViewport } = await graphqlRequest<{ altarViewport: { gridZoom: number; clusters: Cluster[] } }>(
        e2e.app.url,
        `query ($bbox: BoundingBoxInput!) {
          altarViewport(bbox: $bbox, zoom: ${DEFAULT_MAP_VIEW.zoom}) { gridZoom clusters { id count latitude longitude } }
        }`,
        {
          bbox: {
            west: DEFAULT_MAP_VIEW.longitude - 9,
            east: DEFAULT_MAP_VIEW.longitude + 9,
            south: DEFAULT_MAP_VIEW.latitude - 12,
            north: DEFAULT_MAP_VIEW.latitude + 12,
          },
        },
      );
      expect(altarViewport.gridZoom).toBe(DEFAULT_MAP_VIEW.zoom);
      // Click a cluster that no other marker crowds on screen, away from the controls and edges.
      const target = clusterStandingAlone(clustersOnScreen(altarViewport.clusters, DEFAULT_MAP_VIEW, box), box);
      await page.mouse.click(target.x, target.y);
      await expect
        .poll(async () => Number(await screen.getAttribute('data-zoom')), { timeout: MAP_READY_MS })
        .toBeGreaterThan(DEFAULT_MAP_VIEW.zoom + 1);

      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a popup and its close button on screen when its altar sits at the edge of the map', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.goto('/guest');
      const screen = page.getByTestId('map-screen');
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      // The nearby list opens an altar's popup: clusters zoom in until the list names altars.
      await page.locator('#nearby-title button').click();
      const entries = page.getByTestId('nearby-entry');
      for (let round = 0; round < 8 && (await entries.count()) === 0; round++) {
        const listed = page.locator('[data-testid="nearby-cluster"]');
        await listed.first().waitFor({ timeout: MAP_READY_MS });
        const before = await listed.allTextContents();
        await listed.first().click();
        await expect
          .poll(async () => ((await entries.count()) > 0 ? 'entries' : await listed.allTextContents()), {
            timeout: MAP_READY_MS,
          })
          .not.toEqual(before);
        if (
          (await entries.count()) === 0 &&
          (await page.locator('#nearby-title button').getAttribute('aria-expanded')) !== 'true'
        ) {
          await page.locator('#nearby-title button').click();
        }
      }
      await entries.first().click();
      const popup = page.locator('.maplibregl-popup');
      await page.getByTestId('altar-popup').waitFor();
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');

      // The walker drags the map until the altar sits 12 px from the right edge of the screen.
      const viewport = page.viewportSize() ?? { width: 390, height: 844 };
      const tipBox = async () => {
        const tip = await popup.locator('.maplibregl-popup-tip').boundingBox();
        if (!tip) throw new Error('The popup has no tip');
        return tip;
      };
      // The tip points at the marker: below the popup's middle, or at its side when beside it.
      const markerX = async () => {
        const tip = await tipBox();
        return tip.x + tip.width / 2;
      };
      // The map has flown to the altar once the marker stays put.
      await expect
        .poll(
          async () => {
            const before = await markerX();
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
            return Math.abs((await markerX()) - before);
          },
          { timeout: MAP_READY_MS },
        )
        .toBeLessThan(1);
      // The drag starts on the map below the marker, clear of the popup above it.
      const tip = await tipBox();
      const start = { x: 40, y: tip.y + tip.height + 60 };
      const distance = viewport.width - 12 - (await markerX());
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + distance / 2, start.y, { steps: 8 });
      await page.mouse.move(start.x + distance, start.y, { steps: 8 });
      await page.mouse.up();
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      expect(await markerX()).toBeGreaterThan(viewport.width - 40);

      const inside = async (box: { x: number; y: number; width: number; height: number } | null) =>
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= viewport.width &&
        box.y + box.height <= viewport.height;
      await expect.poll(async () => inside(await popup.boundingBox())).toBe(true);
      const close = popup.locator('.maplibregl-popup-close-button');
      expect(await inside(await close.boundingBox())).toBe(true);
      // And it still works from there.
      await close.click();
      await popup.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('offers zoom buttons, the legend, the no-location state and the guest navigation', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      await page.goto('/guest/map');
      await expect
        .poll(() => page.getByTestId('map-screen').getAttribute('data-map-state'), { timeout: MAP_READY_MS })
        .toBe('idle');
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      expect(await zoomIn.isVisible()).toBe(true);
      expect(await zoomOut.isVisible()).toBe(true);
      // The legend opens and closes.
      const legendToggle = page.getByRole('button', { name: 'Legend' });
      await legendToggle.click();
      const legend = page.getByTestId('map-legend');
      for (const label of ['Religious', 'Native American', 'Historical', 'Nature/Interfaith']) {
        expect(await legend.getByText(label, { exact: true }).count(), label).toBe(1);
      }
      await legendToggle.click();
      await legend.waitFor({ state: 'hidden' });

      // Without a location: the default view, the message with Retry, and a "Nearby" list of what is in view.
      const status = page.getByTestId('location-status');
      await expect.poll(() => status.textContent(), { timeout: MAP_READY_MS }).toContain(MAP_TEXT.defaultView);
      expect(await status.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      const nearby = page.getByRole('button', { name: 'Nearby' });
      await nearby.click();
      const cluster = page.getByTestId('nearby-cluster').first();
      await cluster.waitFor();
      const before = Number(await page.getByTestId('map-screen').getAttribute('data-zoom'));
      await cluster.click();
      await expect
        .poll(async () => Number(await page.getByTestId('map-screen').getAttribute('data-zoom')), {
          timeout: MAP_READY_MS,
        })
        .toBeGreaterThan(before);

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
