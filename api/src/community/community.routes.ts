import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

/** Community REST paths (001 section 7) plus comments, sidebars and reports. All for members. */
export const communityRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/posts',
    access: 'member',
    handle: ({ query }, ctx) => ctx.services.community.feed(ctx.viewer.userId, query),
  },
  {
    method: 'post',
    path: '/posts',
    access: 'member',
    status: 201,
    // Photos may arrive as data URLs: up to 4 of at most 10 MB each, base64-encoded.
    body: { jsonLimit: '56mb' },
    handle: ({ body }, ctx) => ctx.services.community.create(requireMember(ctx), body),
  },
  {
    method: 'post',
    path: '/posts/:id/like',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.community.toggleLike(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/posts/:id/comments',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.community.comments(ctx.viewer.userId, params.id),
  },
  {
    method: 'post',
    path: '/posts/:id/comments',
    access: 'member',
    status: 201,
    handle: ({ params, body }, ctx) => ctx.services.community.addComment(requireMember(ctx), params.id, body),
  },
  {
    method: 'get',
    path: '/community/stats',
    access: 'member',
    handle: (_request, ctx) => ctx.services.community.stats(),
  },
  {
    method: 'get',
    path: '/community/trending-topics',
    access: 'member',
    handle: (_request, ctx) => ctx.services.community.trendingTopics(),
  },
  {
    method: 'get',
    path: '/community/recent-achievements',
    access: 'member',
    handle: (_request, ctx) => ctx.services.community.recentAchievements(),
  },
  {
    method: 'post',
    path: '/reports',
    access: 'member',
    status: 201,
    handle: ({ body }, ctx) => ctx.services.reports.report(requireMember(ctx), body),
  },
  {
    method: 'get',
    path: '/reports',
    access: 'member',
    handle: (_request, ctx) => ctx.services.reports.mine(requireMember(ctx)),
  },
];
