/**
 * GPS fixes at scale: GPS_WALKERS (default 5,000) simulated walkers per API instance, each taking a fix
 * every second and sending what it recorded every GPS_SEND_SECONDS (default 5) in one request
 * (`POST /api/active-pilgrimages/:id/fixes`), at a steady rate for GPS_SECONDS (default 30) after a
 * GPS_WARMUP_SECONDS (default 20) warm-up over which the walkers join (the batched set-ups' send rate grows
 * evenly to its full value, so that each walker's first request, which also reads its session from
 * PostgreSQL and estimates its time remaining, is not all in the first seconds). Prints the fixes acknowledged per second, the acknowledgement
 * latency (p50/p99/max, from the moment the request was due, so a backlog counts) and the database's
 * transactions per fix, for:
 *
 * - floor: a bare `INSERT INTO journey_positions` loop through `pg` (pool of 10, as the API has; 32 loops at
 *   once), one fix per statement, as fast as it goes: what writing each fix on its own costs at best;
 * - single fixes: the path of one fix per request (`PUT /location`), closed loop with 64 walkers at once,
 *   as fast as the API answers, on one instance (what the position write was before fixes were grouped);
 * - 1 instance: the batched path at GPS_WALKERS walkers;
 * - 2 instances: two API processes behind HAProxy (deploy/haproxy.cfg, as api/src/two-instances.test.ts runs
 *   it) at twice the walkers, printed as a ratio to one instance.
 *
 *   flock /tmp/heavy.lock npx tsx bench/gps.ts
 *
 * The database `sacred_bench_gps` on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is recreated each run, with the walkers' members, sessions and journeys made in SQL. Every set-up shares
 * Redis at REDIS_URL (default redis://127.0.0.1:6379). GPS_SETUPS (default "floor,single,1,2") picks set-ups;
 * GPS_CPU_PROF=<dir> writes each API process's CPU profile there.
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startBalancer } from '../api/test/haproxy';
import { startBenchApi, type BenchApi } from './api-process';
import { prepareWalkers } from './bench-walkers';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'sacred_bench_gps';
const BENCH_URL = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const WALKERS = Number(process.env.GPS_WALKERS ?? 5000);
const SEND_SECONDS = Number(process.env.GPS_SEND_SECONDS ?? 5);
const SECONDS = Number(process.env.GPS_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.GPS_WARMUP_SECONDS ?? 20);
const SETUPS = (process.env.GPS_SETUPS ?? 'floor,single,1,2').split(',');
const FLOOR_LOOPS = 32;
const SINGLE_WALKERS = 64;
const SESSION_SECRET = 'bench-gps-secret-long-enough';
const LATE_MS = 15_000;
const TARGET = { fixesPerSecond: 5000, p99Ms: 100 };

interface Walker {
  id: number;
  journeyId: number;
  cookie: string;
  /** Fixes taken so far: the next one's time and place follow from it. */
  taken: number;
}

