import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import { MAP_SEARCH, mapSearchSchema } from '@sacred/core/search';
import type { RequestContext } from '../platform/context';
import { validateInput } from '../platform/rest/validation';
import { MapSearchResult } from './search.types';

@Resolver(() => MapSearchResult)
export class SearchResolver {
  @Query(() => [MapSearchResult], {
    description:
      'The map search: altars by name and gazetteer places, best match first, then nearest to the given point.',
  })
  async mapSearch(
    @Ctx() ctx: RequestContext,
    @Arg('query', () => String, { description: `At least ${MAP_SEARCH.minQueryLength} letters.` }) query: string,
    @Arg('latitude', () => Float, { nullable: true, description: 'Search from here, -90 to 90 (with longitude).' })
    latitude?: number | null,
    @Arg('longitude', () => Float, { nullable: true, description: 'Search from here, -180 to 180 (with latitude).' })
    longitude?: number | null,
    @Arg('limit', () => Int, {
      nullable: true,
      description: `1 to ${MAP_SEARCH.maxLimit}; default ${MAP_SEARCH.defaultLimit}.`,
    })
    limit?: number | null,
  ): Promise<MapSearchResult[]> {
    const search = await validateInput(mapSearchSchema, {
      q: query,
      lat: latitude ?? undefined,
      lng: longitude ?? undefined,
      limit: limit ?? undefined,
    });
    return ctx.services.search.mapSearch(search);
  }
}
