/**
 * Mobile speed of the web app (issue 13): the production build served by the real API, loaded by
 * headless Chromium on a 390 x 844 phone viewport with network and CPU throttling, cold cache, a
 * fresh profile per run. Prints, for the landing route (/ as a signed-out visitor) and the map route
 * (/guest): the JavaScript it loads (gzip and as sent), first contentful paint, time to interactive
 * and, on the map, when the first markers are painted.
 *   npx tsx bench/mobile-speed.ts [--runs 5] [--profile slow4g|fast4g|all] [--route /|/guest|all] [--altars 300] [--no-build]
 * Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and PostgreSQL with PostGIS at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is
 * created and dropped).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, CDPSession } from 'playwright-core';
import { startBenchApi, type BenchApi } from './api-process';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    profile: { type: 'string', default: 'all' },
    altars: { type: 'string', default: '300' },
    route: { type: 'string', default: 'all' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const ALTARS = Number(args.altars);

/**
 * Network profiles as DevTools applies them (request-level throttling, with Lighthouse's factors:
 * latency x 3.75 for Slow 4G, x 2.75 for Fast 4G, throughput x 0.9), each with the CPU slowed 4x.
 * "Slow 4G" (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) is Lighthouse's mobile profile.
 */
export const PROFILES = [
  {
    id: 'slow4g',
    name: 'Slow 4G (Lighthouse mobile) + 4x CPU',
    latencyMs: 150 * 3.75,
    downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
    cpuSlowdown: 4,
  },
  {
    id: 'fast4g',
    name: 'Fast 4G (DevTools preset) + 4x CPU',
    latencyMs: 60 * 2.75,
    downloadBytesPerSecond: (9 * 1024 * 1024 * 0.9) / 8,
    uploadBytesPerSecond: (1.5 * 1024 * 1024 * 0.9) / 8,
    cpuSlowdown: 4,
  },
] as const;
type Profile = (typeof PROFILES)[number];
const VIEWPORT = { width: 390, height: 844 } as const;
/** Lighthouse's definition: the main thread and the network quiet for this long after FCP. */
const QUIET_WINDOW_MS = 5000;
const LONG_TASK_MS = 50;
const MAX_WAIT_MS = 45_000;

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

interface RunResult {
  fcpMs: number | null;
  ttiMs: number | null;
  firstMarkersMs: number | null;
  /** When MapLibre itself drew its first markers (the interactive map; the preview paints before it). */
  mapMarkersMs: number | null;
  scripts: Array<{ path: string; sentBytes: number; gzipBytes: number; endMs: number }>;
  longTasks: number;
}

const gzipCache = new Map<string, number>();
function gzipBytes(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(WEB_DIST, urlPath))).length;
    gzipCache.set(urlPath, size);
  }
  return size;
}

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** Long tasks (over 50 ms on the main thread) from the first moment of the page. */
function observeLongTasks() {
  const tasks: Array<{ start: number; end: number }> = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface PageTimings {
  now: number;
  fcp: number | null;
  firstMarkers: number | null;
  mapMarkers: number | null;
  longTasks: Array<{ start: number; end: number }>;
  resources: Array<{ name: string; start: number; end: number }>;
}

function readTimings(marks: { first: string; map: string }): PageTimings {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const firstMarkers = performance.getEntriesByName(marks.first)[0]?.startTime ?? null;
  const mapMarkers = performance.getEntriesByName(marks.map)[0]?.startTime ?? null;
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
    name: entry.name,
    start: entry.startTime,
    end: entry.responseEnd,
  }));
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) resources.push({ name: navigation.name, start: 0, end: navigation.responseEnd });
  return {
    now: performance.now(),
    fcp,
    firstMarkers,
    mapMarkers,
    longTasks: (window as unknown as { __longTasks?: PageTimings['longTasks'] }).__longTasks ?? [],
    resources,
  };
}

/**
 * Time to interactive as Lighthouse defines it: the end of the last long task before the first
 * 5 s window after FCP with no long task and at most two requests in flight (FCP if there is no
 * long task before it). A window may start at FCP, at the end of a long task or at the end of a
 * request (earlier versions tried FCP and long-task ends only: when requests were still in flight
 * at FCP and no long task came after them, no window ever qualified and TTI was "n/a"). Requests
 * not finished yet count as in flight from their start on. Null while no such window has been seen whole.
 */
