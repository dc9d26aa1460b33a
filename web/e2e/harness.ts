/**
 * Browser test harness: a fresh migrated PostGIS database with the demo world, the whole app server
 * (API + the built SPA) on a free port, and Debian's Chromium driven by playwright-core.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AppConfig } from '../../api/src/platform/config';
import { startServer } from '../../api/src/app';
import { UNREACHABLE_BASEMAP } from '../../api/test/app';
import { createTestDatabase } from '../../db/src/test-database';
import { seedDemoWorld } from '../../db/seeds/demo-world';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_INDEX = path.join(WEB_ROOT, 'dist', 'index.html');

/** A phone, as the product is mobile-first. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

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

const HOW_TO_ENABLE = 'install it (`apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary';

export function findChromium(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/**
 * `describe` for browser tests. Without Chromium the tests are skipped with a plain message, except
 * on CI (CI=true) where that is a failure: a green run must mean the browser tests ran.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (findChromium()) {
    describe(name, body);
    return;
  }
  const where = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`Chromium was not found at ${where}; the browser tests cannot run: ${HOW_TO_ENABLE}.`);
      });
    });
    return;
  }
  console.warn(
    `[web-e2e] "${name}" DID NOT RUN: Chromium was not found at ${where}. To run the browser tests, ${HOW_TO_ENABLE}.`,
  );
  describe.skip(name, body);
}

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? await newestMtime(full) : (await stat(full)).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

let buildOnce: Promise<void> | undefined;

/** Builds web/dist with Vite when it is missing or older than the sources it comes from. */
export function ensureWebBuild(): Promise<void> {
  buildOnce ??= (async () => {
    const sources = Math.max(
      await newestMtime(path.join(WEB_ROOT, 'src')),
      await newestMtime(path.join(WEB_ROOT, '..', 'core', 'src')),
      statSync(path.join(WEB_ROOT, 'index.html')).mtimeMs,
      statSync(path.join(WEB_ROOT, 'graphiql.html')).mtimeMs,
      statSync(path.join(WEB_ROOT, 'vite.config.ts')).mtimeMs,
    );
    if (existsSync(DIST_INDEX) && statSync(DIST_INDEX).mtimeMs >= sources) return;
    const { build } = await import('vite');
    // Vite takes a production build (React's production bundle, import.meta.env.PROD, so the service
    // worker registers) from NODE_ENV, which vitest sets to "test": set it for the build only, as the
    // app server started next must not inherit it.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: path.join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  })();
  return buildOnce;
}

export interface TestApp {
  /** Base URL of the app server, without a trailing slash. */
  url: string;
  /** The app's database, for a test that sets up more than the demo world holds. */
  knex: Knex;
  close(): Promise<void>;
}

export interface TestAppOptions {
  altarCount: number;
  /** Server settings for this app, e.g. `weatherBaseUrl` pointing at a fake provider on 127.0.0.1. */
  configOverrides?: Partial<AppConfig>;
}

/** Nothing listens on the discard port: unless a test brings its own fake, weather calls fail at once. */
const UNREACHABLE_WEATHER_URL = 'http://127.0.0.1:9';

/**
 * The database (seeded with `altarCount` demo altars) and the app server that serves the built SPA.
 * The weather provider never reaches the internet from a test.
 */
export async function startTestApp({ altarCount, configOverrides = {} }: TestAppOptions): Promise<TestApp> {
  await ensureWebBuild();
  const database = await createTestDatabase();
  try {
    await seedDemoWorld(database.knex, { altarCount });
    const server = await startServer({
      weatherBaseUrl: UNREACHABLE_WEATHER_URL,
      // No public tile service from a test: the map shows the outlines unless a test brings its archive.
      basemap: UNREACHABLE_BASEMAP,
      // Every browser in a test signs up from one address.
      signupRateLimit: undefined,
      ...configOverrides,
      databaseUrl: database.url,
      port: 0,
      seed: 'none',
    });
    return {
      url: server.url.replace(/\/$/, ''),
      knex: database.knex,
      async close() {
        await server.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/** The page's map performance marks (`map:*`) in the order set; run in the page (`page.evaluate(mapMarks)`). */
export const mapMarks = (): string[] =>
  performance
    .getEntriesByType('mark')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith('map:'));

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`Chromium was not found: ${HOW_TO_ENABLE}.`);
  // playwright-core gives every launch a fresh temporary profile (--user-data-dir).
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Waits until no finite CSS animation or transition runs on the page (a dialog fading in, a focus ring
 * drawing), so what a test reads or captures next is the final state. Endless animations (a spinner, a
 * pulsing dot) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** Lets the page finish its requests, its busy states and its first animations. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await animationsDone(page);
}

/**
 * Opens each path, then each of its tabs in turn, settling before each, and hands `visit` the place it
 * is on: the path, or the path and the tab's name.
 */
export async function visitPathsAndTabs(
  page: Page,
  paths: readonly string[],
  visit: (where: string) => Promise<void>,
): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await visit(path);
    const tabs = page.getByRole('tab');
    const tabNames = (await tabs.allTextContents()).map((name) => name.trim());
    for (const [index, name] of tabNames.entries()) {
      if (index === 0) continue;
      await tabs.nth(index).click();
      await settle(page);
      await visit(`${path} (${name})`);
    }
  }
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions on the page, for tests that assert a clean run. */
  pageErrors: Error[];
}

export async function openPhonePage(browser: Browser, baseURL: string): Promise<PhonePage> {
  const context = await browser.newContext({ baseURL, viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** What a browser test suite works with: its app server and its Chromium, both started by `useBrowserApp`. */
export interface BrowserApp {
  readonly app: TestApp;
  readonly browser: Browser;
  /** A phone-sized page on this app, in a context of its own. */
  openPhonePage(): Promise<PhonePage>;
}

/**
 * Starts a test app and Chromium before the suite's tests (side by side, as each takes seconds) and
 * closes both after them; call it at the top of a `describeInBrowser` body. Hooks run in the order they
 * are registered, so a `beforeAll` written after this call reads `app` and `browser`, and options given
 * as a function are read when the app starts (after the `beforeAll`s written before the call, e.g. one
 * starting a fake provider whose URL the server needs).
 */
export function useBrowserApp(options: TestAppOptions | (() => TestAppOptions)): BrowserApp {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Whichever of the two started is kept even when the other failed, so that afterAll closes it.
    const [started, launched] = await Promise.allSettled([
      startTestApp(typeof options === 'function' ? options() : options),
      launchChromium(),
    ]);
    if (started.status === 'fulfilled') app = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(`The suite's ${name} was read before useBrowserApp's beforeAll started it`);
    return value;
  };
  return {
    get app() {
      return started(app, 'app');
    },
    get browser() {
      return started(browser, 'browser');
    },
    openPhonePage() {
      return openPhonePage(started(browser, 'browser'), started(app, 'app').url);
    },
  };
}

export interface ColourStats {
  /** Distinct colours after rounding each channel to a multiple of 8. */
  distinct: number;
  /** For each target colour, how many pixels lie within the tolerance. */
  matches: number[];
}

/**
 * Reads the pixels of a page region through a screenshot (WebGL canvases are not readable after the
 * frame without preserveDrawingBuffer), decoded by the browser itself.
 */
export async function colourStats(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  targets: readonly string[],
  tolerance = 24,
): Promise<ColourStats> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(
    async ({ png: data, targets: hexes, tolerance: tol }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const wanted = hexes.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
      const matches = wanted.map(() => 0);
      const distinct = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4) {
        const r = pixels[i] ?? 0;
        const g = pixels[i + 1] ?? 0;
        const b = pixels[i + 2] ?? 0;
        distinct.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
        wanted.forEach(([wr = 0, wg = 0, wb = 0], index) => {
          if (Math.abs(r - wr) <= tol && Math.abs(g - wg) <= tol && Math.abs(b - wb) <= tol) {
            matches[index] = (matches[index] ?? 0) + 1;
          }
        });
      }
      return { distinct: distinct.size, matches };
    },
    { png, targets: [...targets], tolerance },
  );
}

/** Web Mercator as MapLibre uses it (512 px tiles): a coordinate's position relative to the centre. */
export function projectFromCentre(
  point: { latitude: number; longitude: number },
  centre: { latitude: number; longitude: number },
  zoom: number,
): { dx: number; dy: number } {
  const worldSize = 512 * 2 ** zoom;
  const x = (longitude: number) => ((longitude + 180) / 360) * worldSize;
  const y = (latitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize;
  };
  return { dx: x(point.longitude) - x(centre.longitude), dy: y(point.latitude) - y(centre.latitude) };
}

export interface ClusterOnScreen<C> {
  cluster: C;
  /** Page pixels (the map screen's box plus the cluster's offset from the map's centre). */
  x: number;
  y: number;
}

/** Where clusters sit on a map screen showing `view` (its centre and zoom) in the page box `box`. */
export function clustersOnScreen<C extends { latitude: number; longitude: number }>(
  clusters: readonly C[],
  view: { latitude: number; longitude: number; zoom: number },
  box: { x: number; y: number; width: number; height: number },
): ClusterOnScreen<C>[] {
  return clusters.map((cluster) => {
    const { dx, dy } = projectFromCentre(cluster, view, view.zoom);
    return { cluster, x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
  });
}

/** A cluster of several altars that no other marker crowds, away from the map page's controls and edges. */
export function clusterStandingAlone<C extends { count: number }>(
  positions: readonly ClusterOnScreen<C>[],
  box: { x: number; y: number; width: number; height: number },
): ClusterOnScreen<C> {
  const alone = positions.find(
    (candidate) =>
      candidate.cluster.count > 1 &&
      candidate.x > box.x + 24 &&
      candidate.x < box.x + box.width - 80 &&
      candidate.y > box.y + 150 &&
      candidate.y < box.y + box.height - 90 &&
      positions.every((other) => other === candidate || Math.hypot(other.x - candidate.x, other.y - candidate.y) > 40),
  );
  if (!alone) throw new Error('No cluster stands alone in the view');
  return alone;
}

/** Posts a GraphQL query to the test server (for reading back what the seed created). */
export async function graphqlRequest<T>(baseUrl: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || !body.data) {
    throw new Error(`GraphQL ${response.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  }
  return body.data;
}

/**
 * Signs the page's browser context in through the REST API (the cookie lands in the context), for
 * tests that need a member without walking through the sign-in form.
 */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`Sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
}
