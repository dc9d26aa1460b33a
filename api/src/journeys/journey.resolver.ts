import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { startJourneySchema } from '@sacred/core/pilgrimages';
import { CurrentMember } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import { Post } from '../community/community.types';
import { ActivePilgrimage, JourneySummary, StartJourneyInput } from './journey.types';

@Resolver(() => ActivePilgrimage)
export class JourneyResolver {
  @Authorized()
  @Mutation(() => ActivePilgrimage, {
    description:
      'Begins a journey on a pilgrimage (001 "Begin Sacred Journey"); starting again returns the active journey.',
  })
  async startPilgrimage(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, { description: 'The pilgrimage id.' }) pilgrimageId: number,
    @Arg('position', () => StartJourneyInput, {
      nullable: true,
      description: 'The current position, if known, and when the journey began on the device.',
    })
    position?: StartJourneyInput | null,
  ): Promise<ActivePilgrimage> {
    const input: Record<string, number | string> = {};
    if (typeof position?.latitude === 'number') input.latitude = position.latitude;
    if (typeof position?.longitude === 'number') input.longitude = position.longitude;
    if (typeof position?.startedAt === 'string') input.startedAt = position.startedAt;
    return ctx.services.journeys.start(member, pilgrimageId, await validateInput(startJourneySchema, input));
  }

  @Authorized()
  @Query(() => [ActivePilgrimage], { description: "The signed-in member's journeys under way, newest first." })
  activePilgrimages(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<ActivePilgrimage[]> {
    return ctx.services.journeys.mine(member);
  }

  @Authorized()
  @Query(() => ActivePilgrimage, { description: "One of the member's journeys; NOT_FOUND for anyone else's." })
  activePilgrimage(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The journey id.' }) id: number,
  ): Promise<ActivePilgrimage> {
    return ctx.services.journeys.get(member, id);
  }

  @Authorized()
  @Query(() => JourneySummary, {
    description: "The end-of-journey summary of one of the member's journeys; NOT_FOUND for anyone else's.",
  })
  journeySummary(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
  ): Promise<JourneySummary> {
    return ctx.services.journeySummaries.summary(member, activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: "Shares an ended journey's summary to the community feed (once; sharing again answers the same post).",
  })
  shareJourneySummary(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
  ): Promise<Post> {
    return ctx.services.liveFeed.shareSummary(member, activePilgrimageId);
  }
}
