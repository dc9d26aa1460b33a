import { deviceSubscriptionAnswerSchema, pushPublicKeyAnswerSchema } from '@sacred/core/answers';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '@sacred/core/push';
import { route, type RestRoute } from '../platform/rest/rest';

export const pushRoutes: RestRoute[] = [
  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  route({
    method: 'get',
    path: '/push/public-key',
    answer: pushPublicKeyAnswerSchema,
    summary: 'The VAPID public key to subscribe with',
    handle: async (_request, ctx) => ({ publicKey: await ctx.services.push.publicKey() }),
  }),
  /** { subscription, preferences } (+ timeZone, latitude, longitude); also re-sends preferences. */
  route({
    method: 'post',
    path: '/users/:id/notifications/subscribe',
    answer: deviceSubscriptionAnswerSchema,
    summary: 'Subscribe this device to web push, with preferences',
    schema: { body: pushSubscribeSchema },
    access: 'self',
    status: 201,
    handle: ({ body, member }, ctx) => ctx.services.push.subscribe(member, body),
  }),
  /** { endpoint }: this device stops receiving notifications. */
  route({
    method: 'post',
    path: '/users/:id/notifications/unsubscribe',
    answer: deviceSubscriptionAnswerSchema,
    summary: 'Stop web push on this device',
    schema: { body: pushUnsubscribeSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.push.unsubscribe(member, body),
  }),
  /** ?endpoint=: whether this device is subscribed, and its preferences. */
  route({
    method: 'get',
    path: '/users/:id/notifications/subscription',
    answer: deviceSubscriptionAnswerSchema,
    summary: 'Whether a device (endpoint query) is subscribed, and its preferences',
    access: 'self',
    handle: ({ query, member }, ctx) => ctx.services.push.device(member, query.endpoint),
  }),
];
