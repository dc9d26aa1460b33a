import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { RateLimitedError } from '../platform/errors';
import { createLimiter, refusalOf, secondsUntil, type LimiterStore } from '../platform/limits/limiters';

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
   * addresses the member signed in from in the last 30 days go on as before, and any other address is
   * answered by email (AccountService.login): the right password is never refused, and never signs in
   * without the link.
   */
  perAccount: { points: 20, durationSeconds: 15 * MINUTE },
  knownAddressSeconds: 30 * DAY,
  /** The window of the sign-ups allowed per address (SIGNUP_RATE_LIMIT_PER_HOUR). */
  signupWindowSeconds: 60 * MINUTE,
} as const;

/** Emails and addresses are hashed into the keys: short, and no email sits in Redis in the clear. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

export interface SignInAttempt {
  /**
   * Set when the account is past its limit for addresses the member never used and this is one: a
   * session needs more than the password. The window ends in `retryAfterSeconds`.
   */
  accountUnderAttack?: { retryAfterSeconds: number };
  /** The password was right: the account and address start afresh, and the address becomes known. */
  succeeded(): Promise<void>;
}

export class SignInGuard {
  private readonly pairs: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;
  private readonly accounts: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;
  private readonly signups: RateLimiterAbstract | undefined;

  constructor(
    store: LimiterStore,
    /** Sign-ups an hour per address (each may send a confirmation email); undefined: no limit. */
    signupsPerHour: number | undefined,
  ) {
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
    this.signups =
      signupsPerHour === undefined
        ? undefined
        : createLimiter(store, {
            keyPrefix: 'sign-up-address',
            points: signupsPerHour,
            durationSeconds: limits.signupWindowSeconds,
          });
  }

  /** Counts a sign-up from this address, or throws RateLimited (with the seconds to wait). */
  async admitSignup(clientAddress: string): Promise<void> {
    if (!this.signups) return;
    try {
      await this.signups.consume(keyOf(clientAddress));
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManySignups, secondsUntil(refusal), 'sign-up');
    }
  }

  /** Counts one attempt, or throws RateLimited (with the seconds to wait) without the password being checked. */
  async admit(email: string, clientAddress: string): Promise<SignInAttempt> {
    const accountKey = keyOf(email);
    const pairKey = keyOf(email, clientAddress);
    const addressKey = keyOf(clientAddress);
    await this.count(this.addresses, addressKey);
    await this.countPair(pairKey);
    const known = (await this.knownAddresses.get(pairKey)) !== null;
    const accountUnderAttack = known ? undefined : await this.countAccount(accountKey);
    return {
      accountUnderAttack,
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

  /** The member proved the address another way (a link sent to their email): it becomes known. */
  async trust(email: string, clientAddress: string): Promise<void> {
    const pairKey = keyOf(email, clientAddress);
    await Promise.all([
      this.pairs.delete(pairKey),
      this.lockouts.delete(pairKey),
      this.knownAddresses.set(pairKey, 1, SIGN_IN_LIMITS.knownAddressSeconds),
    ]);
  }

  /** Counts an attempt from an unknown address; past the allowance, says how long the window has left. */
  private async countAccount(accountKey: string): Promise<{ retryAfterSeconds: number } | undefined> {
    try {
      await this.accounts.consume(accountKey);
      return undefined;
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      return { retryAfterSeconds: secondsUntil(refusal) };
    }
  }

  private async count(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, secondsUntil(refusal), 'sign-in');
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
        throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, secondsUntil(refusal), 'sign-in');
      const earlier = (await this.lockouts.get(pairKey))?.consumedPoints ?? 0;
      await this.lockouts.penalty(pairKey, 1);
      const seconds = Math.min(SIGN_IN_LIMITS.firstLockoutSeconds * 2 ** earlier, SIGN_IN_LIMITS.longestLockoutSeconds);
      await this.pairs.block(pairKey, seconds);
      throw new RateLimitedError(ACCOUNT_MESSAGES.tooManyAttempts, seconds, 'sign-in');
    }
  }
}
