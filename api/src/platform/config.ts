import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_PUSH_SERVICE_HOSTS, type PushEndpointPolicy } from '@sacred/core/push';
import type { WriteBudgetRule } from './write-budget';

/** The one place that reads the environment; everything else receives an AppConfig. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset means the embedded PostgreSQL + PostGIS in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  seed: 'demo' | 'none';
  redisUrl: string | undefined;
  sessionSecret: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDistDir: string;
  seedMediaDir: string;
  /** Where uploaded photos are stored (the local photo storage). */
  uploadsDir: string;
  /** Requests larger than this (JSON bodies) get 413. */
  jsonBodyLimit: string;
  /** Open-Meteo (or a compatible server); `/v1/forecast` is appended. */
  weatherBaseUrl: string;
  /** OpenID Connect sign-in ("Continue with Google"); all three set, or /api/login goes to /guest. */
  oidc: OidcConfig | undefined;
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
  /**
   * API_PROCESSES: API processes sharing the port (node:cluster), a number or `auto` (one per core);
   * default 1. Above 1 needs REDIS_URL, so subscriptions and rate limits reach every process.
   */
  apiProcesses: number;
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
const DEVELOPMENT_SESSION_SECRET = 'sacred-spaces-development-secret-change-me';

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

function apiProcesses(env: Env, problems: string[]): number {
  const value = env.API_PROCESSES;
  const count = value === 'auto' ? availableParallelism() : wholeNumber(value, 1, 'API_PROCESSES', problems);
  if (count === 0) problems.push('API_PROCESSES must be at least 1 (or auto)');
  if (count > 1 && !env.REDIS_URL)
    problems.push('API_PROCESSES above 1 needs REDIS_URL (shared subscriptions and limits)');
  return Math.max(1, count);
}

/** 120 writes a minute after a burst of 60 by default; a rate of 0 turns the limit off. */
function writeRateLimit(env: Env, problems: string[]): WriteBudgetRule | undefined {
  const perMinute = wholeNumber(env.WRITE_RATE_LIMIT_PER_MINUTE, 120, 'WRITE_RATE_LIMIT_PER_MINUTE', problems);
  const burst = wholeNumber(env.WRITE_RATE_LIMIT_BURST, 60, 'WRITE_RATE_LIMIT_BURST', problems);
  if (perMinute === 0) return undefined;
  if (burst === 0) problems.push('WRITE_RATE_LIMIT_BURST must be at least 1 while writes are limited');
  return { perMinute, burst };
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

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const problems: string[] = [];
  const nodeEnv = oneOf(env.NODE_ENV, NODE_ENVS, 'development', 'NODE_ENV', problems);
  const sessionSecret = env.SESSION_SECRET || DEVELOPMENT_SESSION_SECRET;
  if (nodeEnv === 'production' && sessionSecret === DEVELOPMENT_SESSION_SECRET) {
    problems.push('SESSION_SECRET must be set in production');
  }
  const config: AppConfig = {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: port(env.PORT, problems),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || '.data'),
    seed: oneOf(env.SEED, SEEDS, 'demo', 'SEED', problems),
    redisUrl: env.REDIS_URL || undefined,
    sessionSecret,
    logLevel: oneOf(env.LOG_LEVEL, LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info', 'LOG_LEVEL', problems),
    webDistDir: path.resolve(REPO_ROOT, 'web/dist'),
    seedMediaDir: path.resolve(REPO_ROOT, 'db/seeds/media'),
    uploadsDir: path.resolve(REPO_ROOT, env.UPLOADS_DIR || path.join(env.DATA_DIR || '.data', 'uploads')),
    jsonBodyLimit: '1mb',
    weatherBaseUrl: env.WEATHER_BASE_URL || 'https://api.open-meteo.com',
    oidc: oidcConfig(env, problems),
    vapid: vapidConfig(env, problems),
    vapidSubject: vapidSubject(env.VAPID_SUBJECT, problems),
    push: pushEndpointPolicy(env, nodeEnv, problems),
    graphqlIntrospection: flag(env.GRAPHQL_INTROSPECTION, true, 'GRAPHQL_INTROSPECTION', problems),
    writeRateLimit: writeRateLimit(env, problems),
    apiProcesses: apiProcesses(env, problems),
    ...overrides,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
