import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { theme } from '../src/theme/theme';
import {
  clustersOnScreen,
  clusterStandingAlone,
  colourStats,
  describeInBrowser,
  graphqlRequest,
  mapMarks,
  useBrowserApp,
} from './harness';

const ALTAR_COUNT = 120;
const MAP_READY_MS = 20_000;
/** MapLibre's own chunk (vite.config.ts puts it in `assets/maplibre-<hash>.js`). */
const MAPLIBRE_CHUNK = /\/assets\/maplibre-[\w-]+\.js$/;

interface Cluster {
  id: string;
  count: number;
  latitude: number;
  longitude: number;
}

/** Holds MapLibre's chunk at the network boundary until `release` lets it (and any later request) through. */
async function holdMapLibre(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(MAPLIBRE_CHUNK, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

describeInBrowser('map preview before MapLibre', () => {
  const e2e = useBrowserApp({ altarCount: ALTAR_COUNT });

  it('paints the first clusters while the MapLibre chunk is held back, then hands over to the map', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      // MapLibre's chunk is held at the network boundary until the test lets it through.
      const mapLibre = await holdMapLibre(page);

      await page.goto('/guest');
      const screen = page.getByTestId('map-screen');
      const preview = page.getByTestId('map-preview');
      await expect.poll(() => preview.getAttribute('data-markers'), { timeout: MAP_READY_MS }).toMatch(/^[1-9]\d*$/);
      expect(await page.evaluate(mapMarks)).toEqual(['map:first-markers']);
      // The map library has not arrived: no MapLibre canvas, and its chunk is still held.
      expect(await page.locator('.maplibregl-canvas').count()).toBe(0);
      expect(await screen.getAttribute('data-map-state')).toBe('loading');
      // The preview is a picture for the eyes only; the status line tells screen readers what is in view.
      expect(await preview.getAttribute('aria-hidden')).toBe('true');
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d* sacred spaces on the map$/);

      // The same clusters the map will draw, where Web Mercator puts them around the default view.
      const box = await screen.boundingBox();
      if (!box) throw new Error('The map screen has no box');
      const { altarViewport } = await graphqlRequest<{ altarViewport: { clusters: Cluster[] } }>(
        e2e.app.url,
        `query ($bbox: BoundingBoxInput!) {
          altarViewport(bbox: $bbox, zoom: ${DEFAULT_MAP_VIEW.zoom}) { clusters { id count latitude longitude } }
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
      // A cluster of several altars (a wide circle) that no other marker crowds, away from the page's controls.
      const positions = clustersOnScreen(altarViewport.clusters, DEFAULT_MAP_VIEW, box);
      const target = clusterStandingAlone(positions, box);
      // A 16 x 16 px square on the cluster: its amber circle (the ring and count take part of it).
      const clip = { x: target.x - 8, y: target.y - 8, width: 16, height: 16 };
      const amber = [theme.colors.amber];
      const [beforeMap] = (await colourStats(page, clip, amber)).matches;
      expect(beforeMap, 'amber pixels on the cluster in the preview').toBeGreaterThan(40);
      // Away from every cluster (and from the page's own controls) there is no amber: the markers are where
      // the clusters are.
      const clear = [];
      for (let y = box.y + box.height * 0.3; y < box.y + box.height * 0.6; y += 20)
        for (let x = box.x + 30; x < box.x + box.width - 90; x += 20)
          if (positions.every((other) => Math.hypot(other.x - x, other.y - y) > 60)) clear.push({ x, y });
      const away = clear[0];
      if (!away) throw new Error('No spot of the default view is clear of clusters');
      const [elsewhere] = (await colourStats(page, { x: away.x - 8, y: away.y - 8, width: 16, height: 16 }, amber))
        .matches;
      expect(elsewhere).toBe(0);

      // Let MapLibre through: the map draws the same markers, then the preview goes.
      await mapLibre.release();
      await expect
        .poll(() => page.evaluate(mapMarks), { timeout: MAP_READY_MS })
        .toEqual(['map:first-markers', 'map:maplibre-markers']);
      await expect.poll(() => preview.count(), { timeout: MAP_READY_MS }).toBe(0);
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      const [afterMap] = (await colourStats(page, clip, amber)).matches;
      expect(afterMap, 'amber pixels on the cluster drawn by MapLibre').toBeGreaterThan(40);

      // Once the map is there the markers work from the keyboard: the nearby list's cluster zooms the map.
      const before = Number(await screen.getAttribute('data-zoom'));
      await page.getByRole('button', { name: 'Nearby' }).focus();
      await page.keyboard.press('Enter');
      const cluster = page.getByTestId('nearby-cluster').first();
      await cluster.waitFor();
      await cluster.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => Number(await screen.getAttribute('data-zoom')), { timeout: MAP_READY_MS })
        .toBeGreaterThan(before);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('makes a move asked for over the preview once the map has loaded', async () => {
    const { page, context } = await e2e.openPhonePage();
    try {
      const mapLibre = await holdMapLibre(page);
      await page.goto('/guest');
      const screen = page.getByTestId('map-screen');
      await expect
        .poll(() => page.getByTestId('map-preview').getAttribute('data-markers'), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d*$/);
      // Tapping a cluster in the nearby list before the map exists...
      await page.getByRole('button', { name: 'Nearby' }).click();
      await page.getByTestId('nearby-cluster').first().click();
      expect(await page.locator('.maplibregl-canvas').count()).toBe(0);
      // ...zooms the map to it as soon as the map is there.
      await mapLibre.release();
      await expect
        .poll(async () => Number(await screen.getAttribute('data-zoom')), { timeout: MAP_READY_MS })
        .toBeGreaterThan(DEFAULT_MAP_VIEW.zoom);
    } finally {
      await context.close();
    }
  });
});
