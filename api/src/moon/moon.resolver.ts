import { Arg, Ctx, Float, Query, Resolver } from 'type-graphql';
import { moonPhaseQuerySchema } from '@sacred/core/moon';
import type { RequestContext } from '../platform/context';
import { validateInput } from '../platform/rest/validation';
import { MoonPhase } from './moon.types';

@Resolver(() => MoonPhase)
export class MoonResolver {
  @Query(() => MoonPhase, {
    description:
      'The Moon at `date` (default now): phase, illumination, next new and full moon, sign and guidance. Latitude (-90 to 90) and longitude (-180 to 180) are checked when given; the figures are geocentric.',
  })
  async moonPhase(
    @Ctx() ctx: RequestContext,
    @Arg('latitude', () => Float, { nullable: true, description: 'The observer, -90 to 90; optional.' })
    latitude?: number | null,
    @Arg('longitude', () => Float, { nullable: true, description: 'The observer, -180 to 180; optional.' })
    longitude?: number | null,
    @Arg('date', () => Date, { nullable: true, description: 'Any instant; default now.' }) date?: Date | null,
  ): Promise<MoonPhase> {
    const query = await validateInput(moonPhaseQuerySchema, {
      latitude: latitude ?? undefined,
      longitude: longitude ?? undefined,
      date: date?.toISOString(),
    });
    return ctx.services.moon.phase(query);
  }
}
