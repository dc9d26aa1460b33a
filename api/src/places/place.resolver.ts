import { Arg, Ctx, Float, Query, Resolver } from 'type-graphql';
import { placeSearchSchema, reversePlaceSchema } from '@sacred/core/places';
import type { RequestContext } from '../platform/context';
import { validateInput } from '../platform/rest/validation';
import { Place } from './place.types';

@Resolver(() => Place)
export class PlaceResolver {
  @Query(() => [Place], {
    description:
      'Place autocomplete (offline gazetteer): up to 8 matches in one country, those within 50 km of the given point first.',
  })
  async places(
    @Ctx() ctx: RequestContext,
    @Arg('query', () => String, { description: 'At least 2 letters.' }) query: string,
    @Arg('latitude', () => Float, { nullable: true, description: 'Bias point, -90 to 90 (with longitude).' })
    latitude?: number | null,
    @Arg('longitude', () => Float, { nullable: true, description: 'Bias point, -180 to 180 (with latitude).' })
    longitude?: number | null,
    @Arg('country', () => String, {
      nullable: true,
      description: 'Two-letter code; default: the country at the point, else US.',
    })
    country?: string | null,
  ): Promise<Place[]> {
    const search = await validateInput(placeSearchSchema, {
      q: query,
      lat: latitude ?? undefined,
      lng: longitude ?? undefined,
      country: country ?? undefined,
    });
    return ctx.services.places.search(search);
  }

  @Query(() => Place, { nullable: true, description: 'The nearest gazetteer place to a point (reverse lookup).' })
  async nearestPlace(
    @Ctx() ctx: RequestContext,
    @Arg('latitude', () => Float, { description: '-90 to 90.' }) latitude: number,
    @Arg('longitude', () => Float, { description: '-180 to 180.' }) longitude: number,
  ): Promise<Place | null> {
    return ctx.services.places.nearest(await validateInput(reversePlaceSchema, { lat: latitude, lng: longitude }));
  }
}
