import { loadConfig, type AppConfig } from './config';
import type { AppServices } from './context';
import { openDatabase, poolStats, replicaLagSeconds } from './infra/database';
import { observe, startMetricsServer } from './infra/metrics';
import { createJobQueue } from './infra/jobs';
import { createLogger } from './infra/logger';
import { createPubSub } from './infra/pubsub';
import { connectRedis } from './infra/redis';
import type { AppDefinition } from './app-definition';

export interface RunningWorker {
  /** The private metrics server (METRICS_PORT), when on. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * The worker role (`npm run worker`, ROLE=worker): the job queue's workers and its cron clock (push
 * delivery, reminders, scheduled upkeep) with the same services as the web role, and no HTTP server.
 * Several workers may run: pg-boss hands each job to one of them.
 */
export async function startAppWorker<S extends AppServices>(
  appDefinition: AppDefinition<S>,
  overrides: Partial<AppConfig> = {},
): Promise<RunningWorker> {
  const config = loadConfig(process.env, { ...overrides, role: 'worker' });
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const pubsub = createPubSub(config, logger);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger, config.redisKeyPrefix) : undefined;
  const jobs = createJobQueue(database.url, logger, {
    works: true,
    schemaStatementTimeoutMs: config.jobStatementTimeoutMs,
  });
  const services = appDefinition.createServices(database.knex, pubsub, config, jobs, logger, redis, database.reads);
  await jobs.start();
  const stopObserving = observe({
    pools: () => [poolStats('primary', database.knex)],
    queues: () => jobs.waiting(),
    replicaLagSeconds: () => replicaLagSeconds(database),
  });
  const metrics =
    config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.host);
  logger.info('Sacred Spaces worker is running jobs');
  return {
    metricsUrl: metrics?.url,
    async close() {
      stopObserving();
      await metrics?.close();
      await jobs.stop();
      await pubsub.close();
      await redis?.quit().catch(() => redis.disconnect());
      appDefinition.closeServices(services);
      await database.close();
    },
  };
}
