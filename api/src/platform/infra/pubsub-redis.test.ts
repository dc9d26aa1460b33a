import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisTestsRun, TEST_REDIS_URL } from '../../../test/redis';
import { createRedisPubSub, type PubSub } from './pubsub';

const withRedis = await redisTestsRun('the Redis pub/sub test');

describe.skipIf(!withRedis)('Redis fan-out between two instances', () => {
  // This run's channels, apart from every other run's on the same Redis (REDIS_KEY_PREFIX).
  const prefix = `pubsub-test-${randomUUID()}:`;
  let a: PubSub;
  let b: PubSub;
  beforeAll(() => {
    a = createRedisPubSub(TEST_REDIS_URL, undefined, prefix);
    b = createRedisPubSub(TEST_REDIS_URL, undefined, prefix);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('once settled, a subscription on B gets what A publishes straight after, every time', async () => {
    for (let round = 0; round < 20; round += 1) {
      const topic = `settled-test:${randomUUID()}`;
      const iterator = b.subscribe(topic)[Symbol.asyncIterator]();
      await b.settled();
      a.publish(topic, { round });
      const received = await Promise.race([
        iterator.next(),
        new Promise<'missed'>((resolve) => setTimeout(() => resolve('missed'), 2000)),
      ]);
      expect(received).toEqual({ value: { round }, done: false });
      await iterator.return?.();
    }
  });

  it('keeps apart instances with another REDIS_KEY_PREFIX: their channels are the prefix and the topic', async () => {
    const otherPrefix = `pubsub-test-${randomUUID()}:`;
    const elsewhere = createRedisPubSub(TEST_REDIS_URL, undefined, otherPrefix);
    const elsewhereToo = createRedisPubSub(TEST_REDIS_URL, undefined, otherPrefix);
    const plain = new Redis(TEST_REDIS_URL);
    try {
      const topic = 'chat:1';
      const here = b.subscribe(topic)[Symbol.asyncIterator]();
      const there = elsewhere.subscribe(topic)[Symbol.asyncIterator]();
      await Promise.all([b.settled(), elsewhere.settled()]);
      const listeners = (await plain.pubsub('NUMSUB', prefix + topic, otherPrefix + topic, topic)) as unknown[];
      expect(listeners).toEqual([prefix + topic, 1, otherPrefix + topic, 1, topic, 0]);
      a.publish(topic, { from: 'this run' });
      expect(await here.next()).toEqual({ value: { from: 'this run' }, done: false });
      // Redis has delivered this run's event (B got it) before the other run publishes: on the other run's one
      // connection, anything of this run's would arrive first.
      elsewhereToo.publish(topic, { from: 'the other run' });
      expect(await there.next()).toEqual({ value: { from: 'the other run' }, done: false });
      await Promise.all([here.return?.(), there.return?.()]);
    } finally {
      await Promise.all([elsewhere.close(), elsewhereToo.close(), plain.quit()]);
    }
  });
});
