import { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * The connection for shared counters (sign-in limits, the write budget). Connected before the server
 * answers, so the first requests count in Redis; while Redis is away the limiters count in memory.
 * ioredis puts `keyPrefix` (REDIS_KEY_PREFIX) before every key sent on it, scripts' keys included.
 */
export async function connectRedis(url: string, logger: Pick<Logger, 'warn'>, keyPrefix = ''): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, keyPrefix });
  let warned = false;
  redis.on('error', (error) => {
    if (warned) return;
    warned = true;
    logger.warn({ err: error }, 'Redis is not answering: rate limits count in this process only');
  });
  redis.on('ready', () => (warned = false));
  await redis.ping();
  return redis;
}
