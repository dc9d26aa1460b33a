/**
 * Live chat over WebSockets (issue 8): many members subscribed to one pilgrimage's chat
 * (`pilgrimageMessageAdded`) over real graphql-ws connections, each authenticated by its own session
 * cookie as a participant; chat messages posted through the REST API; delivery latency from the post to
 * each receipt, deliveries per second, and the API process's memory per connection, then the memory of
 * many idle subscribed connections.
 *
 *   npm run bench:live        (npx tsx bench/live-subscribers.ts)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * benchmark recreates its own database `sacred_bench_live` there. LIVE_SUBSCRIBERS (1000), LIVE_MESSAGES
 * (100) and LIVE_IDLE (10000) set the sizes. The API runs in a child process (bench/map-server.ts, with
 * --expose-gc) whose memory is read after a full collection; LIVE_CPU_PROF=<dir> writes its CPU profile there. Both processes need a file-descriptor limit
 * above LIVE_IDLE (`ulimit -n`); the connections use LIVE_IDLE ephemeral ports on 127.0.0.1.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createKnex } from '@sacred/db/connection';
import { SOCKET_LIMITS } from '../api/src/platform/graphql/graphql-limits';
import { startBenchApi } from './api-process';
import { prepareWalkers } from './bench-walkers';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'sacred_bench_live';
const BENCH_URL = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const SUBSCRIBERS = Number(process.env.LIVE_SUBSCRIBERS || 1000);
const MESSAGES = Number(process.env.LIVE_MESSAGES || 100);
const IDLE = Number(process.env.LIVE_IDLE || 10_000);
const SESSION_SECRET = 'bench-live-secret-long-enough';
/** Handshakes opened at once: a browser crowd arrives spread out, not in one instant. */
const CONNECT_BATCH = 250;
/** The paced run: one message every 100 ms, a lively chat. */
const PACED_GAP_MS = 100;
const README = fileURLToPath(new URL('./README.md', import.meta.url));
const loadAtStart = os.loadavg()[0]?.toFixed(1);

const QUERY = `subscription ($pilgrimageId: Int!) {
  pilgrimageMessageAdded(pilgrimageId: $pilgrimageId) { id senderId senderName message messageType createdAt }
}`;

interface Member {
  id: number;
  cookie: string;
}

