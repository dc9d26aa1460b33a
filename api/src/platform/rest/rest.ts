import express, { type Request, type Response, type Router } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AnswerValue, RouteAnswer } from './answers';
import { API_MESSAGES } from '@sacred/core/messages';
import { authorize, type Access } from '../http/authorization';
import type { RequestContext } from '../context';
import { NotFoundError } from '../errors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { JsonText, SharedJsonText } from './json-text';
import { readMultipart, type MultipartLimits, type UploadedFile } from '../http/multipart';
import { validateInput } from './validation';
import { isWriteNotMade } from '../limits/write-budget';

export interface RestRequest<
  Query = Record<string, unknown>,
  Body = unknown,
  Member = number | undefined,
  Params = Record<string, string | undefined>,
> {
  /** The full URL as the client asked for it. */
  url: URL;
  /** The path parameters, validated with the route's `schema.params` when it names one. */
  params: Params;
  /** The query string, validated with the route's `schema.query` when it names one. */
  query: Query;
  /** The JSON body, validated with the route's `schema.body` when it names one. */
  body: Body;
  /** Files of a multipart route. */
  files?: UploadedFile[];
  /** The signed-in member's id: always a number on `member` and `self` routes (the adapter refused guests). */
  member: Member;
  /**
   * A same-site top-level navigation by a browser (Sec-Fetch-Site, -Mode, -Dest): what a GET that
   * changes state requires, so that an image, a fetch or another site's link cannot trigger it.
   */
  isSameSiteNavigation: boolean;
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

/** What a route validates its path, query string and JSON body with: core/ yup schemas, also the OpenAPI types. */
export interface RouteSchemas {
  params?: AnyObjectSchema;
  query?: AnyObjectSchema;
  body?: AnyObjectSchema;
}

type Validated<S, Raw> = S extends AnyObjectSchema ? InferType<S> : Raw;
type MemberOf<A extends Access> = A extends 'public' ? number | undefined : number;

/** One documented REST path: who may call it, how to read it and which service answers it. */
export interface RestRouteDefinition<
  A extends Access,
  S extends RouteSchemas,
  R extends RouteAnswer | undefined = undefined,
> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /**
   * public (guests too), member (signed in), self (/users/:id of the signed-in member), confirmed (a
   * member whose email is confirmed: what others will see). Default public.
   */
  access?: A;
  /** Success status; 200 unless stated (204 for a route that answers nothing). */
  status?: number;
  /** A JSON body larger than the default limit, or a multipart upload. */
  body?: { jsonLimit: string } | { multipart: MultipartLimits };
  /** Honours an `Idempotency-Key` header (a replayed offline write answers as the first time; see idempotency.ts). */
  idempotent?: boolean;
  /** One short line for the reference (OpenAPI summary, /api/docs). */
  summary?: string;
  /**
   * The core/ yup schemas of the query string and JSON body: the adapter validates with them before
   * `handle` runs (a failure is a 400 with field errors) and the OpenAPI document describes them.
   */
  schema?: S;
  /**
   * The success answer (see RouteAnswer): `handle` must resolve to it, and the OpenAPI document describes
   * it. Every route declares one, but a redirect, a 204 and a GPX download, which say what they send.
   */
  answer?: R;
  /** An example of the success answer, shown in the reference. */
  example?: unknown;
  /** The JSON Schema of the success answer, for the document only, where no RouteAnswer can say it. */
  response?: Record<string, unknown>;
  /** The domain the route belongs to (OpenAPI tag); the route list (api/src/routes.ts) sets it. */
  tag?: string;
  /** What the tag's operations are about (OpenAPI tag description); the route list sets it. */
  tagDescription?: string;
  handle(
    request: RestRequest<
      Validated<S['query'], Record<string, unknown>>,
      Validated<S['body'], unknown>,
      MemberOf<A>,
      Validated<S['params'], Record<string, string | undefined>>
    >,
    ctx: RequestContext,
  ): Promise<AnswerValue<NoInfer<R>> | Redirect | Download | JsonText>;
}

/** A route as the adapter and the OpenAPI document see it, whatever its schemas. */
export type RestRoute = Omit<RestRouteDefinition<Access, RouteSchemas, RouteAnswer>, 'handle'> & {
  handle(
    request: RestRequest<Record<string, unknown>, unknown, number | undefined>,
    ctx: RequestContext,
  ): Promise<unknown>;
};

/**
 * Declares a route: `handle` receives the query and body as its schemas produce them and, on member
 * and self routes, the member's id as a number. The adapter keeps that promise: it checks `access` and
 * validates with the same schemas before calling `handle`.
 */
