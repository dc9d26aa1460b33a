import { moonPhaseQuerySchema } from '@sacred/core/moon';
import { route, type RestRoute } from '../platform/rest/rest';
import { MoonPhase } from './moon.types';

export const moonRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/moon-phase',
    answer: MoonPhase,
    summary: 'The moon phase and guidance for a place and date',
    schema: { query: moonPhaseQuerySchema },
    handle: ({ query }, ctx) => ctx.services.moon.phase(query),
  }),
  route({
    // The spec's default reader joins the cache key (path, latitude, longitude) with slashes.
    method: 'get',
    path: '/moon-phase/:latitude/:longitude',
    answer: MoonPhase,
    summary: 'The moon phase at a place given in the path (optional date query)',
    schema: { params: moonPhaseQuerySchema.omit(['date']), query: moonPhaseQuerySchema.pick(['date']) },
    handle: ({ params, query }, ctx) => ctx.services.moon.phase({ ...params, ...query }),
  }),
];