function timeToInteractive(timings: PageTimings, unfinishedStarts: readonly number[]): number | null {
  const fcp = timings.fcp;
  if (fcp === null) return null;
  const tasks = timings.longTasks.filter((task) => task.end > fcp && task.end - task.start >= LONG_TASK_MS);
  const requests = [
    ...timings.resources,
    ...unfinishedStarts.map((start) => ({ name: '', start, end: Number.POSITIVE_INFINITY })),
  ];
  const candidates = [
    ...new Set([
      fcp,
      ...tasks.map((task) => task.end),
      ...requests.map((request) => request.end).filter((end) => end > fcp && Number.isFinite(end)),
    ]),
  ].sort((a, b) => a - b);
  for (const start of candidates) {
    const end = start + QUIET_WINDOW_MS;
    if (end > timings.now) return null;
    if (tasks.some((task) => task.start < end && task.end > start)) continue;
    // The most requests in flight at once in the window.
    const edges = requests
      .filter((resource) => resource.start < end && resource.end > start)
      .flatMap((resource) => [
        { at: Math.max(resource.start, start), delta: 1 },
        { at: resource.end, delta: -1 },
      ])
      .sort((a, b) => a.at - b.at || a.delta - b.delta);
    let inFlight = 0;
    let most = 0;
    for (const edge of edges) {
      inFlight += edge.delta;
      most = Math.max(most, inFlight);
    }
    if (most > 2) continue;
    // The window is quiet: TTI is where the last long task before it ended (FCP if none did).
    return Math.max(fcp, ...tasks.filter((task) => task.end <= start).map((task) => task.end));
  }
  return null;
}

async function measure(
  browser: Browser,
  baseUrl: string,
  profile: Profile,
  route: string,
  markName: string,
  mapMarkName = '',
): Promise<RunResult> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile);
    // Requests not finished yet: their start, in seconds on the protocol's clock.
    const inFlight = new Map<string, number>();
    let documentSentAt: number | undefined;
    const requested = new Map<string, string>();
    const sent = new Map<string, { url: string; type: string }>();
    const sentBytes = new Map<string, number>();
    // When each response finished, on the protocol's clock (workers' scripts have no Resource Timing entry here).
    const finishedAt = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!inFlight.has(event.requestId)) inFlight.set(event.requestId, event.timestamp);
      if (event.type === 'Document') documentSentAt ??= event.timestamp;
      requested.set(event.requestId, event.request.url);
    });
    cdp.on('Network.responseReceived', (event) =>
      sent.set(event.requestId, { url: event.response.url, type: event.type ?? '' }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      sentBytes.set(event.requestId, event.encodedDataLength);
      finishedAt.set(event.requestId, event.timestamp);
    });
    cdp.on('Network.loadingFailed', (event) => inFlight.delete(event.requestId));

    // Scripts fetched by workers (MapLibre's) are not in the page's protocol session: Playwright sees them.
    const allScripts: Array<{ path: string; endEpochMs: number }> = [];
    page.on('requestfinished', (request) => {
      const urlPath = new URL(request.url()).pathname;
      if (!/\.m?js$/.test(urlPath)) return;
      const timing = request.timing();
      allScripts.push({ path: urlPath, endEpochMs: timing.startTime + timing.responseEnd });
    });

    await page.goto(route, { waitUntil: 'commit' });
    const started = Date.now();
    let timings: PageTimings;
    let tti: number | null = null;
    for (;;) {
      await page.waitForTimeout(500);
      timings = await page.evaluate(readTimings, { first: markName, map: mapMarkName });
      // The document's request is sent just after the page's time origin: close enough for 5 s windows.
      const origin = documentSentAt ?? Math.min(...inFlight.values());
      tti = timeToInteractive(
        timings,
        [...inFlight.values()].map((sentAt) => (sentAt - origin) * 1000),
      );
      const markersDone =
        markName === '' || (timings.firstMarkers !== null && (mapMarkName === '' || timings.mapMarkers !== null));
      if ((tti !== null && markersDone) || Date.now() - started > MAX_WAIT_MS) break;
    }

    const timeOrigin = documentSentAt ?? 0;
    const scripts = [...sent.entries()]
      .filter(([, response]) => response.type === 'Script' || /\.m?js$/.test(new URL(response.url).pathname))
      .map(([id, response]) => {
        const urlPath = new URL(response.url).pathname;
        return {
          path: urlPath,
          sentBytes: sentBytes.get(id) ?? 0,
          gzipBytes: gzipBytes(urlPath),
          endMs: finishedAt.has(id) ? (finishedAt.get(id)! - timeOrigin) * 1000 : Number.NaN,
        };
      });
    const pageOrigin = await page.evaluate(() => performance.timeOrigin);
    for (const script of allScripts) {
      if (scripts.some((known) => known.path === script.path)) continue;
      scripts.push({
        path: script.path,
        sentBytes: 0,
        gzipBytes: gzipBytes(script.path),
        endMs: script.endEpochMs - pageOrigin,
      });
    }
    if (process.env.BENCH_DEBUG) {
      const tasks = timings.longTasks.map((task) => `${Math.round(task.start)}+${Math.round(task.end - task.start)}`);
      console.log(`${route}: long tasks ${tasks.join(' ')}`);
      const pending = [...inFlight.keys()].map((id) => requested.get(id) ?? id);
      console.log(`${route}: waited ${Date.now() - started} ms; in flight at the end: ${pending.join(' ') || 'none'}`);
      console.log(
        timings.resources
          .map((r) => `${new URL(r.name).pathname} ${Math.round(r.start)}-${Math.round(r.end)}`)
          .join('\n'),
      );
    }
    return {
      fcpMs: timings.fcp,
      ttiMs: tti,
      firstMarkersMs: timings.firstMarkers,
      mapMarkersMs: timings.mapMarkers,
      scripts,
      longTasks: timings.longTasks.length,
    };
  } finally {
    await context.close();
  }
}

