/**
 * Load benchmark (issue 12): LOAD_MEMBERS (default 200) concurrent virtual members doing a realistic mix
 * against the real server (its own process, bench/map-server.ts) and PostgreSQL on this machine for
 * LOAD_SECONDS (default 60): map moves, altar pages, reviews, journal writes, journey updates, chat and
 * the feed, each member pausing LOAD_THINK_MS (default 250-1250 ms, uniform) between actions as a person
 * on a phone does. Prints per operation the count, 4xx, 5xx, p50/p95/p99/max latency and the throughput.
 *
 *   npx tsx bench/load.ts
 *
 * The database `sacred_load` (LOAD_DATABASE) on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * is created, migrated and given the demo world once, and kept between runs.
 *
 * LOAD_INSTANCES (default "1,2"): the set-ups to run, one after the other in the same run on the same database
 * and members: 1 is one API process; N > 1 is N processes behind HAProxy (deploy/haproxy.cfg, as
 * api/src/two-instances.test.ts runs it; needs Debian's haproxy), each request to the next instance in turn, as
 * docker-compose.yml deploys them. Every set-up shares Redis at REDIS_URL (default redis://127.0.0.1:6379). The
 * first set-up is the floor: each later one is printed as a ratio to it (throughput and p99).
 *
 * Each set-up starts fresh processes, so the members first act for LOAD_WARMUP_SECONDS (default 5) unrecorded,
 * the same for every set-up. For each measured window it prints where the CPU went (the API processes, HAProxy,
 * the load generator, the load database's PostgreSQL backends, Redis, and the machine, other work included).
 * LOAD_CPU_PROF=<dir> writes each API process's CPU profile there (`--cpu-prof`), one folder per set-up.
 */
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { createKnex } from '@sacred/db/connection';
import { migrateLatest } from '@sacred/db/migrator';
import { seedDemoWorld } from '@sacred/db/seeds/demo-world';
import { startBalancer } from '../api/test/haproxy';
import { startBenchApi } from './api-process';
import { machineCpuSeconds, pidsNamed, processCpuSeconds } from './process-cpu';
import { BENCH_SERVER_URL, ensureBenchDatabase } from './bench-database';

const SERVER_URL = BENCH_SERVER_URL;
const DATABASE = process.env.LOAD_DATABASE || 'sacred_load';
const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const CPU_PROFILE_DIR = process.env.LOAD_CPU_PROF;
const [THINK_MIN, THINK_MAX] = (process.env.LOAD_THINK_MS ?? '250-1250').split('-').map(Number) as [number, number];
const SETUPS = (process.env.LOAD_INSTANCES ?? '1,2').split(',').map(Number);
const READ_TARGET_MS = 300;
const WRITE_TARGET_MS = 500;

const loadUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

