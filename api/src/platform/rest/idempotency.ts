import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { JobQueue } from '../infra/jobs';
import { ConflictError, DomainError, errorBodyOf, httpStatusOf, ValidationError } from '../errors';

/**
 * Idempotency keys for writes a device may replay (offline writes sent when the network returns):
 * the first request with a key runs and its answer (status + body, refusals included) is kept; a
 * repeat with the same key and the same request gets that answer again without running anything.
 * Routes opt in with `idempotent: true` in the REST route table; the header is `Idempotency-Key`.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A first request that never finished (the process died) no longer holds its key after this. */
const ABANDONED_AFTER_MS = 60_000;
/** Keys are kept this long; a device offline longer than that may duplicate (documented). */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 128 letters, digits or -_.:',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

interface KeyRow {
  id: number;
  request_hash: string;
  status: number | null;
  body: unknown;
  created_at: Date;
}

export class IdempotencyStore {
  constructor(
    private readonly knex: Knex,
    jobs?: JobQueue,
  ) {
    jobs?.define('idempotency-keys-prune', async () => void (await this.prune()), {
      cron: '41 3 * * *',
      retryLimit: 0,
    });
  }

  /**
   * Runs `perform` once per (member, key). `perform` answers the success status and body; a domain
   * error (a refusal) is kept as the answer too, so a replay is refused the same way. Unexpected
   * errors release the key, so the device can try again.
   */
  async run(
    userId: number,
    key: string,
    request: { method: string; path: string; body: unknown },
    perform: () => Promise<{ status: number; body: unknown }>,
  ): Promise<StoredAnswer> {
    if (!KEY_PATTERN.test(key)) throw new ValidationError(IDEMPOTENCY_MESSAGES.invalidKey);
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');

    const claimed = await this.claim(userId, key, requestHash);
    if (!claimed) {
      const row = (await this.knex('idempotency_keys').where({ user_id: userId, key }).first()) as KeyRow | undefined;
      if (!row) return this.run(userId, key, request, perform);
      if (row.request_hash !== requestHash) throw new ConflictError(IDEMPOTENCY_MESSAGES.reused);
      if (row.status !== null) return { status: row.status, body: row.body, replayed: true };
      if (Date.now() - row.created_at.getTime() < ABANDONED_AFTER_MS)
        throw new ConflictError(IDEMPOTENCY_MESSAGES.inProgress);
      // Abandoned: take the key over (only one taker wins the update).
      const taken = await this.knex('idempotency_keys')
        .where({ id: row.id, status: null, created_at: row.created_at })
        .update({ created_at: this.knex.fn.now() });
      if (taken === 0) throw new ConflictError(IDEMPOTENCY_MESSAGES.inProgress);
    }

    let answer: { status: number; body: unknown };
    try {
      answer = await perform();
    } catch (error) {
      if (error instanceof DomainError && error.code !== 'UNAVAILABLE' && error.code !== 'RATE_LIMITED') {
        await this.complete(userId, key, httpStatusOf(error.code), errorBodyOf(error));
      } else {
        await this.knex('idempotency_keys').where({ user_id: userId, key }).whereNull('status').delete();
      }
      throw error;
    }
    await this.complete(userId, key, answer.status, answer.body);
    return { ...answer, replayed: false };
  }

  private async claim(userId: number, key: string, requestHash: string): Promise<boolean> {
    const inserted = await this.knex('idempotency_keys')
      .insert({ user_id: userId, key, request_hash: requestHash })
      .onConflict(['user_id', 'key'])
      .ignore()
      .returning('id');
    return inserted.length > 0;
  }

  private async complete(userId: number, key: string, status: number, body: unknown): Promise<void> {
    await this.knex('idempotency_keys')
      .where({ user_id: userId, key })
      .update({ status, body: body === undefined ? null : JSON.stringify(body) });
  }

  async prune(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    return this.knex('idempotency_keys').where('created_at', '<', cutoff).delete();
  }
}
