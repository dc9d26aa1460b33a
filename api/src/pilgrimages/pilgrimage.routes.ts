import type { RestRoute } from '../platform/rest';

export const pilgrimageRoutes: RestRoute[] = [
  /** The list the map reads (optional `limit`, 1-2000, default 200). */
  { method: 'get', path: '/pilgrimages', handle: ({ query }, ctx) => ctx.services.pilgrimages.listForMap(query) },
];
