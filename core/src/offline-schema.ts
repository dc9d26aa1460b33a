import * as yup from 'yup';
import { coordinateSchema } from './coordinate-schema';
import { DATABASE_ID_MAX, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import {
  MAX_OFFLINE_PILGRIMAGES,
  MAX_WEATHER_LOCATIONS,
  OFFLINE_MESSAGES,
  OFFLINE_RADIUS_KM,
  type WeatherLocation,
} from './offline';

/**
 * The rules of offline download requests, for the server. Apart from offline.ts so that the app's offline
 * store does not load the validation library.
 */
const coordinate = (range: { min: number; max: number }, label: string) =>
  coordinateSchema(range, {
    notANumber: `${label} must be a number`,
    outOfRange: `${label} must be between ${range.min} and ${range.max}`,
  });

/** POST /api/users/{id}/offline/sacred-spaces. */
export const sacredSpacesDownloadSchema = yup.object({
  latitude: coordinate(LATITUDE_RANGE, 'latitude').required(OFFLINE_MESSAGES.locationRequired),
  longitude: coordinate(LONGITUDE_RANGE, 'longitude').required(OFFLINE_MESSAGES.locationRequired),
  radiusKm: yup
    .number()
    .typeError('radiusKm must be a number')
    .min(1, OFFLINE_MESSAGES.radiusRange)
    .max(OFFLINE_RADIUS_KM, OFFLINE_MESSAGES.radiusRange)
    .default(OFFLINE_RADIUS_KM),
});

/**
 * POST /api/users/{id}/offline/pilgrimages (its payload is not shown in the spec): `pilgrimageIds`
 * picks pilgrimages; without them, `latitude` and `longitude` ask for the MAX_OFFLINE_PILGRIMAGES whose start
 * is nearest to that point, and without a point the member downloads the first ones the map lists.
 */
export const pilgrimagesDownloadSchema = yup
  .object({
    pilgrimageIds: yup
      .array(
        yup
          .number()
          .typeError('pilgrimageIds must hold numbers')
          .integer()
          .positive()
          .max(DATABASE_ID_MAX, 'pilgrimageIds must hold known ids')
          .required(),
      )
      .max(MAX_OFFLINE_PILGRIMAGES)
      .optional(),
    latitude: coordinate(LATITUDE_RANGE, 'latitude').optional(),
    longitude: coordinate(LONGITUDE_RANGE, 'longitude').optional(),
  })
  .test(
    'point',
    OFFLINE_MESSAGES.pointPair,
    ({ latitude, longitude }) => (latitude === undefined) === (longitude === undefined),
  );

const isWeatherLocation = (value: unknown): value is WeatherLocation =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'number' &&
  value[0] >= LATITUDE_RANGE.min &&
  value[0] <= LATITUDE_RANGE.max &&
  typeof value[1] === 'number' &&
  value[1] >= LONGITUDE_RANGE.min &&
  value[1] <= LONGITUDE_RANGE.max &&
  typeof value[2] === 'string' &&
  value[2].trim().length > 0 &&
  value[2].length <= 200;

/** POST /api/users/{id}/offline/weather: locations as [latitude, longitude, name]. */
export const weatherDownloadSchema = yup.object({
  locations: yup
    .array()
    .required(OFFLINE_MESSAGES.weatherLocationRequired)
    .min(1, OFFLINE_MESSAGES.weatherLocationRequired)
    .max(MAX_WEATHER_LOCATIONS, OFFLINE_MESSAGES.tooManyLocations)
    .test('shape', OFFLINE_MESSAGES.locationShape, (value) => (value ?? []).every(isWeatherLocation)),
});
export type SacredSpacesDownloadInput = yup.InferType<typeof sacredSpacesDownloadSchema>;
export type PilgrimagesDownloadInput = yup.InferType<typeof pilgrimagesDownloadSchema>;
export type WeatherDownloadInput = yup.InferType<typeof weatherDownloadSchema>;
