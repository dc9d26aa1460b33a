import { ConfigError, loadConfig } from './platform/config';
import { startServer } from './platform/server';
import { startWorker } from './platform/worker';

try {
  // ROLE=worker (`npm run worker`) runs the jobs without serving; `all` and `web` serve.
  const role = loadConfig().role;
  const server = role === 'worker' ? await startWorker() : await startServer();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
