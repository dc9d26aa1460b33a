import { Arg, Authorized, Ctx, Float, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import {
  createWalkShareSchema,
  extendWalkSchema,
  walkBatterySchema,
  walkSafetySchema,
  type CreateWalkShareInput as NewLink,
  type WalkSafetyInput as Watch,
} from '@sacred/core/walk-safe';
import type { RequestContext } from '../platform/context';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import {
  CreatedWalkShareLink,
  CreateWalkShareInput,
  SharedWalk,
  WalkSafety,
  WalkSafetyInput,
  WalkShareLink,
} from './walk-safe.types';

const journeyArg = { description: 'The journey id (activePilgrimageId).' } as const;
const tokenArg = { description: 'The token of the share link.' } as const;

/** Over Redis nothing of this payload travels (it is read again on each event), so its dates are Dates. */
@Resolver()
export class WalkSafeResolver {
  @Authorized()
  @Mutation(() => CreatedWalkShareLink, {
    description: 'Creates a live share link of your journey under way; the token and URL are returned this once.',
  })
  createWalkShareLink(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
    @ValidArg('input', () => CreateWalkShareInput, createWalkShareSchema, {
      nullable: true,
      description: 'An optional end.',
      nullMeansOmitted: true,
    })
    input: NewLink | undefined,
  ): Promise<CreatedWalkShareLink> {
    return ctx.services.walkShares.createLink(member, activePilgrimageId, input ?? {}, ctx.appOrigin);
  }

  @Authorized()
  @Query(() => [WalkShareLink], { description: 'The share links of one of your journeys, newest first.' })
  walkShareLinks(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
  ): Promise<WalkShareLink[]> {
    return ctx.services.walkShares.links(member, activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => WalkShareLink, { description: 'Turns one of your share links off at once.' })
  revokeWalkShareLink(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The link id.' }) id: number,
  ): Promise<WalkShareLink> {
    return ctx.services.walkShares.revokeLink(member, id);
  }

  @Query(() => SharedWalk, {
    description: 'A shared walk by its token (no account needed); NOT_FOUND once revoked or expired.',
  })
  sharedWalk(@Ctx() ctx: RequestContext, @Arg('token', () => String, tokenArg) token: string): Promise<SharedWalk> {
    return ctx.services.walkShares.sharedWalk(token);
  }

  @Mutation(() => Boolean, {
    description: 'Counts one opening of a share page; nothing else about the viewer is kept.',
  })
  async countSharedWalkView(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, tokenArg) token: string,
  ): Promise<boolean> {
    await ctx.services.walkShares.countView(token);
    return true;
  }

  @Subscription(() => SharedWalk, {
    subscribe: ({ args, context }) =>
      (context as RequestContext).services.walkShares.subscribe((args as { token?: unknown }).token),
    description: 'The shared walk each time the walker moves or the link or watch changes; ends when the link stops.',
  })
  sharedWalkUpdated(@Arg('token', () => String, tokenArg) _token: string, @Root() walk: SharedWalk): SharedWalk {
    return walk;
  }

  @Subscription(() => WalkSafety, {
    subscribe: ({ args, context }) => {
      const ctx = context as RequestContext;
      return ctx.services.walkWatch.subscribe(
        ctx.viewer.userId,
        (args as { activePilgrimageId?: unknown }).activePilgrimageId,
      );
    },
    description:
      'Your watch on one of your journeys each time it changes, an alert is raised or one of its deliveries reaches (or fails to reach) a contact.',
  })
  walkSafetyUpdated(
    @Arg('activePilgrimageId', () => Int, journeyArg) _activePilgrimageId: number,
    @Root() safety: WalkSafety,
  ): WalkSafety {
    return safety;
  }

  @Authorized()
  @Query(() => WalkSafety, { description: '"Expected back by" of one of your journeys and its safety contacts.' })
  walkSafety(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
  ): Promise<WalkSafety> {
    return ctx.services.walkWatch.safety(member, activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => WalkSafety, {
    description: 'Sets "expected back by" and the safety contacts; replaces the previous time and contacts.',
  })
  setWalkSafety(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
    @ValidArg('input', () => WalkSafetyInput, walkSafetySchema, {
      description: 'The time and the contacts.',
      nullMeansOmitted: true,
    })
    input: Watch,
  ): Promise<WalkSafety> {
    return ctx.services.walkWatch.setSafety(member, activePilgrimageId, input, ctx.appOrigin);
  }

  @Authorized()
  @Mutation(() => WalkSafety, { description: 'Still walking: moves the expected time on by 30, 60 or 120 minutes.' })
  async extendWalk(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
    @Arg('minutes', () => Int, { description: '30, 60 or 120.' }) minutes: number,
  ): Promise<WalkSafety> {
    const valid = await validateInput(extendWalkSchema, { minutes });
    return ctx.services.walkWatch.extend(member, activePilgrimageId, valid);
  }

  @Authorized()
  @Mutation(() => WalkSafety, { description: 'Turns "expected back by" off and forgets the contacts.' })
  clearWalkSafety(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
  ): Promise<WalkSafety> {
    return ctx.services.walkWatch.clearSafety(member, activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => WalkSafety, {
    description: 'Tells the contacts who were alerted that you are safe (once per alert).',
  })
  sendImSafe(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
  ): Promise<WalkSafety> {
    return ctx.services.walkWatch.sendSafe(member, activePilgrimageId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Your browser's battery level (0-1), shown on your share page." })
  async reportWalkBattery(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, journeyArg) activePilgrimageId: number,
    @Arg('level', () => Float, { description: '0 to 1.' }) level: number,
  ): Promise<boolean> {
    const valid = await validateInput(walkBatterySchema, { level });
    await ctx.services.walkWatch.reportBattery(member, activePilgrimageId, valid);
    return true;
  }
}
