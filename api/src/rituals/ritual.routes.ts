import { ritualSchema } from '@sacred/core/rituals';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const ritualRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/rituals',
    summary: 'Record a ritual at an altar (3, 5 or 10 minutes)',
    schema: { body: ritualSchema },
    access: 'member',
    status: 201,
    handle: ({ body }, ctx) => ctx.services.rituals.record(requireMember(ctx), body),
  },
];
