import * as yup from 'yup';
import { weatherQuerySchema } from '@sacred/core/weather';
import { ValidationError, type FieldErrors } from '../platform/errors';
import type { RestRoute } from '../platform/rest';

/** The REST path names the coordinates lat and lon (000 section 7); field errors use the names sent. */
const REST_NAMES: Record<string, string> = { latitude: 'lat', longitude: 'lon' };

function withRestNames(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error;
  const renamed: FieldErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) renamed[REST_NAMES[field] ?? field] = message;
  return new ValidationError(error.message, renamed);
}

/** The rules of weatherQuerySchema under the REST names, for the reference. */
const restWeatherQuery = yup.object({
  lat: weatherQuerySchema.fields.latitude,
  lon: weatherQuerySchema.fields.longitude,
});

export const weatherRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/weather',
    summary: 'Current weather at lat, lon (cached 30 minutes; 503 when unavailable)',
    schema: { query: restWeatherQuery },
    handle: async ({ query }, ctx) => {
      try {
        return await ctx.services.weather.current({ latitude: query.lat, longitude: query.lon });
      } catch (error) {
        throw withRestNames(error);
      }
    },
  },
];
