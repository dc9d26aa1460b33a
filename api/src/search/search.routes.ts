import { mapSearchSchema } from '@sacred/core/search';
import { route, type RestRoute } from '../platform/rest/rest';
import { MapSearchResult } from './search.types';

export const searchRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/search',
    answer: [MapSearchResult],
    summary: 'The map search: altars by name and places (offline gazetteer), best match and nearest first',
    schema: { query: mapSearchSchema },
    handle: ({ query }, ctx) => ctx.services.search.mapSearch(query),
  }),
];
