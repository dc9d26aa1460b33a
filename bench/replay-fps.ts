/**
 * The journey replay's frame rate: a signed-in member's completed pilgrimage page with the replay of a
 * 20 km synthetic track (REPLAY_FIXES fixes over five hours, thinned by the server to at most 5,000
 * points), played at 1 min per second; frames counted with requestAnimationFrame over MEASURE_MS, at 1x
 * CPU and at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate). Floor: the display's
 * requestAnimationFrame rate on an empty page in the same browser and run, at the same throttling.
 * Also counted: the frames deck.gl drew on its canvas (onAfterRender), per second.
 *   npx tsx bench/replay-fps.ts [--runs 3]
 * Needs the web build (npm run build -w web), Chromium (CHROMIUM_PATH) and PostgreSQL with PostGIS at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is made
 * and dropped). Targets: 60 fps at 1x, at least 30 fps at 4x.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { haversineMeters } from '@sacred/core/geo';
import { buildAltar } from '../api/test/factories';
import { startBenchApi, type BenchApi } from './api-process';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
const MEASURE_MS = 4000;
/** Just under the 5,000 points a replay's track may have, so the page plays every one. */
const REPLAY_FIXES = 4990;
const WALK_HOURS = 5;
const START = { latitude: 39.7, longitude: -105.05 };
/** About 20 km east of the start. */
const END = { latitude: 39.7, longitude: -105.05 + 20_000 / (111_320 * Math.cos((39.7 * Math.PI) / 180)) };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { createTestDatabase } = await import('../db/src/test-database');
const { seedDemoWorld, DEMO_EMAIL, DEMO_PASSWORD } = await import('../db/seeds/demo-world');

/**
 * requestAnimationFrame callbacks per second on the page over MEASURE_MS, and deck.gl's frames drawn per
 * second. Sent as text: tsx's helpers (`__name`) do not exist in the page.
 */
