import { altarTileRouter } from './altars/altar-tile.routes';
import { ALTAR_CREATED } from './altars/altar.service';
import type { AppConfig } from './platform/config';
import { startAppServer, type AppDefinition, type RunningServer } from './platform/server';
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
  publicRouters: (services) => [['/tiles/altars', altarTileRouter(services.altarTiles)]],
  startBackgroundWork(services, pubsub, logger) {
    const stopWatchingAltars = services.push.watchNewAltars(pubsub, ALTAR_CREATED);
    const stopRefreshingActivity = services.altarActivity.refreshPeriodically(logger);
    return () => {
      stopRefreshingActivity();
      stopWatchingAltars();
    };
  },
};

/** Starts the whole app: database (embedded unless DATABASE_URL), GraphQL, REST, WebSocket, web. */
export function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer<Services>> {
  return startAppServer(SACRED_SPACES, overrides);
}
export type { RunningServer };
