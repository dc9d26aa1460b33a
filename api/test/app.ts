import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KNOWN_PUSH_SERVICE_HOSTS } from '@sacred/core/push';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import type { AppConfig } from '../src/platform/config';
import { startServer, type RunningServer } from '../src/app';
import { FakePushService } from '../src/push/fake-push-service';
import { redisKeyPrefixOf } from './redis';
import { eventually } from './wait';

export interface TestApp {
  server: RunningServer;
  db: TestDatabase;
  url: string;
  /** POSTs a GraphQL operation and returns the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: { data?: T; errors?: GraphqlError[] } }>;
  close(): Promise<void>;
}

export interface GraphqlError {
  message: string;
  extensions?: { code?: string; fieldErrors?: Record<string, string> };
}

export const UNREACHABLE_BASEMAP: AppConfig['basemap'] = {
  vectorArchive: undefined,
  terrainArchive: undefined,
  imageryUrl: undefined,
  styleUrl: undefined,
  defaultTileJsonUrl: 'http://127.0.0.1:9/planet',
};

/** A server with the tests' defaults on a migrated database, on a free port; close() also removes its uploads. */
export async function startTestServer(
  databaseUrl: string,
  overrides: Partial<AppConfig> = {},
): Promise<{ server: RunningServer; close(): Promise<void> }> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'sacred-uploads-'));
  const server = await startServer({
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    logLevel: (process.env.TEST_LOG_LEVEL as AppConfig['logLevel'] | undefined) ?? 'silent',
    uploadsDir,
    // Tests never reach the internet: a refused port unless a test brings its own fake weather server.
    weatherBaseUrl: 'http://127.0.0.1:9',
    // Tests write far faster than a person; write-budget.test.ts turns the limit on for itself.
    writeRateLimit: undefined,
    // Likewise reads by guests (one address for every test client); read-limits.test.ts turns it on.
    guestReadRateLimit: undefined,
    // And sign-ups (every test client but a few shares one address); account.test.ts turns it on.
    signupRateLimit: undefined,
    // No public tile service either: the basemap falls back to the outlines (basemap.test.ts brings its fixture).
    basemap: UNREACHABLE_BASEMAP,
    redisKeyPrefix: redisKeyPrefixOf(databaseUrl),
    ...overrides,
  });
  return {
    server,
    async close() {
      await server.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A server on a fresh migrated database of its own, on a free port. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const { server, close } = await startTestServer(db.url, overrides);
  return {
    server,
    db,
    url: server.url,
    async graphql(query, variables) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async close() {
      await close();
      await db.destroy();
    },
  };
}

/**
 * A test app with a fake web push service of its own on loopback (started here), which the app is
 * allowed to send to; `close` stops both.
 */
export async function startTestAppWithPush(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: TestApp; pushService: FakePushService; close(): Promise<void> }> {
  const pushService = new FakePushService();
  await pushService.start();
  const app = await startTestApp({
    push: { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, allowLoopback: true },
    ...overrides,
  });
  return {
    app,
    pushService,
    async close() {
      await app.close();
      await pushService.stop();
    },
  };
}

/**
 * Waits (up to `ms`) until the server holds at least `count` subscriptions on a pub/sub topic, and
 * answers how many it holds: an event published from then on reaches them, on this instance and, once
 * Redis has acknowledged the subscription (awaited here too), from every other instance. A test that
 * subscribes waits on this before it triggers the event, never on a pause.
 */
export async function subscribedOn(server: RunningServer, topic: string, count = 1, ms = 5000): Promise<number> {
  const held = await eventually(
    () => server.listening(topic),
    (listening) => listening >= count,
    ms,
    10,
  );
  await server.settled();
  return held;
}
