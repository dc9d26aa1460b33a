import { messageAnswerSchema } from '@sacred/core/answers';
import { confirmIntentionSchema, entrustIntentionSchema, intentionReportSchema } from '@sacred/core/intentions';
import { route, type RestRoute } from '../platform/rest/rest';
import { CarriedIntention, IntentionReceipt, SentIntention, WalkerIntentions } from './intention.types';

export const intentionRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/pilgrimages/:id/intentions',
    answer: IntentionReceipt,
    status: 201,
    summary:
      'Entrust an intention to a pilgrimage or one of its sites (members; a guest gives an email and opens the link sent there)',
    schema: { body: entrustIntentionSchema },
    handle: ({ params, body, member }, ctx) =>
      ctx.services.intentions.entrust(member, params.id, body, ctx.clientAddress),
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id/intentions',
    answer: WalkerIntentions,
    access: 'member',
    summary:
      "A pilgrimage's intentions for you: those offered while you walk it (never their text), and yours to carry",
    handle: ({ params, member }, ctx) => ctx.services.intentions.forWalker(member, params.id),
  }),
  route({
    method: 'post',
    path: '/intentions/confirm',
    answer: SentIntention,
    summary: "Confirm a guest's intention with the token of the link sent by email (once): it is offered to walkers",
    schema: { body: confirmIntentionSchema },
    handle: ({ body }, ctx) => ctx.services.intentions.confirm(body),
  }),
  route({
    method: 'get',
    path: '/intentions/sent',
    answer: [SentIntention],
    access: 'member',
    summary: 'The intentions you entrusted, newest first, with what became of each',
    handle: ({ member }, ctx) => ctx.services.intentions.sent(member),
  }),
  route({
    method: 'post',
    path: '/intentions/:id/accept',
    answer: CarriedIntention,
    access: 'member',
    summary: `Carry an offered intention on your journey under way (at most a few at once, first come: 409 when taken)`,
    handle: ({ params, member }, ctx) => ctx.services.intentions.accept(member, params.id),
  }),
  route({
    method: 'post',
    path: '/intentions/:id/decline',
    answer: messageAnswerSchema,
    access: 'member',
    summary: 'Give back an intention you carry (it is declined)',
    handle: ({ params, member }, ctx) => ctx.services.intentions.decline(member, params.id),
  }),
  route({
    method: 'post',
    path: '/intentions/:id/report',
    answer: messageAnswerSchema,
    access: 'member',
    status: 201,
    summary: 'Report an intention you were given to carry (to the moderators), and give it back',
    schema: { body: intentionReportSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.intentions.report(member, params.id, body),
  }),
  route({
    method: 'delete',
    path: '/intentions/:id',
    answer: SentIntention,
    access: 'member',
    summary: 'Withdraw an intention you entrusted, before it is delivered',
    handle: ({ params, member }, ctx) => ctx.services.intentions.withdraw(member, params.id),
  }),
];
