import { createPrivateKey } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_PUSH_SERVICE_HOSTS, type PushEndpointPolicy } from '@sacred/core/push';
import type { LogDestination } from './infra/logger';
import type { MailConfig } from './infra/mail';
import type { WriteBudgetRule } from './limits/write-budget';

/** The one place that reads the environment; everything else receives an AppConfig. */
/**
 * Bounds across every GraphQL socket of an instance: open subscriptions, and the bytes of their
 * documents (comments and spacing stripped). The limits per address and connection bound one client;
 * these bound many addresses together.
 */
export interface SocketBudgetLimits {
  subscriptions: number;
  documentBytes: number;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset means the embedded PostgreSQL + PostGIS in `dataDir` (refused in production). */
  databaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URL: a read replica (or a PgBouncer in front of replicas) for the reads that may lag a
   * moment behind a write: the map, the community feed and member profiles. Unset: the primary answers them.
   */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  /** SEED: `demo` by default, `none` by default when NODE_ENV=production (the demo members' password is public). */
  seed: 'demo' | 'none';
  /** Migrations run at start only outside production (under an advisory lock); production runs `npm run migrate`. */
  migrateAtStart: boolean;
  redisUrl: string | undefined;
  /**
   * REDIS_KEY_PREFIX: put before every key and pub/sub channel this app writes in Redis (rate limits,
   * subscriptions), so deployments (or test runs) sharing one Redis never read each other's. Default none.
   */
  redisKeyPrefix: string;
  /**
   * ROLE: `all` (default) serves HTTP and runs the jobs; `web` serves and only sends jobs; `worker` runs
   * the jobs and scheduled upkeep without serving (`npm run worker`).
   */
  role: 'all' | 'web' | 'worker';
  /** INSTANCES: how many API instances the deployment runs; more than one needs REDIS_URL in production. */
  instances: number;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe, for HTTP and WebSocket alike: a number of
   * hops, or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Default: loopback.
   */
  trustProxy: number | string[];
  /**
   * SESSION_SECRET signs session cookies; required in production. Unset elsewhere: a random secret
   * generated once and kept in the database (`app_keys`), never a value known from the source.
   */
  sessionSecret: string | undefined;
  /**
   * CREDENTIAL_SIGNING_KEY: the Ed25519 private key (PKCS#8 PEM) that signs pilgrim credentials; unset, a key
   * generated once and kept in the database (app_keys).
   */
  credentialSigningKey: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where the log goes: stdout unless a test hands a stream (never read from the environment). */
  logDestination?: LogDestination;
  webDistDir: string;
  seedMediaDir: string;
  /** Where uploaded photos are stored with STORAGE=local (the default). */
  uploadsDir: string;
  /** STORAGE: `local` (uploadsDir) or `s3` (an S3-compatible object store shared by every instance). */
  storage: { kind: 'local' } | S3StorageConfig;
  /** Requests larger than this (JSON bodies) get 413. */
  jsonBodyLimit: string;
  /** Open-Meteo (or a compatible server); `/v1/forecast` is appended. */
  weatherBaseUrl: string;
  /** OpenID Connect sign-in ("Continue with Google"); all three set, or /api/login goes to /guest. */
  oidc: OidcConfig | undefined;
  /**
   * Outgoing email (verification, password reset, the weekly digest, safety alerts): SMTP_URL (e.g.
   * smtp://user:pass@mail.example:587 or smtps://...) and MAIL_FROM. Unset: no email is sent and every
   * feature that needs one says so.
   */
  mail: MailConfig | undefined;
  /** PUBLIC_URL: the address members open the app at, for links in emails; unset, the address the server listens on. */
  publicUrl: string | undefined;
  /** Web push (VAPID) keys; unset, api/src/push generates a pair once and keeps it in `dataDir`. */
  vapid: VapidConfig | undefined;
  /** The VAPID `sub` claim: a mailto: or https: contact for push services. */
  vapidSubject: string;
  /** Where web push may be sent: PUSH_SERVICE_HOSTS (comma-separated) and, outside production, PUSH_ALLOW_LOOPBACK. */
  push: PushEndpointPolicy;
  /** GRAPHQL_INTROSPECTION: schema introspection over HTTP and WebSocket (the explorer needs it). */
  graphqlIntrospection: boolean;
  /** WRITE_RATE_LIMIT_PER_MINUTE / WRITE_RATE_LIMIT_BURST: writes per member (or guest address); unset = off. */
  writeRateLimit: WriteBudgetRule | undefined;
  /** GUEST_READ_RATE_LIMIT_PER_MINUTE: API reads a minute per guest address (default 600); 0 = off. */
  guestReadRateLimit: number | undefined;
  /**
   * MAP_ANSWER_CACHE: public map answers (guests' viewports, altar tiles) kept in each instance while the
   * map's data version holds (default true in production, false otherwise, where tests read back at once
   * what they wrote straight into the database; never with a read replica, which may lag the version).
   */
  mapAnswerCache: boolean;
  /** SIGNUP_RATE_LIMIT_PER_HOUR: sign-ups an hour per network address (default 10); 0 = off. */
  signupRateLimit: number | undefined;
  /** RESPONSE_MAX_BYTES: the largest API answer (default 8,000,000 bytes); 0 = no cap. */
  responseMaxBytes: number | undefined;
  /**
   * STATEMENT_TIMEOUT_MS: the longest a statement of the API may run (default five seconds; 0 = unbounded), set as
   * statement_timeout on the database role in this database (not per connection: PgBouncer in transaction mode
   * hands one server connection to many clients). A cancelled statement answers 503 with Retry-After.
   */
  statementTimeoutMs: number;
  /**
   * JOB_STATEMENT_TIMEOUT_MS: the longest a statement of the migrations and of a ROLE=worker process may run
   * (default ten minutes; 0 = unbounded), set on their own sessions.
   */
  jobStatementTimeoutMs: number;
  /**
   * METRICS_PORT: serves Prometheus metrics at /metrics on this port of HOST, never on PORT; unset = off.
   * Keep it off the public balancer.
   */
  metricsPort: number | undefined;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: traces are exported over OTLP/HTTP there (the exporter also reads the other
   * standard OTEL_* variables); unset = no tracing at all.
   */
  otlpEndpoint: string | undefined;
  /** OTEL_SERVICE_NAME: the traces' service name (default sacred-spaces). */
  serviceName: string;
  /**
   * WS_MAX_SUBSCRIPTIONS (default 50,000) and WS_MAX_DOCUMENT_BYTES (default 33,554,432): open GraphQL
   * subscriptions on one instance, across every socket, and the bytes of their documents.
   */
  socketBudget: SocketBudgetLimits;
  /** Where the basemap's tiles come from (docs/product.md "The basemap"). */
  basemap: BasemapConfig;
  /**
   * PATHS_OSM: an OpenStreetMap extract (.osm.pbf or .osm) imported as the path network at start, once,
   * and again when the file changes. Unset with the demo world: `seedPathsOsm`.
   */
  pathsOsm: string | undefined;
  /** The demo world's small OSM extract (db/seeds/osm), imported with SEED=demo unless PATHS_OSM is set. */
  seedPathsOsm: string;
  /**
   * API_PROCESSES: API processes sharing the port (node:cluster), a number or `auto` (one per core);
   * default 1. Above 1 needs REDIS_URL, so subscriptions and rate limits reach every process.
   */
  apiProcesses: number;
}

