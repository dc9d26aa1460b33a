import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CONFIRMED } from '../platform/http/authorization';
import type { RequestContext } from '../platform/context';
import {
  commentSchema,
  feedQuerySchema,
  postSchema,
  reportSchema,
  type PostInput as NewPost,
  type ReportInput as NewReport,
} from '@sacred/core/community';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import {
  Comment,
  CommunityStats,
  ContentReport,
  Post,
  PostInput,
  PostLike,
  RecentAchievement,
  ReportInput,
  TrendingTopic,
} from './community.types';

@Resolver(() => Post)
export class CommunityResolver {
  @Authorized()
  @Query(() => [Post], {
    description:
      'The community feed, at most `limit` posts (default 50, up to 100). Posts hidden by reports are left out, except for their author.',
  })
  async posts(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => String, {
      nullable: true,
      description:
        'all (newest first, the default), trending (likes and comments weighted by recency), recent (latest activity first), photos (with photos), pilgrimages (tied to a pilgrimage or about an altar on one).',
    })
    filter?: string | null,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 100; default 50.' }) limit?: number | null,
  ): Promise<Post[]> {
    const query = await validateInput(feedQuerySchema, { filter: filter ?? undefined, limit: limit ?? undefined });
    return ctx.services.community.feed(ctx.viewer.userId, query);
  }

  @Authorized()
  @Query(() => Post, { description: 'One post; NOT_FOUND when it does not exist or reports hide it.' })
  post(@Ctx() ctx: RequestContext, @Arg('id', () => Int, { description: 'The post id.' }) id: number): Promise<Post> {
    return ctx.services.community.get(ctx.viewer.userId, id);
  }

  @Authorized()
  @Query(() => [Comment], { description: "A post's comments, oldest first (at most 200)." })
  postComments(
    @Ctx() ctx: RequestContext,
    @Arg('postId', () => Int, { description: 'The post id.' }) postId: number,
  ): Promise<Comment[]> {
    return ctx.services.community.comments(ctx.viewer.userId, postId);
  }

  @Authorized()
  @Query(() => CommunityStats, { description: 'The stats cards: active users, sacred spaces, shared moments.' })
  communityStats(@Ctx() ctx: RequestContext): Promise<CommunityStats> {
    return ctx.services.community.stats();
  }

  @Authorized()
  @Query(() => [TrendingTopic], { description: 'The five most used hashtags over the latest 200 posts.' })
  trendingTopics(@Ctx() ctx: RequestContext): Promise<TrendingTopic[]> {
    return ctx.services.community.trendingTopics();
  }

  @Authorized()
  @Query(() => [RecentAchievement], {
    description: 'The five badges earned most recently by members with a public profile.',
  })
  recentAchievements(@Ctx() ctx: RequestContext): Promise<RecentAchievement[]> {
    return ctx.services.community.recentAchievements();
  }

  @Authorized(CONFIRMED)
  @Mutation(() => Post, { description: 'Shares a post to the community feed.' })
  createPost(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => PostInput, postSchema, { description: 'The post.' }) input: NewPost,
  ): Promise<Post> {
    return ctx.services.community.create(member, input);
  }

  @Authorized()
  @Mutation(() => PostLike, { description: 'Likes a post, or unlikes it when the member already likes it.' })
  togglePostLike(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('postId', () => Int, { description: 'The post id.' }) postId: number,
  ): Promise<PostLike> {
    return ctx.services.community.toggleLike(member, postId);
  }

  @Authorized(CONFIRMED)
  @Mutation(() => Comment, { description: 'Adds a comment to a post (1 to 1000 characters).' })
  async addComment(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('postId', () => Int, { description: 'The post id.' }) postId: number,
    @Arg('content', () => String, { description: 'The comment text; not blank.' }) content: string,
  ): Promise<Comment> {
    return ctx.services.community.addComment(member, postId, await validateInput(commentSchema, { content }));
  }

  @Authorized()
  @Mutation(() => ContentReport, {
    description: 'Reports a post, review, altar or pilgrimage; 3 open reports hide it from everyone but its author.',
  })
  reportContent(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => ReportInput, reportSchema, { description: 'What is reported, and why.' })
    input: NewReport,
  ): Promise<ContentReport> {
    return ctx.services.reports.report(member, input);
  }

  @Authorized()
  @Query(() => [ContentReport], { description: "The signed-in member's reports and their status, newest first." })
  myReports(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<ContentReport[]> {
    return ctx.services.reports.mine(member);
  }
}
