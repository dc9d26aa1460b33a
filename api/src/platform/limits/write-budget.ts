import { HeaderMap } from '@apollo/server';
import { API_MESSAGES } from '@sacred/core/messages';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionNode,
} from 'graphql';
import { isDatabaseUnavailable, isStatementCancelled, RateLimitedError, UnavailableError } from '../errors';
import type { RequestContext, Viewer } from '../context';

/** How many writes one member (or one network address, for guests) may make. */
export interface WriteBudgetRule {
  /** Writes that may come at once, e.g. an offline outbox sent when the network is back. */
  burst: number;
  /** Writes per minute refilled after the burst is spent. */
  perMinute: number;
}

/** Spends writes of a member's (or guest address's) budget, or throws RateLimitedError with the seconds to wait. */
export interface WriteLimit {
  spend(viewer: Viewer, clientAddress: string, cost?: number): void | Promise<void>;
  /** Gives back writes that were spent but not made, up to a full budget. */
  refund(viewer: Viewer, clientAddress: string, cost?: number): void | Promise<void>;
}

/** Whose budget a write spends: the member's, or a guest's network address. */
export const writerKeyOf = (viewer: Viewer, clientAddress: string) =>
  viewer.userId === undefined ? `address:${clientAddress}` : `member:${viewer.userId}`;

/**
 * A write the server could not make: the database was away or cancelled the statement (a 503). Nothing of it
 * was kept, and the writer is told to try again: it must not cost them twice.
 */
export function isWriteNotMade(error: unknown): boolean {
  return error instanceof UnavailableError || isDatabaseUnavailable(error) || isStatementCancelled(error);
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Past this many tracked keys, the ones whose budget is full again are forgotten, at most once a second. */
const PRUNE_ABOVE = 20_000;
const PRUNE_EVERY_MS = 1_000;

/**
 * A token bucket per writer, in this process: every REST write and GraphQL mutation spends one token.
 * Kept in memory because it is asked on every write (a database round trip each would cost more than
 * the write itself). With several API instances (REDIS_URL set), SharedWriteBudget keeps one budget instead.
 */
export class WriteBudget implements WriteLimit {
  private readonly buckets = new Map<string, Bucket>();
  private nextPruneAt = 0;

  constructor(
    private readonly rule: WriteBudgetRule | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends `cost` writes of the viewer's budget, or throws RateLimitedError with the seconds to wait. */
  spend(viewer: Viewer, clientAddress: string, cost = 1): void {
    const rule = this.rule;
    if (!rule || cost <= 0) return;
    const key = writerKeyOf(viewer, clientAddress);
    const now = this.now();
    const perMs = rule.perMinute / 60_000;
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(rule.burst, bucket.tokens + (now - bucket.updatedAt) * perMs) : rule.burst;
    // A single request may never cost more than a full budget, or it could never pass.
    const price = Math.min(cost, rule.burst);
    if (tokens < price) {
      this.buckets.set(key, { tokens, updatedAt: now });
      throw new RateLimitedError(
        API_MESSAGES.tooManyWrites,
        Math.max(1, Math.ceil((price - tokens) / perMs / 1000)),
        'writes',
      );
    }
    if (!bucket && this.buckets.size >= PRUNE_ABOVE && now >= this.nextPruneAt) {
      // Many writers at once (say, from many addresses) must not make every new one scan them all.
      this.nextPruneAt = now + PRUNE_EVERY_MS;
      this.forgetFullBuckets(now, perMs, rule.burst);
    }
    this.buckets.set(key, { tokens: tokens - price, updatedAt: now });
  }

  refund(viewer: Viewer, clientAddress: string, cost = 1): void {
    const rule = this.rule;
    const key = writerKeyOf(viewer, clientAddress);
    const bucket = this.buckets.get(key);
    if (!rule || cost <= 0 || !bucket) return;
    const now = this.now();
    const tokens = bucket.tokens + (now - bucket.updatedAt) * (rule.perMinute / 60_000);
    this.buckets.set(key, { tokens: Math.min(rule.burst, tokens + Math.min(cost, rule.burst)), updatedAt: now });
  }

  private forgetFullBuckets(now: number, perMs: number, burst: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * perMs >= burst) this.buckets.delete(key);
    }
  }
}

/** Each root field of a mutation is one write; queries and subscriptions cost nothing. */
export function writesOf(document: DocumentNode, operationName?: string | null): number {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const count = (selections: readonly SelectionNode[], seen: Set<string>): number =>
    selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + 1;
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet.selections, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return sum;
      return sum + count(fragment.selectionSet.selections, new Set([...seen, name]));
    }, 0);
  return count(operation.selectionSet.selections, new Set());
}

/**
 * Spends the operation's writes of the caller's budget; a spent budget becomes a GraphQL error with the
 * code RATE_LIMITED and retryAfterSeconds, over HTTP also a 429 with Retry-After.
 */
export async function spendGraphqlWrites(
  ctx: RequestContext,
  document: DocumentNode,
  operationName: string | null | undefined,
  transport: 'http' | 'websocket',
): Promise<void> {
  try {
    await ctx.services.writeBudget.spend(ctx.viewer, ctx.clientAddress, writesOf(document, operationName));
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const retryAfter = String(error.retryAfterSeconds);
    throw new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        retryAfterSeconds: error.retryAfterSeconds,
        ...(transport === 'http'
          ? { http: { status: 429, headers: new HeaderMap([['retry-after', retryAfter]]) } }
          : {}),
      },
    });
  }
}

/**
 * Gives back the writes of a mutation's root fields that failed because the server could not make them
 * (isWriteNotMade); an error of the whole operation gives back all of its writes.
 */
export async function refundGraphqlWrites(
  ctx: RequestContext,
  document: DocumentNode,
  operationName: string | null | undefined,
  errors: readonly GraphQLError[],
): Promise<void> {
  const spent = writesOf(document, operationName);
  if (spent === 0) return;
  const notMade = errors.filter((error) => isWriteNotMade(error.originalError ?? error));
  if (notMade.length === 0) return;
  const fields = new Set(notMade.map((error) => error.path?.[0]));
  const refunded = fields.has(undefined) ? spent : Math.min(spent, fields.size);
  await ctx.services.writeBudget.refund(ctx.viewer, ctx.clientAddress, refunded);
}