type Kind = 'read' | 'write';
interface Operation {
  name: string;
  kind: Kind;
  weight: number;
  run(member: Member): Promise<Answer>;
}
interface Answer {
  status: number;
}
interface Member {
  id: number;
  cookie: string;
  activeId: number;
  pilgrimageId: number;
}
interface World {
  altarIds: number[];
  /** Posts the members like (the demo world's). */
  postIds: number[];
  pilgrimageIds: number[];
  /** Where the altars are: the map moves over these places. */
  centres: Array<{ latitude: number; longitude: number }>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let base = '';
const world: World = { altarIds: [], postIds: [], pilgrimageIds: [], centres: [] };

async function call(method: string, path: string, member: Member | undefined, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(member ? { cookie: member.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status };
}

function viewport(zoom: number): string {
  const centre = pick(world.centres);
  // A phone screen (390 x 844 px) at this zoom, around a place with altars, moved a little.
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (390 / 2) * degreesPerPixel;
  const halfHeight = (844 / 2) * degreesPerPixel * Math.cos((centre.latitude * Math.PI) / 180);
  const longitude = centre.longitude + (Math.random() - 0.5) * halfWidth;
  const latitude = centre.latitude + (Math.random() - 0.5) * halfHeight;
  const bbox = [longitude - halfWidth, latitude - halfHeight, longitude + halfWidth, latitude + halfHeight]
    .map((value) => value.toFixed(5))
    .join(',');
  return `/api/altars?bbox=${bbox}&zoom=${zoom}`;
}

const OPERATIONS: Operation[] = [
  { name: 'map move (viewport)', kind: 'read', weight: 25, run: (m) => call('GET', viewport(pick([6, 9, 12, 15])), m) },
  {
    name: 'map nearby (radius)',
    kind: 'read',
    weight: 8,
    run: (m) => {
      const centre = pick(world.centres);
      return call('GET', `/api/altars?lat=${centre.latitude}&lng=${centre.longitude}&radius=10000&limit=50`, m);
    },
  },
  { name: 'altar page', kind: 'read', weight: 12, run: (m) => call('GET', `/api/altars/${pick(world.altarIds)}`, m) },
  {
    name: 'altar reviews',
    kind: 'read',
    weight: 8,
    run: (m) => call('GET', `/api/altars/${pick(world.altarIds)}/reviews`, m),
  },
  {
    name: 'write review',
    kind: 'write',
    weight: 6,
    run: (m) =>
      call('POST', `/api/altars/${pick(world.altarIds)}/reviews`, m, {
        rating: 1 + Math.floor(Math.random() * 5),
        review: 'Moss on the north stones, a quiet place to sit.',
      }),
  },
  {
    name: 'journal write',
    kind: 'write',
    weight: 8,
    run: (m) =>
      call('POST', `/api/users/${m.id}/journal-entries`, m, {
        content: 'Sat by the water until the light changed.',
        altarId: pick(world.altarIds),
      }),
  },
  {
    name: 'journey update',
    kind: 'write',
    weight: 12,
    run: (m) => {
      const centre = pick(world.centres);
      return call('PUT', `/api/active-pilgrimages/${m.activeId}/location`, m, {
        latitude: centre.latitude + (Math.random() - 0.5) * 0.01,
        longitude: centre.longitude + (Math.random() - 0.5) * 0.01,
      });
    },
  },
  {
    name: 'chat send',
    kind: 'write',
    weight: 5,
    run: (m) => call('POST', `/api/pilgrimages/${m.pilgrimageId}/messages`, m, { message: 'Resting at the spring.' }),
  },
  {
    name: 'chat read',
    kind: 'read',
    weight: 6,
    run: (m) => call('GET', `/api/pilgrimages/${m.pilgrimageId}/messages`, m),
  },
  { name: 'feed', kind: 'read', weight: 6, run: (m) => call('GET', '/api/posts?limit=20', m) },
  { name: 'feed trending', kind: 'read', weight: 3, run: (m) => call('GET', '/api/posts?filter=trending&limit=20', m) },
  {
    // The community page's three sidebar reads, together as the page makes them.
    name: 'community sidebar',
    kind: 'read',
    weight: 4,
    run: async (m) => {
      const answers = await Promise.all(
        ['stats', 'trending-topics', 'recent-achievements'].map((part) => call('GET', `/api/community/${part}`, m)),
      );
      return { status: Math.max(...answers.map((answer) => answer.status)) };
    },
  },
  {
    name: 'like',
    kind: 'write',
    weight: 3,
    run: async (m) => {
      const post = world.postIds.length > 0 ? pick(world.postIds) : 0;
      return call('POST', `/api/posts/${post}/like`, m);
    },
  },
  {
    name: 'post',
    kind: 'write',
    weight: 2,
    run: (m) => call('POST', '/api/posts', m, { content: 'Dawn at the circle #sunrise' }),
  },
  {
    name: 'moon phase',
    kind: 'read',
    weight: 2,
    run: (m) => call('GET', '/api/moon-phase?latitude=44&longitude=-71', m),
  },
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, operation) => sum + operation.weight, 0);

function chooseOperation(): Operation {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const operation of OPERATIONS) {
    roll -= operation.weight;
    if (roll < 0) return operation;
  }
  return OPERATIONS[0] as Operation;
}

