import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { SignInGuard } from '../../accounts/sign-in-guard';
import { loadVapidKeys } from '../../push/vapid-keys';
import { RateLimitedError } from '../errors';
import { connectRedis } from '../infra/redis';
import { redisTestsRun, TEST_REDIS_URL } from '../../../test/redis';
import { SharedWriteBudget } from './shared-write-budget';
import { clientAddressOf, trustedProxies } from '../http/trusted-proxies';

const withRedis = await redisTestsRun('the Redis limiter tests');

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof RateLimitedError ? 'refused' : error),
  );

describe.skipIf(!withRedis)('limits in Redis, shared by every instance', () => {
  let redis: Redis;
  let other: Redis;
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    other = new Redis(TEST_REDIS_URL);
    // As the server does: connected first, or the limiters count in memory until Redis is ready.
    await Promise.all([redis.ping(), other.ping()]);
  });
  afterAll(async () => {
    await Promise.all([redis.quit(), other.quit()]);
  });

  it('admits at most 5 of 50 parallel sign-in attempts for one account from one address, across two guards', async () => {
    const guards = [
      new SignInGuard({ kind: 'redis', redis }, undefined),
      new SignInGuard({ kind: 'redis', redis: other }, undefined),
    ];
    const email = `${randomUUID()}@example.test`;
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(guards[i % 2]!.admit(email, address))),
    );
    expect(outcomes.filter((result) => result === 'allowed')).toHaveLength(5);
    expect(outcomes.filter((result) => result === 'refused')).toHaveLength(45);
  });

  it('counts sign-ups from one address across two guards', async () => {
    const guards = [new SignInGuard({ kind: 'redis', redis }, 3), new SignInGuard({ kind: 'redis', redis: other }, 3)];
    const address = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(await outcome(guards[i % 2]!.admitSignup(address)));
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'refused', 'refused']);
    expect(await outcome(guards[0]!.admitSignup(`${address}-elsewhere`))).toBe('allowed');
  });

  it('spends one write budget from two instances', async () => {
    const rule = { burst: 3, perMinute: 6 };
    const budgets = [new SharedWriteBudget(rule, redis), new SharedWriteBudget(rule, other)];
    const member = { userId: Math.floor(Math.random() * 1e9) };
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await outcome(budgets[i % 2]!.spend(member, '10.0.0.1')));
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'refused']);
    const refusal = await budgets[0]!.spend(member, '10.0.0.1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    // 3 writes refill in half a minute at 6 a minute: the window is at most that long.
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('keeps each REDIS_KEY_PREFIX its own budget: a fresh database reusing member ids starts full', async () => {
    const rule = { burst: 2, perMinute: 2 };
    const logger = { warn: () => undefined };
    const [earlierRun, laterRun] = [`limits-test-${randomUUID()}:`, `limits-test-${randomUUID()}:`];
    const [earlier, later] = await Promise.all([
      connectRedis(TEST_REDIS_URL, logger, earlierRun),
      connectRedis(TEST_REDIS_URL, logger, laterRun),
    ]);
    try {
      const member = { userId: 1 };
      const spend = (connection: Redis) => outcome(new SharedWriteBudget(rule, connection).spend(member, '10.0.0.1'));
      expect([await spend(earlier), await spend(earlier), await spend(earlier)]).toEqual([
        'allowed',
        'allowed',
        'refused',
      ]);
      expect([await spend(later), await spend(later), await spend(later)]).toEqual(['allowed', 'allowed', 'refused']);
      // The counters sit under each prefix, where nothing else reads them.
      expect(await redis.exists(`${earlierRun}write-budget:member:1`, `${laterRun}write-budget:member:1`)).toBe(2);
    } finally {
      await Promise.all([earlier.quit(), later.quit()]);
    }
  });
});

describe('TRUST_PROXY', () => {
  const handshake = (remoteAddress: string, forwardedFor?: string) =>
    ({
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      socket: { remoteAddress },
      connection: { remoteAddress },
    }) as unknown as IncomingMessage;

  it('takes the client address from X-Forwarded-For only through trusted proxies, as Express does', () => {
    const loopback = trustedProxies(['loopback']);
    expect(clientAddressOf(handshake('127.0.0.1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
    expect(clientAddressOf(handshake('198.51.100.1', '203.0.113.9'), loopback)).toBe('198.51.100.1');
    const balancer = trustedProxies(['10.0.0.0/8']);
    expect(clientAddressOf(handshake('10.1.2.3', '203.0.113.9, 10.0.0.7'), balancer)).toBe('203.0.113.9');
    const oneHop = trustedProxies(1);
    expect(clientAddressOf(handshake('192.0.2.1', '203.0.113.5, 203.0.113.9'), oneHop)).toBe('203.0.113.9');
  });
});

describe('VAPID keys without VAPID_* in the environment', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'sacred-vapid-'));
  });
  afterAll(async () => {
    await db?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are one pair kept in PostgreSQL, the same for instances loading at once, the file pair of before kept', async () => {
    const earlier = webpush.generateVAPIDKeys();
    await writeFile(path.join(dataDir, 'vapid.json'), JSON.stringify(earlier));
    const config = { vapid: undefined, vapidSubject: 'mailto:keepers@example.test', dataDir };
    const [a, b] = await Promise.all([loadVapidKeys(db.knex, config), loadVapidKeys(db.knex, config)]);
    expect(a).toEqual(b);
    expect(a.publicKey).toBe(earlier.publicKey);
    // An instance on another host (no file there) reads the same pair.
    const elsewhere = await loadVapidKeys(db.knex, { ...config, dataDir: path.join(dataDir, 'missing') });
    expect(elsewhere.publicKey).toBe(earlier.publicKey);
    expect(await db.knex('app_keys').count<{ count: number }[]>('* as count')).toEqual([{ count: 1 }]);
  });
});
