import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPubSub, type PubSub } from './pubsub';

// CI runs Redis on 127.0.0.1:6379 (.ci/run starts it); elsewhere this says plainly that it did not run.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
  socket.once('error', () => resolve(false));
});
const withRedis = process.env.CI === 'true' || redisAnswers;
if (!withRedis) console.warn(`[api] the Redis pub/sub test DID NOT RUN: nothing answers at ${REDIS_URL}.`);

describe.skipIf(!withRedis)('Redis fan-out between two instances', () => {
  let a: PubSub;
  let b: PubSub;
  beforeAll(() => {
    a = createRedisPubSub(REDIS_URL);
    b = createRedisPubSub(REDIS_URL);
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
});
