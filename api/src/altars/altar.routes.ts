import type { RestRoute } from '../platform/rest';

export const altarRoutes: RestRoute[] = [
  { method: 'get', path: '/altars', handle: ({ query }, ctx) => ctx.services.altars.list(query) },
  { method: 'get', path: '/altars/:id', handle: ({ params }, ctx) => ctx.services.altars.get(params.id) },
];
