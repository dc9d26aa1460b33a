import { pilgrimageCreateSchema, pilgrimagePageQuerySchema, routeDistanceSchema } from '@sacred/core/pilgrimages';
import { GPX_LIMITS, GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { ValidationError } from '../platform/errors';
import { Download, route, type RestRoute } from '../platform/rest/rest';
import { Pilgrimage, PilgrimageSite, PilgrimageSummary } from './pilgrimage.types';
import { milesAnswerSchema } from '@sacred/core/answers';
import { GpxPrefill } from './pilgrimage.types';

export const pilgrimageRoutes: RestRoute[] = [
  /**
   * Browse and the map (optional `limit`, 1-2000, default 500): every card field and the map fields,
   * featured first, then newest. Withdrawn or report-hidden ones only for their creator.
   */
  route({
    method: 'get',
    path: '/pilgrimages',
    answer: [PilgrimageSummary],
    summary: 'Browse pilgrimages, featured first, then newest',
    schema: { query: pilgrimagePageQuerySchema },
    handle: ({ query }, ctx) => ctx.services.pilgrimages.list(query, ctx.viewer.userId),
  }),
  /** Create (the rules of createPilgrimageSchema); the distance is computed from the route unless given. 201 + detail. */
  route({
    method: 'post',
    path: '/pilgrimages',
    answer: Pilgrimage,
    summary: 'Create a pilgrimage (distance computed from the route unless given)',
    schema: { body: pilgrimageCreateSchema },
    access: 'confirmed',
    status: 201,
    handle: ({ body, member }, ctx) => ctx.services.pilgrimages.create(member, body),
  }),
  /** Body `{ points: [{ latitude, longitude }] }` -> `{ miles }`: geodesic length through the points. */
  route({
    method: 'post',
    path: '/pilgrimages/route-distance',
    answer: milesAnswerSchema,
    summary: 'The geodesic length in miles through a list of points',
    schema: { body: routeDistanceSchema },
    handle: async ({ body }, ctx) => ({ miles: await ctx.services.pilgrimages.routeDistance(body) }),
  }),
  /** multipart/form-data with one file (field `file`): a GPX -> the create form's prefill. */
  route({
    method: 'post',
    path: '/pilgrimages/gpx',
    answer: GpxPrefill,
    summary: 'Read a GPX file (multipart field file) into a create-form prefill',
    access: 'member',
    body: {
      multipart: {
        maxFiles: 1,
        maxFileBytes: GPX_LIMITS.maxBytes,
        tooLarge: GPX_MESSAGES.tooLarge,
        tooMany: GPX_MESSAGES.noFile,
      },
    },
    handle: ({ files, member }, ctx) => {
      const file = files?.[0];
      if (!file) throw new ValidationError(GPX_MESSAGES.noFile, { gpx: GPX_MESSAGES.noFile });
      return ctx.services.pilgrimageGpx.importGpx(file.data.toString('utf8'), member);
    },
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id',
    answer: Pilgrimage,
    summary: 'One pilgrimage with its sites',
    handle: ({ params }, ctx) => ctx.services.pilgrimages.get(params.id, ctx.viewer.userId),
  }),
  /** The sacred sites in the order of altarIds: id, name, description, altarType (+ order, coordinates). */
  route({
    method: 'get',
    path: '/pilgrimages/:id/altars',
    answer: [PilgrimageSite],
    summary: "A pilgrimage's sacred sites, in route order",
    handle: ({ params }, ctx) => ctx.services.pilgrimages.altarsOf(params.id, ctx.viewer.userId),
  }),
  /** application/gpx+xml download: sites as wpt, the route start -> sites -> end as rte and trk. */
  route({
    method: 'get',
    path: '/pilgrimages/:id/gpx',
    summary: 'Download a pilgrimage as GPX 1.1',
    handle: async ({ params }, ctx) => {
      const { filename, gpx } = await ctx.services.pilgrimageGpx.gpx(params.id, ctx.viewer.userId);
      return new Download(filename, gpx, 'application/gpx+xml');
    },
  }),
];
