import { randomUUID } from 'node:crypto';
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

type Listener = (payload: unknown) => void;

/**
 * Topic fan-out kept lean per subscriber, since one pilgrimage's chat may have thousands of sockets:
 * each subscription is one listener in a Set and a plain array queue. (Node's `events.on` iterator
 * preallocates two 2,048-slot queues, about 32 KB, per subscription.) Events reach a subscription from
 * the moment its iterator is created; a consumer that never reads keeps its events queued.
 */
export class TopicHub {
  private readonly topics = new Map<string, Set<Listener>>();

  publish(topic: string, payload: unknown): void {
    const listeners = this.topics.get(topic);
    if (listeners) for (const listener of listeners) listener(payload);
  }

  listenerCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  subscribe(topic: string, onFirst?: () => void, onLast?: () => void): AsyncIterable<unknown> {
    return { [Symbol.asyncIterator]: () => this.iterator(topic, onFirst, onLast) };
  }

  clear(): void {
    this.topics.clear();
  }

  private iterator(topic: string, onFirst?: () => void, onLast?: () => void): AsyncIterator<unknown> {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    const queue: unknown[] = [];
    let waiting: ((result: IteratorResult<unknown>) => void) | undefined;
    let done = false;
    const listener: Listener = (payload) => {
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value: payload, done: false });
      } else {
        queue.push(payload);
      }
    };
    if (listeners.size === 0) onFirst?.();
    listeners.add(listener);
    const finish = (): IteratorResult<unknown> => {
      if (!done) {
        done = true;
        queue.length = 0;
        const current = this.topics.get(topic);
        if (current?.delete(listener) && current.size === 0) {
          this.topics.delete(topic);
          onLast?.();
        }
        waiting?.({ value: undefined, done: true });
        waiting = undefined;
      }
      return { value: undefined, done: true };
    };
    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift(), done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: () => Promise.resolve(finish()),
      throw: (error: unknown) => {
        finish();
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      },
    };
  }
}

export function createInProcessPubSub(): PubSub {
  const hub = new TopicHub();
  return {
    publish: (topic, payload) => hub.publish(topic, payload),
    subscribe: (topic) => hub.subscribe(topic),
    close: async () => {
      hub.clear();
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
  const local = new TopicHub();
  subscriber.on('message', (topic: string, message: string) => {
    if (local.listenerCount(topic) === 0) return;
    let envelope: { from?: string; payload?: unknown };
    try {
      envelope = JSON.parse(message) as { from?: string; payload?: unknown };
    } catch {
      return;
    }
    if (envelope.from !== instance) local.publish(topic, envelope.payload);
  });
  return {
    publish: (topic, payload) => {
      local.publish(topic, payload);
      publisher.publish(topic, JSON.stringify({ from: instance, payload })).catch(lost);
    },
    subscribe: (topic) =>
      local.subscribe(
        topic,
        () => void subscriber.subscribe(topic).catch(lost),
        () => void subscriber.unsubscribe(topic).catch(lost),
      ),
    close: async () => {
      local.clear();
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

export const createPubSub = (redisUrl: string | undefined, logger?: Pick<Logger, 'warn'>): PubSub =>
  redisUrl ? createRedisPubSub(redisUrl, logger) : createInProcessPubSub();
