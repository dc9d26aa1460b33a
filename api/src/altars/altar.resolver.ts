import { Arg, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { ALTAR_CREATED } from './altar.service';
import { Altar } from './altar.types';

@Resolver(() => Altar)
export class AltarResolver {
  @Query(() => [Altar], { description: 'Altars, newest first; `limit` defaults to 200 and is at most 2000.' })
  altars(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<Altar[]> {
    return ctx.services.altars.list({ limit: limit ?? undefined });
  }

  @Query(() => Altar, { nullable: true, description: 'One altar, or null when there is none with that id.' })
  async altar(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<Altar | null> {
    return (await ctx.services.altars.find(id)) ?? null;
  }

  @Subscription(() => Altar, { topics: ALTAR_CREATED, description: 'Every altar as it is created.' })
  altarCreated(@Root() altar: Altar): Altar {
    return altar;
  }
}
