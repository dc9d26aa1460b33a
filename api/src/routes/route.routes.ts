import { routeRequestSchema } from '@sacred/core/routing';
import { route, type RestRoute } from '../platform/rest';
import { PlannedRoute } from './route.types';

export const routeRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/routes',
    answer: PlannedRoute,
    summary: 'A walking route start -> sites in order -> end along the path network',
    schema: { body: routeRequestSchema },
    handle: ({ body }, ctx) => ctx.services.routes.plan(body, ctx.viewer.userId),
  }),
];
