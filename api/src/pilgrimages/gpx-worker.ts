import { parentPort } from 'node:worker_threads';
import { GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { GpxError, parseGpx } from './gpx';
import type { GpxJob, GpxOutcome } from './gpx-reader';

// A worker thread that parses uploaded GPX, so a large file never blocks the server's event loop.
parentPort?.on('message', ({ id, text }: GpxJob) => {
  let outcome: GpxOutcome;
  try {
    outcome = { id, gpx: parseGpx(text) };
  } catch (error) {
    outcome = { id, error: error instanceof GpxError ? error.message : GPX_MESSAGES.malformed };
  }
  parentPort?.postMessage(outcome);
});
