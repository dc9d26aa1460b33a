import express, { type Request, type Response, type Router } from 'express';
import { API_MESSAGES } from '@sacred/core/messages';
import { accountRoutes } from '../accounts/account.routes';
import { altarRoutes } from '../altars/altar.routes';
import { moonRoutes } from '../moon/moon.routes';
import { weatherRoutes } from '../weather/weather.routes';
import { authorize, type Access } from './authorization';
import type { RequestContext } from './context';
import { NotFoundError } from './errors';

export interface RestRequest {
  /** The full URL as the client asked for it. */
  url: URL;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** An answer that sends the browser elsewhere (for paths the spec uses as navigation). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** A JSON answer the browser saves as a file. */
export class Download {
  constructor(
    readonly filename: string,
    readonly body: unknown,
  ) {}
}

/** One documented REST path: who may call it, how to read it and which service answers it. */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** public (guests too), member (signed in), self (/users/:id of the signed-in member). Default public. */
  access?: Access;
  /** Success status; 200 unless stated. */
  status?: number;
  handle(request: RestRequest, ctx: RequestContext): Promise<unknown>;
}

export const REST_ROUTES: RestRoute[] = [...accountRoutes, ...altarRoutes, ...moonRoutes, ...weatherRoutes];

function send(res: Response, route: RestRoute, result: unknown): void {
  if (result instanceof Redirect) {
    res.redirect(303, result.location);
  } else if (result instanceof Download) {
    res
      .attachment(result.filename)
      .type('application/json')
      .send(JSON.stringify(result.body, null, 2));
  } else if (result === undefined) {
    res.status(204).end();
  } else {
    res.status(route.status ?? 200).json(result);
  }
}

/** The REST adapter: a table of routes over the same services GraphQL uses. */
export function createRestRouter(contextOf: (req: Request, res: Response) => RequestContext): Router {
  const router = express.Router();
  for (const route of REST_ROUTES) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const ctx = contextOf(req, res);
      authorize(route.access ?? 'public', ctx, req.params);
      const result = await route.handle(
        {
          url: new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`),
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
        },
        ctx,
      );
      res.setHeader('Cache-Control', 'no-store');
      send(res, route, result);
    });
  }
  router.use(() => {
    throw new NotFoundError(API_MESSAGES.routeNotFound);
  });
  return router;
}
