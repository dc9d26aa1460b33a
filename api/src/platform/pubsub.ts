import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * The pub/sub type-graphql subscriptions read from: in-process by default, Redis when REDIS_URL is
 * set so several API instances share events. Services publish after their transaction commits.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): void;
  subscribe(topic: string): AsyncIterable<unknown>;
  close(): Promise<void>;
}

async function* iterate(emitter: EventEmitter, topic: string, signal: AbortSignal): AsyncGenerator<unknown> {
  try {
    for await (const [payload] of on(emitter, topic, { signal })) yield payload;
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
}

function subscribeOn(emitter: EventEmitter, topic: string, onFirst?: () => void, onLast?: () => void) {
  return {
    [Symbol.asyncIterator]() {
      const controller = new AbortController();
      if (emitter.listenerCount(topic) === 0) onFirst?.();
      const inner = iterate(emitter, topic, controller.signal);
      return {
        next: () => inner.next(),
        async return() {
          controller.abort();
          if (emitter.listenerCount(topic) === 0) onLast?.();
          return inner.return(undefined);
        },
      };
    },
  };
}

export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (topic, payload) => emitter.emit(topic, payload),
    subscribe: (topic) => subscribeOn(emitter, topic),
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis fan-out between instances. Events reach this instance's own subscribers directly, never through
 * Redis, so subscriptions keep working within one instance while Redis is away; messages from Redis
 * carry the sending instance's id and this instance skips its own. ioredis reconnects by itself and
 * subscribes again to every topic, so other instances' events flow again when Redis is back.
 */
export function createRedisPubSub(url: string, logger?: Pick<Logger, 'warn'>): PubSub {
  const instance = randomUUID();
  // No offline queue: while Redis is away a publish fails at once instead of piling up.
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  const subscriber = new Redis(url, { lazyConnect: false });
  let warned = false;
  const lost = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger?.warn({ err: error }, 'Redis is not answering: events reach this instance only');
  };
  publisher.on('error', lost).on('ready', () => (warned = false));
  subscriber.on('error', lost);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (topic: string, message: string) => {
    let envelope: { from?: string; payload?: unknown };
    try {
      envelope = JSON.parse(message) as { from?: string; payload?: unknown };
    } catch {
      return;
    }
    if (envelope.from !== instance) local.emit(topic, envelope.payload);
  });
  return {
    publish: (topic, payload) => {
      local.emit(topic, payload);
      publisher.publish(topic, JSON.stringify({ from: instance, payload })).catch(lost);
    },
    subscribe: (topic) =>
      subscribeOn(
        local,
        topic,
        () => void subscriber.subscribe(topic).catch(lost),
        () => void subscriber.unsubscribe(topic).catch(lost),
      ),
    close: async () => {
      local.removeAllListeners();
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

export const createPubSub = (redisUrl: string | undefined, logger?: Pick<Logger, 'warn'>): PubSub =>
  redisUrl ? createRedisPubSub(redisUrl, logger) : createInProcessPubSub();