export function route<
  A extends Access = 'public',
  S extends RouteSchemas = Record<never, never>,
  R extends RouteAnswer | undefined = undefined,
>(definition: RestRouteDefinition<A, S, R>): RestRoute {
  return definition as unknown as RestRoute;
}

function send(req: Request, res: Response, route: RestRoute, result: unknown): void {
  if (result instanceof SharedJsonText) {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', result.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(route.status ?? 200).type('application/json');
    if (!req.get('accept-encoding') || req.acceptsEncodings('gzip') !== 'gzip') {
      res.send(result.text);
      return;
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.send(result.gzipped());
  } else if (result instanceof Redirect) {
    res.redirect(303, result.location);
  } else if (result instanceof Download) {
    res
      .attachment(result.filename)
      .type(result.contentType)
      .send(result.contentType === 'application/json' ? JSON.stringify(result.body, null, 2) : String(result.body));
  } else if (result instanceof JsonText) {
    res
      .status(route.status ?? 200)
      .type('application/json')
      .send(result.text);
  } else if (result === undefined) {
    res.status(204).end();
  } else {
    res.status(route.status ?? 200).json(result);
  }
}

/** Runs an authorized request's handler (on its validated input) and sends what it answers. */
async function respond(
  req: Request,
  res: Response,
  route: RestRoute,
  ctx: RequestContext,
  member: Awaited<ReturnType<typeof authorize>>,
): Promise<void> {
  const files =
    route.body && 'multipart' in route.body ? (await readMultipart(req, route.body.multipart)).files : undefined;
  const handle = async () =>
    route.handle(
      {
        url: new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`),
        params: route.schema?.params ? await validateInput(route.schema.params, req.params) : req.params,
        query: route.schema?.query ? await validateInput(route.schema.query, req.query) : req.query,
        body: route.schema?.body ? await validateInput(route.schema.body, req.body ?? {}) : req.body,
        files,
        member,
        isSameSiteNavigation:
          ['same-origin', 'same-site', 'none'].includes(req.get('sec-fetch-site') ?? '') &&
          req.get('sec-fetch-mode') === 'navigate' &&
          req.get('sec-fetch-dest') === 'document',
      },
      ctx,
    );
  res.setHeader('Cache-Control', 'no-store');
  const key = route.idempotent ? req.get(IDEMPOTENCY_HEADER) : undefined;
  if (key === undefined || ctx.viewer.userId === undefined) return send(req, res, route, await handle());
  const answer = await ctx.services.idempotency.run(
    ctx.viewer.userId,
    key,
    { method: req.method, path: req.path, body: req.body },
    async () => ({ status: route.status ?? 200, body: await handle() }),
  );
  if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
  if (answer.body === undefined || answer.body === null) res.status(204).end();
  else res.status(answer.status).json(answer.body);
}

/**
 * The REST adapter: a table of routes over the same services GraphQL uses. Each request is checked
 * against its route's declaration (access, then the query and body schemas) before the route's
 * handler runs, so a handler and the service behind it only see a caller and values that passed.
 */
export function createRestRouter(
  routes: RestRoute[],
  contextOf: (req: Request, res: Response) => RequestContext,
  defaultJsonLimit: string,
): Router {
  const router = express.Router();
  const mount = (route: RestRoute, ...bodyParsers: express.RequestHandler[]) => {
    router[route.method](route.path, ...bodyParsers, async (req: Request, res: Response) => {
      const ctx = contextOf(req, res);
      const member = await authorize(route.access ?? 'public', ctx, req.params);
      if (route.method === 'get') {
        await ctx.services.guestReads.spend(ctx.viewer, ctx.clientAddress);
        return respond(req, res, route, ctx, member);
      }
      await ctx.services.writeBudget.spend(ctx.viewer, ctx.clientAddress);
      try {
        await respond(req, res, route, ctx, member);
      } catch (error) {
        if (isWriteNotMade(error)) await ctx.services.writeBudget.refund(ctx.viewer, ctx.clientAddress);
        throw error;
      }
    });
  };
  // Routes with their own body handling come first, so the default JSON limit never sees them.
  for (const route of routes) {
    if (route.body && 'jsonLimit' in route.body) mount(route, express.json({ limit: route.body.jsonLimit }));
    else if (route.body) mount(route);
  }
  router.use(express.json({ limit: defaultJsonLimit }));
  for (const route of routes) if (!route.body) mount(route);
  router.use(() => {
    throw new NotFoundError(API_MESSAGES.routeNotFound);
  });
  return router;
}
