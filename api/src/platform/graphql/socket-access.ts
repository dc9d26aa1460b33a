import type { PubSub } from '../infra/pubsub';

/**
 * Access that open WebSockets must lose at once: a session signed out, every session of a member
 * (account deleted), or a member whose journey ended. Published through the pub/sub, so that every
 * instance closes its own sockets; the client reconnects with what its cookie now allows, and
 * subscriptions it may no longer have are refused when it subscribes again.
 */
export const SOCKET_ACCESS_TOPIC = 'socket-access-revoked';

export type SocketAccessRevoked = { sessionId: string } | { userId: number };

export function revokeSocketAccess(pubsub: PubSub, revoked: SocketAccessRevoked): void {
  pubsub.publish(SOCKET_ACCESS_TOPIC, revoked);
}