export interface S3StorageConfig {
  kind: 's3';
  /** S3_ENDPOINT: unset for AWS itself; e.g. http://minio:9000 for MinIO. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** S3_PREFIX: put before every object name, e.g. `photos/`. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: bucket in the path (MinIO and most self-hosted stores); default true with an endpoint. */
  forcePathStyle: boolean;
}

/** A PMTiles archive: a local file, or an http(s) URL read by byte ranges. */
export type ArchiveLocation = { kind: 'file'; path: string } | { kind: 'url'; url: string };

export interface BasemapConfig {
  /** BASEMAP_PMTILES: vector tiles (Protomaps schema) served from our origin. */
  vectorArchive: ArchiveLocation | undefined;
  /** BASEMAP_TERRAIN_PMTILES: an elevation (raster-DEM, terrarium) archive for the terrain style. */
  terrainArchive: ArchiveLocation | undefined;
  /** BASEMAP_IMAGERY_URL: a {z}/{x}/{y} template of imagery tiles for the satellite style. */
  imageryUrl: string | undefined;
  /** BASEMAP_STYLE_URL: a hosted MapLibre style used as it is instead of ours. */
  styleUrl: string | undefined;
  /** BASEMAP_DEFAULT_TILEJSON: the key-less public service used when no archive or style is set. */
  defaultTileJsonUrl: string;
}

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const SEEDS = ['demo', 'none'] as const;
/** The demo world's path network (db/seeds/osm/README.md: source, date, ODbL attribution). */
const DEMO_PATHS_OSM = 'db/seeds/osm/liechtenstein-2013-08-03-paths.osm.gz';

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  name: string,
  problems: string[],
): T {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return fallback;
}

