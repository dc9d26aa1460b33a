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
  /**
   * Resolves once every subscription started so far listens across instances (Redis has acknowledged
   * its SUBSCRIBE), so an event another instance publishes after this is not missed.
   */
  settled(): Promise<void>;
  /**
   * How many subscriptions on this instance listen on `topic` now. From the moment one is counted, an
   * event published on this instance reaches it: a test waits on this, never on a pause.
   */
  listening(topic: string): number;
  /** Subscriptions held on this instance by topic kind (for metrics: never a topic's id). */
  listeningByKind(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * Topic fan-out kept lean per subscriber, since one pilgrimage's chat may have thousands of sockets:
 * each subscription is one small object in a Set, with its methods on the prototype and a queue only
 * once events wait to be read. (Node's `events.on` iterator preallocates two 2,048-slot queues, about
 * 32 KB, per subscription; closures per subscription cost about 1 KB.) Events reach a subscription
 * from the moment its iterator is created; a consumer that never reads keeps its events queued.
 */
export class TopicHub {
  private readonly topics = new Map<string, Set<TopicSubscription>>();

  publish(topic: string, payload: unknown): void {
    const subscriptions = this.topics.get(topic);
    if (subscriptions) for (const subscription of subscriptions) subscription.push(payload);
  }

  listenerCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  /** Subscriptions by topic kind: the topic's name up to its first `:` (what follows names one thing). */
  listeningByKind(): Map<string, number> {
    const kinds = new Map<string, number>();
    for (const [topic, subscriptions] of this.topics) {
      const kind = topic.split(':', 1)[0]!;
      kinds.set(kind, (kinds.get(kind) ?? 0) + subscriptions.size);
    }
    return kinds;
  }

  subscribe(topic: string, onFirst?: () => void, onLast?: () => void): AsyncIterable<unknown> {
    return new TopicIterable(this, topic, onFirst, onLast);
  }

  clear(): void {
    this.topics.clear();
  }

  /** @internal */
  join(topic: string, subscription: TopicSubscription, onFirst?: () => void): void {
    let subscriptions = this.topics.get(topic);
    if (!subscriptions) {
      subscriptions = new Set();
      this.topics.set(topic, subscriptions);
    }
    if (subscriptions.size === 0) onFirst?.();
    subscriptions.add(subscription);
  }

  /** @internal */
  leave(topic: string, subscription: TopicSubscription, onLast?: () => void): void {
    const subscriptions = this.topics.get(topic);
    if (subscriptions?.delete(subscription) && subscriptions.size === 0) {
      this.topics.delete(topic);
      onLast?.();
    }
  }
}

class TopicIterable implements AsyncIterable<unknown> {
  constructor(
    private readonly hub: TopicHub,
    private readonly topic: string,
    private readonly onFirst?: () => void,
    private readonly onLast?: () => void,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<unknown> {
    return new TopicSubscription(this.hub, this.topic, this.onFirst, this.onLast);
  }
}

class TopicSubscription implements AsyncIterator<unknown> {
  private queue: unknown[] | undefined;
  private waiting: ((result: IteratorResult<unknown>) => void) | undefined;
  private done = false;

  constructor(
    private readonly hub: TopicHub,
    private readonly topic: string,
    onFirst: (() => void) | undefined,
    private readonly onLast: (() => void) | undefined,
  ) {
    hub.join(topic, this, onFirst);
  }

  push(payload: unknown): void {
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting({ value: payload, done: false });
    } else {
      (this.queue ??= []).push(payload);
    }
  }

  next(): Promise<IteratorResult<unknown>> {
    if (this.queue && this.queue.length > 0) return Promise.resolve({ value: this.queue.shift(), done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<unknown>> {
    return Promise.resolve(this.finish());
  }

  throw(error: unknown): Promise<IteratorResult<unknown>> {
    this.finish();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  private finish(): IteratorResult<unknown> {
    if (!this.done) {
      this.done = true;
      this.queue = undefined;
      this.hub.leave(this.topic, this, this.onLast);
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
    }
    return { value: undefined, done: true };
  }
}

export function createInProcessPubSub(): PubSub {
  const hub = new TopicHub();
  return {
    publish: (topic, payload) => hub.publish(topic, payload),
    subscribe: (topic) => hub.subscribe(topic),
    settled: async () => undefined,
    listening: (topic) => hub.listenerCount(topic),
    listeningByKind: () => hub.listeningByKind(),
    close: async () => {
      hub.clear();
    },
  };
}

/**
 * Redis fan-out between instances. Events reach this instance's own subscribers directly, never through
 * Redis, so subscriptions keep working within one instance while Redis is away; messages from Redis
 * carry the sending instance's id and this instance skips its own. ioredis reconnects by itself and
 * subscribes again to every topic, so other instances' events flow again when Redis is back. A topic's
 * Redis channel is `channelPrefix` + topic (REDIS_KEY_PREFIX; ioredis's keyPrefix leaves channels alone).
 */
export function createRedisPubSub(url: string, logger?: Pick<Logger, 'warn'>, channelPrefix = ''): PubSub {
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
  // SUBSCRIBE commands Redis has not acknowledged yet.
  const subscribing = new Set<Promise<unknown>>();
  const startListening = (topic: string) => {
    const listening = subscriber.subscribe(channelPrefix + topic).catch(lost);
    subscribing.add(listening);
    void listening.finally(() => subscribing.delete(listening));
  };
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const topic = channel.slice(channelPrefix.length);
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
      publisher.publish(channelPrefix + topic, JSON.stringify({ from: instance, payload })).catch(lost);
    },
    subscribe: (topic) =>
      local.subscribe(
        topic,
        () => startListening(topic),
        () => void subscriber.unsubscribe(channelPrefix + topic).catch(lost),
      ),
    settled: async () => {
      await Promise.all([...subscribing]);
    },
    listening: (topic) => local.listenerCount(topic),
    listeningByKind: () => local.listeningByKind(),
    close: async () => {
      local.clear();
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

export const createPubSub = (
  config: { redisUrl: string | undefined; redisKeyPrefix: string },
  logger?: Pick<Logger, 'warn'>,
): PubSub =>
  config.redisUrl ? createRedisPubSub(config.redisUrl, logger, config.redisKeyPrefix) : createInProcessPubSub();
