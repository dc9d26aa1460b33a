import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const journeyRoutes: RestRoute[] = [
  /** Body (optional): the current position `{ latitude, longitude }`. Idempotent per member and pilgrimage. */
  {
    method: 'post',
    path: '/pilgrimages/:id/start',
    access: 'member',
    handle: ({ params, body }, ctx) => ctx.services.journeys.start(requireMember(ctx), params.id, body),
  },
  {
    method: 'get',
    path: '/active-pilgrimages',
    access: 'member',
    handle: (_request, ctx) => ctx.services.journeys.mine(requireMember(ctx)),
  },
  {
    method: 'get',
    path: '/active-pilgrimages/:id',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.journeys.get(requireMember(ctx), params.id),
  },
];
