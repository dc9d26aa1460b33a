import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer, type BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Redis } from 'ioredis';
import { PROBE_PATHS, probeRouter } from './health';
import { countRequests, countStatementCancelled, markMount, observe } from '../infra/metrics';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { pinoHttp } from 'pino-http';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { API_MESSAGES } from '@sacred/core/messages';
import { type AppConfig } from '../config';
import type { AppServices, RequestContext } from '../context';
import { poolStats, type Database } from '../infra/database';
import type { AppDefinition } from '../app-definition';
import {
  DomainError,
  errorBodyOf,
  httpStatusOf,
  isDatabaseUnavailable,
  isStatementCancelled,
  RateLimitedError,
  STATEMENT_CANCELLED_RETRY_AFTER_SECONDS,
} from '../errors';
import { privateRequestMask, type LoggedRequest, type Logger } from '../infra/logger';
import { ownPages } from './web-pages';
import { spendGraphqlGuestRead } from '../limits/guest-reads';
import { capResponseSize } from './response-cap';
import { appSecret } from '../infra/app-keys';
import { type PubSub } from '../infra/pubsub';
import { refuseCostlyLists } from '../limits/list-cost';
import { graphqlProtection, refuseLargeDocuments, SOCKET_LIMITS } from '../graphql/graphql-limits';
import { planGraphqlQueries, readCountedByPlan } from '../graphql/graphql-plans';
import { formatGraphqlError } from '../graphql/graphql-errors';
import { serveGraphqlOverWebSocket } from '../graphql/graphql-socket';
import { gzipAssets } from './gzip-assets';
import { appOriginOf, isSameOrigin, requireSameOriginForWrites } from './origin';
import { securityHeaders } from './security-headers';
import { createRestRouter } from '../rest/rest';
import { openApiDocument } from '../rest/openapi';
import { renderDocsPage } from '../rest/openapi-page';
import { createSessions, signedInUserId, signIn, signOut, stash, stillSignedIn, take } from './session';
import { revokeSocketAccess } from '../graphql/socket-access';
import { refundGraphqlWrites, spendGraphqlWrites } from '../limits/write-budget';
import { clientNetworkOf, trustedProxies } from './trusted-proxies';
import { answerUnreadableRequests } from './unreadable-requests';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Marks the context of a planned query that went on to Apollo: it passed the checks and spent its read. */
const CHECKED_BY_PLAN = Symbol('checked by a GraphQL plan');

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the HTTP set-up needs from start-up. */
export interface HttpAppInput<S extends AppServices> {
  appDefinition: AppDefinition<S>;
  config: AppConfig;
  logger: Logger;
  database: Database;
  services: S;
  pubsub: PubSub;
  schema: GraphQLSchema;
  /** REDIS_URL's connection, for the readiness probe. */
  redis?: Redis;
}

export interface HttpApp {
  httpServer: Server;
  /** Closes the WebSockets whose sessions ended now, instead of at the next minute's check. */
  checkSocketSessions(): Promise<void>;
  /** Stops GraphQL (HTTP and WebSocket) and drains the server. */
  stopServing(): Promise<void>;
  /** Closes the session store's pool (after the jobs and services are down). */
  closeSessions(): Promise<void>;
  /** HTTP requests received and not yet answered (WebSocket upgrades are not requests here). */
  requestsInFlight(): number;
}

/**
 * The HTTP set-up: security headers, request ids and logs, /healthz, the REST reference and adapter,
 * GraphQL over HTTP and WebSocket, the domains' public routers, media, the web app, one error handler.
 */
