/**
 * Switching the map style (issue 18), for a signed-in member on the map home at zoom 15 over the basemap
 * fixture (BASEMAP_PMTILES and BASEMAP_TERRAIN_PMTILES, our own origin), two ways:
 * - on the map: "Map style" -> another style; from the tap on the style until the map has drawn it
 *   (MapLibre idle with the new style: `data-drawn-style` on the map). Floor: "Zoom in" on the same map,
 *   until it is idle again (the map redrawing itself with tiles it must fetch and draw), same run.
 * - from Settings: Map Style -> another style, then Map in the bottom navigation; from the tap on Map
 *   until the new style is drawn. Floor: the same with the style unchanged (reopening the map).
 * - the first switch to terrain (cold): a fresh API process (no contour tile traced yet) and a fresh
 *   browser context (empty HTTP cache) per run; the map in street, "Map style", a pause of
 *   MENU_READING_MS (reading the menu), then Terrain; from the tap until drawn. Floor: street and
 *   Terrain again on the same map (its tiles now cached), from the tap on Terrain.
 *   npx tsx bench/basemap-style-switch.ts [--runs 5]
 * Needs the web build (npm run build -w web), Chromium and PostgreSQL with PostGIS at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SETTINGS_MESSAGES } from '@sacred/core/settings';
import { writeBasemapFixtures } from '../api/test/basemap-fixture';
import { startBenchApi, type BenchApi } from './api-process';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(args.runs);
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
/** How long a member takes to read the three styles and tap one, at the quickest. */
const MENU_READING_MS = 400;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { createTestDatabase } = await import('../db/src/test-database');
const { seedDemoWorld, DEMO_EMAIL, DEMO_PASSWORD } = await import('../db/seeds/demo-world');

/** Resolves when the map home's map has drawn `style` (MapLibre idle with it). */
async function mapShows(page: Page, style: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      document.querySelector('[data-testid="map-screen"] .maplibregl-map')?.getAttribute('data-drawn-style') === wanted,
    style,
    { polling: 'raf', timeout: 30_000 },
  );
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Settings -> Map Style -> `style`, then the tap on Map; milliseconds until the map has drawn it. */
async function switchInSettings(page: Page, style: string): Promise<number> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const select = page.getByLabel('Map Style');
  if ((await select.inputValue()) !== style) {
    await select.selectOption(style);
    await page.getByText(SETTINGS_MESSAGES.updatedDescription).first().waitFor();
  }
  const started = await now(page);
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await mapShows(page, style);
  return (await now(page)) - started;
}

/** On the open map: "Map style" -> `style`; milliseconds from the tap on the style until it is drawn. */
async function switchOnMap(page: Page, style: string): Promise<number> {
  const menu = page.getByTestId('map-style-menu');
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Map style' }).click();
  const option = menu.getByRole('radio', { name: style.charAt(0).toUpperCase() + style.slice(1) });
  const started = await now(page);
  await option.click();
  await mapShows(page, style);
  return (await now(page)) - started;
}

/** The floor on the open map: "Zoom in" and back out, each until the map is idle again (the mean). */
async function zoomOnMap(page: Page): Promise<number> {
  const screen = page.getByTestId('map-screen');
  const idleAt = async (zoom: string) => {
    await page.waitForFunction(
      (wanted) => {
        const element = document.querySelector('[data-testid="map-screen"]');
        return element?.getAttribute('data-zoom') === wanted && element.getAttribute('data-map-state') === 'idle';
      },
      zoom,
      { polling: 'raf', timeout: 30_000 },
    );
  };
  const zoom = Number(await screen.getAttribute('data-zoom'));
  let started = await now(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await idleAt(String(zoom + 1));
  const zoomIn = (await now(page)) - started;
  started = await now(page);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await idleAt(String(zoom));
  return (zoomIn + (await now(page)) - started) / 2;
}

/** A signed-in member's phone page on `origin`, in a fresh browser context (its own, empty HTTP cache). */
async function memberPage(browser: Browser, origin: string, user: { latitude: number; longitude: number }) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['geolocation'], { origin });
  await context.setGeolocation(user);
  await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  return page;
}