interface Result {
  name: string;
  fixes: number;
  requests: number;
  seconds: number;
  latencies: number[];
  failed: number;
  transactions: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

async function prepareDatabase(count: number): Promise<Walker[]> {
  const { walkers } = await prepareWalkers({
    serverUrl: SERVER_URL,
    database: DATABASE,
    count,
    sessionSecret: SESSION_SECRET,
    pilgrimage: { name: 'Benchmark Coast Path', description: 'Many walkers at once.' },
  });
  return walkers.map((walker) => ({ ...walker, taken: 0 }));
}

/** Commits and rollbacks in the bench database so far (pg_stat_database; the stats lag a moment). */
async function transactionsSoFar(): Promise<number> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
      [DATABASE],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** The time the first fixes were taken: an hour before the run, so that none lies ahead of the clock. */
const EPOCH = Date.now() - 3600_000;

/** The walker's next fix: a few metres on along a line of its own, taken one second after the last. */
function nextFix(walker: Walker) {
  walker.taken += 1;
  return {
    latitude: Number((10 + (walker.id % 500) * 0.01 + walker.taken * 0.00004).toFixed(7)),
    longitude: Number((-(walker.id % 300) * 0.01).toFixed(7)),
    heading: 0,
    recordedAt: new Date(EPOCH + walker.taken * 1000).toISOString(),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send(base: URL, method: string, path: string, cookie: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/** A bare INSERT per fix through pg, FLOOR_LOOPS at once over a pool of 10, as fast as it goes. */
async function floor(walkers: Walker[]): Promise<Result> {
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 10 });
  const latencies: number[] = [];
  let fixes = 0;
  const measureFrom = performance.now() + WARMUP_SECONDS * 1000;
  const endAt = measureFrom + SECONDS * 1000;
  let before = 0;
  const starting = sleep(WARMUP_SECONDS * 1000).then(async () => (before = await transactionsSoFar()));
  await Promise.all(
    Array.from({ length: FLOOR_LOOPS }, async (_, loop) => {
      for (let turn = loop; performance.now() < endAt; turn += FLOOR_LOOPS) {
        const walker = walkers[turn % walkers.length]!;
        const fix = nextFix(walker);
        const began = performance.now();
        await pool.query(
          `INSERT INTO journey_positions (active_pilgrimage_id, latitude, longitude, heading, recorded_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [walker.journeyId, fix.latitude, fix.longitude, fix.heading, fix.recordedAt],
        );
        if (began >= measureFrom) {
          latencies.push(performance.now() - began);
          fixes += 1;
        }
      }
    }),
  );
  await starting;
  await pool.end();
  await sleep(600);
  const transactions = (await transactionsSoFar()) - before;
  return { name: 'floor: bare INSERT', fixes, requests: fixes, seconds: SECONDS, latencies, failed: 0, transactions };
}

async function startApis(count: number): Promise<{ base: URL; stop(): Promise<void> }> {
  const apis: BenchApi[] = await Promise.all(
    Array.from({ length: count }, () =>
      startBenchApi(BENCH_URL, {
        nodeArgs: process.env.GPS_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GPS_CPU_PROF}`] : [],
        env: {
          NODE_ENV: 'production',
          SESSION_SECRET,
          REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        },
      }),
    ),
  );
  const balancer =
    count > 1
      ? await startBalancer(apis.map((api, index) => ({ name: `api${index + 1}`, url: api.url.origin })))
      : undefined;
  return {
    base: new URL(balancer?.url ?? apis[0]!.url.origin),
    async stop() {
      await balancer?.close();
      await Promise.all(apis.map((api) => api.stop()));
    },
  };
}

/** One fix per request, SINGLE_WALKERS walkers at once, each sending its next as soon as it is answered. */
async function singleFixes(walkers: Walker[]): Promise<Result> {
  const { base, stop } = await startApis(1);
  try {
    const latencies: number[] = [];
    let failed = 0;
    const measureFrom = performance.now() + WARMUP_SECONDS * 1000;
    const endAt = measureFrom + SECONDS * 1000;
    let before = 0;
    const starting = sleep(WARMUP_SECONDS * 1000).then(async () => (before = await transactionsSoFar()));
    await Promise.all(
      walkers.slice(0, SINGLE_WALKERS).map(async (walker) => {
        while (performance.now() < endAt) {
          const { latitude, longitude, heading } = nextFix(walker);
          const began = performance.now();
          const status = await send(
            base,
            'PUT',
            `/api/active-pilgrimages/${walker.journeyId}/location`,
            walker.cookie,
            {
              latitude,
              longitude,
              heading,
            },
          ).catch(() => 0);
          if (began < measureFrom) continue;
          if (status === 200) latencies.push(performance.now() - began);
          else failed += 1;
        }
      }),
    );
    await starting;
    await sleep(600);
    const transactions = (await transactionsSoFar()) - before;
    return {
      name: 'single fixes, 1 instance',
      fixes: latencies.length,
      requests: latencies.length + failed,
      seconds: SECONDS,
      latencies,
      failed,
      transactions,
    };
  } finally {
    await stop();
  }
}

/**
 * The walkers of `instances` set-ups at a steady pace: each sends its last SEND_SECONDS of fixes every
 * SEND_SECONDS, the sends spread evenly; a request's latency runs from when it was due.
 */
async function batched(allWalkers: Walker[], instances: number): Promise<Result> {
  const walkers = allWalkers.slice(0, WALKERS * instances);
  const { base, stop } = await startApis(instances);
  try {
    const latencies: number[] = [];
    let failed = 0;
    let fixes = 0;
    let requests = 0;
    const statuses = new Map<number, number>();
    const sendsPerMs = walkers.length / (SEND_SECONDS * 1000);
    const rampMs = WARMUP_SECONDS * 1000;
    // The walkers join over the warm-up: the rate of sends grows evenly to its full value, then holds.
    const sendsBy = (ms: number) =>
      ms < rampMs ? (sendsPerMs * ms * ms) / (2 * rampMs) : sendsPerMs * (ms - rampMs / 2);
    const dueAtMs = (send: number) =>
      send < sendsPerMs * (rampMs / 2) ? Math.sqrt((2 * rampMs * send) / sendsPerMs) : send / sendsPerMs + rampMs / 2;
    const start = performance.now();
    const measureFrom = start + WARMUP_SECONDS * 1000;
    const endAt = measureFrom + SECONDS * 1000;
    let before = 0;
    const starting = sleep(WARMUP_SECONDS * 1000).then(async () => (before = await transactionsSoFar()));
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    while (performance.now() < endAt) {
      const due = Math.floor(sendsBy(performance.now() - start));
      for (; sent < due; sent += 1) {
        const walker = walkers[sent % walkers.length]!;
        const dueAt = start + dueAtMs(sent);
        const batch = Array.from({ length: SEND_SECONDS }, () => nextFix(walker));
        const request = send(base, 'POST', `/api/active-pilgrimages/${walker.journeyId}/fixes`, walker.cookie, {
          fixes: batch,
        })
          .catch(() => 0)
          .then((status) => {
            if (dueAt < measureFrom) return;
            requests += 1;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 200) {
              latencies.push(performance.now() - dueAt);
              fixes += batch.length;
            } else failed += 1;
          });
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
      await sleep(2);
    }
    // What was sent in the window is answered before the window closes for the count of fixes per second;
    // a request still unanswered LATE_MS after the window counts as failed.
    await Promise.race([Promise.all(inFlight), sleep(LATE_MS)]);
    const seconds = (performance.now() - measureFrom) / 1000;
    failed += inFlight.size;
    if (inFlight.size > 0) console.log(`  ${inFlight.size} requests unanswered ${LATE_MS / 1000} s after the window`);
    await starting;
    await sleep(600);
    const transactions = (await transactionsSoFar()) - before;
    if (failed > 0) console.log(`  answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    return {
      name: `batched, ${instances === 1 ? '1 instance' : `${instances} instances (HAProxy)`}`,
      fixes,
      requests,
      seconds,
      latencies: [...latencies],
      failed,
      transactions,
    };
  } finally {
    await stop();
  }
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const most = Math.max(...SETUPS.map((setup) => (/^\d+$/.test(setup) ? Number(setup) : 1)));
console.log(`preparing ${WALKERS * most} walkers with sessions and journeys in ${DATABASE}…`);
const walkers = await prepareDatabase(WALKERS * most);
const results: Result[] = [];
for (const setup of SETUPS) {
  console.log(`running ${setup}…`);
  const result =
    setup === 'floor'
      ? await floor(walkers)
      : setup === 'single'
        ? await singleFixes(walkers)
        : await batched(walkers, Number(setup));
  results.push(result);
  console.log(
    `  ${result.name}: ${fmt(result.fixes / result.seconds, 0)} fixes/s, p99 ${fmt(
      percentile(
        [...result.latencies].sort((a, b) => a - b),
        99,
      ),
    )} ms, ${result.failed} failed`,
  );
}

const floorResult = results.find((result) => result.name.startsWith('floor'));
const oneInstance = results.find((result) => result.name === 'batched, 1 instance');
const postgres = await (async () => {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  const { rows } = await client.query<{ version: string }>('SELECT version()');
  await client.end();
  return rows[0]?.version.split(' on ')[0] ?? '';
})();
const cpus = os.cpus();
console.log(
  `\nRun ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ${cpus[0]?.model.trim()}, ` +
    `Node ${process.version}, ${postgres}; load average at the end ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}.`,
);
console.log(
  `${WALKERS} walkers per instance, a fix a second each, sent every ${SEND_SECONDS} s (${SEND_SECONDS} fixes a request); ` +
    `${SECONDS} s measured after a ${WARMUP_SECONDS} s warm-up. Target: ${TARGET.fixesPerSecond} fixes/s on one instance, p99 under ${TARGET.p99Ms} ms.\n`,
);
console.log(
  '| set-up | fixes/s | requests/s | p50 ms | p99 ms | max ms | failed | transactions per fix | fixes/s / floor | p99 / floor | fixes/s / 1 instance |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const result of results) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rate = result.fixes / result.seconds;
  const floorRate = floorResult ? floorResult.fixes / floorResult.seconds : NaN;
  const floorP99 = floorResult
    ? percentile(
        [...floorResult.latencies].sort((a, b) => a - b),
        99,
      )
    : NaN;
  const oneRate = oneInstance ? oneInstance.fixes / oneInstance.seconds : NaN;
  console.log(
    `| ${result.name} | ${fmt(rate, 0)} | ${fmt(result.requests / result.seconds, 0)} | ${fmt(percentile(sorted, 50))} | ` +
      `${fmt(percentile(sorted, 99))} | ${fmt(sorted[sorted.length - 1] ?? NaN)} | ${result.failed} | ` +
      `${fmt(result.transactions / Math.max(1, result.fixes), 3)} | ${fmt(rate / floorRate, 2)} | ` +
      `${fmt(percentile(sorted, 99) / floorP99, 2)} | ${result.name.startsWith('batched') ? fmt(rate / oneRate, 2) : ''} |`,
  );
}
agent.destroy();
