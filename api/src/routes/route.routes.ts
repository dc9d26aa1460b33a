import { pathGraphRequestSchema } from '@sacred/core/pathGraph';
import { routeRequestSchema } from '@sacred/core/routing';
import * as yup from 'yup';
import { answerObject } from '../platform/rest/answers';
import { route, type RestRoute } from '../platform/rest/rest';
import { PlannedRoute } from './route.types';

const pathGraph = answerObject(
  'PathGraph',
  'The walkable paths of the boxes, as an offline pack keeps them (core/src/pathGraph.ts describes the format).',
  {
    format: yup.string().required(),
    edgeCount: yup.number().integer().required(),
    /** The graph's size once decoded from base64, as the device stores it. */
    byteLength: yup.number().integer().required(),
    graph: yup.string().required(),
    attribution: yup.string().required(),
  },
);

export const routeRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/routes',
    answer: PlannedRoute,
    summary: 'A walking route start -> sites in order -> end along the path network',
    schema: { body: routeRequestSchema },
    handle: ({ body }, ctx) => ctx.services.routes.plan(body, ctx.viewer.userId),
  }),
  /** { boxes: [[west, south, east, north], ...] }: a pilgrimage's corridor (one box a leg) or an area. */
  route({
    method: 'post',
    path: '/path-graph',
    answer: pathGraph,
    summary: 'The path network of a corridor or an area, compact, for routing offline',
    schema: { body: pathGraphRequestSchema },
    handle: ({ body }, ctx) => ctx.services.routes.graph(body),
  }),
];
