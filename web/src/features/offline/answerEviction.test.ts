import { describe, expect, it } from 'vitest';
import { answersToEvict, storedBytes } from './answerEviction';

describe('the bounded answers store', () => {
  const entry = (key: string, bytes: number, usedAt: number) => ({ key, bytes, usedAt });

  it('evicts nothing while the answers fit the cap', () => {
    expect(answersToEvict([entry('a', 400, 1), entry('b', 600, 2)], 1000)).toEqual([]);
  });

  it('evicts the least recently used first, only as many as needed', () => {
    const entries = [entry('map-1', 500, 30), entry('altar-3', 300, 10), entry('me', 100, 50), entry('map-2', 400, 20)];
    // 1300 bytes against a cap of 800: the two oldest (altar-3 at 10, map-2 at 20) go.
    expect(answersToEvict(entries, 800)).toEqual(['altar-3', 'map-2']);
    // A recently served answer is kept even when it is the largest.
    expect(answersToEvict(entries, 1000)).toEqual(['altar-3']);
  });

  it('orders ties by key so the choice is stable', () => {
    expect(answersToEvict([entry('b', 10, 5), entry('a', 10, 5), entry('c', 10, 6)], 15)).toEqual(['a', 'b']);
  });

  it('counts two bytes per character of the stored JSON', () => {
    expect(storedBytes(JSON.stringify({ id: 1 }))).toBe(16);
  });
});
