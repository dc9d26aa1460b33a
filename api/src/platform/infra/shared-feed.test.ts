import { describe, expect, it } from 'vitest';
import { SharedFeed } from './shared-feed';

/** A source the test pushes values into, and that records whether it was closed. */
function pushSource() {
  const values: number[] = [];
  let wake: (() => void) | undefined;
  const source = {
    closed: false,
    push(value: number) {
      values.push(value);
      wake?.();
    },
    next(): Promise<IteratorResult<number>> {
      const value = values.shift();
      if (value !== undefined) return Promise.resolve({ value, done: false });
      if (source.closed) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        wake = () => {
          wake = undefined;
          void source.next().then(resolve);
        };
      });
    },
    return(): Promise<IteratorResult<number>> {
      source.closed = true;
      wake?.();
      return Promise.resolve({ value: undefined, done: true });
    },
  };
  return source;
}

describe('a shared feed', () => {
  it('gives every listener of a key each value of one source, and closes it with the last listener', async () => {
    const feed = new SharedFeed<number>();
    const source = pushSource();
    let opened = 0;
    const open = () => Promise.resolve((opened++, source));
    const first = await feed.listen('walk', open);
    const second = await feed.listen('walk', open);
    expect(opened).toBe(1);
    expect(feed.listeners('walk')).toBe(2);
    source.push(7);
    expect(await first.next()).toEqual({ value: 7, done: false });
    expect(await second.next()).toEqual({ value: 7, done: false });
    await first.return?.();
    expect(source.closed).toBe(false);
    await second.return?.();
    expect(source.closed).toBe(true);
    expect(feed.listeners('walk')).toBe(0);
  });

  it('keeps one source when two first listeners open the key at once', async () => {
    const feed = new SharedFeed<number>();
    const sources = [pushSource(), pushSource()];
    let opened = 0;
    const open = async () => {
      const source = sources[opened++] as ReturnType<typeof pushSource>;
      await Promise.resolve();
      return source;
    };
    const [first, second] = await Promise.all([feed.listen('walk', open), feed.listen('walk', open)]);
    expect(feed.listeners('walk')).toBe(2);
    expect(sources.filter((source) => source.closed)).toHaveLength(1);
    const kept = sources.find((source) => !source.closed) as ReturnType<typeof pushSource>;
    kept.push(3);
    expect(await first?.next()).toEqual({ value: 3, done: false });
    expect(await second?.next()).toEqual({ value: 3, done: false });
  });
});
