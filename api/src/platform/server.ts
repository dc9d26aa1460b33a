import type { AddressInfo } from 'node:net';
import { underSchemaLock } from '@sacred/db/migrator';
import { loadConfig, type AppConfig } from './config';
import type { AppServices } from './context';
import { openDatabase, replicaLagSeconds } from './infra/database';
import { observe, startMetricsServer } from './infra/metrics';
import { createJobQueue } from './infra/jobs';
import { createLogger } from './infra/logger';
import { createPubSub } from './infra/pubsub';
import { buildGraphqlSchema } from './graphql/schema';
import { connectRedis } from './infra/redis';

import type { AppDefinition } from './app-definition';
import { createHttpApp } from './http/http-app';

export type { AppDefinition } from './app-definition';

export interface RunningServer<S extends AppServices = AppServices> {
  url: string;
  /** The private metrics server (METRICS_PORT), when on. */
  metricsUrl: string | undefined;
  config: AppConfig;
  services: S;
  /** Closes the WebSockets whose sessions ended now, instead of at the next minute's check. */
  checkSocketSessions(): Promise<void>;
  /** Subscriptions on this instance listening on a pub/sub topic (see `PubSub.listening`). */
  listening(topic: string): number;
  /** Resolves once the subscriptions held so far also hear other instances' events (see `PubSub.settled`). */
  settled(): Promise<void>;
  /**
   * HTTP requests received and not yet answered. From the moment one is counted, closing the server lets
   * it finish: a test waits on this, never on a pause.
   */
  requestsInFlight(): number;
  close(): Promise<void>;
}

/** Starts an app: database (embedded unless DATABASE_URL), GraphQL, REST, WebSocket, web. */
export async function startAppServer<S extends AppServices>(
  appDefinition: AppDefinition<S>,
  overrides: Partial<AppConfig> = {},
): Promise<RunningServer<S>> {
  const config = loadConfig(process.env, overrides);
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  if (config.seed === 'demo') {
    const { seedDemoWorld } = await import('@sacred/db/seeds/demo-world');
    // Instances starting together seed one after the other; the second finds the world there.
    const counts = await underSchemaLock(database.knex, () => seedDemoWorld(database.knex));
    logger.info(counts, 'demo world ready');
  }
  const pubsub = createPubSub(config, logger);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger, config.redisKeyPrefix) : undefined;
  const jobs = createJobQueue(database.url, logger, {
    works: config.role !== 'web',
    schemaStatementTimeoutMs: config.jobStatementTimeoutMs,
  });
  const services = appDefinition.createServices(database.knex, pubsub, config, jobs, logger, redis, database.reads);
  await jobs.start();
  const stopBackgroundWork = appDefinition.startBackgroundWork(services, pubsub, logger);
  const schema = await buildGraphqlSchema(pubsub, appDefinition.resolvers);

  const http = await createHttpApp({ appDefinition, config, logger, database, services, pubsub, schema, redis });
  await new Promise<void>((resolve) => http.httpServer.listen(config.port, config.host, resolve));
  const { port } = http.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const stopObserving = observe({
    queues: () => jobs.waiting(),
    replicaLagSeconds: () => replicaLagSeconds(database),
  });
  const metrics =
    config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.host);
  services.mailer.listeningAt(url);
  logger.info({ url }, 'Sacred Spaces is listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    metricsUrl: metrics?.url,
    config,
    services,
    checkSocketSessions: () => http.checkSocketSessions(),
    listening: (topic) => pubsub.listening(topic),
    settled: () => pubsub.settled(),
    requestsInFlight: () => http.requestsInFlight(),
    close() {
      closing ??= (async () => {
        stopBackgroundWork();
        stopObserving();
        await metrics?.close();
        await http.stopServing();
        await jobs.stop();
        await pubsub.close();
        await redis?.quit().catch(() => redis.disconnect());
        appDefinition.closeServices(services);
        services.mailer.close();
        await http.closeSessions();
        await database.close();
        await services.tileArchives.close();
      })();
      return closing;
    },
  };
}
