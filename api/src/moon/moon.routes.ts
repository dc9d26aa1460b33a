import type { RestRoute } from '../platform/rest';

export const moonRoutes: RestRoute[] = [
  { method: 'get', path: '/moon-phase', handle: ({ query }, ctx) => ctx.services.moon.phase(query) },
  {
    // The spec's default reader joins the cache key (path, latitude, longitude) with slashes.
    method: 'get',
    path: '/moon-phase/:latitude/:longitude',
    handle: ({ params, query }, ctx) =>
      ctx.services.moon.phase({ date: query.date, latitude: params.latitude, longitude: params.longitude }),
  },
];
