import type { Knex } from 'knex';
import { RateLimitedError } from './errors';

export interface RateLimitRule {
  /** Failures allowed within one window. */
  limit: number;
  windowSeconds: number;
}

/** Fixed-window counters in PostgreSQL, shared by every API instance. */
export class RateLimiter {
  constructor(private readonly knex: Knex) {}

  /** Throws RateLimited (with the seconds until the window ends) once `key` has used its allowance. */
  async assertAllowed(key: string, rule: RateLimitRule, message: string): Promise<void> {
    const row = await this.knex('rate_limits')
      .select(
        'hits',
        this.knex.raw('EXTRACT(EPOCH FROM (window_started_at + make_interval(secs => ?) - now())) AS remaining', [
          rule.windowSeconds,
        ]),
      )
      .where({ key })
      .first<{ hits: number; remaining: string | number } | undefined>();
    if (!row) return;
    const remaining = Number(row.remaining);
    if (remaining > 0 && row.hits >= rule.limit) throw new RateLimitedError(message, Math.ceil(remaining));
  }

  /** Counts one use of `key`, starting a new window when the last one has ended. */
  async hit(key: string, rule: RateLimitRule): Promise<void> {
    await this.knex.raw(
      `INSERT INTO rate_limits AS r (key, hits, window_started_at) VALUES (?, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_started_at + make_interval(secs => ?) <= now() THEN 1 ELSE r.hits + 1 END,
         window_started_at = CASE WHEN r.window_started_at + make_interval(secs => ?) <= now() THEN now() ELSE r.window_started_at END`,
      [key, rule.windowSeconds, rule.windowSeconds],
    );
  }

  async reset(key: string): Promise<void> {
    await this.knex('rate_limits').where({ key }).delete();
  }
}
