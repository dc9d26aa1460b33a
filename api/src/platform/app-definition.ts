import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Router } from 'express';
import type { AppConfig } from './config';
import type { AppServices } from './context';
import type { JobQueue } from './infra/jobs';
import type { Logger } from './infra/logger';
import type { PubSub } from './infra/pubsub';
import type { RestRoute } from './rest/rest';
import type { ResolverClasses } from './graphql/schema';

/** What the composition root (api/src/app.ts) gives the platform to serve: its services, routes and resolvers. */
export interface AppDefinition<S extends AppServices> {
  createServices(
    knex: Knex,
    pubsub: PubSub,
    config: AppConfig,
    jobs: JobQueue,
    logger: Logger,
    /** Set with REDIS_URL: limits shared by every instance. */
    redis: Redis | undefined,
    /** The read replica (DATABASE_REPLICA_URL) for map, feed and profile reads; the primary without one. */
    reads: Knex,
  ): S;
  /** Origins outside ours that pages may load from (a hosted basemap), added to the CSP. */
  externalOrigins(services: S): string[];
  /** Documented paths served outside the route table (OpenAPI operations). */
  documentedPaths(): Record<string, object>;
  /**
   * Paths that carry a secret (the first capture group) and must not record who opened them: the request
   * log masks the secret and leaves out the client's address and headers (logger.ts maskPrivateRequest).
   */
  privatePaths?: RegExp[];
  /** GraphQL fields read by those paths' pages: their operations are logged like the paths. */
  privateGraphqlFields?: string[];
  /** Releases what the services hold open (clients of outside stores), after the server stopped. */
  closeServices(services: S): void;
  routes: RestRoute[];
  resolvers: ResolverClasses;
  /** Routers mounted without sessions, by path: answers that are the same for everyone. */
  publicRouters(services: S, config: AppConfig): Array<[path: string, router: Router]>;
  /** Starts the domains' own background work (timers, event watchers); answers how to stop it. */
  startBackgroundWork(services: S, pubsub: PubSub, logger: Logger): () => void;
}
