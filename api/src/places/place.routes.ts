import { placeSearchSchema, reversePlaceSchema } from '@sacred/core/places';
import { orNull } from '../platform/rest/answers';
import { route, type RestRoute } from '../platform/rest/rest';
import { Place } from './place.types';

export const placeRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/places',
    answer: [Place],
    summary: 'Search places by name (offline gazetteer), nearby first',
    schema: { query: placeSearchSchema },
    handle: ({ query }, ctx) => ctx.services.places.search(query),
  }),
  route({
    method: 'get',
    path: '/places/nearest',
    answer: orNull(Place),
    summary: 'The nearest named place to a point',
    schema: { query: reversePlaceSchema },
    handle: ({ query }, ctx) => ctx.services.places.nearest(query),
  }),
];
