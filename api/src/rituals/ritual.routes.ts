import { ritualSchema } from '@sacred/core/rituals';
import { route, type RestRoute } from '../platform/rest/rest';
import { Ritual } from './ritual.types';

export const ritualRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/rituals',
    answer: Ritual,
    summary: 'Record a ritual at an altar (3, 5 or 10 minutes; Idempotency-Key honoured)',
    schema: { body: ritualSchema },
    access: 'member',
    status: 201,
    idempotent: true,
    handle: ({ body, member }, ctx) => ctx.services.rituals.record(member, body),
  }),
];
