import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const journalRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/:id/journal-entries',
    access: 'member',
    handle: ({ params, query }, ctx) => ctx.services.journal.list(requireMember(ctx), params.id, query),
  },
  {
    method: 'post',
    path: '/users/:id/journal-entries',
    access: 'self',
    status: 201,
    idempotent: true,
    handle: ({ body }, ctx) => ctx.services.journal.create(requireMember(ctx), body),
  },
  {
    method: 'delete',
    path: '/journal-entries/:id',
    access: 'member',
    handle: async ({ params }, ctx) => {
      await ctx.services.journal.delete(requireMember(ctx), params.id);
      return { message: 'Journal entry deleted' };
    },
  },
];
