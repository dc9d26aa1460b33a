import type { RestRoute } from '../platform/rest';

export const altarRoutes: RestRoute[] = [
  /**
   * Query parameters (all optional): lat, lng, radius (meters, 1000-50000, default 5000), limit,
   * altarType, ecoFriendly, hasPhotos, recentActivity (true/false), q; or bbox=west,south,east,north
   * with zoom. Answers a list of altars (newest first), a list of altars with distanceMeters (nearest
   * first), or for a bbox `{ gridZoom, clusters: [...], altars: [...], total }`.
   */
  { method: 'get', path: '/altars', handle: ({ query }, ctx) => ctx.services.altars.search(query) },
  { method: 'get', path: '/altars/:id', handle: ({ params }, ctx) => ctx.services.altars.get(params.id) },
];
