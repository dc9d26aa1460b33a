import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

describe('Batcher', () => {
  it('runs a call at once when idle, and the calls made meanwhile together, each answered its own', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new Batcher<number, string>(
      async (inputs) => {
        batches.push(inputs);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return inputs.map((input) => `answer ${input}`);
      },
      { concurrency: 1, maxBatch: 3 },
    );
    const first = batcher.call(1);
    const later = [2, 3, 4, 5].map((input) => batcher.call(input));
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5']);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('rejects every call of a failed batch, and runs the next batch', async () => {
    let failing = true;
    const batcher = new Batcher<number, number>(async (inputs) => {
      if (failing) throw new Error('database away');
      return inputs;
    });
    const refused = await Promise.allSettled([batcher.call(1), batcher.call(2)]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect(await batcher.call(3)).toBe(3);
  });
});
