import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './platform/config';
import { startTelemetry } from './platform/infra/telemetry';

try {
  const config = loadConfig();
  // Traces (OTEL_EXPORTER_OTLP_ENDPOINT) patch http, express, pg, ioredis and graphql as they load: the
  // app is imported only after telemetry has started.
  const telemetry = await startTelemetry(config);
  const { startServer, startWorker } = await import('./app');
  const { runApiProcesses } = await import('./platform/processes');
  if (config.role === 'worker') {
    // ROLE=worker (`npm run worker`) runs the jobs without serving.
    stopOnSignals(await startWorker(), telemetry);
  } else if (cluster.isPrimary && config.apiProcesses > 1) {
    await runApiProcesses(config);
  } else {
    stopOnSignals(await startServer(), telemetry);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

/** Stops on SIGTERM or SIGINT: the server drains, then the spans still buffered are sent. */
function stopOnSignals(server: { close(): Promise<void> }, telemetry: { shutdown(): Promise<void> } | undefined): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      async () => {
        await telemetry?.shutdown().catch(() => undefined);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