/**
 * The first switch to terrain with nothing cached: the map home in street, the menu opened and read,
 * then Terrain (cold); then street and Terrain again on the same map (warm). Leaves the member in street.
 */
async function firstTerrainSwitch(page: Page): Promise<{ cold: number; warm: number }> {
  await switchInSettings(page, 'street');
  await page.getByRole('button', { name: 'Map style' }).click();
  await page.waitForTimeout(MENU_READING_MS);
  const cold = await switchOnMap(page, 'terrain');
  await switchOnMap(page, 'street');
  await page.waitForTimeout(MENU_READING_MS);
  const warm = await switchOnMap(page, 'terrain');
  await switchInSettings(page, 'street');
  return { cold, warm };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const database = await createTestDatabase();
let api: BenchApi | undefined;
let browser: Browser | undefined;
let fixtureDir: string | undefined;
try {
  await seedDemoWorld(database.knex, { altarCount: 120 });
  const user = { latitude: DENVER.latitude - 0.00135, longitude: DENVER.longitude };
  const archives = await writeBasemapFixtures(user);
  fixtureDir = path.dirname(archives.basemap);
  const env = { BASEMAP_PMTILES: archives.basemap, BASEMAP_TERRAIN_PMTILES: archives.terrain };
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const coldSwitches: number[] = [];
  const warmSwitches: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    api = await startBenchApi(database.url, { env });
    const coldPage = await memberPage(browser, api.url.origin, user);
    const { cold, warm } = await firstTerrainSwitch(coldPage);
    coldSwitches.push(cold);
    warmSwitches.push(warm);
    await coldPage.context().close();
    await api.stop();
  }
  api = await startBenchApi(database.url, { env });
  const page = await memberPage(browser, api.url.origin, user);
  await switchInSettings(page, 'street'); // warm: the map, its style and tiles once
  await switchInSettings(page, 'terrain');
  const settingsFloor: number[] = [];
  const settingsSwitches: number[] = [];
  let current = 'terrain';
  for (let run = 0; run < RUNS; run++) {
    settingsFloor.push(await switchInSettings(page, current));
    current = current === 'terrain' ? 'street' : 'terrain';
    settingsSwitches.push(await switchInSettings(page, current));
  }
  const mapFloor: number[] = [];
  const mapSwitches: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    mapFloor.push(await zoomOnMap(page));
    current = current === 'terrain' ? 'street' : 'terrain';
    mapSwitches.push(await switchOnMap(page, current));
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const line = (label: string, values: number[]) =>
    `${label.padEnd(52)} ${values.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(values).toFixed(0)} ms`;
  console.log(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} x ${cpu}, Chromium ${browser.version()}, ${RUNS} runs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}.`,
  );
  console.log(line('on the map: tap a style -> drawn', mapSwitches));
  console.log(line('floor, on the map: zoom in / out -> idle', mapFloor));
  console.log(
    `ratio (medians): ${(median(mapSwitches) / median(mapFloor)).toFixed(2)}; target: the new map within 1000 ms`,
  );
  console.log(line('first switch to terrain (cold), menu read -> drawn', coldSwitches));
  console.log(line('floor: terrain again on the same map -> drawn', warmSwitches));
  console.log(`ratio (medians): ${(median(coldSwitches) / median(warmSwitches)).toFixed(2)}`);
  console.log(line('from Settings: tap Map -> new style drawn', settingsSwitches));
  console.log(line('floor, from Settings: tap Map -> same style drawn', settingsFloor));
  console.log(`ratio (medians): ${(median(settingsSwitches) / median(settingsFloor)).toFixed(2)}`);
} finally {
  await browser?.close();
  await api?.stop();
  await database.destroy();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
}