function flag(value: string | undefined, fallback: boolean, name: string, problems: string[]): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function port(value: string | undefined, problems: string[]): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got "${value}")`);
    return 3000;
  }
  return parsed;
}

function wholeNumber(value: string | undefined, fallback: number, name: string, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (Number.isInteger(parsed) && parsed >= 0) return parsed;
  problems.push(`${name} must be a whole number (got "${value}")`);
  return fallback;
}

function metricsPort(env: Env, problems: string[]): number | undefined {
  if (!env.METRICS_PORT) return undefined;
  const port = wholeNumber(env.METRICS_PORT, 0, 'METRICS_PORT', problems);
  if (port < 1 || port > 65535) problems.push(`METRICS_PORT must be a port number (got "${env.METRICS_PORT}")`);
  else if (String(port) === (env.PORT || '3000'))
    problems.push('METRICS_PORT must differ from PORT: metrics are never served on the public port');
  return port || undefined;
}

function apiProcesses(env: Env, problems: string[]): number {
  const value = env.API_PROCESSES;
  const count = value === 'auto' ? availableParallelism() : wholeNumber(value, 1, 'API_PROCESSES', problems);
  if (count === 0) problems.push('API_PROCESSES must be at least 1 (or auto)');
  if (count > 1 && !env.REDIS_URL)
    problems.push('API_PROCESSES above 1 needs REDIS_URL (shared subscriptions and limits)');
  return Math.max(1, count);
}

/** 120 writes a minute after a burst of 60 by default; a rate of 0 turns the limit off. */
function redisKeyPrefix(value: string | undefined, problems: string[]): string {
  if (!value) return '';
  if (/^[\x21-\x7e]{1,100}$/.test(value)) return value;
  problems.push(`REDIS_KEY_PREFIX must be 1 to 100 printable characters without spaces (got "${value}")`);
  return '';
}

function writeRateLimit(env: Env, problems: string[]): WriteBudgetRule | undefined {
  const perMinute = wholeNumber(env.WRITE_RATE_LIMIT_PER_MINUTE, 120, 'WRITE_RATE_LIMIT_PER_MINUTE', problems);
  const burst = wholeNumber(env.WRITE_RATE_LIMIT_BURST, 60, 'WRITE_RATE_LIMIT_BURST', problems);
  if (perMinute === 0) return undefined;
  if (burst === 0) problems.push('WRITE_RATE_LIMIT_BURST must be at least 1 while writes are limited');
  return { perMinute, burst };
}

function trustProxy(value: string | undefined, problems: string[]): number | string[] {
  if (value === undefined || value === '') return ['loopback'];
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const wrong = entries.filter((entry) => !named.has(entry) && !address.test(entry));
  if (entries.length === 0 || wrong.length > 0)
    problems.push(
      `TRUST_PROXY must be a number of hops or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${value}")`,
    );
  return entries;
}

function storageConfig(env: Env, problems: string[]): AppConfig['storage'] {
  const kind = oneOf(env.STORAGE, ['local', 's3'] as const, 'local', 'STORAGE', problems);
  if (kind === 'local') return { kind };
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) problems.push(`STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !URL.canParse(endpoint)) problems.push(`S3_ENDPOINT must be a URL (got "${endpoint}")`);
  return {
    kind,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET ?? '',
    prefix: env.S3_PREFIX ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined, 'S3_FORCE_PATH_STYLE', problems),
  };
}

function mailConfig(env: Env, problems: string[]): MailConfig | undefined {
  if (!env.SMTP_URL) return undefined;
  let protocol = '';
  try {
    protocol = new URL(env.SMTP_URL).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL (got "${env.SMTP_URL}")`);
    return undefined;
  }
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM || 'Sacred Spaces <no-reply@localhost>' };
}

function publicUrl(env: Env, production: boolean, problems: string[]): string | undefined {
  if (!env.PUBLIC_URL) {
    if (production && env.SMTP_URL)
      problems.push('PUBLIC_URL must be set in production when SMTP_URL is (links in emails)');
    return undefined;
  }
  try {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  problems.push(`PUBLIC_URL must be an http(s) URL (got "${env.PUBLIC_URL}")`);
  return undefined;
}

function oidcConfig(env: Env, problems: string[]): OidcConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    return undefined;
  }
  if (!URL.canParse(issuer)) problems.push(`OIDC_ISSUER must be a URL (got "${issuer}")`);
  return { issuer, clientId, clientSecret };
}