export async function createHttpApp<S extends AppServices>({
  appDefinition,
  config,
  logger,
  database,
  services,
  pubsub,
  schema,
  redis,
}: HttpAppInput<S>): Promise<HttpApp> {
  const app = express();
  app.disable('x-powered-by');
  app.use(countRequests());
  app.use(securityHeaders(appDefinition.externalOrigins(services)));
  // Text answers of 1 KB or more are compressed for clients that accept it (brotli, else gzip): a map
  // viewport over a million altars is 130-160 KB of JSON, three seconds on a slow phone network, and a fifth
  // of that compressed. Gzip at its fastest level: level 6 saved 20% more bytes for 1.5x the CPU. Answers
  // already encoded (the assets' own gzip), images and WebSocket upgrades pass as they are.
  app.use(compression({ threshold: 1024, level: 1 }));
  // One rule for which X-Forwarded-For to believe, for HTTP here and for the WebSocket handshake.
  const trustProxy = trustedProxies(config.trustProxy);
  app.set('trust proxy', trustProxy);
  const httpServer = createServer(app);
  answerUnreadableRequests(httpServer);
  let requestsInFlight = 0;
  httpServer.on('request', (_req, res) => {
    requestsInFlight += 1;
    res.once('close', () => (requestsInFlight -= 1));
  });

  const sessionPool = new pg.Pool({ connectionString: database.url, max: 4 });
  // An idle client's error (the database restarting) must not crash the process.
  sessionPool.on('error', (error) => logger.warn({ err: error }, 'session store connection lost'));
  const sessionSecret =
    config.sessionSecret ??
    (await appSecret(database.knex, 'session-secret', () => randomBytes(48).toString('base64url')));
  const sessions = createSessions(sessionSecret, sessionPool, services.sessionCache);

  const contextOf = (req: Request, res: Response): RequestContext => ({
    services,
    requestId: String(req.id),
    logger: req.log,
    viewer: { userId: signedInUserId(req) },
    session: {
      signIn: (userId) => signIn(req, userId),
      signOut: async () => {
        const sessionId = req.session?.id;
        await signOut(req, res);
        // This session's open WebSockets (on every instance) lose what it could subscribe to.
        if (sessionId) revokeSocketAccess(pubsub, { sessionId });
      },
      stash: (key, value) => stash(req, key, value),
      take: (key) => take(req, key),
      id: () => (signedInUserId(req) === undefined ? undefined : req.session.id),
    },
    // Limits count IPv6 clients per /64.
    clientAddress: clientNetworkOf(req.ip ?? 'unknown'),
    appOrigin: appOriginOf(req, config.publicUrl),
  });

  const privateTraffic = privateRequestMask({
    paths: appDefinition.privatePaths ?? [],
    graphqlFields: appDefinition.privateGraphqlFields ?? [],
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => PROBE_PATHS.has(req.url ?? '') },
      serializers: { req: (req: LoggedRequest) => privateTraffic.mask(req) },
      // A private page's GraphQL operation, known once its body is read: logged without the request's details.
      customLogLevel: (req, res) => {
        if (!privateTraffic.namesPrivateField((req as Request).body)) return 'info';
        logger.info(
          {
            reqId: req.id,
            req: { method: req.method, url: (req as Request).originalUrl },
            res: { statusCode: res.statusCode },
          },
          'request completed',
        );
        return 'silent';
      },
    }),
  );

  let stopping = false;
  app.use(probeRouter({ database, redis, stopping: () => stopping }));

  const jsonBody = express.json({ limit: config.jsonBodyLimit });
  // The REST reference (docs/api.md): generated from the route table, public.
  app.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openApiDocument(appDefinition.routes, appDefinition.documentedPaths(), schema));
  });
  app.get('/api/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('html')
      .send(renderDocsPage(openApiDocument(appDefinition.routes, appDefinition.documentedPaths(), schema)));
  });
  app.use(
    '/api',
    markMount(),
    capResponseSize(config.responseMaxBytes),
    requireSameOriginForWrites,
    sessions.middleware,
    createRestRouter(appDefinition.routes, contextOf, config.jsonBodyLimit),
  );

  const stopObserving = observe({
    pools: () => [
      poolStats('primary', database.knex),
      ...(database.reads === database.knex ? [] : [poolStats('replica', database.reads)]),
      {
        pool: 'sessions',
        used: sessionPool.totalCount - sessionPool.idleCount,
        idle: sessionPool.idleCount,
        waiting: sessionPool.waitingCount,
      },
    ],
    openSockets: () => wsServer.clients.size,
    subscriptions: () => pubsub.listeningByKind(),
  });

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    // ws accepts 100 MiB messages by default; a subscribe message is a document and its variables.
    maxPayload: SOCKET_LIMITS.maxMessageBytes,
    verifyClient: ({ req }: { req: IncomingMessage }) => isSameOrigin(req),
  });
  const protection = graphqlProtection(config);
  const wsCleanup = serveGraphqlOverWebSocket({
    wsServer,
    pubsub,
    liveSessions: (signedIn) => stillSignedIn(sessionPool, signedIn),
    schema,
    services,
    logger,
    sessions,
    sessionSecret,
    graphqlIntrospection: config.graphqlIntrospection,
    protection,
    trustProxy,
    budget: config.socketBudget,
  });

  /** The checks and budgets every GraphQL operation over HTTP passes before it runs. */
  const checkOperation = async (
    ctx: RequestContext,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | undefined,
  ) => {
    refuseCostlyLists(document, operationName, variables, 'http', schema);
    await spendGraphqlWrites(ctx, document, operationName, 'http');
    await spendGraphqlGuestRead(ctx, document, operationName, 'http');
  };
  const apollo = new ApolloServer<BaseContext>({
    schema,
    introspection: config.graphqlIntrospection,
    formatError: formatGraphqlError(logger, protection.hideSuggestions),
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No field sets a cache hint, and Apollo's default cache-control plugin wraps every field's resolver
      // to look for one: on a list of 200 altars, 2,000 calls per answer for a header it never sends.
      ApolloServerPluginCacheControlDisabled(),
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ document, operationName, contextValue, request }) {
              // A planned query that went on to Apollo (its resolver failed) was checked and counted already.
              if (CHECKED_BY_PLAN in contextValue) return;
              await checkOperation(
                contextValue as unknown as RequestContext,
                document,
                operationName,
                request.variables,
              );
            },
          };
        },
      },
      {
        // A statement cancelled at the statement budget makes the whole answer a 503 with Retry-After, as REST.
        async requestDidStart() {
          return {
            async willSendResponse({ errors, response, document, operationName, contextValue }) {
              if (errors && document) {
                await refundGraphqlWrites(contextValue as unknown as RequestContext, document, operationName, errors);
              }
              if (!errors?.some((error) => isStatementCancelled(unwrapResolverError(error)))) return;
              countStatementCancelled();
              response.http.status = 503;
              response.http.headers.set('retry-after', String(STATEMENT_CANCELLED_RETRY_AFTER_SECONDS));
            },
          };
        },
      },
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    capResponseSize(config.responseMaxBytes),
    requireSameOriginForWrites,
    sessions.middleware,
    jsonBody,
    refuseLargeDocuments,
    planGraphqlQueries({
      schema,
      parseOptions: protection.parseOptions,
      validationRules: protection.validationRules,
      contextOf,
      beforeRun: checkOperation,
    }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const ctx = contextOf(req, res);
        return (readCountedByPlan(req) ? { ...ctx, [CHECKED_BY_PLAN]: true } : ctx) as unknown as BaseContext;
      },
    }),
  );

  // Public answers that are the same for everyone (no session read): map tiles, photos from object storage.
  for (const [path, router] of appDefinition.publicRouters(services, config)) app.use(path, markMount(), router);
  // Uploaded photos are named by the hash of their bytes: they never change.
  if (config.storage.kind === 'local')
    app.use(
      '/media/uploads',
      express.static(config.uploadsDir, {
        maxAge: '1y',
        immutable: true,
        fallthrough: false,
        setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
      }),
    );
  app.use('/media/seed', express.static(config.seedMediaDir, { maxAge: '30d', immutable: true, fallthrough: false }));

  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    app.use('/assets', gzipAssets(path.join(config.webDistDir, 'assets')));
    app.use('/assets', express.static(path.join(config.webDistDir, 'assets'), { maxAge: '1y', immutable: true }));
    app.use(
      express.static(config.webDistDir, {
        index: false,
        maxAge: 0,
        // The service worker and the manifest must be revalidated on every check for an update.
        setHeaders: (res, file) => {
          if (/(^|[\\/])(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/.test(file))
            res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    // The GraphQL explorer: its own page and bundle (web/graphiql.html), same origin as /graphql.
    app.get('/graphiql', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile('graphiql.html', { root: config.webDistDir });
    });
    // The SPA owns every other GET that wants a page; the router shows the not-found page itself. A few
    // paths have their own copy of the page (web/dist/pages.json: the map paths preload the map's code).
    const pages = ownPages(config.webDistDir);
    app.get(/.*/, (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      // A private page (a share link) names itself to our own origin in its requests' Referer, so the
      // request log can leave out who loaded its code and data; never to another site.
      if ((appDefinition.privatePaths ?? []).some((pattern) => new RegExp(pattern.source, 'i').test(req.path)))
        res.setHeader('Referrer-Policy', 'same-origin');
      // `root` keeps the dotfile check to the file's own name: an absolute path refuses any folder on the
      // way whose name starts with a dot (a checkout under ~/.local, /srv/.apps), and every page was a 404.
      res.sendFile(pages.get(req.path.replace(/(.)\/+$/, '$1')) ?? 'index.html', { root: config.webDistDir });
    });
  } else {
    logger.warn({ webDistDir: config.webDistDir }, 'web/dist is missing: run `npm run build` to serve the app');
  }

  app.use(errorHandler(logger));

  return {
    httpServer,
    checkSocketSessions: () => wsCleanup.checkSessions(),
    stopServing: () => {
      stopping = true;
      stopObserving();
      return apollo.stop();
    },
    closeSessions: () => sessionPool.end(),
    requestsInFlight: () => requestsInFlight,
  };
}

interface HttpError {
  status?: number;
  type?: string;
}

function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      // The session store failing to extend the session after the answer went out (the database away):
      // express-session still ends the answer; passing the error on would destroy the connection.
      if (isDatabaseUnavailable(error)) {
        (req.log ?? logger).warn({ err: error }, 'session not extended: the database is not answering');
        return;
      }
      return next(error);
    }
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(httpStatusOf(error.code)).json(errorBodyOf(error));
      return;
    }
    const { status, type } = (error ?? {}) as HttpError;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ message: API_MESSAGES.malformedJson });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ message: API_MESSAGES.bodyTooLarge });
      return;
    }
    if (status === 404) {
      res.status(404).json({ message: API_MESSAGES.routeNotFound });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      res.status(503).json({ message: API_MESSAGES.databaseUnavailable });
      return;
    }
    if (isStatementCancelled(error)) {
      countStatementCancelled();
      res.setHeader('Retry-After', String(STATEMENT_CANCELLED_RETRY_AFTER_SECONDS));
      res.status(503).json({ message: API_MESSAGES.databaseTooSlow });
      return;
    }
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ message: (error as Error).message || API_MESSAGES.invalidInput });
      return;
    }
    (req.log ?? logger).error({ err: error }, 'unexpected error');
    res.status(500).json({ message: API_MESSAGES.internal });
  };
}
