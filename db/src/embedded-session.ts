import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is one PostgreSQL session; pglite-socket shares it between client connections by queueing
 * their wire-protocol messages. Its own queue switches connections between any two messages, so one
 * client's Parse/Bind/Execute could run between another's, which destroys the other's unnamed statement
 * and portal ("portal does not exist", rows of the wrong query, and a queue that stops after an error).
 *
 * This queue hands the session to one connection for a whole protocol exchange: until its Sync or simple
 * Query has run, and for as long as that leaves an explicit transaction open. Other connections wait.
 */
const EXTENDED_PROTOCOL_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));
const ERROR_RESPONSE = 'E'.charCodeAt(0);
const READY_FOR_QUERY = 'Z'.charCodeAt(0);

/**
 * The backend messages of `output` without a ReadyForQuery that follows an ErrorResponse, and whether it
 * held an error. PGlite answers an extended-protocol message that fails with ErrorResponse and then
 * ReadyForQuery at once, where PostgreSQL sends ReadyForQuery only for the client's Sync: a client then
 * takes the first as the end of its query and the Sync's as the end of its next one, and every answer
 * after that belongs to the query before ("unexpected commandComplete", rows of another query).
 */
function withoutEarlyReady(output: Uint8Array): { bytes: Uint8Array; failed: boolean } {
  const kept: Uint8Array[] = [];
  let failed = false;
  for (let offset = 0; offset + 5 <= output.length;) {
    const type = output[offset]!;
    const length = 1 + new DataView(output.buffer, output.byteOffset + offset + 1, 4).getInt32(0);
    const message = output.subarray(offset, offset + length);
    offset += length;
    if (type === ERROR_RESPONSE) failed = true;
    if (!(failed && type === READY_FOR_QUERY)) kept.push(message);
  }
  return { bytes: Buffer.concat(kept), failed };
}

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

export class EmbeddedSessionQueue {
  private readonly queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection holding the session, or null when any may take it. */
  private owner: number | null = null;
  /** A connection whose exchange failed: its messages are skipped until its Sync, as PostgreSQL does. */
  private failed: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let index = this.queue.length - 1; index >= 0; index--) {
      const item = this.queue[index]!;
      if (item.handlerId !== handlerId) continue;
      this.queue.splice(index, 1);
      item.reject(new Error('Handler disconnected'));
    }
  }

  /** A connection that goes away mid-exchange gives the session back, rolling back what it left open. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.failed === handlerId) this.failed = null;
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }

  private next(): QueuedMessage | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const midExchange = EXTENDED_PROTOCOL_MESSAGES.has(item.message[0]!);
        if (midExchange && this.failed === item.handlerId) {
          item.resolve(0);
          continue;
        }
        if (!midExchange && this.failed === item.handlerId) this.failed = null;
        let bytes = 0;
        const held: Uint8Array[] = [];
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                // An extended message's answer is held until it is whole, to drop an early ReadyForQuery.
                if (midExchange) held.push(data.slice());
                else {
                  bytes += data.length;
                  item.onData(data);
                }
              },
            }),
          );
          if (midExchange && held.length > 0) {
            const { bytes: answer, failed } = withoutEarlyReady(Buffer.concat(held));
            if (failed) this.failed = item.handlerId;
            bytes += answer.length;
            if (answer.length > 0) item.onData(answer);
          }
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        this.owner = midExchange || this.db.isInTransaction() ? item.handlerId : null;
      }
    } finally {
      this.processing = false;
    }
  }
}
