import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import client from 'prom-client';

/**
 * The process's Prometheus metrics, served on a private port of their own (METRICS_PORT), never on the
 * public one. A label carries only a value from a fixed set the code names (a route template, a method, a
 * status, a topic kind, a queue, a limiter, an outcome): never a raw path, a coordinate, a token, an email or
 * an id, so nothing a member marked sensitive can be read from a scrape.
 */
const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const httpRequests = new client.Counter({
  name: 'sacred_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new client.Histogram({
  name: 'sacred_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer finishing, by method and route template.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const gpsFixes = new client.Counter({
  name: 'sacred_gps_fixes_total',
  help: 'GPS fixes of walkers accepted (rate() gives fixes per second).',
  registers: [registry],
});
const pushSends = new client.Counter({
  name: 'sacred_push_sends_total',
  help: 'Web push sends by outcome: delivered, gone (404/410), refused (endpoint policy), failed, error.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const upstreamErrors = new client.Counter({
  name: 'sacred_upstream_errors_total',
  help: 'Calls to an outside service that failed, by upstream (weather, tiles).',
  labelNames: ['upstream'] as const,
  registers: [registry],
});
const rateLimited = new client.Counter({
  name: 'sacred_rate_limited_total',
  help: 'Requests refused with 429 (or RATE_LIMITED), by limiter.',
  labelNames: ['limiter'] as const,
  registers: [registry],
});
const statementsCancelled = new client.Counter({
  name: 'sacred_statements_cancelled_total',
  help: 'Requests whose statement PostgreSQL cancelled at statement_timeout (answered 503).',
  registers: [registry],
});

export type PushSendOutcome = 'delivered' | 'gone' | 'refused' | 'failed' | 'error';
export type Upstream = 'weather' | 'tiles';
export type Limiter =
  | 'sign-in'
  | 'sign-up'
  | 'emails'
  | 'writes'
  | 'guest-reads'
  | 'reports'
  | 'walk-share-links'
  | 'walk-share-viewers'
  | 'safety-contacts'
  | 'other';

/** Counts accepted GPS fixes; the journey service calls it once per fix it keeps. */
export function countGpsFixes(count = 1): void {
  gpsFixes.inc(count);
}

export function countPushSend(outcome: PushSendOutcome): void {
  pushSends.inc({ outcome });
}

export function countUpstreamError(upstream: Upstream): void {
  upstreamErrors.inc({ upstream });
}

export function countRateLimited(limiter: Limiter): void {
  rateLimited.inc({ limiter });
}

export function countStatementCancelled(): void {
  statementsCancelled.inc();
}

/** What one running server or worker lets the gauges read at scrape time. */
export interface MetricSource {
  /** Connection pools: in use, idle, and callers waiting for one. */
  pools?: () => Array<{ pool: string; used: number; idle: number; waiting: number }>;
  openSockets?: () => number;
  /** Subscriptions held on this instance by topic kind (the part of a topic before its first `:`). */
  subscriptions?: () => Map<string, number>;
  /** Jobs waiting per queue and the age of the oldest, from the job tables. */
  queues?: () => Promise<QueueRows>;
  /** Seconds the read replica is behind the primary; undefined without a replica. */
  replicaLagSeconds?: () => Promise<number | undefined>;
}

const sources = new Set<MetricSource>();

/** Adds a source to the gauges until the returned function is called (the server closes). */
export function observe(source: MetricSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

async function settledValues<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

new client.Gauge({
  name: 'sacred_db_pool_connections',
  help: 'Database connections by pool (primary, replica, sessions, jobs) and state (used, idle, waiting).',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const source of sources)
      for (const { pool, used, idle, waiting } of source.pools?.() ?? []) {
        this.inc({ pool, state: 'used' }, used);
        this.inc({ pool, state: 'idle' }, idle);
        this.inc({ pool, state: 'waiting' }, waiting);
      }
  },
});

new client.Gauge({
  name: 'sacred_websockets_open',
  help: 'WebSocket connections open on this process.',
  registers: [registry],
  collect() {
    let open = 0;
    for (const source of sources) open += source.openSockets?.() ?? 0;
    this.set(open);
  },
});

