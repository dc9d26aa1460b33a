import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Codes of answers that say "not now" rather than "no": the write waits in the outbox for another try. */
const TRY_LATER = new Set(['UNAVAILABLE', 'RATE_LIMITED']);

/**
 * Whether a failed mutation never reached a server that could judge it (no network on the trail, the
 * server or its database away, too many writes at once) rather than being refused. Those writes are
 * kept on the device and sent by the outbox; refusals are shown.
 */
export function notDelivered(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((entry) => TRY_LATER.has(String(entry.extensions?.code)));
}
