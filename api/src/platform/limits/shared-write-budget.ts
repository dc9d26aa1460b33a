import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_MESSAGES } from '@sacred/core/messages';
import type { Viewer } from '../context';
import { RateLimitedError } from '../errors';
import { createLimiter, refusalOf, secondsUntil } from './limiters';
import { writerKeyOf, type WriteBudgetRule, type WriteLimit } from './write-budget';

/**
 * The write budget in Redis, shared by every API instance (REDIS_URL set). rate-limiter-flexible counts
 * fixed windows, so the rule becomes "`burst` writes per the time `perMinute` takes to refill a burst":
 * the same burst and the same long-run rate as the in-process token bucket.
 */
export class SharedWriteBudget implements WriteLimit {
  private readonly limiter: RateLimiterAbstract | undefined;

  constructor(
    private readonly rule: WriteBudgetRule | undefined,
    redis: Redis,
  ) {
    this.limiter = rule
      ? createLimiter(
          { kind: 'redis', redis },
          { keyPrefix: 'write-budget', points: rule.burst, durationSeconds: refillSeconds(rule) },
        )
      : undefined;
  }

  async spend(viewer: Viewer, clientAddress: string, cost = 1): Promise<void> {
    if (!this.limiter || !this.rule || cost <= 0) return;
    const key = writerKeyOf(viewer, clientAddress);
    try {
      // A single request may never cost more than a full budget, or it could never pass.
      await this.limiter.consume(key, Math.min(cost, this.rule.burst));
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      throw new RateLimitedError(API_MESSAGES.tooManyWrites, secondsUntil(refusal), 'writes');
    }
  }

  async refund(viewer: Viewer, clientAddress: string, cost = 1): Promise<void> {
    if (!this.limiter || !this.rule || cost <= 0) return;
    await this.limiter.reward(writerKeyOf(viewer, clientAddress), Math.min(cost, this.rule.burst));
  }
}

const refillSeconds = (rule: WriteBudgetRule) => Math.max(1, Math.ceil((rule.burst * 60) / rule.perMinute));
