import express, { type Request, type Response, type Router } from 'express';
import type { AnyObjectSchema } from 'yup';
import { API_MESSAGES } from '@sacred/core/messages';
import { accountRoutes } from '../accounts/account.routes';
import { altarRoutes } from '../altars/altar.routes';
import { communityRoutes } from '../community/community.routes';
import { journalRoutes } from '../journal/journal.routes';
import { journeyRoutes } from '../journeys/journey.routes';
import { photoRoutes } from '../media/photo.routes';
import { moonRoutes } from '../moon/moon.routes';
import { offlineRoutes } from '../offline/offline.routes';
import { pilgrimageRoutes } from '../pilgrimages/pilgrimage.routes';
import { placeRoutes } from '../places/place.routes';
import { profileRoutes } from '../profiles/profile.routes';
import { pushRoutes } from '../push/push.routes';
import { reviewRoutes } from '../reviews/review.routes';
import { ritualRoutes } from '../rituals/ritual.routes';
import { weatherRoutes } from '../weather/weather.routes';
import { authorize, type Access } from './authorization';
import type { RequestContext } from './context';
import { NotFoundError } from './errors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { readMultipart, type MultipartLimits, type UploadedFile } from './multipart';

export interface RestRequest {
  /** The full URL as the client asked for it. */
  url: URL;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
  /** Files of a multipart route. */
  files?: UploadedFile[];
}

/** An answer that sends the browser elsewhere (for paths the spec uses as navigation). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** An answer the browser saves as a file: JSON (the default), or text of another type sent as it is. */
export class Download {
  constructor(
    readonly filename: string,
    readonly body: unknown,
    readonly contentType: string = 'application/json',
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
  /** A JSON body larger than the default limit, or a multipart upload. */
  body?: { jsonLimit: string } | { multipart: MultipartLimits };
  /** Honours an `Idempotency-Key` header (a replayed offline write answers as the first time; see idempotency.ts). */
  idempotent?: boolean;
  /** One short line for the reference (OpenAPI summary, /api/docs). */
  summary?: string;
  /** The core/ yup schemas the service validates the query string or JSON body with (for OpenAPI). */
  schema?: { query?: AnyObjectSchema; body?: AnyObjectSchema };
  /** The domain the route belongs to (OpenAPI tag); REST_ROUTES sets it from the table below. */
  tag?: string;
  handle(request: RestRequest, ctx: RequestContext): Promise<unknown>;
}

/** The route table by domain; the domain names the OpenAPI tag. */
const ROUTE_GROUPS: Array<[tag: string, routes: RestRoute[]]> = [
  ['Accounts', accountRoutes],
  ['Altars', altarRoutes],
  ['Community', communityRoutes],
  ['Journal', journalRoutes],
  ['Live journeys', journeyRoutes],
  ['Moon', moonRoutes],
  ['Offline', offlineRoutes],
  ['Photos', photoRoutes],
  ['Pilgrimages', pilgrimageRoutes],
  ['Places', placeRoutes],
  ['Profiles', profileRoutes],
  ['Push', pushRoutes],
  ['Reviews', reviewRoutes],
  ['Rituals', ritualRoutes],
  ['Weather', weatherRoutes],
];

export const REST_ROUTES: RestRoute[] = ROUTE_GROUPS.flatMap(([tag, routes]) =>
  routes.map((route) => ({ tag, ...route })),
);

function send(res: Response, route: RestRoute, result: unknown): void {
  if (result instanceof Redirect) {
    res.redirect(303, result.location);
  } else if (result instanceof Download) {
    res
      .attachment(result.filename)
      .type(result.contentType)
      .send(result.contentType === 'application/json' ? JSON.stringify(result.body, null, 2) : String(result.body));
  } else if (result === undefined) {
    res.status(204).end();
  } else {
    res.status(route.status ?? 200).json(result);
  }
}

/** The REST adapter: a table of routes over the same services GraphQL uses. */
export function createRestRouter(
  contextOf: (req: Request, res: Response) => RequestContext,
  defaultJsonLimit: string,
): Router {
  const router = express.Router();
  const mount = (route: RestRoute, ...bodyParsers: express.RequestHandler[]) => {
    router[route.method](route.path, ...bodyParsers, async (req: Request, res: Response) => {
      const ctx = contextOf(req, res);
      authorize(route.access ?? 'public', ctx, req.params);
      if (route.method !== 'get') await ctx.services.writeBudget.spend(ctx.viewer, ctx.clientAddress);
      const files =
        route.body && 'multipart' in route.body ? (await readMultipart(req, route.body.multipart)).files : undefined;
      const handle = () =>
        route.handle(
          {
            url: new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`),
            params: req.params as Record<string, string>,
            query: req.query as Record<string, unknown>,
            body: req.body,
            files,
          },
          ctx,
        );
      res.setHeader('Cache-Control', 'no-store');
      const key = route.idempotent ? req.get(IDEMPOTENCY_HEADER) : undefined;
      if (key === undefined || ctx.viewer.userId === undefined) return send(res, route, await handle());
      const answer = await ctx.services.idempotency.run(
        ctx.viewer.userId,
        key,
        { method: req.method, path: req.path, body: req.body },
        async () => ({ status: route.status ?? 200, body: await handle() }),
      );
      if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
      if (answer.body === undefined || answer.body === null) res.status(204).end();
      else res.status(answer.status).json(answer.body);
    });
  };
  // Routes with their own body handling come first, so the default JSON limit never sees them.
  for (const route of REST_ROUTES) {
    if (route.body && 'jsonLimit' in route.body) mount(route, express.json({ limit: route.body.jsonLimit }));
    else if (route.body) mount(route);
  }
  router.use(express.json({ limit: defaultJsonLimit }));
  for (const route of REST_ROUTES) if (!route.body) mount(route);
  router.use(() => {
    throw new NotFoundError(API_MESSAGES.routeNotFound);
  });
  return router;
}
