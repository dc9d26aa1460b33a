import { HeaderMap } from '@apollo/server';
import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_MESSAGES } from '@sacred/core/messages';
import type { RequestContext, Viewer } from '../context';
import { RateLimitedError } from '../errors';
import { createLimiter, refusalOf, secondsUntil, type LimiterStore } from './limiters';

/**
 * Reads by guests, counted per network address: every REST GET of the route table and every
 * GraphQL query operation, over HTTP or the WebSocket. Members are not counted here (the list cost and
 * the response cap bound what any one read can take). Map tiles, photos and static files are not API
 * reads and are not counted. In Redis when REDIS_URL is set (every instance shares the counters), else
 * in this process.
 */
export class GuestReadBudget {
  private readonly limiter: RateLimiterAbstract | undefined;

  constructor(perMinute: number | undefined, store: LimiterStore) {
    this.limiter = perMinute
      ? createLimiter(store, { keyPrefix: 'guest-reads', points: perMinute, durationSeconds: 60 })
      : undefined;
  }

  async spend(viewer: Viewer, clientAddress: string): Promise<void> {
    if (!this.limiter || viewer.userId !== undefined) return;
    try {
      await this.limiter.consume(`address:${clientAddress}`);
    } catch (rejection) {
      const refusal = refusalOf(rejection);
      if (!refusal) throw rejection;
      throw new RateLimitedError(API_MESSAGES.tooManyReads, secondsUntil(refusal), 'guest-reads');
    }
  }
}

/** A GraphQL query operation spends one guest read; a spent budget is RATE_LIMITED (over HTTP a 429). */
export async function spendGraphqlGuestRead(
  ctx: RequestContext,
  document: DocumentNode,
  operationName: string | null | undefined,
  transport: 'http' | 'websocket',
): Promise<void> {
  if (getOperationAST(document, operationName)?.operation !== 'query') return;
  try {
    await ctx.services.guestReads.spend(ctx.viewer, ctx.clientAddress);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        retryAfterSeconds: error.retryAfterSeconds,
        ...(transport === 'http'
          ? { http: { status: 429, headers: new HeaderMap([['retry-after', String(error.retryAfterSeconds)]]) } }
          : {}),
      },
    });
  }
}
