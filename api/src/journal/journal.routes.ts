import { journalEntrySchema, journalFilterSchema } from '@sacred/core/journal';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const journalRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/:id/journal-entries',
    summary: "A member's journal entries (others' only when public), by altar or pilgrimage",
    schema: { query: journalFilterSchema },
    access: 'member',
    handle: ({ params, query }, ctx) => ctx.services.journal.list(requireMember(ctx), params.id, query),
  },
  {
    method: 'post',
    path: '/users/:id/journal-entries',
    summary: 'Write a journal entry (Idempotency-Key honoured)',
    schema: { body: journalEntrySchema },
    access: 'self',
    status: 201,
    idempotent: true,
    handle: ({ body }, ctx) => ctx.services.journal.create(requireMember(ctx), body),
  },
  {
    method: 'delete',
    path: '/journal-entries/:id',
    summary: 'Delete one of your journal entries',
    access: 'member',
    handle: async ({ params }, ctx) => {
      await ctx.services.journal.delete(requireMember(ctx), params.id);
      return { message: 'Journal entry deleted' };
    },
  },
];
