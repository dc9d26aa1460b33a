import { reviewSchema } from '@sacred/core/reviews';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const reviewRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/altars/:id/reviews',
    summary: "An altar's reviews",
    handle: ({ params }, ctx) => ctx.services.reviews.list(params.id, ctx.viewer.userId),
  },
  {
    method: 'post',
    path: '/altars/:id/reviews',
    summary: 'Review an altar (writing again updates your review; Idempotency-Key honoured)',
    schema: { body: reviewSchema },
    access: 'member',
    status: 201,
    idempotent: true,
    handle: ({ params, body }, ctx) => ctx.services.reviews.write(requireMember(ctx), params.id, body),
  },
];
