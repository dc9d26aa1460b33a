import cluster from 'node:cluster';
import { startServer } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { runApiProcesses } from './platform/processes';

try {
  if (cluster.isPrimary && loadConfig().apiProcesses > 1) {
    await runApiProcesses(loadConfig());
  } else {
    await serveInThisProcess();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

async function serveInThisProcess(): Promise<void> {
  const server = await startServer();
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