function vapidConfig(env: Env, problems: string[]): VapidConfig | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    return undefined;
  }
  return { publicKey, privateKey };
}

function vapidSubject(value: string | undefined, problems: string[]): string {
  const subject = value || 'mailto:keepers@sacred-spaces.example';
  if (!/^(mailto:|https:\/\/)/.test(subject))
    problems.push(`VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`);
  return subject;
}

function pushEndpointPolicy(env: Env, nodeEnv: AppConfig['nodeEnv'], problems: string[]): PushEndpointPolicy {
  const serviceHosts = env.PUSH_SERVICE_HOSTS
    ? env.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : [...KNOWN_PUSH_SERVICE_HOSTS];
  for (const host of serviceHosts) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host))
      problems.push(
        `PUSH_SERVICE_HOSTS must be host names such as fcm.googleapis.com or *.push.apple.com (got "${host}")`,
      );
  }
  const allowLoopback = flag(env.PUSH_ALLOW_LOOPBACK, false, 'PUSH_ALLOW_LOOPBACK', problems);
  if (allowLoopback && nodeEnv === 'production')
    problems.push('PUSH_ALLOW_LOOPBACK is for tests and is refused in production');
  return { serviceHosts, allowLoopback };
}

function archiveLocation(value: string | undefined, name: string, problems: string[]): ArchiveLocation | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
      problems.push(`${name} must be a file path or an http(s) URL of a .pmtiles archive (got "${value}")`);
      return undefined;
    }
    return { kind: 'url', url: value };
  }
  const file = path.resolve(REPO_ROOT, value);
  if (!existsSync(file)) {
    problems.push(`${name}: there is no file at ${file}`);
    return undefined;
  }
  return { kind: 'file', path: file };
}

function httpsUrl(value: string | undefined, name: string, problems: string[], template = false): string | undefined {
  if (value === undefined || value === '') return undefined;
  const ok = /^https?:\/\//i.test(value) && URL.canParse(value.replace(/[{}]/g, ''));
  if (!ok) problems.push(`${name} must be an http(s) URL (got "${value}")`);
  else if (template && !['{z}', '{x}', '{y}'].every((part) => value.includes(part)))
    problems.push(`${name} must contain {z}, {x} and {y} (got "${value}")`);
  return ok ? value : undefined;
}

/**
 * OpenFreeMap: public, key-less, no sign-up, OpenMapTiles schema (docs/product.md "The basemap" says why).
 * Tests and machines without internet set nothing and fall back to the outlines.
 */
const DEFAULT_BASEMAP_TILEJSON = 'https://tiles.openfreemap.org/planet';

function basemapConfig(env: Env, problems: string[]): BasemapConfig {
  return {
    vectorArchive: archiveLocation(env.BASEMAP_PMTILES, 'BASEMAP_PMTILES', problems),
    terrainArchive: archiveLocation(env.BASEMAP_TERRAIN_PMTILES, 'BASEMAP_TERRAIN_PMTILES', problems),
    imageryUrl: httpsUrl(env.BASEMAP_IMAGERY_URL, 'BASEMAP_IMAGERY_URL', problems, true),
    styleUrl: httpsUrl(env.BASEMAP_STYLE_URL, 'BASEMAP_STYLE_URL', problems),
    defaultTileJsonUrl:
      httpsUrl(env.BASEMAP_DEFAULT_TILEJSON, 'BASEMAP_DEFAULT_TILEJSON', problems) ?? DEFAULT_BASEMAP_TILEJSON,
  };
}

