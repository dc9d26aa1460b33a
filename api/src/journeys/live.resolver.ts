import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppServices, RequestContext } from '../platform/context';
import {
  chatMessageSchema,
  checkpointSchema,
  gpsFixesSchema,
  journeyPhotoSchema,
  locationUpdateSchema,
  shareUpdateSchema,
  type ChatMessageInput as NewMessage,
  type JourneyPhotoInput as NewPhoto,
  type LocationUpdateInput as Position,
  type ShareUpdateInput as NewUpdate,
} from '@sacred/core/journeys';
import { CurrentMember, ValidArg, withoutNulls } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import { Post } from '../community/community.types';
import { SpiritualAchievement } from '../rewards/achievement.types';
import { companionRequestSchema } from '@sacred/core/companions';
import type { CompanionEvent } from './live-topics';
import { ActivePilgrimage, GpsFixesReceipt } from './journey.types';
import {
  ChatMessageInput,
  CheckpointResult,
  CompanionLink,
  GpsFixInput,
  JourneyCompanion,
  JourneyPhoto,
  JourneyPhotoInput,
  LocationUpdateInput,
  PilgrimageMessage,
  PilgrimageUpdate,
  ShareUpdateInput,
  UpdateLikeResult,
} from './live.types';

/** Over Redis a payload arrives as JSON: its dates are strings again. */
const revived = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const pilgrimageArg = { description: 'The pilgrimage id.' } as const;

/**
 * Participants only: the subscription is refused (NOT_FOUND) for anyone else, so an outsider receives
 * nothing; companion positions are in the payload only while that member shares their location.
 */
const liveEvents =
  (
    subscribe: (
      services: AppServices,
      userId: number | undefined,
      pilgrimageId: number,
    ) => Promise<AsyncIterable<unknown>>,
  ) =>
  ({ args, context }: { args: Record<string, unknown>; context: unknown }) => {
    const ctx = context as RequestContext;
    return subscribe(ctx.services, ctx.viewer.userId, Number(args.pilgrimageId));
  };

@Resolver()
export class LiveJourneyResolver {
  @Authorized()
  @Mutation(() => ActivePilgrimage, { description: 'Sends the current position of one of your journeys.' })
  updateJourneyLocation(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @ValidArg('position', () => LocationUpdateInput, locationUpdateSchema, {
      description: 'Where you are.',
      nullMeansOmitted: true,
    })
    position: Position,
  ): Promise<ActivePilgrimage> {
    return ctx.services.journeys.updateLocation(member, activePilgrimageId, position);
  }

  @Authorized()
  @Mutation(() => GpsFixesReceipt, {
    description:
      'Records GPS fixes the device took (up to 500, e.g. kept while offline), answered once all are stored; ' +
      'a fix is known by its journey and recordedAt, so sending a batch again stores nothing twice.',
  })
  async recordJourneyFixes(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @Arg('fixes', () => [GpsFixInput], { description: 'The fixes, in any order.' }) fixes: GpsFixInput[],
  ): Promise<GpsFixesReceipt> {
    const input = await validateInput(gpsFixesSchema, { fixes: fixes.map((fix) => withoutNulls(fix)) });
    return ctx.services.journeys.recordFixes(member, activePilgrimageId, input);
  }

