import { altarTileRouter } from './altars/altar-tile.routes';
import { ALTAR_CREATED } from './altars/altar-contribution.service';
import { basemapOperations } from './basemap/basemap.openapi';
import { createBasemapRouter } from './basemap/basemap.routes';
import type { AppConfig } from './platform/config';
import express from 'express';
import { servePhotoFiles } from './media/photo-files';
import { startAppServer, type AppDefinition, type RunningServer } from './platform/server';
import { startAppWorker, type RunningWorker } from './platform/worker';
import { RESOLVERS } from './resolvers';
import { REST_ROUTES } from './routes';
import { createServices, type Services } from './services';

/**
 * Sacred Spaces as the platform serves it: the composition root's services (services.ts), REST routes
 * (routes.ts), GraphQL resolvers (resolvers.ts) and the domains' background work.
 */
export const SACRED_SPACES: AppDefinition<Services> = {
  createServices,
  routes: REST_ROUTES,
  resolvers: RESOLVERS,
  // The altar layer as vector tiles: public, the same for everyone, no session.
  publicRouters: (services, config) => [
    ['/tiles/altars', altarTileRouter(services.altarTiles)],
    // The basemap: styles, glyphs and sprite under /map, tiles under /tiles/basemap and /tiles/terrain.
    ['/', createBasemapRouter(services.basemap, services.tileArchives, services.mapAssets)],
    // Photos kept in object storage are served from our origin too (the local directory is static files).
    ...(config.storage.kind === 's3'
      ? [
          ['/media/uploads', express.Router().get('/:name', servePhotoFiles(services.photoStorage))] satisfies [
            string,
            express.Router,
          ],
        ]
      : []),
  ],
  externalOrigins: (services) => services.basemap.externalOrigins(),
  documentedPaths: basemapOperations,
  // Walk safe share links: the request log keeps neither the token nor anything about the viewer.
  privatePaths: [/^\/share\/([^/?#]+)/i, /^\/api\/walk-shares\/([^/?#]+)/i],
  privateGraphqlFields: ['sharedWalk', 'countSharedWalkView', 'sharedWalkUpdated'],
  closeServices: (services) => {
    services.photoStorage.close?.();
    void services.pilgrimageGpx.close();
  },
  startBackgroundWork(services, pubsub) {
    // The configured OSM extract becomes the path network (skipped when the same file is already in).
    services.pathNetwork.startImport();
    // Periodic upkeep (activity refresh, session pruning) runs as pg-boss jobs (periodic-jobs.ts).
    const stopWatching = services.push.watchNewAltars(pubsub, ALTAR_CREATED);
    const stopPolling = services.publicMapAnswers?.start();
    return () => {
      stopWatching();
      stopPolling?.();
    };
  },
};

/** Starts the whole app: database (embedded unless DATABASE_URL), GraphQL, REST, WebSocket, web. */
export function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer<Services>> {
  return startAppServer(SACRED_SPACES, overrides);
}
export type { RunningServer };

/** The worker role (`npm run worker`, ROLE=worker): the jobs with the same services, no HTTP server. */
export function startWorker(overrides: Partial<AppConfig> = {}): Promise<RunningWorker> {
  return startAppWorker(SACRED_SPACES, overrides);
}
