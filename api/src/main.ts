import cluster from 'node:cluster';
import { startServer, startWorker } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { runApiProcesses } from './platform/processes';

try {
  const config = loadConfig();
  if (config.role === 'worker') {
    // ROLE=worker (`npm run worker`) runs the jobs without serving.
    stopOnSignals(await startWorker());
  } else if (cluster.isPrimary && config.apiProcesses > 1) {
    await runApiProcesses(config);
  } else {
    stopOnSignals(await startServer());
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

function stopOnSignals(server: { close(): Promise<void> }): void {
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
}
