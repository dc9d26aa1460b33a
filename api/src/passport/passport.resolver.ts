import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { CurrentMember } from '../platform/graphql/graphql-arguments';
import { Credential, Passport } from './passport.types';

@Resolver(() => Passport)
export class PassportResolver {
  @Authorized()
  @Query(() => Passport, {
    description: 'Your pilgrim passport: every accepted checkpoint as a stamp (GET /api/passport).',
  })
  myPassport(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<Passport> {
    return ctx.services.passport.passport(member);
  }

  @Query(() => Credential, {
    description:
      'A pilgrim credential, verified with the server key (GET /api/credentials/{id}); anyone may ask. NOT_FOUND for an unknown id.',
  })
  credential(@Ctx() ctx: RequestContext, @Arg('id', () => String, { description: 'The credential id.' }) id: string) {
    return ctx.services.passport.verify(id);
  }

  @Authorized()
  @Mutation(() => Credential, {
    description:
      'Issues the signed credential of one of your completed journeys (POST /api/passport/credentials); again, to show or hide your name.',
  })
  issueCredential(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('activePilgrimageId', () => Int, { description: 'The completed journey.' }) activePilgrimageId: number,
    @Arg('showName', () => Boolean, { nullable: true, description: 'Show your name on it (default false).' })
    showName?: boolean | null,
  ): Promise<Credential> {
    return ctx.services.passport.issueCredential(member, { activePilgrimageId, showName: showName ?? undefined });
  }
}
