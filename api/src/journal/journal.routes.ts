import { journalEntrySchema, journalFilterSchema } from '@sacred/core/journal';
import { route, type RestRoute } from '../platform/rest/rest';
import { JournalEntry } from './journal.types';
import { messageAnswerSchema } from '@sacred/core/answers';

export const journalRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/users/:id/journal-entries',
    answer: [JournalEntry],
    summary: "A member's journal entries (others' only when public), by altar or pilgrimage",
    schema: { query: journalFilterSchema },
    access: 'member',
    handle: ({ params, query, member }, ctx) => ctx.services.journal.list(member, params.id, query),
  }),
  route({
    method: 'post',
    path: '/users/:id/journal-entries',
    answer: JournalEntry,
    summary: 'Write a journal entry (Idempotency-Key honoured)',
    schema: { body: journalEntrySchema },
    access: 'self',
    status: 201,
    idempotent: true,
    handle: ({ body, member }, ctx) => ctx.services.journal.create(member, body),
  }),
  route({
    method: 'delete',
    path: '/journal-entries/:id',
    answer: messageAnswerSchema,
    summary: 'Delete one of your journal entries',
    access: 'member',
    handle: async ({ params, member }, ctx) => {
      await ctx.services.journal.delete(member, params.id);
      return { message: 'Journal entry deleted' };
    },
  }),
];
