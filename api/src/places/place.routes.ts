import type { RestRoute } from '../platform/rest';

export const placeRoutes: RestRoute[] = [
  { method: 'get', path: '/places', handle: ({ query }, ctx) => ctx.services.places.search(query) },
  { method: 'get', path: '/places/nearest', handle: ({ query }, ctx) => ctx.services.places.nearest(query) },
];
