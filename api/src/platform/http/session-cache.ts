import type { SessionData } from 'express-session';
import type { Redis } from 'ioredis';

/** How long a session read from the store is answered from the cache before the store is asked again. */
export const SESSION_CACHE_MS = 60 * 1000;

/** Sessions kept in this process's cache at most (without Redis); the oldest go first. */
const MEMORY_CACHE_MAX = 10_000;

/**
 * Sessions as last read or written, in Redis (shared by every instance) or in this process without it, so a
 * signed-in request does not ask PostgreSQL for its session. Whatever ends a session forgets it here before
 * it answers, so the next request on any instance reads the store again (and finds it gone).
 */
export interface SessionCache {
  /** The cached session, or undefined when the store must be asked. */
  get(sid: string): Promise<SessionData | undefined>;
  put(sid: string, data: SessionData): Promise<void>;
  forget(sids: readonly string[]): Promise<void>;
}

const keyOf = (sid: string) => `session:${sid}`;

function redisSessionCache(redis: Redis): SessionCache {
  return {
    async get(sid) {
      const text = await redis.get(keyOf(sid));
      return text === null ? undefined : (JSON.parse(text) as SessionData);
    },
    async put(sid, data) {
      await redis.set(keyOf(sid), JSON.stringify(data), 'PX', SESSION_CACHE_MS);
    },
    async forget(sids) {
      if (sids.length > 0) await redis.del(...sids.map(keyOf));
    },
  };
}

function memorySessionCache(now: () => number): SessionCache {
  const entries = new Map<string, { text: string; until: number }>();
  return {
    get(sid) {
      const entry = entries.get(sid);
      if (!entry || entry.until <= now()) {
        entries.delete(sid);
        return Promise.resolve(undefined);
      }
      return Promise.resolve(JSON.parse(entry.text) as SessionData);
    },
    put(sid, data) {
      entries.delete(sid);
      entries.set(sid, { text: JSON.stringify(data), until: now() + SESSION_CACHE_MS });
      if (entries.size > MEMORY_CACHE_MAX) entries.delete(entries.keys().next().value as string);
      return Promise.resolve();
    },
    forget(sids) {
      for (const sid of sids) entries.delete(sid);
      return Promise.resolve();
    },
  };
}

/** In Redis when there is one (several instances), else in this process. */
export function createSessionCache(redis: Redis | undefined, now: () => number = Date.now): SessionCache {
  return redis ? redisSessionCache(redis) : memorySessionCache(now);
}