function median(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length < values.length || known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  // The production React build, as users get it; the API started next keeps its own NODE_ENV.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

function report(label: string, results: RunResult[], withMarkers: boolean) {
  const first = results[0]!;
  const gzip = first.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const sentTotal = first.scripts.reduce((sum, script) => sum + script.sentBytes, 0);
  console.log(`\n${label}`);
  console.log(`  JavaScript: ${first.scripts.length} files, ${kb(gzip)} gzip (${kb(sentTotal)} as sent)`);
  // A script counts as "before the first markers" when its download finished before the mark.
  const before = (result: RunResult, script: RunResult['scripts'][number]) =>
    result.firstMarkersMs !== null && script.endMs <= result.firstMarkersMs;
  for (const script of [...first.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const mark = withMarkers ? (before(first, script) ? '  (before first markers)' : '  (after)') : '';
    console.log(`    ${kb(script.gzipBytes).padStart(9)} gzip  ${script.path}${mark}`);
  }
  if (withMarkers) {
    const beforeMarkers = results.map((result) =>
      result.scripts.filter((script) => before(result, script)).reduce((sum, script) => sum + script.gzipBytes, 0),
    );
    console.log(`  JavaScript before the first markers: ${beforeMarkers.map(kb).join(', ')} gzip (per load)`);
  }
  const row = (name: string, pick: (result: RunResult) => number | null) =>
    console.log(
      `  ${name.padEnd(22)} median ${seconds(median(results.map(pick))).padStart(8)}   runs: ${results
        .map((result) => seconds(pick(result)))
        .join(', ')}`,
    );
  row('first contentful paint', (result) => result.fcpMs);
  row('time to interactive', (result) => result.ttiMs);
  if (withMarkers) {
    row('first markers painted', (result) => result.firstMarkersMs);
    row('MapLibre markers drawn', (result) => result.mapMarkersMs);
  }
  console.log(`  long tasks per load: ${results.map((result) => result.longTasks).join(', ')}`);
}

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!args['no-build']) await buildWeb();
const { createTestDatabase } = await import('../db/src/test-database');
const { seedDemoWorld } = await import('../db/seeds/demo-world');
const database = await createTestDatabase();
let api: BenchApi | undefined;
let browser: Browser | undefined;
try {
  await seedDemoWorld(database.knex, { altarCount: ALTARS });
  api = await startBenchApi(database.url);
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} x ${cpu}, ` +
      `Chromium ${browser.version()}, ${RUNS} cold loads per route and profile, ${ALTARS} demo altars, ` +
      `viewport ${VIEWPORT.width}x${VIEWPORT.height}.`,
  );
  for (const profile of PROFILES.filter((candidate) => args.profile === 'all' || candidate.id === args.profile)) {
    const landing: RunResult[] = [];
    const map: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      if (args.route !== '/guest') landing.push(await measure(browser, api.url.origin, profile, '/', ''));
      if (args.route !== '/')
        map.push(
          await measure(browser, api.url.origin, profile, '/guest', 'map:first-markers', 'map:maplibre-markers'),
        );
    }
    console.log(
      `\n## ${profile.name}: latency ${profile.latencyMs} ms, ` +
        `${((profile.downloadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbit/s down, ` +
        `${((profile.uploadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbit/s up, CPU ${profile.cpuSlowdown}x slower`,
    );
    if (landing.length) report('Landing route / (signed-out visitor: splash, then the intro)', landing, false);
    if (map.length) report('Map route /guest', map, true);
  }
} finally {
  await browser?.close();
  await api?.stop();
  await database.destroy();
}
