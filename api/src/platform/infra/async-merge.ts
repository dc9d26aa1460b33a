/** Merges async iterators: values from whichever yields first; `return` ends them all. */
export function mergeAsyncIterators<T>(sources: AsyncIterable<T>[]): AsyncIterableIterator<T> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const pending = new Map<number, Promise<{ index: number; result: IteratorResult<T> }>>();
  const pull = (index: number) => {
    const iterator = iterators[index] as AsyncIterator<T>;
    pending.set(
      index,
      iterator.next().then((result) => ({ index, result })),
    );
  };
  iterators.forEach((_, index) => pull(index));
  const merged: AsyncIterableIterator<T> = {
    async next() {
      while (pending.size > 0) {
        const { index, result } = await Promise.race(pending.values());
        if (result.done) {
          pending.delete(index);
          continue;
        }
        pull(index);
        return { value: result.value, done: false };
      }
      return { value: undefined, done: true };
    },
    async return() {
      pending.clear();
      await Promise.all(iterators.map((iterator) => iterator.return?.()));
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return merged;
    },
  };
  return merged;
}
