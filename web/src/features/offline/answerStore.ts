import { OFFLINE_ANSWERS_MAX_BYTES } from '@sacred/core/offline';
import { answersToEvict, storedBytes, type AnswerUsage } from './answerEviction';
import { hasIndexedDb, isQuotaError, openDatabase } from './idb';

/**
 * GraphQL answers kept on the device as they were seen online (offlineQueries.ts), in their own
 * database so that neither a full quota nor a clear-out here can touch the outbox or the downloads.
 * `answers` holds the data, `usage` its size and last use (read without loading the data): after each
 * write the least recently used answers go until the total fits OFFLINE_ANSWERS_MAX_BYTES.
 */
type AnswerStoreName = 'answers' | 'usage';

const answersDb = openDatabase<AnswerStoreName>('sacred-spaces-answers', 1, (db) => {
  if (!db.objectStoreNames.contains('answers')) db.createObjectStore('answers');
  if (!db.objectStoreNames.contains('usage')) db.createObjectStore('usage', { keyPath: 'key' });
});

const capBytes = OFFLINE_ANSWERS_MAX_BYTES;

async function removeKeys(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await answersDb.transact(['answers', 'usage'], 'readwrite', (transaction) => {
    const answers = transaction.objectStore('answers');
    const usage = transaction.objectStore('usage');
    for (const key of keys) {
      answers.delete(key);
      usage.delete(key);
    }
    return () => undefined;
  });
}

/** Evicts least recently used answers until the total is within `limit` bytes. */
async function shrinkTo(limit: number): Promise<void> {
  const usage = await answersDb.all<AnswerUsage>('usage');
  await removeKeys(answersToEvict(usage, limit));
}

export async function readAnswer(key: string): Promise<unknown> {
  if (!hasIndexedDb()) return undefined;
  const data = await answersDb.get<unknown>('answers', key);
  if (data === undefined) return undefined;
  // Served again: it becomes the most recently used (a failure here only loses the ordering).
  const usage = await answersDb.get<AnswerUsage>('usage', key);
  if (usage) await answersDb.put('usage', { ...usage, usedAt: Date.now() }).catch(() => undefined);
  return data;
}

async function write(key: string, data: unknown, bytes: number): Promise<void> {
  await answersDb.transact(['answers', 'usage'], 'readwrite', (transaction) => {
    transaction.objectStore('answers').put(data, key);
    transaction.objectStore('usage').put({ key, bytes, usedAt: Date.now() } satisfies AnswerUsage);
    return () => undefined;
  });
}

/**
 * Keeps an answer and evicts the least recently used beyond the cap. An answer larger than the
 * whole cap is not kept. When the browser's quota is full, half the cap is freed and the write tried
 * once more; if it still fails the answer is dropped (answers are a convenience, never a member's data).
 */
export async function keepAnswerData(key: string, data: unknown): Promise<void> {
  if (!hasIndexedDb()) return;
  const bytes = storedBytes(JSON.stringify(data));
  if (bytes > capBytes) return;
  try {
    await write(key, data, bytes);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await shrinkTo(capBytes / 2);
    await write(key, data, bytes).catch(() => undefined);
  }
  await shrinkTo(capBytes);
}

/** Frees space for something that matters more (an outbox write the quota refused): all answers go. */
export async function dropAllAnswers(): Promise<void> {
  if (!hasIndexedDb()) return;
  await answersDb.clear('answers');
  await answersDb.clear('usage');
}
