import { commentSchema, feedQuerySchema, postSchema, reportSchema } from '@sacred/core/community';
import { route, type RestRoute } from '../platform/rest';

/** Community REST paths (001 section 7) plus comments, sidebars and reports. All for members. */
export const communityRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/posts',
    summary: 'The community feed (filter: all, recent, trending, photos, pilgrimages)',
    schema: { query: feedQuerySchema },
    access: 'member',
    handle: ({ query }, ctx) => ctx.services.community.feed(ctx.viewer.userId, query),
  }),
  route({
    method: 'post',
    path: '/posts',
    summary: 'Share a post (text, up to 4 photos)',
    schema: { body: postSchema },
    access: 'confirmed',
    status: 201,
    // Photos may arrive as data URLs: up to 4 of at most 10 MB each, base64-encoded.
    body: { jsonLimit: '56mb' },
    handle: ({ body, member }, ctx) => ctx.services.community.create(member, body),
  }),
  route({
    method: 'post',
    path: '/posts/:id/like',
    summary: 'Like a post, or unlike it when already liked',
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.community.toggleLike(member, params.id),
  }),
  route({
    method: 'get',
    path: '/posts/:id/comments',
    summary: "A post's comments, oldest first",
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.community.comments(ctx.viewer.userId, params.id),
  }),
  route({
    method: 'post',
    path: '/posts/:id/comments',
    summary: 'Comment on a post',
    schema: { body: commentSchema },
    access: 'confirmed',
    status: 201,
    handle: ({ params, body, member }, ctx) => ctx.services.community.addComment(member, params.id, body),
  }),
  route({
    method: 'get',
    path: '/community/stats',
    summary: 'Community sidebar counts (active users, sacred spaces, shared moments)',
    access: 'member',
    handle: (_request, ctx) => ctx.services.community.stats(),
  }),
  route({
    method: 'get',
    path: '/community/trending-topics',
    summary: 'The five most used hashtags of recent posts',
    access: 'member',
    handle: (_request, ctx) => ctx.services.community.trendingTopics(),
  }),
  route({
    method: 'get',
    path: '/community/recent-achievements',
    summary: 'The five latest badges earned by members with a public profile',
    access: 'member',
    handle: (_request, ctx) => ctx.services.community.recentAchievements(),
  }),
  route({
    method: 'post',
    path: '/reports',
    summary: 'Report a post, review, altar or pilgrimage',
    schema: { body: reportSchema },
    access: 'member',
    status: 201,
    handle: ({ body, member }, ctx) => ctx.services.reports.report(member, body),
  }),
  route({
    method: 'get',
    path: '/reports',
    summary: 'Your own reports',
    access: 'member',
    handle: ({ member }, ctx) => ctx.services.reports.mine(member),
  }),
];
