import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireMember } from '../platform/authorization';
import type { RequestContext } from '../platform/context';
import { Post } from '../community/community.types';
import { SpiritualAchievement } from './achievement.types';
import type { LiveTopic } from './journey.service';
import { ActivePilgrimage } from './journey.types';
import {
  ChatMessageInput,
  CheckpointResult,
  JourneyCompanion,
  JourneyPhoto,
  JourneyPhotoInput,
  LocationUpdateInput,
  PilgrimageMessage,
  PilgrimageUpdate,
  ShareUpdateInput,
  UpdateLikeResult,
} from './live.types';

/** GraphQL's null means "not given" for optional fields. */
function given(input: object | null | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {}))
    if (value !== null && value !== undefined) result[key] = value;
  return result;
}

/** Over Redis a payload arrives as JSON: its dates are strings again. */
const revived = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const pilgrimageArg = { description: 'The pilgrimage id.' } as const;

/**
 * Participants only: the subscription is refused (NOT_FOUND) for anyone else, so an outsider receives
 * nothing; companion positions are in the payload only while that member shares their location.
 */
const liveEvents =
  (kind: LiveTopic) =>
  ({ args, context }: { args: Record<string, unknown>; context: unknown }) => {
    const ctx = context as RequestContext;
    return ctx.services.journeys.subscribe(ctx.viewer.userId, Number(args.pilgrimageId), kind);
  };

@Resolver()
export class LiveJourneyResolver {
  @Authorized()
  @Mutation(() => ActivePilgrimage, { description: 'Sends the current position of one of your journeys.' })
  updateJourneyLocation(
    @Ctx() ctx: RequestContext,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @Arg('position', () => LocationUpdateInput, { description: 'Where you are.' }) position: LocationUpdateInput,
  ): Promise<ActivePilgrimage> {
    return ctx.services.journeys.updateLocation(requireMember(ctx), activePilgrimageId, given(position));
  }

  @Authorized()
  @Mutation(() => ActivePilgrimage, {
    description: 'Ends one of your journeys before its last site (End Journey); refused once it has ended.',
  })
  endJourney(
    @Ctx() ctx: RequestContext,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
  ): Promise<ActivePilgrimage> {
    return ctx.services.journeys.end(requireMember(ctx), activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => CheckpointResult, {
    description: 'Checks in at the current sacred site: accepted within 0.1 mile (160.9344 m) of it.',
  })
  reachCheckpoint(
    @Ctx() ctx: RequestContext,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @Arg('altarId', () => Int, { description: 'The current sacred site.' }) altarId: number,
  ): Promise<CheckpointResult> {
    return ctx.services.journeys.checkpoint(requireMember(ctx), activePilgrimageId, { altarId });
  }

  @Authorized()
  @Mutation(() => PilgrimageUpdate, { description: 'Shares a journey update on the live feed.' })
  shareJourneyUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @Arg('update', () => ShareUpdateInput, { description: 'The update.' }) update: ShareUpdateInput,
  ): Promise<PilgrimageUpdate> {
    return ctx.services.journeys.share(requireMember(ctx), activePilgrimageId, given(update));
  }

