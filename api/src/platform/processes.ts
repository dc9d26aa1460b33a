import cluster from 'node:cluster';
import type { AppConfig } from './config';
import { openDatabase } from './infra/database';
import { createLogger } from './infra/logger';

/**
 * Several API processes on one port (node:cluster; the primary hands out connections round-robin), so
 * that every core serves requests. The primary prepares the database once (starts the embedded one,
 * migrates, seeds) and runs no HTTP itself; each worker runs the whole API on that database with
 * seeding off. Workers start one after another (the first may create files others then read, such as
 * generated VAPID keys) and a worker that dies is replaced.
 */
export async function runApiProcesses(config: AppConfig): Promise<{ url: string }> {
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  if (config.seed === 'demo') {
    const { seedDemoWorld } = await import('@sacred/db/seeds/demo-world');
    await seedDemoWorld(database.knex);
  }
  const workerEnv = { DATABASE_URL: database.url, SEED: 'none', API_PROCESSES: '1' };
  let stopping = false;

  let port = config.port;
  const fork = () =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork(workerEnv);
      worker.once('listening', (address) => {
        // Port 0: the first worker's random port is shared by the others.
        port = address.port;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        logger.warn({ pid: worker.process.pid, code, signal }, 'API process exited; starting another');
        void fork();
      });
    });
  for (let i = 0; i < config.apiProcesses; i += 1) await fork();
  const url = `http://127.0.0.1:${port}`;
  logger.info({ processes: config.apiProcesses, url }, 'Sacred Spaces is listening');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the API processes');
    const force = setTimeout(() => process.exit(1), 12_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    const exited = workers.map((worker) => new Promise((resolve) => worker?.once('exit', resolve)));
    for (const worker of workers) worker?.kill('SIGTERM');
    void Promise.all(exited)
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return { url };
}
