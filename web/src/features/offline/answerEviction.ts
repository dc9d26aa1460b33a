/** What the answers store knows of each kept answer, without reading the answer itself. */
export interface AnswerUsage {
  key: string;
  /** Size of the answer as stored (its JSON text, UTF-16 code units x 2 as the browser counts strings). */
  bytes: number;
  /** When it was last written or served. */
  usedAt: number;
}

/**
 * Least recently used first: the keys to remove so that the kept answers fit in `capBytes`.
 * Ties (same usedAt) go by key, so the choice is the same on every run.
 */
export function answersToEvict(entries: readonly AnswerUsage[], capBytes: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  if (total <= capBytes) return [];
  const oldestFirst = [...entries].sort((a, b) => a.usedAt - b.usedAt || (a.key < b.key ? -1 : 1));
  const evicted: string[] = [];
  for (const entry of oldestFirst) {
    if (total <= capBytes) break;
    evicted.push(entry.key);
    total -= entry.bytes;
  }
  return evicted;
}

/** Bytes a JSON text takes in IndexedDB, near enough for a budget: two per UTF-16 code unit. */
export const storedBytes = (json: string): number => json.length * 2;