  @Authorized()
  @Mutation(() => UpdateLikeResult, { description: 'Likes or unlikes a journey update (one like per member).' })
  togglePilgrimageUpdateLike(
    @Ctx() ctx: RequestContext,
    @Arg('updateId', () => Int, { description: 'The update id.' }) updateId: number,
  ): Promise<UpdateLikeResult> {
    return ctx.services.journeys.toggleLike(requireMember(ctx), updateId);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: 'Shares a journey update to the community feed as your post; sharing again answers the same post.',
  })
  shareUpdateToCommunity(
    @Ctx() ctx: RequestContext,
    @Arg('updateId', () => Int, { description: 'The update id.' }) updateId: number,
  ): Promise<Post> {
    return ctx.services.journeys.shareToCommunity(requireMember(ctx), updateId);
  }

  @Authorized()
  @Query(() => [SpiritualAchievement], {
    description: "A member's spiritual achievements (NOT_FOUND when their profile is private to you).",
  })
  spiritualAchievements(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, { description: 'The member id.' }) userId: number,
  ): Promise<SpiritualAchievement[]> {
    return ctx.services.achievements.of(requireMember(ctx), userId);
  }

  @Authorized()
  @Mutation(() => PilgrimageMessage, { description: 'Sends a chat message to fellow pilgrims (blank refused).' })
  sendPilgrimageMessage(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
    @Arg('message', () => ChatMessageInput, { description: 'The message.' }) message: ChatMessageInput,
  ): Promise<PilgrimageMessage> {
    return ctx.services.journeys.postMessage(requireMember(ctx), pilgrimageId, given(message));
  }

  @Authorized()
  @Mutation(() => JourneyPhoto, { description: 'Shares a photo with fellow pilgrims (participants only).' })
  addPilgrimagePhoto(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
    @Arg('photo', () => JourneyPhotoInput, { description: 'The photo.' }) photo: JourneyPhotoInput,
  ): Promise<JourneyPhoto> {
    return ctx.services.journeys.addPhoto(requireMember(ctx), pilgrimageId, given(photo));
  }

  @Authorized()
  @Query(() => [PilgrimageUpdate], { description: "A pilgrimage's live feed, newest first (participants only)." })
  pilgrimageLiveUpdates(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<PilgrimageUpdate[]> {
    return ctx.services.journeys.liveUpdates(requireMember(ctx), pilgrimageId);
  }

  @Authorized()
  @Query(() => [PilgrimageMessage], { description: "A pilgrimage's chat, oldest first (participants only)." })
  pilgrimageMessages(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<PilgrimageMessage[]> {
    return ctx.services.journeys.messages(requireMember(ctx), pilgrimageId);
  }

  @Authorized()
  @Query(() => [JourneyCompanion], { description: 'Companions on a pilgrimage (participants only).' })
  pilgrimageCompanions(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<JourneyCompanion[]> {
    return ctx.services.journeys.companions(requireMember(ctx), pilgrimageId);
  }

  @Authorized()
  @Query(() => [JourneyCompanion], { description: 'Members walking a pilgrimage now (participants only).' })
  pilgrimageParticipants(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<JourneyCompanion[]> {
    return ctx.services.journeys.participants(requireMember(ctx), pilgrimageId);
  }

  @Subscription(() => PilgrimageMessage, {
    subscribe: liveEvents('message'),
    description: 'Chat messages of a pilgrimage, as they are sent (its participants only).',
  })
  pilgrimageMessageAdded(
    @Arg('pilgrimageId', () => Int, pilgrimageArg) _pilgrimageId: number,
    @Root() message: PilgrimageMessage,
  ): PilgrimageMessage {
    return { ...message, createdAt: revived(message.createdAt) as Date };
  }

  @Subscription(() => PilgrimageUpdate, {
    subscribe: liveEvents('update'),
    description: 'Live feed updates of a pilgrimage, checkpoints included (its participants only).',
  })
  pilgrimageUpdateAdded(
    @Arg('pilgrimageId', () => Int, pilgrimageArg) _pilgrimageId: number,
    @Root() update: PilgrimageUpdate,
  ): PilgrimageUpdate {
    return { ...update, createdAt: revived(update.createdAt) as Date };
  }

  @Subscription(() => JourneyCompanion, {
    subscribe: liveEvents('companion'),
    description:
      "A fellow pilgrim's position and progress as they move (participants only; the position only while they share it).",
  })
  companionMoved(
    @Arg('pilgrimageId', () => Int, pilgrimageArg) _pilgrimageId: number,
    @Root() companion: JourneyCompanion,
  ): JourneyCompanion {
    return { ...companion, joinedAt: revived(companion.joinedAt), lastActiveAt: revived(companion.lastActiveAt) };
  }
}