async function signUpMember(index: number): Promise<Member> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Load',
      lastName: `Walker ${index}`,
      email: `load.${Date.now().toString(36)}.${index}@example.test`,
      password: 'Moonlit9Path',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { user } = (await response.json()) as { user: { id: number } };
  const member: Member = { id: user.id, cookie, activeId: 0, pilgrimageId: pick(world.pilgrimageIds) };
  const started = await fetch(`${base}/api/pilgrimages/${member.pilgrimageId}/start`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${await started.text()}`);
  member.activeId = ((await started.json()) as { id: number }).id;
  return member;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

await ensureBenchDatabase(DATABASE);
const knex = createKnex({ url: loadUrl, poolMax: 4, sessionStatementTimeoutMs: 0 });
await migrateLatest(knex);
await seedDemoWorld(knex);
Object.assign(world, {
  altarIds: await knex('altars').pluck('id'),
  postIds: await knex('posts').pluck('id'),
  pilgrimageIds: await knex('pilgrimages').pluck('id'),
  centres: (await knex('altars').select('latitude', 'longitude').orderByRaw('random()').limit(60)).map(
    (row: { latitude: string | number; longitude: string | number }) => ({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    }),
  ),
});
const postgresVersion = ((await knex.raw('SELECT version()')).rows as Array<{ version: string }>)[0]?.version ?? '';
await knex.destroy();

const vapid = webpush.generateVAPIDKeys();
const apiEnv = {
  NODE_ENV: 'production',
  // One key pair for every instance, as a deployment has (a push signed by either verifies).
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  SESSION_SECRET: 'bench-secret-long-enough',
  // Every simulated member signs up from this one address.
  SIGNUP_RATE_LIMIT_PER_HOUR: '0',
  // The same for every set-up, so that the floor differs from the others only in the number of instances.
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

interface Row {
  operation: string;
  kind: Kind;
  count: number;
  client: number;
  server: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  met: boolean;
}
interface Phase {
  instances: number;
  rows: Row[];
  total: number;
  total5xx: number;
  perSecond: number;
  serverErrors: string[];
  cpu: CpuShare[];
  /** PostgreSQL transactions in the load database during the measured window (requests' and jobs'). */
  transactions: number;
}
/** CPU seconds one part used during the measured window. */
interface CpuShare {
  part: string;
  seconds: number;
}

const members: Member[] = [];

/** The load database's PostgreSQL backends now (the API processes' pools) and its transactions so far. */
async function loadDatabaseNow(): Promise<{ backends: number[]; transactions: number }> {
  const admin = createKnex({ url: SERVER_URL, poolMax: 1 });
  try {
    const backends: number[] = await admin('pg_stat_activity').where({ datname: DATABASE }).pluck('pid');
    const [stats] = (await admin('pg_stat_database')
      .where({ datname: DATABASE })
      .select(admin.raw('xact_commit + xact_rollback AS transactions'))) as Array<{ transactions: string }>;
    return { backends, transactions: Number(stats?.transactions ?? 0) };
  } finally {
    await admin.destroy();
  }
}

/**
 * CPU seconds per part between start() and stop(). PostgreSQL: the load database's backends alive at either
 * end (a backend that both opened and closed in between is missed, so that figure is a floor).
 */
function cpuMeter(apiPids: Array<number | undefined>, balancerPid: number | undefined) {
  const redisPids = pidsNamed('redis-server');
  const parts = () => ({
    api: apiPids.map(processCpuSeconds),
    haproxy: processCpuSeconds(balancerPid),
    generator: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    redis: redisPids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0),
    machine: machineCpuSeconds(),
  });
  let before: ReturnType<typeof parts> | undefined;
  let transactionsBefore = 0;
  const backendsBefore = new Map<number, number>();
  return {
    async start() {
      const { backends, transactions } = await loadDatabaseNow();
      for (const pid of backends) backendsBefore.set(pid, processCpuSeconds(pid));
      transactionsBefore = transactions;
      before = parts();
    },
    async stop(): Promise<{ cpu: CpuShare[]; transactions: number }> {
      const after = parts();
      const now = await loadDatabaseNow();
      const backendPids = new Set([...backendsBefore.keys(), ...now.backends]);
      let postgres = 0;
      for (const pid of backendPids) postgres += Math.max(0, processCpuSeconds(pid) - (backendsBefore.get(pid) ?? 0));
      const start = before!;
      const shares: CpuShare[] = after.api.map((seconds, i) => ({
        part: `API process ${i + 1}`,
        seconds: seconds - (start.api[i] ?? 0),
      }));
      if (balancerPid !== undefined) shares.push({ part: 'HAProxy', seconds: after.haproxy - start.haproxy });
      shares.push(
        { part: 'load generator (this process)', seconds: after.generator - start.generator },
        { part: 'PostgreSQL (load database backends)', seconds: postgres },
        { part: 'Redis', seconds: after.redis - start.redis },
      );
      const ours = shares.reduce((sum, share) => sum + share.seconds, 0);
      const machineBusy = after.machine.busy - start.machine.busy;
      shares.push(
        { part: 'other work on the machine', seconds: Math.max(0, machineBusy - ours) },
        { part: 'machine busy (all cores)', seconds: machineBusy },
        { part: 'machine capacity (all cores)', seconds: after.machine.total - start.machine.total },
      );
      // These readings connect to the server's maintenance database, so they are not counted here.
      return { cpu: shares, transactions: now.transactions - transactionsBefore };
    },
  };
}

/** One set-up: its API processes (and balancer), members signed up once on the first, then the mix. */
async function runPhase(instances: number): Promise<Phase> {
  const apis = await Promise.all(
    Array.from({ length: instances }, (_, i) =>
      startBenchApi(loadUrl, {
        env: apiEnv,
        nodeArgs: CPU_PROFILE_DIR
          ? ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROFILE_DIR, `${instances}-instances`, `api${i + 1}`)}`]
          : [],
      }),
    ),
  );
  const balancer =
    instances > 1
      ? await startBalancer(apis.map((api, i) => ({ name: `api${i + 1}`, url: api.url.origin })))
      : undefined;
  base = balancer?.url ?? apis[0]!.url.origin;
  console.log(
    `API at ${base} (${instances > 1 ? `${instances} instances behind HAProxy` : 'one instance'}); ` +
      `${world.altarIds.length} altars, ${world.pilgrimageIds.length} pilgrimages; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  if (members.length === 0) {
    const signUpStarted = Date.now();
    for (let i = 0; i < MEMBERS; i += 8) {
      members.push(
        ...(await Promise.all(Array.from({ length: Math.min(8, MEMBERS - i) }, (_, j) => signUpMember(i + j)))),
      );
    }
    console.log(
      `${members.length} members signed up and on a journey in ${((Date.now() - signUpStarted) / 1000).toFixed(1)} s`,
    );
  }

  const samples = new Map<string, { latencies: number[]; client: number; server: number; failed: number }>();
  for (const operation of OPERATIONS) samples.set(operation.name, { latencies: [], client: 0, server: 0, failed: 0 });
  const serverErrors: string[] = [];
  // Requests begun in the warm-up are sent as the others but not recorded.
  const measureFrom = Date.now() + WARMUP_SECONDS * 1000;
  const endAt = measureFrom + SECONDS * 1000;
  const cpu = cpuMeter(
    apis.map((api) => api.child.pid),
    balancer?.pid,
  );
  const measuring = sleep(WARMUP_SECONDS * 1000).then(() => cpu.start());
  await Promise.all(
    members.map(async (member) => {
      await sleep(Math.random() * THINK_MAX);
      while (Date.now() < endAt) {
        const operation = chooseOperation();
        const recorded = Date.now() >= measureFrom;
        const record = recorded ? samples.get(operation.name)! : { latencies: [], client: 0, server: 0, failed: 0 };
        const began = performance.now();
        try {
          const answer = await operation.run(member);
          record.latencies.push(performance.now() - began);
          if (answer.status >= 500) {
            record.server += 1;
            if (serverErrors.length < 10) serverErrors.push(`${operation.name}: ${answer.status}`);
          } else if (answer.status >= 400) record.client += 1;
        } catch (error) {
          record.failed += 1;
          if (serverErrors.length < 10) serverErrors.push(`${operation.name}: ${(error as Error).message}`);
        }
        await sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));
      }
    }),
  );
  await measuring;
  const elapsed = (Date.now() - measureFrom) / 1000;
  const used = await cpu.stop();
  await balancer?.close();
  await Promise.all(apis.map((api) => api.stop()));

  const rows = OPERATIONS.map((operation): Row => {
    const record = samples.get(operation.name)!;
    const sorted = [...record.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    return {
      operation: operation.name,
      kind: operation.kind,
      count: sorted.length + record.failed,
      client: record.client,
      server: record.server + record.failed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99,
      max: sorted.at(-1) ?? 0,
      met: p99 < (operation.kind === 'read' ? READ_TARGET_MS : WRITE_TARGET_MS),
    };
  });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    instances,
    rows,
    total,
    total5xx: rows.reduce((sum, row) => sum + row.server, 0),
    perSecond: total / elapsed,
    serverErrors,
    cpu: used.cpu,
    transactions: used.transactions,
  };
}

const phases: Phase[] = [];
for (const instances of SETUPS) phases.push(await runPhase(instances));

const cpu = os.cpus();
console.log(
  `\nRun ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model.trim()}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; ${postgresVersion.split(' on ')[0]}; ` +
    `load average at the end ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}.`,
);
const setupName = (instances: number) => (instances > 1 ? `${instances} instances (HAProxy)` : '1 instance');
for (const phase of phases) {
  console.log(
    `\n${setupName(phase.instances)}, ${MEMBERS} members, ${SECONDS} s, think time ${THINK_MIN}-${THINK_MAX} ms: ` +
      `${phase.total} requests, ${phase.perSecond.toFixed(0)} req/s, ${phase.total5xx} 5xx or failed.\n`,
  );
  console.log('| Operation | Kind | Requests | 4xx | 5xx | p50 ms | p95 ms | p99 ms | max ms | p99 target |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of phase.rows) {
    const target = row.kind === 'read' ? READ_TARGET_MS : WRITE_TARGET_MS;
    console.log(
      `| ${row.operation} | ${row.kind} | ${row.count} | ${row.client} | ${row.server} | ${ms(row.p50)} | ${ms(row.p95)} | ` +
        `${ms(row.p99)} | ${ms(row.max)} | < ${target}: ${row.count === 0 ? 'no data' : row.met ? 'met' : 'NOT met'} |`,
    );
  }
  if (phase.serverErrors.length > 0) console.log(`\nFirst failures:\n${phase.serverErrors.join('\n')}`);
  console.log(
    `\nPostgreSQL: ${phase.transactions} transactions in the load database, ` +
      `${(phase.transactions / phase.total).toFixed(2)} per request.`,
  );
  console.log(`\nCPU over the measured ${SECONDS} s (ms per request: CPU seconds ÷ requests):\n`);
  console.log('| Part | CPU s | cores | ms per request |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const share of phase.cpu)
    console.log(
      `| ${share.part} | ${share.seconds.toFixed(1)} | ${(share.seconds / SECONDS).toFixed(2)} | ` +
        `${share.part.startsWith('machine capacity') ? '' : ((1000 * share.seconds) / phase.total).toFixed(2)} |`,
    );
}

// Each set-up against the first (the floor), measured minutes apart in this same run.
const [floor] = phases;
const worstP99 = (phase: Phase, kind: Kind) =>
  Math.max(...phase.rows.filter((row) => row.kind === kind).map((row) => row.p99));
console.log(`\nAgainst the floor (${setupName(floor!.instances)}, the first set-up of this run):\n`);
console.log(
  '| Set-up | Requests | req/s | req/s ÷ floor | 5xx | worst read p99 ms | ÷ floor | worst write p99 ms | ÷ floor |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const phase of phases) {
  const [read, write] = [worstP99(phase, 'read'), worstP99(phase, 'write')];
  console.log(
    `| ${setupName(phase.instances)} | ${phase.total} | ${phase.perSecond.toFixed(0)} | ` +
      `${(phase.perSecond / floor!.perSecond).toFixed(2)} | ${phase.total5xx} | ${ms(read)} | ` +
      `${(read / worstP99(floor!, 'read')).toFixed(2)} | ${ms(write)} | ${(write / worstP99(floor!, 'write')).toFixed(2)} |`,
  );
}
process.exit(phases.some((phase) => phase.total5xx > 0) ? 1 : 0);
