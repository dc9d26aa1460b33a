import { pushSubscribeSchema, pushUnsubscribeSchema } from '@sacred/core/push';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

export const pushRoutes: RestRoute[] = [
  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  {
    method: 'get',
    path: '/push/public-key',
    summary: 'The VAPID public key to subscribe with',
    handle: async (_request, ctx) => ({ publicKey: await ctx.services.push.publicKey() }),
  },
  /** { subscription, preferences } (+ timeZone, latitude, longitude); also re-sends preferences. */
  {
    method: 'post',
    path: '/users/:id/notifications/subscribe',
    summary: 'Subscribe this device to web push, with preferences',
    schema: { body: pushSubscribeSchema },
    access: 'self',
    status: 201,
    handle: ({ body }, ctx) => ctx.services.push.subscribe(requireMember(ctx), body),
  },
  /** { endpoint }: this device stops receiving notifications. */
  {
    method: 'post',
    path: '/users/:id/notifications/unsubscribe',
    summary: 'Stop web push on this device',
    schema: { body: pushUnsubscribeSchema },
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.push.unsubscribe(requireMember(ctx), body),
  },
  /** ?endpoint=: whether this device is subscribed, and its preferences. */
  {
    method: 'get',
    path: '/users/:id/notifications/subscription',
    summary: 'Whether a device (endpoint query) is subscribed, and its preferences',
    access: 'self',
    handle: ({ query }, ctx) => ctx.services.push.device(requireMember(ctx), query.endpoint),
  },
];
