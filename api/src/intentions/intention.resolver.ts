import { confirmIntentionSchema, entrustIntentionSchema, intentionReportSchema } from '@sacred/core/intentions';
import type { EntrustIntentionInput } from '@sacred/core/intentions';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import { CarriedIntention, IntentionInput, IntentionReceipt, SentIntention, WalkerIntentions } from './intention.types';

@Resolver(() => SentIntention)
export class IntentionResolver {
  @Mutation(() => IntentionReceipt, {
    description:
      'Entrusts an intention to a pilgrimage or one of its sites (POST /api/pilgrimages/{id}/intentions). A guest gives an email address and opens the link sent there.',
  })
  entrustIntention(
    @Ctx() ctx: RequestContext,
    @Arg('pilgrimageId', () => Int, { description: 'The pilgrimage.' }) pilgrimageId: number,
    @ValidArg('input', () => IntentionInput, entrustIntentionSchema, {
      description: 'The intention.',
      nullMeansOmitted: true,
    })
    input: EntrustIntentionInput,
  ): Promise<IntentionReceipt> {
    return ctx.services.intentions.entrust(ctx.viewer.userId, pilgrimageId, input, ctx.clientAddress);
  }

  @Mutation(() => SentIntention, {
    description:
      "Confirms a guest's intention with the token of the link sent by email (POST /api/intentions/confirm).",
  })
  async confirmIntention(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: 'The token of the link.' }) token: string,
  ): Promise<SentIntention> {
    return ctx.services.intentions.confirm(await validateInput(confirmIntentionSchema, { token }));
  }

  @Authorized()
  @Query(() => [SentIntention], { description: 'The intentions you entrusted (GET /api/intentions/sent).' })
  sentIntentions(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<SentIntention[]> {
    return ctx.services.intentions.sent(member);
  }

  @Authorized()
  @Query(() => WalkerIntentions, {
    description:
      "A pilgrimage's intentions for you: those offered while you walk it (never their text), and yours to carry (GET /api/pilgrimages/{id}/intentions).",
  })
  pilgrimageIntentions(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('pilgrimageId', () => Int, { description: 'The pilgrimage.' }) pilgrimageId: number,
  ): Promise<WalkerIntentions> {
    return ctx.services.intentions.forWalker(member, pilgrimageId);
  }

  @Authorized()
  @Mutation(() => CarriedIntention, {
    description: 'Carries an offered intention on your journey under way (POST /api/intentions/{id}/accept).',
  })
  acceptIntention(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The intention.' }) id: number,
  ): Promise<CarriedIntention> {
    return ctx.services.intentions.accept(member, id);
  }

  @Authorized()
  @Mutation(() => String, {
    description: 'Gives back an intention you carry (POST /api/intentions/{id}/decline); answers a message.',
  })
  async declineIntention(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The intention.' }) id: number,
  ): Promise<string> {
    return (await ctx.services.intentions.decline(member, id)).message;
  }

  @Authorized()
  @Mutation(() => String, {
    description: 'Reports an intention you were given to carry, and gives it back (POST /api/intentions/{id}/report).',
  })
  async reportIntention(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The intention.' }) id: number,
    @Arg('reason', () => String, { description: 'Why, 3 to 500 characters.' }) reason: string,
  ): Promise<string> {
    const input = await validateInput(intentionReportSchema, { reason });
    return (await ctx.services.intentions.report(member, id, input)).message;
  }

  @Authorized()
  @Mutation(() => SentIntention, {
    description: 'Withdraws an intention you entrusted, before it is delivered (DELETE /api/intentions/{id}).',
  })
  withdrawIntention(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The intention.' }) id: number,
  ): Promise<SentIntention> {
    return ctx.services.intentions.withdraw(member, id);
  }
}
