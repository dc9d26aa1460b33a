import { pilgrimagesDownloadSchema, sacredSpacesDownloadSchema, weatherDownloadSchema } from '@sacred/core/offline';
import { route, type RestRoute } from '../platform/rest';

export const offlineRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/users/:id/offline-manifest',
    summary: 'What you downloaded for offline use',
    access: 'self',
    handle: ({ member }, ctx) => ctx.services.offline.manifest(member),
  }),
  /** { latitude, longitude, radiusKm } (radiusKm 1-50, default 50). */
  route({
    method: 'post',
    path: '/users/:id/offline/sacred-spaces',
    summary: 'Download the sacred spaces around a point for offline use',
    schema: { body: sacredSpacesDownloadSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.offline.downloadSacredSpaces(member, body),
  }),
  /** { pilgrimageIds? }: the chosen pilgrimages, or (without ids) those the map lists. */
  route({
    method: 'post',
    path: '/users/:id/offline/pilgrimages',
    summary: 'Download pilgrimages for offline use',
    schema: { body: pilgrimagesDownloadSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.offline.downloadPilgrimages(member, body),
  }),
  /** { locations: [[latitude, longitude, name], ...] }. */
  route({
    method: 'post',
    path: '/users/:id/offline/weather',
    summary: 'Download the weather of chosen places for offline use',
    schema: { body: weatherDownloadSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.offline.downloadWeather(member, body),
  }),
];
