import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const offlineRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/:id/offline-manifest',
    access: 'self',
    handle: (_request, ctx) => ctx.services.offline.manifest(requireMember(ctx)),
  },
  /** { latitude, longitude, radiusKm } (radiusKm 1-50, default 50). */
  {
    method: 'post',
    path: '/users/:id/offline/sacred-spaces',
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.offline.downloadSacredSpaces(requireMember(ctx), body),
  },
  /** { pilgrimageIds? }: the chosen pilgrimages, or (without ids) those the map lists. */
  {
    method: 'post',
    path: '/users/:id/offline/pilgrimages',
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.offline.downloadPilgrimages(requireMember(ctx), body),
  },
  /** { locations: [[latitude, longitude, name], ...] }. */
  {
    method: 'post',
    path: '/users/:id/offline/weather',
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.offline.downloadWeather(requireMember(ctx), body),
  },
];
