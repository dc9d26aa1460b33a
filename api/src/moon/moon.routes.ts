import { moonPhaseQuerySchema } from '@sacred/core/moon';
import type { RestRoute } from '../platform/rest';

export const moonRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/moon-phase',
    summary: 'The moon phase and guidance for a place and date',
    schema: { query: moonPhaseQuerySchema },
    handle: ({ query }, ctx) => ctx.services.moon.phase(query),
  },
  {
    // The spec's default reader joins the cache key (path, latitude, longitude) with slashes.
    method: 'get',
    path: '/moon-phase/:latitude/:longitude',
    summary: 'The moon phase at a place given in the path (optional date query)',
    handle: ({ params, query }, ctx) =>
      ctx.services.moon.phase({ date: query.date, latitude: params.latitude, longitude: params.longitude }),
  },
];
