import { EventEmitter, on } from 'node:events';
import { Redis } from 'ioredis';

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

export function createRedisPubSub(url: string): PubSub {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (topic: string, message: string) => {
    local.emit(topic, JSON.parse(message) as unknown);
  });
  return {
    publish: (topic, payload) => {
      void publisher.publish(topic, JSON.stringify(payload));
    },
    subscribe: (topic) =>
      subscribeOn(
        local,
        topic,
        () => void subscriber.subscribe(topic),
        () => void subscriber.unsubscribe(topic),
      ),
    close: async () => {
      local.removeAllListeners();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

export const createPubSub = (redisUrl: string | undefined): PubSub =>
  redisUrl ? createRedisPubSub(redisUrl) : createInProcessPubSub();
