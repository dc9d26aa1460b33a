import { reviewSchema } from '@sacred/core/reviews';
import { route, type RestRoute } from '../platform/rest/rest';
import { Review } from './review.types';

export const reviewRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/altars/:id/reviews',
    answer: [Review],
    summary: "An altar's reviews",
    handle: ({ params }, ctx) => ctx.services.reviews.list(params.id, ctx.viewer.userId),
  }),
  route({
    method: 'post',
    path: '/altars/:id/reviews',
    answer: Review,
    summary: 'Review an altar (writing again updates your review; Idempotency-Key honoured)',
    schema: { body: reviewSchema },
    access: 'confirmed',
    status: 201,
    idempotent: true,
    handle: ({ params, body, member }, ctx) => ctx.services.reviews.write(member, params.id, body),
  }),
];
