import type { PubSub } from '../platform/infra/pubsub';
import type { SessionCache } from '../platform/http/session-cache';
import { revokeSocketAccess } from '../platform/graphql/socket-access';

/**
 * Sessions just deleted from the store end everywhere at once: gone from the session cache every
 * instance reads, and their open sockets closed (through the pub/sub, on every instance).
 */
export class SessionEnding {
  constructor(
    private readonly sessionCache: SessionCache,
    private readonly pubsub: PubSub,
  ) {}

  async close(ended: string[]): Promise<void> {
    await this.sessionCache.forget(ended);
    for (const sessionId of ended) revokeSocketAccess(this.pubsub, { sessionId });
  }

  /** The member's sockets of any session close too. */
  closeSocketsOf(userId: number): void {
    revokeSocketAccess(this.pubsub, { userId });
  }
}
