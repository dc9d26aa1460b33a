import type { Knex } from 'knex';

/** How often an instance reads the map's data version. */
export const MAP_VERSION_POLL_MS = 500;

/** Answers kept at most; the least recently used go first. */
const MAX_ANSWERS = 5_000;
/** Bytes of the answers that say their size (tiles, written JSON) kept at most, least recently used out first. */
const MAX_SIZED_BYTES = 64 * 1024 * 1024;

/**
 * Public map answers (a guest's viewport, the altar tiles: the same for everyone) kept in this process
 * while the map's data version holds (migration 20261201221000: a sequence every committed change to the
 * altars moves on). Each instance reads the version every MAP_VERSION_POLL_MS, so a change is seen by
 * every instance within a poll; an answer computed under an older version is never served. Nothing that
 * depends on the viewer is kept here: a member's own sensitive altars are read for them every time.
 */
export class PublicMapAnswers {
  private version: string | undefined;
  /** The version moved at the last poll: what was computed since may have read before its commit. */
  private justMoved = false;
  private readonly answers = new Map<string, { version: string; answer: Promise<unknown>; bytes: number }>();
  private sizedBytes = 0;

  constructor(private readonly knex: Knex) {}

  /**
   * The answer for `key` under the current version, computed once; computed every time while it is unknown.
   * `sizeOf` (bytes) counts it against MAX_SIZED_BYTES once it is there.
   */
  answer<T>(key: string, compute: () => Promise<T>, sizeOf?: (answer: T) => number): Promise<T> {
    const version = this.version;
    if (version === undefined) return compute();
    const found = this.answers.get(key);
    if (found) this.answers.delete(key);
    if (found && found.version === version) {
      this.answers.set(key, found);
      return found.answer as Promise<T>;
    }
    if (found) this.sizedBytes -= found.bytes;
    const answer = compute();
    const entry = { version, answer: answer as Promise<unknown>, bytes: 0 };
    this.answers.set(key, entry);
    if (this.answers.size > MAX_ANSWERS) this.forgetOldest();
    answer.then(
      (value) => {
        if (!sizeOf || this.answers.get(key) !== entry) return;
        entry.bytes = sizeOf(value);
        this.sizedBytes += entry.bytes;
        while (this.sizedBytes > MAX_SIZED_BYTES && this.answers.size > 1) this.forgetOldest();
      },
      () => {
        if (this.answers.get(key) === entry) this.forget(key, entry);
      },
    );
    return answer;
  }

  private forgetOldest(): void {
    const [key, entry] = this.answers.entries().next().value as [string, { bytes: number }];
    this.forget(key, entry);
  }

  private forget(key: string, entry: { bytes: number }): void {
    this.answers.delete(key);
    this.sizedBytes -= entry.bytes;
  }

  private forgetAll(): void {
    this.answers.clear();
    this.sizedBytes = 0;
  }

  /** Reads the version now and every MAP_VERSION_POLL_MS; answers how to stop. */
  start(): () => void {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const poll = async () => {
      await this.readVersion();
      if (!stopped) timer = setTimeout(() => void poll(), MAP_VERSION_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      this.version = undefined;
      this.forgetAll();
    };
  }

  private async readVersion(): Promise<void> {
    try {
      const result = await this.knex.raw<{ rows: Array<{ version: string }> }>(
        "SELECT last_value::text || ':' || is_called::text AS version FROM altars_map_version",
      );
      const version = result.rows[0]?.version;
      if (version !== this.version) {
        // Nothing was kept while the version was unknown: only a move from a known one needs a second look.
        this.justMoved = this.version !== undefined;
        this.forgetAll();
        this.version = version;
      } else if (this.justMoved) {
        // Seen moving a poll ago, perhaps a moment before its commit was visible: computed afresh once more.
        this.forgetAll();
        this.justMoved = false;
      }
    } catch {
      // The version unknown (the database away): every answer is computed until it is read again.
      this.version = undefined;
      this.forgetAll();
    }
  }
}
