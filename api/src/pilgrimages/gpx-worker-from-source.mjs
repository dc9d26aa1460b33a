// Starts the GPX worker from its TypeScript source (tsx, vitest); the production bundle runs gpx-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./gpx-worker.ts');
