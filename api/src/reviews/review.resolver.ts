import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CONFIRMED } from '../platform/http/authorization';
import type { RequestContext } from '../platform/context';
import { reviewSchema, type ReviewInput as NewReview } from '@sacred/core/reviews';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { Review, ReviewInput, ReviewSummary } from './review.types';

const ALTAR_ARG = { description: 'The altar id.' };

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => [Review], { description: "An altar's reviews, newest first (at most 200)." })
  altarReviews(@Ctx() ctx: RequestContext, @Arg('altarId', () => Int, ALTAR_ARG) altarId: number): Promise<Review[]> {
    return ctx.services.reviews.list(altarId, ctx.viewer.userId);
  }

  @Query(() => ReviewSummary, { description: "An altar's average rating and per-star distribution." })
  altarReviewSummary(
    @Ctx() ctx: RequestContext,
    @Arg('altarId', () => Int, ALTAR_ARG) altarId: number,
  ): Promise<ReviewSummary> {
    return ctx.services.reviews.summary(altarId);
  }

  @Authorized(CONFIRMED)
  @Mutation(() => Review, { description: "Writes (or rewrites) the signed-in member's review of an altar." })
  writeReview(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('altarId', () => Int, ALTAR_ARG) altarId: number,
    @ValidArg('input', () => ReviewInput, reviewSchema, { description: 'The review.' }) input: NewReview,
  ): Promise<Review> {
    return ctx.services.reviews.write(member, altarId, input);
  }
}
