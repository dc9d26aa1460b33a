import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { MapPilgrimage } from './pilgrimage.types';

@Resolver(() => MapPilgrimage)
export class PilgrimageResolver {
  @Query(() => [MapPilgrimage], {
    description:
      'The pilgrimages the map shows, featured first then by name; `limit` defaults to 200 and is at most 2000.',
  })
  pilgrimages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 2000; default 200.' }) limit?: number | null,
  ): Promise<MapPilgrimage[]> {
    return ctx.services.pilgrimages.listForMap(limit === null || limit === undefined ? {} : { limit });
  }
}
