import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { MAP_TEXT } from '../src/features/map/mapMessages';
import { theme } from '../src/theme/theme';
import {
  clustersOnScreen,
  clusterStandingAlone,
  colourStats,
  describeInBrowser,
  graphqlRequest,
  PHONE_VIEWPORT,
  mapMarks,
  useBrowserApp,
} from './harness';

const ALTAR_COUNT = 120;
const MAP_READY_MS = 20_000;
/** The app's entry (vite.config.ts): map.html loads it after the first-paint script. */
const APP_ENTRY = /\/assets\/main-[\w-]+\.js$/;
/** The first-paint script's canvas (features/map/earlyViewport.ts). */
const EARLY_CANVAS = '#map-first-paint';
/** The map's box on a phone: the screen above the bottom bar (64 px). */
const MAP_BOX = { x: 0, y: 0, width: PHONE_VIEWPORT.width, height: PHONE_VIEWPORT.height - 64 };

interface Cluster {
  id: string;
  count: number;
  latitude: number;
  longitude: number;
}

/** Holds the requests matching `pattern` at the network boundary until `release` lets them (and any later one) through. */
async function hold(page: Page, pattern: RegExp): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
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

/** Counts the viewport queries the page sends (the first-paint script's and the app's). */
function countViewportQueries(page: Page): { count(): number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'MapViewport') count += 1;
  });
  return { count: () => count };
}

describeInBrowser('map first paint before the app (map.html)', () => {
  const e2e = useBrowserApp({ altarCount: ALTAR_COUNT });

  it('paints the first markers while the app is held back, then the app takes over with the same one viewport query', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      const viewportQueries = countViewportQueries(page);
      const entry = await hold(page, APP_ENTRY);
      // Not until "load": the page's load waits for the held entry.
      await page.goto('/guest', { waitUntil: 'commit' });

      // The app has not started, yet the first markers are painted.
      const early = page.locator(EARLY_CANVAS);
      await early.waitFor({ state: 'attached', timeout: MAP_READY_MS });
      expect(await page.evaluate(mapMarks)).toEqual(['map:first-markers']);
      expect(await page.getByTestId('map-screen').count()).toBe(0);
      expect(await early.getAttribute('aria-hidden')).toBe('true');
      expect(viewportQueries.count()).toBe(1);

      // The clusters the map will draw, where Web Mercator puts them around the default view.
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
      const positions = clustersOnScreen(altarViewport.clusters, DEFAULT_MAP_VIEW, MAP_BOX);
      const target = clusterStandingAlone(positions, MAP_BOX);
      const clip = { x: target.x - 8, y: target.y - 8, width: 16, height: 16 };
      const amber = [theme.colors.amber];
      const [beforeApp] = (await colourStats(page, clip, amber)).matches;
      expect(beforeApp, 'amber pixels on the cluster painted before the app').toBeGreaterThan(40);

      // The app comes: its preview and then MapLibre draw the same markers, and the early canvas goes.
      await entry.release();
      await expect
        .poll(() => page.evaluate(mapMarks), { timeout: MAP_READY_MS })
        .toEqual(['map:first-markers', 'map:maplibre-markers']);
      await expect.poll(() => early.count(), { timeout: MAP_READY_MS }).toBe(0);
      const screen = page.getByTestId('map-screen');
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d* sacred spaces on the map$/);
      expect(await page.locator('.maplibregl-map').count()).toBe(1);
      const [byMap] = (await colourStats(page, clip, amber)).matches;
      expect(byMap, 'amber pixels on the cluster drawn by MapLibre').toBeGreaterThan(40);
      // The app took the script's answer over: still one viewport query for this load.
      expect(viewportQueries.count()).toBe(1);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the map home as without the script when its viewport query fails: the app asks on its own', async () => {
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      const viewportQueries = countViewportQueries(page);
      // Whether the early canvas was ever put on the page.
      await page.addInitScript((selector) => {
        new MutationObserver(() => {
          if (document.querySelector(selector)) document.documentElement.dataset.earlyCanvasSeen = 'yes';
        }).observe(document, { childList: true, subtree: true });
      }, EARLY_CANVAS);
      // The first viewport query (the first-paint script's, sent before the app's entry has loaded) fails.
      let failed = false;
      await page.route(/\/graphql$/, async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (!failed && body?.operationName === 'MapViewport') {
          failed = true;
          await route.abort('failed');
        } else {
          await route.continue();
        }
      });
      await page.goto('/guest');

      const screen = page.getByTestId('map-screen');
      await expect
        .poll(() => page.getByTestId('altar-count').textContent(), { timeout: MAP_READY_MS })
        .toMatch(/^[1-9]\d* sacred spaces on the map$/);
      await expect
        .poll(() => page.evaluate(mapMarks), { timeout: MAP_READY_MS })
        .toEqual(['map:first-markers', 'map:maplibre-markers']);
      await expect.poll(() => screen.getAttribute('data-map-state'), { timeout: MAP_READY_MS }).toBe('idle');
      expect(failed).toBe(true);
      expect(await page.locator('.maplibregl-map').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.earlyCanvasSeen ?? 'no')).toBe('no');
      // No load error: the app's own query answered.
      expect(await page.getByText(MAP_TEXT.altarsLoadError).count()).toBe(0);
      // The failed one and the app's own.
      expect(viewportQueries.count()).toBe(2);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
