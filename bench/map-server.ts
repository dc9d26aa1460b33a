/**
 * The API server for bench/map-queries.ts and bench/live-subscribers.ts, in a process of its own so that
 * its RSS and CPU are its own: `startServer` on BENCH_SERVER_DATABASE_URL without seeding; prints
 * "listening <url>". Started with an IPC channel, it answers the message 'memory' with its
 * process.memoryUsage(), after a full garbage collection when run with --expose-gc.
 */
import cluster from 'node:cluster';
import { writeHeapSnapshot } from 'node:v8';
import { startServer } from '../api/src/app';
import { loadConfig, type AppConfig } from '../api/src/platform/config';
import { runApiProcesses } from '../api/src/platform/processes';

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_SERVER_DATABASE_URL is required');
const overrides: Partial<AppConfig> = {
  databaseUrl,
  port: 0,
  host: '127.0.0.1',
  seed: 'none',
  logLevel: 'warn',
  // The benchmarks play hundreds of people from one address (their sign-ups are one guest's writes).
  writeRateLimit: undefined,
};
// BENCH_API_PROCESSES above 1: the API as `API_PROCESSES=n npm start` runs it (node:cluster; the
// forked workers run this file again and take the branch below).
const processes = loadConfig({ ...process.env, API_PROCESSES: process.env.BENCH_API_PROCESSES }).apiProcesses;
if (cluster.isPrimary && processes > 1) {
  const { url } = await runApiProcesses(loadConfig(process.env, { ...overrides, apiProcesses: processes }));
  console.log(`listening ${url}`);
} else {
  await serveHere();
}

async function serveHere(): Promise<void> {
  const server = await startServer(overrides);
  if (cluster.isPrimary) console.log(`listening ${server.url}`);
  const stop = () => {
    // Keep-alive sockets of the load generator can hold the drain; do not wait for them for long.
    setTimeout(() => process.exit(0), 2000).unref();
    void server.close().then(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (typeof message === 'string' && message.startsWith('heap-snapshot:')) {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ snapshot: writeHeapSnapshot(message.slice('heap-snapshot:'.length)) });
      return;
    }
    if (message !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