const rafRate = (page: Page) =>
  page.evaluate<{ fps: number; updates: number }>(`new Promise((resolve) => {
    const drawn = () => Number(document.querySelector('[data-testid="replay-map"] canvas[data-frames-drawn]')?.getAttribute('data-frames-drawn') ?? 0);
    const drawnBefore = drawn();
    let frames = 0;
    const started = performance.now();
    const frame = (now) => {
      if (now - started >= ${MEASURE_MS}) {
        const seconds = (now - started) / 1000;
        resolve({ fps: frames / seconds, updates: (drawn() - drawnBefore) / seconds });
        return;
      }
      frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);

async function throttled(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The pilgrimage page scrolled to the replay, its map drawn, the replay playing at 1 min per second. */
async function openReplay(browser: Browser, origin: string, pilgrimageId: number, rate: number) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => window.localStorage.setItem('onboarding_completed', 'true'));
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  await page.goto(`/pilgrimage/${pilgrimageId}`);
  const replay = page.getByTestId('journey-replay');
  await replay.waitFor({ timeout: 60_000 });
  await replay.scrollIntoViewIfNeeded();
  await replay.locator('[data-testid="replay-map"][data-map-state="loaded"]').waitFor({ timeout: 60_000 });
  await throttled(page, rate);
  await replay.getByTestId('replay-speed').selectOption('60');
  await replay.getByTestId('replay-play').click();
  return { page, context };
}

async function emptyPage(browser: Browser, rate: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.setContent('<!doctype html><title>floor</title><body></body>');
  await throttled(page, rate);
  return { page, context };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const database = await createTestDatabase();
let api: BenchApi | undefined;
let browser: Browser | undefined;
try {
  await seedDemoWorld(database.knex, { altarCount: 30 });
  const first = await buildAltar(database.knex, { ...START, name: 'Replay Start Stone' });
  const last = await buildAltar(database.knex, { ...END, name: 'Replay End Stone' });
  api = await startBenchApi(database.url);
  const origin = api.url.origin;
  const call = async (method: string, path: string, body: unknown, cookie: string) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const signIn = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((value) => value.split(';')[0]).join('; ');
  const created = await call(
    'POST',
    '/api/pilgrimages',
    {
      name: 'Twenty Kilometre Replay',
      description: 'A synthetic 20 km walk between two stones, to replay.',
      altarIds: [first.id, last.id],
      distance: 12.4,
      estimatedDuration: '5 hours',
      difficulty: 'moderate',
      type: 'nature_walk',
      startingPoint: 'Start stone',
      endingPoint: 'End stone',
    },
    cookie,
  );
  const pilgrimageId = created.id as number;
  const journey = await call('POST', `/api/pilgrimages/${pilgrimageId}/start`, START, cookie);
  const journeyId = journey.id as number;
  await call('POST', `/api/active-pilgrimages/${journeyId}/checkpoint`, { altarId: first.id }, cookie);
  await database
    .knex('active_pilgrimages')
    .where({ id: journeyId })
    .update({
      started_at: database.knex.raw(`now() - interval '${WALK_HOURS + 0.2} hours'`),
    });
  await database
    .knex('pilgrimage_updates')
    .where({ active_pilgrimage_id: journeyId })
    .update({
      created_at: database.knex.raw(`now() - interval '${WALK_HOURS + 0.2} hours'`),
    });
  // The track is the walk below only: the position given at the start was recorded at the real start.
  await database.knex('journey_positions').where({ active_pilgrimage_id: journeyId }).delete();
  // A gentle zigzag east, so the track is a path and not one straight segment.
  const began = Date.now() - WALK_HOURS * 3_600_000;
  const fixes = Array.from({ length: REPLAY_FIXES }, (_, index) => {
    const share = index / (REPLAY_FIXES - 1);
    return {
      latitude: START.latitude + 0.002 * Math.sin(share * 6 * Math.PI),
      longitude: START.longitude + (END.longitude - START.longitude) * share,
      recordedAt: new Date(began + share * WALK_HOURS * 3_600_000).toISOString(),
    };
  });
  for (let from = 0; from < fixes.length; from += 500) {
    await call('POST', `/api/active-pilgrimages/${journeyId}/fixes`, { fixes: fixes.slice(from, from + 500) }, cookie);
  }
  await call('PUT', `/api/active-pilgrimages/${journeyId}/location`, END, cookie);
  await call('POST', `/api/active-pilgrimages/${journeyId}/checkpoint`, { altarId: last.id }, cookie);
  const replay = (await (
    await fetch(`${origin}/api/active-pilgrimages/${journeyId}/replay`, { headers: { cookie } })
  ).json()) as { walkers: Array<{ points: Array<{ latitude: number; longitude: number }> }>; distanceKm: number };
  const points = replay.walkers[0]?.points ?? [];
  const trackKm =
    points.reduce((sum, point, index) => (index ? sum + haversineMeters(points[index - 1]!, point) : 0), 0) / 1000;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results: Record<number, { floor: number[]; fps: number[]; updates: number[] }> = {};
  for (const rate of [1, 4]) {
    results[rate] = { floor: [], fps: [], updates: [] };
    for (let run = 0; run < RUNS; run++) {
      const floor = await emptyPage(browser, rate);
      results[rate].floor.push((await rafRate(floor.page)).fps);
      await floor.context.close();
      const opened = await openReplay(browser, origin, pilgrimageId, rate);
      const measured = await rafRate(opened.page);
      if (process.env.REPLAY_PROBE) {
        for (const hide of ['.maplibregl-canvas', 'canvas[data-frames-drawn]']) {
          await opened.page.evaluate(
            `document.querySelector('[data-testid="replay-map"] ${hide}').style.display = 'none'`,
          );
          console.log(rate, 'hidden', hide, await rafRate(opened.page));
          await opened.page.evaluate(`document.querySelector('[data-testid="replay-map"] ${hide}').style.display = ''`);
        }
      }
      results[rate].fps.push(measured.fps);
      results[rate].updates.push(measured.updates);
      await opened.context.close();
    }
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} x ${cpu}, Chromium ${browser.version()}, ${RUNS} runs of ${MEASURE_MS} ms, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}.`,
  );
  console.log(
    `track: ${points.length} points served of ${REPLAY_FIXES + 2} recorded, ${trackKm.toFixed(1)} km along them (${replay.distanceKm} km walked)`,
  );
  const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  for (const rate of [1, 4]) {
    const { floor, fps, updates } = results[rate]!;
    console.log(
      `${rate}x CPU: replay ${list(fps)} fps (median ${median(fps).toFixed(1)}), deck.gl drew ${median(updates).toFixed(1)} frames/s; floor (empty page) ${list(floor)} fps (median ${median(floor).toFixed(1)}); ratio ${(median(fps) / median(floor)).toFixed(2)}; target ${rate === 1 ? '60' : '>= 30'} fps`,
    );
  }
} finally {
  await browser?.close();
  await api?.stop();
  await database.destroy();
}
