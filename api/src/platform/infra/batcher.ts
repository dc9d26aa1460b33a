/**
 * Runs many callers' lookups together: the calls that arrive while earlier batches are running go out as
 * the next batch, in one `run`. With nothing running a call goes out at once, alone, so a quiet server
 * answers as fast as before and a busy one makes one round trip for many callers. `run` answers one
 * output per input, in the same order.
 */
export class Batcher<I, O> {
  private waiting: Array<{ input: I; resolve(output: O): void; reject(error: unknown): void }> = [];
  private running = 0;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: { concurrency: number; maxBatch: number } = { concurrency: 2, maxBatch: 500 },
  ) {}

  call(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.start();
    });
  }

  private start(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.running += 1;
      void this.run(batch.map((entry) => entry.input))
        .then(
          (outputs) => batch.forEach((entry, index) => entry.resolve(outputs[index]!)),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          this.running -= 1;
          this.start();
        });
    }
  }
}
