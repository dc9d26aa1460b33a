import express, { type Request, type Response, type Router } from 'express';
import { API_MESSAGES } from '@sacred/core/messages';
import { altarRoutes } from '../altars/altar.routes';
import type { RequestContext } from './context';
import { NotFoundError } from './errors';

export interface RestRequest {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One documented REST path: how to read it and which service answers it. */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** Success status; 200 unless stated. */
  status?: number;
  handle(request: RestRequest, ctx: RequestContext): Promise<unknown>;
}

export const REST_ROUTES: RestRoute[] = [...altarRoutes];

/** The REST adapter: a table of routes over the same services GraphQL uses. */
export function createRestRouter(contextOf: (req: Request) => RequestContext): Router {
  const router = express.Router();
  for (const route of REST_ROUTES) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const result = await route.handle(
        { params: req.params as Record<string, string>, query: req.query as Record<string, unknown>, body: req.body },
        contextOf(req),
      );
      if (result === undefined) res.status(route.status ?? 204).end();
      else res.status(route.status ?? 200).json(result);
    });
  }
  router.use(() => {
    throw new NotFoundError(API_MESSAGES.routeNotFound);
  });
  return router;
}
