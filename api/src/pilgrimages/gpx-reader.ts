import { Worker } from 'node:worker_threads';
import { GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { GpxError, type ParsedGpx } from './gpx';

export interface GpxJob {
  id: number;
  text: string;
}

export type GpxOutcome = { id: number; gpx: ParsedGpx } | { id: number; error: string };

/** A parse that takes longer than this is given up and its worker replaced. */
const PARSE_TIMEOUT_MS = 15_000;

/**
 * In the production bundle the worker is `gpx-worker.js` beside the chunk this module was bundled
 * into; run from source (tsx, vitest) it is TypeScript, started through tsx's loader.
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './gpx-worker-from-source.mjs' : './gpx-worker.js',
  import.meta.url,
);

interface Pending {
  resolve: (gpx: ParsedGpx) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Parses GPX on one worker thread, started on first use and kept for the next upload: the event loop
 * keeps answering other requests while a large file is read. Uploads wait their turn on the worker.
 */
export class GpxReader {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  read(text: string): Promise<ParsedGpx> {
    const worker = this.workerThread();
    const id = this.nextId++;
    return new Promise<ParsedGpx>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.restart(new GpxError(GPX_MESSAGES.tooSlow));
      }, PARSE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, text } satisfies GpxJob);
    });
  }

  /** Stops the worker thread; a later read starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new GpxError(GPX_MESSAGES.malformed));
    await worker?.terminate();
  }

  private workerThread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL);
    // An idle worker never keeps the process alive.
    worker.unref();
    worker.on('message', (outcome: GpxOutcome) => {
      const job = this.pending.get(outcome.id);
      if (!job) return;
      this.pending.delete(outcome.id);
      clearTimeout(job.timer);
      if ('gpx' in outcome) job.resolve(outcome.gpx);
      else job.reject(new GpxError(outcome.error));
    });
    worker.on('error', (error) => this.restart(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.restart(new Error('The GPX worker stopped.'));
    });
    this.worker = worker;
    return worker;
  }

  private restart(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(error);
    void worker?.terminate();
  }

  private failAll(error: Error): void {
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.pending.clear();
  }
}
