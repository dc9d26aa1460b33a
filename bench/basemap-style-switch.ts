/**
 * Switching the map style (issue 18): a member on the map home at zoom 15 over the basemap fixture
 * (BASEMAP_PMTILES and BASEMAP_TERRAIN_PMTILES, our own origin) picks another style in Settings and taps
 * Map in the bottom navigation; measured from the tap to the new style's map drawn and idle
 * (`data-map-style`, `data-basemap="detailed"`, `data-map-state="idle"`). The floor is the same tap with
 * the style unchanged, in the same run; the ratio is switch / floor.
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

async function mapShows(page: Page, style: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const frame = document.querySelector('[data-basemap]');
      const screen = document.querySelector('[data-testid="map-screen"]');
      return (
        frame?.getAttribute('data-map-style') === wanted &&
        frame.getAttribute('data-basemap') === 'detailed' &&
        screen?.getAttribute('data-map-state') === 'idle'
      );
    },
    style,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** Settings -> Map Style -> `style`, then the tap on Map; milliseconds until the map is drawn. */
async function switchTo(page: Page, style: string): Promise<number> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const select = page.getByLabel('Map Style');
  if ((await select.inputValue()) !== style) {
    await select.selectOption(style);
    await page.getByText(SETTINGS_MESSAGES.updatedDescription).first().waitFor();
  }
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await mapShows(page, style);
  return (await page.evaluate(() => performance.now())) - started;
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
  api = await startBenchApi(database.url, {
    env: { BASEMAP_PMTILES: archives.basemap, BASEMAP_TERRAIN_PMTILES: archives.terrain },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ baseURL: api.url.origin, viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['geolocation'], { origin: api.url.origin });
  await context.setGeolocation(user);
  await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  await switchTo(page, 'street'); // warm: the map, its style and tiles once
  await switchTo(page, 'terrain');
  const floor: number[] = [];
  const switches: number[] = [];
  let current = 'terrain';
  for (let run = 0; run < RUNS; run++) {
    floor.push(await switchTo(page, current));
    current = current === 'terrain' ? 'street' : 'terrain';
    switches.push(await switchTo(page, current));
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} x ${cpu}, Chromium ${browser.version()}, ${RUNS} runs.`,
  );
  console.log(
    `style switch (Settings -> Map, new style drawn): ${switches.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(switches).toFixed(0)} ms`,
  );
  console.log(
    `floor (Settings -> Map, same style):             ${floor.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(floor).toFixed(0)} ms`,
  );
  console.log(
    `ratio switch / floor (medians): ${(median(switches) / median(floor)).toFixed(2)}; target: the new map within 1000 ms`,
  );
} finally {
  await browser?.close();
  await api?.stop();
  await database.destroy();
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
}