  @Authorized()
  @Mutation(() => ActivePilgrimage, {
    description: 'Ends one of your journeys before its last site (End Journey); refused once it has ended.',
  })
  endJourney(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
  ): Promise<ActivePilgrimage> {
    return ctx.services.journeys.end(member, activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => CheckpointResult, {
    description: 'Checks in at the current sacred site: accepted within 0.1 mile (160.9344 m) of it.',
  })
  async reachCheckpoint(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @Arg('altarId', () => Int, { description: 'The current sacred site.' }) altarId: number,
  ): Promise<CheckpointResult> {
    return ctx.services.journeys.checkpoint(
      member,
      activePilgrimageId,
      await validateInput(checkpointSchema, { altarId }),
    );
  }

  @Authorized()
  @Mutation(() => PilgrimageUpdate, { description: 'Shares a journey update on the live feed.' })
  shareJourneyUpdate(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The journey id.' }) activePilgrimageId: number,
    @ValidArg('update', () => ShareUpdateInput, shareUpdateSchema, {
      description: 'The update.',
      nullMeansOmitted: true,
    })
    update: NewUpdate,
  ): Promise<PilgrimageUpdate> {
    return ctx.services.liveFeed.share(member, activePilgrimageId, update);
  }

  @Authorized()
  @Mutation(() => UpdateLikeResult, { description: 'Likes or unlikes a journey update (one like per member).' })
  togglePilgrimageUpdateLike(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('updateId', () => Int, { description: 'The update id.' }) updateId: number,
  ): Promise<UpdateLikeResult> {
    return ctx.services.liveFeed.toggleLike(member, updateId);
  }

  @Authorized()
  @Mutation(() => Post, {
    description: 'Shares a journey update to the community feed as your post; sharing again answers the same post.',
  })
  shareUpdateToCommunity(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('updateId', () => Int, { description: 'The update id.' }) updateId: number,
  ): Promise<Post> {
    return ctx.services.liveFeed.shareToCommunity(member, updateId);
  }

  @Authorized()
  @Query(() => [SpiritualAchievement], {
    description: "A member's spiritual achievements (NOT_FOUND when their profile is private to you).",
  })
  spiritualAchievements(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('userId', () => Int, { description: 'The member id.' }) userId: number,
  ): Promise<SpiritualAchievement[]> {
    return ctx.services.profiles.achievementsOf(member, userId);
  }

  @Authorized()
  @Mutation(() => PilgrimageMessage, { description: 'Sends a chat message to fellow pilgrims (blank refused).' })
  sendPilgrimageMessage(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
    @ValidArg('message', () => ChatMessageInput, chatMessageSchema, {
      description: 'The message.',
      nullMeansOmitted: true,
    })
    message: NewMessage,
  ): Promise<PilgrimageMessage> {
    return ctx.services.chat.postMessage(member, pilgrimageId, message);
  }

  @Authorized()
  @Mutation(() => JourneyPhoto, { description: 'Shares a photo with fellow pilgrims (participants only).' })
  addPilgrimagePhoto(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
    @ValidArg('photo', () => JourneyPhotoInput, journeyPhotoSchema, {
      description: 'The photo.',
      nullMeansOmitted: true,
    })
    photo: NewPhoto,
  ): Promise<JourneyPhoto> {
    return ctx.services.liveFeed.addPhoto(member, pilgrimageId, photo);
  }

  @Authorized()
  @Query(() => [PilgrimageUpdate], { description: "A pilgrimage's live feed, newest first (participants only)." })
  pilgrimageLiveUpdates(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<PilgrimageUpdate[]> {
    return ctx.services.liveFeed.liveUpdates(member, pilgrimageId);
  }

  @Authorized()
  @Query(() => [PilgrimageMessage], { description: "A pilgrimage's chat, oldest first (participants only)." })
  pilgrimageMessages(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<PilgrimageMessage[]> {
    return ctx.services.chat.messages(member, pilgrimageId);
  }

  @Authorized()
  @Query(() => [JourneyCompanion], { description: 'Companions on a pilgrimage (participants only).' })
  pilgrimageCompanions(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<JourneyCompanion[]> {
    return ctx.services.companions.companions(member, pilgrimageId);
  }

  @Authorized()
  @Query(() => [JourneyCompanion], { description: 'Members walking a pilgrimage now (participants only).' })
  pilgrimageParticipants(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
  ): Promise<JourneyCompanion[]> {
    return ctx.services.companions.participants(member, pilgrimageId);
  }

  @Authorized()
  @Mutation(() => CompanionLink, {
    description:
      'Asks a fellow pilgrim on this pilgrimage to walk together, or accepts their request. Walking together, each sees the exact position of the other (while they share it).',
  })
  async requestCompanion(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
    @Arg('userId', () => Int, { description: 'The fellow pilgrim.' }) userId: number,
  ): Promise<CompanionLink> {
    return ctx.services.companions.requestCompanion(
      member,
      pilgrimageId,
      await validateInput(companionRequestSchema, { userId }),
    );
  }

  @Authorized()
  @Mutation(() => CompanionLink, {
    description: 'Declines a request, withdraws yours, or stops walking together with a fellow pilgrim.',
  })
  removeCompanion(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) pilgrimageId: number,
    @Arg('userId', () => Int, { description: 'The fellow pilgrim.' }) userId: number,
  ): Promise<CompanionLink> {
    return ctx.services.companions.removeCompanion(member, pilgrimageId, userId);
  }

  @Subscription(() => PilgrimageMessage, {
    subscribe: liveEvents((services, userId, id) => services.chat.subscribe(userId, id)),
    description: 'Chat messages of a pilgrimage, as they are sent (its participants only).',
  })
  pilgrimageMessageAdded(
    @Arg('pilgrimageId', () => Int, pilgrimageArg) _pilgrimageId: number,
    @Root() message: PilgrimageMessage,
  ): PilgrimageMessage {
    return { ...message, createdAt: revived(message.createdAt) as Date };
  }

  @Subscription(() => PilgrimageUpdate, {
    subscribe: liveEvents((services, userId, id) => services.liveFeed.subscribe(userId, id)),
    description: 'Live feed updates of a pilgrimage, checkpoints included (its participants only).',
  })
  pilgrimageUpdateAdded(
    @Arg('pilgrimageId', () => Int, pilgrimageArg) _pilgrimageId: number,
    @Root() update: PilgrimageUpdate,
  ): PilgrimageUpdate {
    return { ...update, createdAt: revived(update.createdAt) as Date };
  }

  @Subscription(() => JourneyCompanion, {
    subscribe: liveEvents((services, userId, id) => services.companions.subscribe(userId, id)),
    description:
      "A fellow pilgrim's position and progress as they move (participants only; the position as on pilgrimageParticipants: exact for accepted companions, coarse for others, none while not shared).",
  })
  companionMoved(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, pilgrimageArg) _pilgrimageId: number,
    @Root() event: CompanionEvent,
  ): JourneyCompanion {
    const companion = ctx.services.companions.companionSeenBy(ctx.viewer.userId, event);
    return { ...companion, joinedAt: revived(companion.joinedAt), lastActiveAt: revived(companion.lastActiveAt) };
  }
}
