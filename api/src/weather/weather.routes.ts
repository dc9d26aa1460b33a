import { restWeatherQuerySchema } from '@sacred/core/weather';
import { route, type RestRoute } from '../platform/rest/rest';
import { Weather } from './weather.types';

export const weatherRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/weather',
    answer: Weather,
    summary: 'Current weather at lat, lon (cached 30 minutes; 503 when unavailable)',
    schema: { query: restWeatherQuerySchema },
    handle: ({ query }, ctx) => ctx.services.weather.current({ latitude: query.lat, longitude: query.lon }),
  }),
];
