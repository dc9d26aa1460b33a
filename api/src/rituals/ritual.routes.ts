import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const ritualRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/rituals',
    access: 'member',
    status: 201,
    handle: ({ body }, ctx) => ctx.services.rituals.record(requireMember(ctx), body),
  },
];
