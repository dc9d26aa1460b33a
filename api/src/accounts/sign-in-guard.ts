import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { RateLimitedError } from '../platform/errors';
import { createLimiter, refusalOf, secondsUntil, type LimiterStore } from '../platform/limiters';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * Sign-in attempts are counted before the password is checked (one atomic increment in the shared
 * store), so parallel guesses cannot all slip past a check that only reads. The lockout is per account
 * AND address: a stranger's wrong guesses never lock the member out from their own address.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts for one account from one address in 15 minutes; the 6th is refused before it is checked. */
  perAccountAndAddress: { points: 5, durationSeconds: 15 * MINUTE },
  /** Each further lockout of the same account and address within a day lasts twice as long, up to a day. */
  firstLockoutSeconds: 15 * MINUTE,
  longestLockoutSeconds: DAY,
  /** Attempts from one address whatever the accounts. */
  perAddress: { points: 20, durationSeconds: 15 * MINUTE },
  /**
   * Attempts for one account from every address together (guessing spread over many addresses): past it,
   * only addresses the member signed in from in the last 30 days keep trying until the window ends.
   */
  perAccount: { points: 20, durationSeconds: 15 * MINUTE },
  knownAddressSeconds: 30 * DAY,
} as const;

/** Emails and addresses are hashed into the keys: short, and no email sits in Redis in the clear. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

export interface SignInAttempt {
  /** The password was right: the account and address start afresh, and the address becomes known. */
  succeeded(): Promise<void>;
}

export class SignInGuard {
  private readonly pairs: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;
  private readonly accounts: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;

  constructor(store: LimiterStore) {
    const limits = SIGN_IN_LIMITS;
    this.pairs = createLimiter(store, { keyPrefix: 'sign-in-pair', ...limits.perAccountAndAddress });
    this.lockouts = createLimiter(store, { keyPrefix: 'sign-in-lockouts', points: 64, durationSeconds: DAY });
    this.addresses = createLimiter(store, { keyPrefix: 'sign-in-address', ...limits.perAddress });
    this.accounts = createLimiter(store, { keyPrefix: 'sign-in-account', ...limits.perAccount });
    this.knownAddresses = createLimiter(store, {
      keyPrefix: 'sign-in-known',
      points: 1,
      durationSeconds: limits.knownAddressSeconds,
    });
  }

  /** Counts one attempt, or throws RateLimited (with the seconds to wait) without the password being checked. */
  async admit(email: string, clientAddress: string): Promise<SignInAttempt> {
    const accountKey = keyOf(email);
    const pairKey = keyOf(email, clientAddress);
    const addressKey = keyOf(clientAddress);
    await this.count(this.addresses, addressKey);
    await this.countPair(pairKey);
    const known = (await this.knownAddresses.get(pairKey)) !== null;
    if (!known) await this.count(this.accounts, accountKey);
    return {
      succeeded: async () => {
        await Promise.all([
          this.pairs.delete(pairKey),
          this.lockouts.delete(pairKey),
          this.addresses.reward(addressKey, 1),
          known ? undefined : this.accounts.reward(accountKey, 1),
          this.knownAddresses.set(pairKey, 1, SIGN_IN_LIMITS.knownAddressSeconds),
        ]);
      },
    };
  }

  private async count(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, secondsUntil(refusal));
    }
  }

  /** The attempt that first goes over the allowance locks the pair out, twice as long as its last lockout. */
  private async countPair(pairKey: string): Promise<void> {
    try {
      await this.pairs.consume(pairKey);
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      if (refusal.consumedPoints !== SIGN_IN_LIMITS.perAccountAndAddress.points + 1)
        throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, secondsUntil(refusal));
      const earlier = (await this.lockouts.get(pairKey))?.consumedPoints ?? 0;
      await this.lockouts.penalty(pairKey, 1);
      const seconds = Math.min(SIGN_IN_LIMITS.firstLockoutSeconds * 2 ** earlier, SIGN_IN_LIMITS.longestLockoutSeconds);
      await this.pairs.block(pairKey, seconds);
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, seconds);
    }
  }
}