new client.Gauge({
  name: 'sacred_subscriptions',
  help: 'Live subscriptions held on this process, by topic kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const source of sources)
      for (const [kind, count] of source.subscriptions?.() ?? []) this.inc({ kind: topicKind(kind) }, count);
  },
});

type QueueRows = Array<{ queue: string; waiting: number; oldestSeconds: number }>;
let queueRead: { at: number; rows: Promise<QueueRows | undefined> } | undefined;

/** One read of the job tables serves both queue gauges of a scrape. */
function queueRows(): Promise<QueueRows | undefined> {
  const now = Date.now();
  if (queueRead && now - queueRead.at < 1000) return queueRead.rows;
  // One source is enough: every process reads the same job tables.
  const source = [...sources].find((candidate) => candidate.queues);
  const rows = source ? settledValues(() => source.queues!()) : Promise.resolve(undefined);
  queueRead = { at: now, rows };
  return rows;
}

new client.Gauge({
  name: 'sacred_job_queue_depth',
  help: 'Jobs waiting to run (created or retrying), by queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const { queue, waiting } of (await queueRows()) ?? []) this.set({ queue }, waiting);
  },
});
new client.Gauge({
  name: 'sacred_job_queue_oldest_seconds',
  help: 'Age of the oldest job waiting to run, by queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const { queue, oldestSeconds } of (await queueRows()) ?? []) this.set({ queue }, oldestSeconds);
  },
});

new client.Gauge({
  name: 'sacred_replica_lag_seconds',
  help: 'How far the read replica (DATABASE_REPLICA_URL) is behind the primary.',
  registers: [registry],
  async collect() {
    this.reset();
    const source = [...sources].find((candidate) => candidate.replicaLagSeconds);
    const lag = source ? await settledValues(() => source.replicaLagSeconds!()) : undefined;
    if (lag !== undefined) this.set(lag);
  },
});

/** A topic's kind: its name up to the first `:` (what follows is an id), and only a plain word. */
export function topicKind(topic: string): string {
  const kind = topic.split(':', 1)[0]!;
  return /^[A-Za-z][\w-]{0,40}$/.test(kind) ? kind : 'other';
}

/** Mounts that answer without a route of their own (static files, GraphQL): their prefix is the label. */
const UNROUTED_PREFIXES = ['/graphql', '/api', '/assets', '/media/uploads', '/media/seed', '/tiles', '/map'];

/**
 * The route template a request matched (`/api/altars/:id`), never its path: Express keeps the matched route
 * and the literal mount it sits under. Requests no route matched are labelled by their mount, or `other`.
 */
export function routeTemplateOf(req: Request, mount?: string): string {
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${mount ?? req.baseUrl}${route.path}` || '/';
  if (route) return '(pattern)';
  const path = req.originalUrl.split('?', 1)[0]!;
  const prefix = UNROUTED_PREFIXES.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
  return prefix ? `${prefix}/*` : 'other';
}

const MOUNT = Symbol('the literal path a router is mounted at');

/**
 * Put before a mounted router: remembers its mount path, which Express takes off `req.baseUrl` again when
 * an error leaves the router, so a failed request is labelled with the same template as one that succeeded.
 */
export function markMount() {
  return (req: Request, _res: import('express').Response, next: () => void) => {
    (req as Request & { [MOUNT]?: string })[MOUNT] = req.baseUrl;
    next();
  };
}

/** Express middleware: counts and times every answer by method, route template and status. */
export function countRequests() {
  return (req: Request, res: import('express').Response, next: () => void) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      const method = METHODS.has(req.method) ? req.method : 'other';
      const route = routeTemplateOf(req, (req as Request & { [MOUNT]?: string })[MOUNT]);
      httpRequests.inc({ method, route, status: String(res.statusCode) });
      end({ method, route });
    });
    next();
  };
}

/** The Prometheus text of this process's metrics. */
export function scrape(): Promise<string> {
  return registry.metrics();
}

/**
 * The private metrics server: GET /metrics on its own port, nothing else. Bind it where only the scraper
 * reaches it (a private network or loopback), never behind the public balancer.
 */
export async function startMetricsServer(port: number, host: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics are not available\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
