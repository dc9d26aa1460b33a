import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { settingsSchema, type SettingsInput } from '@sacred/core/settings-schema';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { Badge } from '../rewards/badge.types';
import { MemberProfile, PilgrimageCompletion, ProfileAltar, UserSettings, UserSettingsInput } from './profile.types';

const memberArg = { description: 'The member id; NOT_FOUND when their profile is private to the viewer.' };

@Resolver(() => MemberProfile)
export class ProfileResolver {
  @Authorized()
  @Query(() => MemberProfile, { description: "A member's profile with counts and days since joining." })
  memberProfile(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('userId', () => Int, memberArg) userId: number,
  ): Promise<MemberProfile> {
    return ctx.services.profiles.profile(member, userId);
  }

  @Authorized()
  @Query(() => [ProfileAltar], { description: 'Altars the member created, newest first (at most 200).' })
  memberAltars(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('userId', () => Int, memberArg) userId: number,
  ): Promise<ProfileAltar[]> {
    return ctx.services.profiles.altarsOf(member, userId);
  }

  @Authorized()
  @Query(() => [Badge], {
    description: "The member's badges (earned from real activity, checked on every read), earliest first.",
  })
  memberBadges(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('userId', () => Int, memberArg) userId: number,
  ): Promise<Badge[]> {
    return ctx.services.profiles.badgesOf(member, userId);
  }

  @Authorized()
  @Query(() => [PilgrimageCompletion], { description: 'Pilgrimages the member completed, newest first.' })
  memberPilgrimageCompletions(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('userId', () => Int, memberArg) userId: number,
  ): Promise<PilgrimageCompletion[]> {
    return ctx.services.profiles.completionsOf(member, userId);
  }

  @Authorized()
  @Query(() => [ProfileAltar], { description: "The member's favourite altars, most recently saved first." })
  favoriteAltars(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('userId', () => Int, memberArg) userId: number,
  ): Promise<ProfileAltar[]> {
    return ctx.services.profiles.favoritesOf(member, userId);
  }

  @Authorized()
  @Query(() => [Badge], { description: 'The six catalogue badges in order, with requirements and XP rewards.' })
  badgeCatalogue(@Ctx() ctx: RequestContext): Promise<Badge[]> {
    return ctx.services.badges.catalogue();
  }

  @Subscription(() => [String], {
    subscribe: ({ context }: { context: unknown }) =>
      (context as RequestContext).services.badges.earnedFromNow((context as RequestContext).viewer.userId),
    description:
      'The names of badges you earn from now on, each time a write of yours earns some (signed-in members only).',
  })
  badgesEarned(@Root() names: string[]): string[] {
    return names;
  }

  @Authorized()
  @Query(() => Boolean, { description: "Whether the altar is in the signed-in member's favourites." })
  isFavoriteAltar(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
  ): Promise<boolean> {
    return ctx.services.profiles.isFavorite(member, altarId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Saves or removes a favourite altar; answers the new state.' })
  setFavoriteAltar(
    @Ctx() ctx: RequestContext,
    @CurrentMember() userId: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
    @Arg('favorite', () => Boolean, { description: 'true saves it, false removes it.' }) favorite: boolean,
  ): Promise<boolean> {
    return favorite
      ? ctx.services.profiles.favorite(userId, altarId)
      : ctx.services.profiles.unfavorite(userId, altarId);
  }

  @Authorized()
  @Query(() => UserSettings, { description: "The signed-in member's settings (the defaults until first saved)." })
  mySettings(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<UserSettings> {
    return ctx.services.settings.get(member);
  }

  @Authorized()
  @Mutation(() => UserSettings, { description: "Replaces the signed-in member's settings with the full object." })
  updateSettings(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => UserSettingsInput, settingsSchema, { description: 'The complete settings.' })
    input: SettingsInput,
  ): Promise<UserSettings> {
    return ctx.services.settings.replace(member, input);
  }
}
