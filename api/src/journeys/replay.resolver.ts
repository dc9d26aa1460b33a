import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { CurrentMember } from '../platform/graphql/graphql-arguments';
import { JourneyReplay } from './replay.types';

@Resolver(() => JourneyReplay)
export class JourneyReplayResolver {
  @Authorized()
  @Query(() => JourneyReplay, {
    description:
      "A journey's replay (GET /api/active-pilgrimages/{id}/replay): for its walker and the companions of that journey; NOT_FOUND for anyone else.",
  })
  journeyReplay(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
  ): Promise<JourneyReplay> {
    return ctx.services.replays.replay(member, activePilgrimageId);
  }

  @Authorized()
  @Query(() => JourneyReplay, {
    nullable: true,
    description:
      'The replay of your latest completed journey on a pilgrimage (GET /api/pilgrimages/{id}/replay); null when you completed none.',
  })
  pilgrimageReplay(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, { description: 'The pilgrimage id.' }) pilgrimageId: number,
  ): Promise<JourneyReplay | null> {
    return ctx.services.replays.lastCompleted(member, pilgrimageId);
  }
}
