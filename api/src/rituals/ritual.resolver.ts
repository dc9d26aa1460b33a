import { Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { ritualSchema, type RitualInput as NewRitual } from '@sacred/core/rituals';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { Ritual, RitualInput } from './ritual.types';

@Resolver(() => Ritual)
export class RitualResolver {
  @Authorized()
  @Mutation(() => Ritual, { description: 'Records a ritual at an altar (a visit).' })
  recordRitual(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => RitualInput, ritualSchema, {
      description: 'The ritual performed.',
      nullMeansOmitted: true,
    })
    input: NewRitual,
  ): Promise<Ritual> {
    return ctx.services.rituals.record(member, input);
  }
}