async function prepareDatabase(members: number): Promise<{ pilgrimageId: number; members: Member[] }> {
  const { pilgrimageId, walkers } = await prepareWalkers({
    serverUrl: SERVER_URL,
    database: DATABASE,
    count: members,
    sessionSecret: SESSION_SECRET,
    pilgrimage: { name: 'Benchmark Ridge Walk', description: 'Many pilgrims, one chat.' },
  });
  return { pilgrimageId, members: walkers };
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The API process's memory after a full collection (asked over IPC). */
async function apiMemory(child: ChildProcess): Promise<Memory> {
  // Two collections a moment apart: closed sockets free their buffers in a later tick.
  for (let round = 0; round < 2; round++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise<void>((resolve) => {
      child.once('message', () => resolve());
      child.send('memory');
    });
  }
  return new Promise<Memory>((resolve) => {
    child.once('message', (message) => resolve((message as { memory: Memory }).memory));
    child.send('memory');
  });
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** LIVE_HEAP_SNAPSHOT=<dir>: the API's heap before and after the idle connections, to compare in DevTools. */
async function heapSnapshot(child: ChildProcess, name: string): Promise<void> {
  const dir = process.env.LIVE_HEAP_SNAPSHOT;
  if (!dir) return;
  await new Promise<void>((resolve) => {
    child.once('message', () => resolve());
    child.send(`heap-snapshot:${dir}/${name}.heapsnapshot`);
  });
}

interface Subscriber {
  client: Client;
  received: number;
}

/**
 * Members connect from different loopback addresses (127.0.x.1, all of 127/8 is loopback on Linux), as
 * members on different networks would: the server takes a bounded number of connections per address.
 */
function loopbackAddressOf(index: number): string {
  const perAddress = Math.floor(SOCKET_LIMITS.connectionsPerAddress / 2);
  const slot = Math.floor(index / perAddress);
  return `127.${1 + Math.floor(slot / 250)}.${(slot % 250) + 1}.1`;
}

async function connect(
  url: URL,
  pilgrimageId: number,
  members: Member[],
  onMessage: (subscriber: Subscriber, text: string, at: number, createdAt: string) => void,
): Promise<Subscriber[]> {
  const wsUrl = `ws://${url.host}/graphql`;
  const subscribers: Subscriber[] = [];
  for (let start = 0; start < members.length; start += CONNECT_BATCH) {
    const batch = members.slice(start, start + CONNECT_BATCH);
    await Promise.all(
      batch.map(
        (member, offset) =>
          new Promise<void>((resolve, reject) => {
            const localAddress = loopbackAddressOf(start + offset);
            class SessionSocket extends WebSocket {
              constructor(address: string, protocols?: string | string[]) {
                super(address, protocols, { headers: { cookie: member.cookie, origin: url.origin }, localAddress });
              }
            }
            const client = createClient({
              url: wsUrl,
              webSocketImpl: SessionSocket,
              retryAttempts: 0,
              lazy: true,
              on: { connected: () => resolve(), error: reject },
            });
            const subscriber: Subscriber = { client, received: 0 };
            subscribers.push(subscriber);
            client.subscribe<{ pilgrimageMessageAdded: { message: string; createdAt: string } }>(
              { query: QUERY, variables: { pilgrimageId } },
              {
                next: (result) => {
                  const at = performance.now();
                  if (result.errors) {
                    failures.push(result.errors[0]?.message ?? 'subscription error');
                    return;
                  }
                  subscriber.received++;
                  const added = result.data?.pilgrimageMessageAdded;
                  onMessage(subscriber, added?.message ?? '', at, added?.createdAt ?? '');
                },
                error: (error) => {
                  failures.push(error instanceof Error ? error.message : JSON.stringify(error));
                },
                complete: () => undefined,
              },
            );
          }),
      ),
    );
  }
  return subscribers;
}

/** Subscription errors (a refused subscription would silently receive nothing otherwise). */
const failures: string[] = [];

async function post(url: URL, member: Member, message: string): Promise<void> {
  const response = await fetch(new URL(`/api/pilgrimages/${pilgrimageId}/messages`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: member.cookie, origin: url.origin },
    body: JSON.stringify({ message }),
  });
  if (response.status !== 201) throw new Error(`posting answered ${response.status}: ${await response.text()}`);
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Warm-up messages until every subscriber has one: the subscriptions are all live after that. */
async function waitAllSubscribed(url: URL, poster: Member, subscribers: Subscriber[], warm: Set<Subscriber>) {
  const deadline = Date.now() + 120_000;
  let round = 0;
  while (warm.size < subscribers.length) {
    if (failures.length > 0) throw new Error(`${failures.length} subscriptions failed: ${failures[0]}`);
    if (Date.now() > deadline) throw new Error(`only ${warm.size} of ${subscribers.length} subscriptions are live`);
    await post(url, poster, `warm-up ${round++}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface RunFigures {
  label: string;
  /** The POST's own round trip. */
  postP50: number;
  /** From the message row's created_at to the receipt. */
  insertP50: number;
  insertP99: number;
  p50: number;
  p99: number;
  max: number;
  deliveries: number;
  perSecond: number;
  seconds: number;
}

interface Deliveries {
  sentAt: Map<string, number>;
  latencies: number[];
  sinceInsert: number[];
  lastReceipt: { at: number };
}

/** Posts `count` messages (paced by `gapMs`, or back to back) and measures every delivery. */
async function measure(
  label: string,
  url: URL,
  poster: Member,
  subscribers: Subscriber[],
  state: Deliveries,
  count: number,
  gapMs: number,
): Promise<RunFigures> {
  const { sentAt, latencies, sinceInsert, lastReceipt } = state;
  latencies.length = 0;
  sinceInsert.length = 0;
  const posts: number[] = [];
  const expected = count * subscribers.length;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const text = `${label} ${index}`;
    const sent = performance.now();
    sentAt.set(text, sent);
    await post(url, poster, text);
    posts.push(performance.now() - sent);
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  await until(() => latencies.length >= expected, 120_000, `${expected} deliveries (${label})`);
  const seconds = (lastReceipt.at - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const postsSorted = posts.sort((a, b) => a - b);
  const insertSorted = [...sinceInsert].sort((a, b) => a - b);
  return {
    label,
    postP50: percentile(postsSorted, 50),
    insertP50: percentile(insertSorted, 50),
    insertP99: percentile(insertSorted, 99),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    deliveries: latencies.length,
    perSecond: latencies.length / seconds,
    seconds,
  };
}

async function closeAll(subscribers: Subscriber[]) {
  await Promise.all(subscribers.map((subscriber) => subscriber.client.dispose()));
}

const total = Math.max(SUBSCRIBERS, IDLE);
console.log(`preparing ${total} members with sessions and journeys in ${DATABASE}…`);
const { pilgrimageId, members } = await prepareDatabase(total);
const { child, url, stop } = await startBenchApi(BENCH_URL, {
  env: { NODE_ENV: 'production', SESSION_SECRET },
  // LIVE_CPU_PROF=<dir>: a CPU profile of the API for the whole run (open it in Chrome DevTools).
  nodeArgs: [
    '--expose-gc',
    ...(process.env.LIVE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LIVE_CPU_PROF}`] : []),
  ],
  ipc: true,
});
const poster = members[0] as Member;

