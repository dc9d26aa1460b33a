import { route, type RestRoute } from '../platform/rest/rest';
import { Badge } from './badge.types';

/**
 * The badge catalogue. A member's earned badges are read through their profile (`/users/:id/badges`), which
 * decides who may see them.
 */
export const rewardRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/badges',
    answer: [Badge],
    summary: 'The badge catalogue',
    access: 'member',
    handle: (_request, ctx) => ctx.services.badges.catalogue(),
  }),
];
