import { Arg, Ctx, Float, Query, Resolver } from 'type-graphql';
import { weatherQuerySchema } from '@sacred/core/weather';
import type { RequestContext } from '../platform/context';
import { validateInput } from '../platform/rest/validation';
import { Weather } from './weather.types';

@Resolver(() => Weather)
export class WeatherResolver {
  @Query(() => Weather, {
    description:
      'Current weather near a place (cached for 30 minutes per cell of about 1 km). UNAVAILABLE with "Weather data unavailable" when the provider fails and nothing is cached.',
  })
  async weather(
    @Ctx() ctx: RequestContext,
    @Arg('latitude', () => Float, { description: '-90 to 90.' }) latitude: number,
    @Arg('longitude', () => Float, { description: '-180 to 180.' }) longitude: number,
  ): Promise<Weather> {
    return ctx.services.weather.current(await validateInput(weatherQuerySchema, { latitude, longitude }));
  }
}
