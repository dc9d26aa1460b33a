import { dropAllAnswers } from './answerStore';
import { hasIndexedDb, idb, isQuotaError } from './idb';
import { HttpError, request } from '../../app/http';

/**
 * Writes made on the device (journal entries, reviews, rituals; a live journey's beginning, positions,
 * checkpoints and chat messages when the network is away) go through this outbox: kept in IndexedDB, sent in order when the network is
 * there, each with its own Idempotency-Key so a replay after a lost answer never duplicates.
 * A refusal (4xx) is kept with the server's message until the member dismisses it: nothing is
 * silently lost. Network failures, 5xx, 429 and 401 (signed out) leave the write waiting.
 */
export type OutboxKind = 'journey' | 'journal' | 'review' | 'ritual' | 'location' | 'checkpoint' | 'message';

export interface OutboxItem {
  /** Also the Idempotency-Key. */
  id: string;
  kind: OutboxKind;
  /** What the member sees in the list ("Journal entry: Dawn at the ridge"). */
  label: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  createdAt: number;
  status: 'waiting' | 'refused';
  /** The server's message for a refusal. */
  error?: string;
  /**
   * A write that makes a record the device named for itself (a journey begun offline): the paths of the
   * writes after it carry this name as a segment, and the server's answer `id` replaces it once sent.
   */
  mints?: string;
}

export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'sent'; item: OutboxItem; response: unknown }
  /** A screen that tells the member about the refusal itself sets `toldByScreen`: the app-wide toast stays away. */
  | { type: 'refused'; item: OutboxItem; toldByScreen?: boolean };

const listeners = new Set<(event: OutboxEvent) => void>();
export function onOutbox(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? `w-${crypto.randomUUID()}`
    : `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export async function outboxItems(): Promise<OutboxItem[]> {
  if (!hasIndexedDb()) return [];
  return (await idb.all<OutboxItem>('outbox')).sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * A member's write is worth more than any kept answer: when the quota refuses it, the kept answers
 * (answerStore.ts, a separate database) are all dropped and the write is tried once more.
 */
async function keepItem(item: OutboxItem): Promise<void> {
  try {
    await idb.put('outbox', item);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await dropAllAnswers();
    await idb.put('outbox', item);
  }
}

export type QueuedWrite = Omit<OutboxItem, 'id' | 'createdAt' | 'status' | 'error'>;

/** The path with each device-made name replaced by the server's id for it. */
function withServerIds(item: OutboxItem, minted: ReadonlyMap<string, string>): OutboxItem {
  let path = item.path;
  for (const [name, id] of minted)
    path = path
      .split('/')
      .map((segment) => (segment === name ? id : segment))
      .join('/');
  return path === item.path ? item : { ...item, path };
}

/** The writes still waiting, moved onto the server's ids (kept so, across reloads). */
async function moveOntoServerIds(minted: ReadonlyMap<string, string>): Promise<void> {
  for (const waiting of await outboxItems()) {
    const moved = withServerIds(waiting, minted);
    if (moved !== waiting) await idb.put('outbox', moved);
  }
  emit({ type: 'changed' });
}

/** Keeps the write on the device and tries to send it now. Resolves with whether it was sent. */
export async function queueWrite(write: QueuedWrite): Promise<{ id: string; sent: boolean; refused?: string }> {
  const item: OutboxItem = { ...write, id: newKey(), createdAt: Date.now(), status: 'waiting' };
  await keepItem(item);
  emit({ type: 'changed' });
  await flushOutbox();
  const after = await idb.get<OutboxItem>('outbox', item.id);
  if (!after) return { id: item.id, sent: true };
  return after.status === 'refused' ? { id: item.id, sent: false, refused: after.error } : { id: item.id, sent: false };
}

/**
 * Like queueWrite for writes where only the newest counts (a journey's position): when the last write
 * waiting is one to the same path, it is replaced instead of queueing another behind it, unless
 * `keepLast` (given the last write and the one before it) says the last one is worth keeping too.
 */
export async function queueLatest(
  write: QueuedWrite,
  keepLast: (last: OutboxItem, before: OutboxItem | undefined) => boolean = () => false,
): Promise<{ id: string; sent: boolean; refused?: string }> {
  // Never while sending: the item being sent must not change under its Idempotency-Key.
  const items = flushing ? [] : await outboxItems();
  const last = items.at(-1);
  const same = last?.status === 'waiting' && last.kind === write.kind && last.path === write.path;
  // The same write waiting already (a position kept again before a checkpoint): nothing to add.
  if (same && JSON.stringify(last.body) === JSON.stringify(write.body)) return { id: last.id, sent: false };
  if (
    last?.status === 'waiting' &&
    last.kind === write.kind &&
    last.path === write.path &&
    !keepLast(last, items.at(-2))
  ) {
    await keepItem({ ...last, ...write });
    emit({ type: 'changed' });
    return { id: last.id, sent: false };
  }
  return queueWrite(write);
}

export async function dismissOutboxItem(id: string): Promise<void> {
  await idb.delete('outbox', id);
  emit({ type: 'changed' });
}

/** Transient answers: try again later. */
const RETRY_LATER = new Set([401, 408, 425, 429]);
const IN_PROGRESS = /still being processed/;

let flushing: Promise<void> | undefined;

/** Sends the waiting writes in order; stops at the first network failure. One run at a time per tab. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    const run = async () => {
      const minted = new Map<string, string>();
      for (const kept of await outboxItems()) {
        if (kept.status !== 'waiting') continue;
        const item = withServerIds(kept, minted);
        let answer: unknown;
        try {
          answer = await request<unknown>(item.method, item.path, item.body, {
            headers: { 'Idempotency-Key': item.id },
          });
        } catch (error) {
          if (!(error instanceof HttpError)) return; // offline: keep everything for the next try
          if (error.status >= 500 || RETRY_LATER.has(error.status)) return;
          if (error.status === 409 && IN_PROGRESS.test(error.message)) return;
          const refused: OutboxItem = { ...item, status: 'refused', error: error.message };
          await idb.put('outbox', refused);
          emit({ type: 'refused', item: refused });
          continue;
        }
        // The server named what the device made: the writes after it go to that name from now on.
        const id = (answer as { id?: unknown } | null)?.id;
        if (item.mints && (typeof id === 'number' || typeof id === 'string')) {
          minted.set(item.mints, String(id));
          await moveOntoServerIds(minted);
        }
        await idb.delete('outbox', item.id);
        emit({ type: 'sent', item, response: answer });
      }
    };
    // Across tabs, one sender at a time (the keys make a double send harmless, this just saves requests).
    if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('sacred-outbox', run);
    else await run();
  })().finally(() => {
    flushing = undefined;
    emit({ type: 'changed' });
  });
  return flushing;
}

let started = false;

/** Sends waiting writes now, whenever the network returns, and every half minute as a fallback. */
export function startOutbox(): void {
  if (started || !hasIndexedDb()) return;
  started = true;
  const flush = () => void flushOutbox().catch(() => undefined);
  window.addEventListener('online', flush);
  setInterval(() => {
    if (navigator.onLine) flush();
  }, 30_000);
  flush();
}