try {
  const state: Deliveries = { sentAt: new Map(), latencies: [], sinceInsert: [], lastReceipt: { at: 0 } };
  const { sentAt, latencies, sinceInsert, lastReceipt } = state;
  const warm = new Set<Subscriber>();
  const onMessage = (subscriber: Subscriber, text: string, at: number, createdAt: string) => {
    if (text.startsWith('warm-up')) {
      warm.add(subscriber);
      return;
    }
    const sent = sentAt.get(text);
    if (sent === undefined) return;
    latencies.push(at - sent);
    sinceInsert.push(Date.now() - new Date(createdAt).getTime());
    lastReceipt.at = Math.max(lastReceipt.at, at);
  };

  // Phase 1: SUBSCRIBERS active subscribers, MESSAGES messages paced then back to back.
  const before = await apiMemory(child);
  const connectStarted = performance.now();
  const active = await connect(url, pilgrimageId, members.slice(0, SUBSCRIBERS), onMessage);
  await waitAllSubscribed(url, poster, active, warm);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const withActive = await apiMemory(child);
  const paced = await measure('paced', url, poster, active, state, MESSAGES, PACED_GAP_MS);
  const burst = await measure('burst', url, poster, active, state, MESSAGES, 0);
  await closeAll(active);
  warm.clear();

  // Phase 2: IDLE subscribed connections, nothing said but one warm-up round that proves them live.
  const idleBefore = await apiMemory(child);
  await heapSnapshot(child, 'before-idle');
  const idleStarted = performance.now();
  const idle = await connect(url, pilgrimageId, members.slice(0, IDLE), onMessage);
  await waitAllSubscribed(url, poster, idle, warm);
  const idleConnectSeconds = (performance.now() - idleStarted) / 1000;
  const idleAfter = await apiMemory(child);
  await heapSnapshot(child, 'with-idle');
  const fanOut = await measure('idle-fanout', url, poster, idle, state, 10, 200);
  await closeAll(idle);

  const perActiveKb = ((withActive.rss - before.rss) / SUBSCRIBERS / 1024).toFixed(1);
  const perActiveHeapKb = ((withActive.heapUsed - before.heapUsed) / SUBSCRIBERS / 1024).toFixed(1);
  const idleRssMb = mb(idleAfter.rss - idleBefore.rss);
  const idleHeapMb = mb(idleAfter.heapUsed - idleBefore.heapUsed);
  const [cpu] = os.cpus();
  const pgVersion = await (async () => {
    const knex = createKnex({ url: BENCH_URL, poolMax: 1 });
    try {
      const result = await knex.raw<{ rows: Array<{ server_version: string }> }>('SHOW server_version');
      return result.rows[0]?.server_version ?? '?';
    } finally {
      await knex.destroy();
    }
  })();
  const row = (run: RunFigures, subscribers: number) =>
    `| ${run.label.padEnd(11)} | ${subscribers.toLocaleString('en-US').padStart(11)} | ${run.postP50.toFixed(1).padStart(11)} | ${run.p50.toFixed(1).padStart(6)} | ${run.p99.toFixed(1).padStart(6)} | ${run.max.toFixed(1).padStart(6)} | ${run.insertP50.toFixed(0).padStart(12)} | ${run.insertP99.toFixed(0).padStart(12)} | ${Math.round(run.perSecond).toLocaleString('en-US').padStart(12)} |`;
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, Node ${process.version}, PostgreSQL ${pgVersion}; in-process pub/sub (no REDIS_URL); load average ${loadAtStart} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end (other work on the machine skews latency, not memory).`,
    '',
    '| run         | subscribers | POST p50 ms | p50 ms | p99 ms | max ms | row→recv p50 | row→recv p99 | deliveries/s |',
    '| ----------- | ----------: | ----------: | -----: | -----: | -----: | -----------: | -----------: | -----------: |',
    row(paced, SUBSCRIBERS),
    row(burst, SUBSCRIBERS),
    row(fanOut, IDLE),
    '',
    `- paced: ${MESSAGES} messages 100 ms apart; burst: ${MESSAGES} posted back to back (each after the previous POST answered); idle-fanout: 10 messages 200 ms apart to the ${IDLE.toLocaleString('en-US')} idle connections.`,
    `- ${SUBSCRIBERS.toLocaleString('en-US')} subscribers connected and live in ${connectSeconds.toFixed(1)} s; API memory ${perActiveKb} KB RSS (${perActiveHeapKb} KB heap) per subscribed connection.`,
    `- ${IDLE.toLocaleString('en-US')} idle subscribed connections (live in ${idleConnectSeconds.toFixed(1)} s): API RSS +${idleRssMb.toFixed(1)} MB (${mb(idleBefore.rss).toFixed(0)} → ${mb(idleAfter.rss).toFixed(0)} MB), heap +${idleHeapMb.toFixed(1)} MB, ${((idleAfter.rss - idleBefore.rss) / IDLE / 1024).toFixed(1)} KB per connection.`,
  ];
  const block = lines.join('\n');
  console.log(block);
  const readme = await readFile(README, 'utf8');
  const start = '<!-- live-subscribers:start -->';
  const end = '<!-- live-subscribers:end -->';
  if (readme.includes(start) && readme.includes(end)) {
    const updated = readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n\n${block}\n\n${end}`);
    await writeFile(README, updated);
    console.log('bench/README.md updated');
  }
} finally {
  await stop();
}
