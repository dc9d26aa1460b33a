import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireMember } from '../platform/authorization';
import type { RequestContext } from '../platform/context';
import { Ritual, RitualInput } from './ritual.types';

@Resolver(() => Ritual)
export class RitualResolver {
  @Authorized()
  @Mutation(() => Ritual, { description: 'Records a ritual at an altar (a visit).' })
  recordRitual(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RitualInput, { description: 'The ritual performed.' }) input: RitualInput,
  ): Promise<Ritual> {
    return ctx.services.rituals.record(requireMember(ctx), input);
  }
}
