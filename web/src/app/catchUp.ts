/**
 * Events published while the socket was down never arrive (the server keeps no backlog per client):
 * graphql-ws subscribes again by itself when it reconnects, and on every connection after the first this
 * refetches what is on screen (chat, live updates, walkers, companions, anything else), so nothing missed
 * is silently lost.
 */
export function catchUpOnReconnect(refetchActive: () => Promise<unknown>): () => void {
  let connectedBefore = false;
  return () => {
    if (connectedBefore) void refetchActive().catch(() => undefined);
    connectedBefore = true;
  };
}
