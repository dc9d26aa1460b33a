import { pilgrimagesDownloadSchema, sacredSpacesDownloadSchema, weatherDownloadSchema } from '@sacred/core/offline';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const offlineRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/:id/offline-manifest',
    summary: 'What you downloaded for offline use',
    access: 'self',
    handle: (_request, ctx) => ctx.services.offline.manifest(requireMember(ctx)),
  },
  /** { latitude, longitude, radiusKm } (radiusKm 1-50, default 50). */
  {
    method: 'post',
    path: '/users/:id/offline/sacred-spaces',
    summary: 'Download the sacred spaces around a point for offline use',
    schema: { body: sacredSpacesDownloadSchema },
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.offline.downloadSacredSpaces(requireMember(ctx), body),
  },
  /** { pilgrimageIds? }: the chosen pilgrimages, or (without ids) those the map lists. */
  {
    method: 'post',
    path: '/users/:id/offline/pilgrimages',
    summary: 'Download pilgrimages for offline use',
    schema: { body: pilgrimagesDownloadSchema },
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.offline.downloadPilgrimages(requireMember(ctx), body),
  },
  /** { locations: [[latitude, longitude, name], ...] }. */
  {
    method: 'post',
    path: '/users/:id/offline/weather',
    summary: 'Download the weather of chosen places for offline use',
    schema: { body: weatherDownloadSchema },
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.offline.downloadWeather(requireMember(ctx), body),
  },
];
