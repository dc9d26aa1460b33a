import { notDelivered } from './notDelivered';
import { queueWrite, type QueuedWrite } from './outbox';

/**
 * A member's write made where the network may be away: sent now through GraphQL; when it cannot
 * reach the server, kept in the outbox as its REST twin with its own Idempotency-Key and sent when the
 * network returns. Answers 'sent' or 'kept'; a refusal by the server is thrown as it came.
 */
export async function sendOrKeep(send: () => Promise<unknown>, write: QueuedWrite): Promise<'sent' | 'kept'> {
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (!notDelivered(error)) throw error;
    const kept = await queueWrite(write);
    if (kept.refused) throw new Error(kept.refused, { cause: error });
    return kept.sent ? 'sent' : 'kept';
  }
}

/** What an outbox label shows of a member's text. */
export const labelText = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}...` : text);
