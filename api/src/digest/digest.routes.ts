import { digestUnsubscribeSchema } from '@sacred/core/digest';
import { messageAnswerSchema } from '@sacred/core/answers';
import { route, type RestRoute } from '../platform/rest/rest';

export const digestRoutes: RestRoute[] = [
  route({
    // The link in every digest works without signing in: the token is signed for one member. POST only
    // (the email's link opens a page with a button), so a mail scanner fetching links changes nothing;
    // mail clients' one-click unsubscribe (RFC 8058) POSTs here too.
    method: 'post',
    path: '/digest/unsubscribe',
    answer: messageAnswerSchema,
    summary: 'Turn the weekly email digest off with the signed token from the email (no sign-in needed)',
    schema: { query: digestUnsubscribeSchema },
    handle: ({ query }, ctx) => ctx.services.digest.unsubscribe(query.token),
  }),
];
