import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { CurrentMember } from '../platform/graphql/graphql-arguments';
import { AltarSky, FirstLightReminder } from './sky.types';

@Resolver(() => AltarSky)
export class SkyResolver {
  @Query(() => AltarSky, {
    description:
      'The sky at an altar on a solar date (default its today): GET /api/altars/{id}/sky. NOT_FOUND for no such altar; a sensitive altar is computed at its public point for everyone but its creator.',
  })
  altarSky(
    @Ctx() ctx: RequestContext,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
    @Arg('date', () => String, { nullable: true, description: 'A solar date at the altar, YYYY-MM-DD.' })
    date?: string | null,
  ): Promise<AltarSky> {
    return ctx.services.sky.altarSky(altarId, { date: date ?? undefined }, ctx.viewer.userId);
  }

  @Authorized()
  @Mutation(() => FirstLightReminder, {
    description:
      'A web push N minutes (5 to 180, default 20) before the next first light at an altar (PUT /api/altars/{id}/first-light-reminder); setting it again replaces it.',
  })
  setFirstLightReminder(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
    @Arg('minutesBefore', () => Int, { nullable: true, description: 'Minutes before first light, 5 to 180.' })
    minutesBefore?: number | null,
  ): Promise<FirstLightReminder> {
    return ctx.services.sky.setFirstLightReminder(member, altarId, { minutesBefore: minutesBefore ?? undefined });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Removes your first-light reminder at an altar (DELETE /api/altars/{id}/first-light-reminder).',
  })
  cancelFirstLightReminder(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, { description: 'The altar id.' }) altarId: number,
  ): Promise<boolean> {
    return ctx.services.sky.cancelFirstLightReminder(member, altarId);
  }
}
