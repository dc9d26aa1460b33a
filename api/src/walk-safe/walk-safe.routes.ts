import {
  createWalkShareSchema,
  extendWalkSchema,
  walkBatterySchema,
  walkSafeOptOutSchema,
  walkSafetySchema,
} from '@sacred/core/walk-safe';
import { messageAnswerSchema } from '@sacred/core/answers';
import { route, type RestRoute } from '../platform/rest/rest';
import { CreatedWalkShareLink, SharedWalk, WalkSafety, WalkShareLink } from './walk-safe.types';

/**
 * Walk safe. Only the walker creates, lists and revokes share links and sets the watch (404 for
 * anyone else's journey); the share page reads by token with no account, and a link that does not open
 * (unknown, revoked, expired) answers one 404 whatever the reason.
 */
export const walkSafeRoutes: RestRoute[] = [
  route({
    // The link in a safety-contact notice works without an account: the token is signed for one
    // address. POST only (the link opens a page with a button), so a mail scanner changes nothing.
    method: 'post',
    path: '/walk-safe/opt-out',
    answer: messageAnswerSchema,
    summary: 'Stop being a safety contact, with the signed token from the notice email (no account needed)',
    schema: { query: walkSafeOptOutSchema },
    handle: ({ query }, ctx) => ctx.services.safetyContacts.optOut(query.token),
  }),
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/share-links',
    answer: CreatedWalkShareLink,
    access: 'member',
    status: 201,
    summary: 'Create a live share link of your journey under way (the token is returned this once)',
    schema: { body: createWalkShareSchema },
    handle: ({ params, body, member }, ctx) =>
      ctx.services.walkShares.createLink(member, params.id, body, ctx.appOrigin),
  }),
  route({
    method: 'get',
    path: '/active-pilgrimages/:id/share-links',
    answer: [WalkShareLink],
    access: 'member',
    summary: 'The share links of one of your journeys, newest first',
    handle: ({ params, member }, ctx) => ctx.services.walkShares.links(member, params.id),
  }),
  route({
    method: 'delete',
    path: '/share-links/:id',
    answer: WalkShareLink,
    access: 'member',
    summary: 'Turn one of your share links off at once',
    handle: ({ params, member }, ctx) => ctx.services.walkShares.revokeLink(member, params.id),
  }),
  route({
    method: 'get',
    path: '/walk-shares/:token',
    answer: SharedWalk,
    summary: 'A shared walk: first name, route, last known position and its age, progress (no account needed)',
    handle: ({ params }, ctx) => ctx.services.walkShares.sharedWalk(params.token),
  }),
  route({
    method: 'post',
    path: '/walk-shares/:token/views',
    status: 204,
    summary: 'Count one opening of a share page (nothing else about the viewer is recorded)',
    handle: async ({ params }, ctx) => void (await ctx.services.walkShares.countView(params.token)),
  }),
  route({
    method: 'get',
    path: '/active-pilgrimages/:id/safety',
    answer: WalkSafety,
    access: 'member',
    summary: '"Expected back by" of one of your journeys, its contacts and the fellow pilgrims you may choose',
    handle: ({ params, member }, ctx) => ctx.services.walkWatch.safety(member, params.id),
  }),
  route({
    method: 'put',
    path: '/active-pilgrimages/:id/safety',
    answer: WalkSafety,
    access: 'member',
    summary: 'Set "expected back by" and the safety contacts (fellow pilgrims and/or email addresses)',
    schema: { body: walkSafetySchema },
    handle: ({ params, body, member }, ctx) => ctx.services.walkWatch.setSafety(member, params.id, body, ctx.appOrigin),
  }),
  route({
    method: 'delete',
    path: '/active-pilgrimages/:id/safety',
    answer: WalkSafety,
    access: 'member',
    summary: 'Turn "expected back by" off and forget the contacts',
    handle: ({ params, member }, ctx) => ctx.services.walkWatch.clearSafety(member, params.id),
  }),
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/safety/extend',
    answer: WalkSafety,
    access: 'member',
    summary: 'Still walking: move the expected time on by 30, 60 or 120 minutes',
    schema: { body: extendWalkSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.walkWatch.extend(member, params.id, body),
  }),
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/safety/safe',
    answer: WalkSafety,
    access: 'member',
    summary: 'Tell the contacts who were alerted that you are safe (once per alert)',
    handle: ({ params, member }, ctx) => ctx.services.walkWatch.sendSafe(member, params.id),
  }),
  route({
    method: 'put',
    path: '/active-pilgrimages/:id/battery',
    status: 204,
    access: 'member',
    summary: "Your browser's battery level, shown on your share page",
    schema: { body: walkBatterySchema },
    handle: async ({ params, body, member }, ctx) =>
      void (await ctx.services.walkWatch.reportBattery(member, params.id, body)),
  }),
];
