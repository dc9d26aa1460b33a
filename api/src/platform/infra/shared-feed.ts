/**
 * One source per key, fanned out to every listener of that key: a value the source yields (a page read
 * once from the database, say) reaches each listener without being computed again. The source is
 * opened by the first listener and closed when the last one leaves or the source ends. Values are
 * states, each superseding the last: a listener slower than the source receives only the newest.
 */
export class SharedFeed<T> {
  private readonly hubs = new Map<string, Hub<T>>();

  /** Listeners of a key right now (the cap a caller enforces reads this). */
  listeners(key: string): number {
    return this.hubs.get(key)?.listeners.size ?? 0;
  }

  /** A listener's values from the key's shared source, opened with `open` when none runs yet. */
  async listen(key: string, open: () => Promise<AsyncIterator<T>>): Promise<AsyncIterableIterator<T>> {
    let hub = this.hubs.get(key);
    if (!hub) {
      const opened: Hub<T> = new Hub(await open(), () => {
        if (this.hubs.get(key) === opened) this.hubs.delete(key);
      });
      hub = opened;
      // Another listener may have opened the key while this one waited for its source.
      const raced = this.hubs.get(key);
      if (raced) {
        await hub.close();
        hub = raced;
      } else {
        this.hubs.set(key, hub);
      }
    }
    return hub.add();
  }
}

class Hub<T> {
  readonly listeners = new Set<Listener<T>>();
  private running = false;

  constructor(
    private readonly source: AsyncIterator<T>,
    private readonly onClosed: () => void,
  ) {}

  add(): AsyncIterableIterator<T> {
    const listener = new Listener<T>(() => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) void this.close();
    });
    this.listeners.add(listener);
    if (!this.running) void this.pump();
    return listener;
  }

  private async pump(): Promise<void> {
    this.running = true;
    try {
      for (;;) {
        const result = await this.source.next();
        if (result.done) break;
        for (const listener of this.listeners) listener.push(result.value);
      }
    } catch {
      // A source that fails ends its listeners, as the end of the source does.
    }
    for (const listener of this.listeners) listener.end();
    this.onClosed();
  }

  async close(): Promise<void> {
    this.onClosed();
    await this.source.return?.();
  }
}

/** One listener: the newest value not yet taken. */
class Listener<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private done = false;

  constructor(private readonly onReturn: () => void) {}

  push(value: T): void {
    if (this.done) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
    } else {
      this.queue = [value];
    }
  }

  end(): void {
    this.done = true;
    this.waiting?.({ value: undefined, done: true });
    this.waiting = undefined;
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queue.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    this.queue = [];
    this.onReturn();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
