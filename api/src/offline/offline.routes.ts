import {
  pilgrimagesDownloadSchema,
  sacredSpacesDownloadSchema,
  weatherDownloadSchema,
} from '@sacred/core/offline-schema';
import * as yup from 'yup';
import { NearbyAltar } from '../altars/altar.types';
import { MapPilgrimage } from '../pilgrimages/pilgrimage.types';
import { answerObject, orNull } from '../platform/rest/answers';
import { route, type RestRoute } from '../platform/rest/rest';
import { Weather } from '../weather/weather.types';

const count = yup.number().integer().required();
/** ISO time of the download. */
const lastUpdated = yup.string().required();

const manifest = answerObject(
  'OfflineManifest',
  'What the member downloaded for offline use (zeros and nulls before the first download).',
  {
    offlineReady: yup.boolean().required(),
    sacredSpaces: count,
    pilgrimages: count,
    weatherLocations: count,
    lastUpdated: yup.string().nullable().defined(),
    sacredSpacesWithinKm: yup.number().nullable().defined(),
  },
);

const sacredSpaces = answerObject(
  'SacredSpacesDownload',
  'The sacred spaces around the point, nearest first; every one within withinKm km of it is here.',
  { altars: [NearbyAltar], count, lastUpdated, withinKm: yup.number().required() },
);

const pilgrimages = answerObject('PilgrimagesDownload', 'The pilgrimages downloaded for offline use.', {
  pilgrimages: [MapPilgrimage],
  count,
  lastUpdated,
});

const weather = answerObject(
  'WeatherDownload',
  'The weather of the chosen places (null where the provider could not answer).',
  {
    locations: [
      answerObject('OfflineWeatherLocation', 'One chosen place and its weather.', {
        latitude: yup.number().required(),
        longitude: yup.number().required(),
        name: yup.string().required(),
        weather: orNull(Weather),
      }),
    ],
    count,
    lastUpdated,
  },
);

export const offlineRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/users/:id/offline-manifest',
    answer: manifest,
    summary: 'What you downloaded for offline use',
    access: 'self',
    handle: ({ member }, ctx) => ctx.services.offline.manifest(member),
  }),
  /** { latitude, longitude, radiusKm } (radiusKm 1-50, default 50). */
  route({
    method: 'post',
    path: '/users/:id/offline/sacred-spaces',
    answer: sacredSpaces,
    summary: 'Download the sacred spaces around a point for offline use',
    schema: { body: sacredSpacesDownloadSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.offline.downloadSacredSpaces(member, body),
  }),
  /** { pilgrimageIds? }: the chosen pilgrimages, or (without ids) those the map lists. */
  route({
    method: 'post',
    path: '/users/:id/offline/pilgrimages',
    answer: pilgrimages,
    summary: 'Download pilgrimages for offline use',
    schema: { body: pilgrimagesDownloadSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.offline.downloadPilgrimages(member, body),
  }),
  /** { locations: [[latitude, longitude, name], ...] }. */
  route({
    method: 'post',
    path: '/users/:id/offline/weather',
    answer: weather,
    summary: 'Download the weather of chosen places for offline use',
    schema: { body: weatherDownloadSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.offline.downloadWeather(member, body),
  }),
];