function credentialSigningKey(value: string | undefined, problems: string[]): string | undefined {
  if (!value) return undefined;
  const pem = value.replace(/\\n/g, '\n');
  try {
    if (createPrivateKey(pem).asymmetricKeyType === 'ed25519') return pem;
  } catch {
    // reported below
  }
  problems.push('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM');
  return undefined;
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const problems: string[] = [];
  const nodeEnv = oneOf(env.NODE_ENV, NODE_ENVS, 'development', 'NODE_ENV', problems);
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (nodeEnv === 'production' && !sessionSecret) problems.push('SESSION_SECRET must be set in production');
  const production = nodeEnv === 'production';
  const instances = wholeNumber(env.INSTANCES, 1, 'INSTANCES', problems);
  if (production) {
    if (!env.DATABASE_URL) problems.push('DATABASE_URL must be set in production');
    if (instances > 1 && !env.REDIS_URL)
      problems.push('REDIS_URL must be set in production when INSTANCES says there are several');
    if (instances > 1 && env.STORAGE !== 's3')
      problems.push('STORAGE=s3 must be set in production when INSTANCES says there are several');
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production');
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    problems.push('DATABASE_REPLICA_URL needs DATABASE_URL (a replica of which primary?)');
  if (env.DATABASE_REPLICA_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_REPLICA_URL))
    problems.push(`DATABASE_REPLICA_URL must be a postgres:// URL (got "${env.DATABASE_REPLICA_URL}")`);
  if (env.ROLE && env.ROLE !== 'all' && !env.DATABASE_URL)
    problems.push('ROLE=web or ROLE=worker needs DATABASE_URL (the embedded database belongs to one process)');
  const config: AppConfig = {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: port(env.PORT, problems),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || '.data'),
    seed: oneOf(env.SEED, SEEDS, production ? 'none' : 'demo', 'SEED', problems),
    migrateAtStart: !production,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: redisKeyPrefix(env.REDIS_KEY_PREFIX, problems),
    role: oneOf(env.ROLE, ['all', 'web', 'worker'] as const, 'all', 'ROLE', problems),
    instances: Math.max(1, instances),
    trustProxy: trustProxy(env.TRUST_PROXY, problems),
    sessionSecret,
    credentialSigningKey: credentialSigningKey(env.CREDENTIAL_SIGNING_KEY, problems),
    logLevel: oneOf(env.LOG_LEVEL, LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info', 'LOG_LEVEL', problems),
    webDistDir: path.resolve(REPO_ROOT, 'web/dist'),
    seedMediaDir: path.resolve(REPO_ROOT, 'db/seeds/media'),
    uploadsDir: path.resolve(REPO_ROOT, env.UPLOADS_DIR || path.join(env.DATA_DIR || '.data', 'uploads')),
    storage: storageConfig(env, problems),
    jsonBodyLimit: '1mb',
    weatherBaseUrl: env.WEATHER_BASE_URL || 'https://api.open-meteo.com',
    oidc: oidcConfig(env, problems),
    mail: mailConfig(env, problems),
    publicUrl: publicUrl(env, production, problems),
    vapid: vapidConfig(env, problems),
    vapidSubject: vapidSubject(env.VAPID_SUBJECT, problems),
    push: pushEndpointPolicy(env, nodeEnv, problems),
    graphqlIntrospection: flag(env.GRAPHQL_INTROSPECTION, true, 'GRAPHQL_INTROSPECTION', problems),
    mapAnswerCache: flag(env.MAP_ANSWER_CACHE, production, 'MAP_ANSWER_CACHE', problems),
    writeRateLimit: writeRateLimit(env, problems),
    guestReadRateLimit:
      wholeNumber(env.GUEST_READ_RATE_LIMIT_PER_MINUTE, 600, 'GUEST_READ_RATE_LIMIT_PER_MINUTE', problems) || undefined,
    signupRateLimit:
      wholeNumber(env.SIGNUP_RATE_LIMIT_PER_HOUR, 10, 'SIGNUP_RATE_LIMIT_PER_HOUR', problems) || undefined,
    responseMaxBytes: wholeNumber(env.RESPONSE_MAX_BYTES, 8_000_000, 'RESPONSE_MAX_BYTES', problems) || undefined,
    socketBudget: {
      subscriptions: wholeNumber(env.WS_MAX_SUBSCRIPTIONS, 50_000, 'WS_MAX_SUBSCRIPTIONS', problems),
      documentBytes: wholeNumber(env.WS_MAX_DOCUMENT_BYTES, 32 * 1024 * 1024, 'WS_MAX_DOCUMENT_BYTES', problems),
    },
    apiProcesses: apiProcesses(env, problems),
    metricsPort: metricsPort(env, problems),
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    serviceName: env.OTEL_SERVICE_NAME || 'sacred-spaces',
    statementTimeoutMs: wholeNumber(env.STATEMENT_TIMEOUT_MS, 5_000, 'STATEMENT_TIMEOUT_MS', problems),
    jobStatementTimeoutMs: wholeNumber(env.JOB_STATEMENT_TIMEOUT_MS, 600_000, 'JOB_STATEMENT_TIMEOUT_MS', problems),
    basemap: basemapConfig(env, problems),
    pathsOsm: env.PATHS_OSM ? path.resolve(REPO_ROOT, env.PATHS_OSM) : undefined,
    seedPathsOsm: path.resolve(REPO_ROOT, DEMO_PATHS_OSM),
    ...overrides,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
