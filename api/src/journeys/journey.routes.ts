import {
  checkpointSchema,
  chatMessageSchema,
  journeyPhotoSchema,
  locationUpdateSchema,
  shareUpdateSchema,
  trackerPositionSchema,
} from '@sacred/core/journeys';
import { startJourneySchema } from '@sacred/core/pilgrimages';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

/**
 * Live journeys (001 section 7). Checkpoints, shares and chat messages honour an Idempotency-Key, so a
 * device replaying its offline queue does not post them twice. A pilgrimage's live data (feed, chat, companions, participants) is
 * read and written by its participants only: anyone else gets 404, a guest 401.
 */
export const journeyRoutes: RestRoute[] = [
  /** Body (optional): the current position `{ latitude, longitude }`. Idempotent per member and pilgrimage. */
  {
    method: 'post',
    path: '/pilgrimages/:id/start',
    access: 'member',
    summary: 'Begin a journey (starting again returns the active one)',
    schema: { body: startJourneySchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.start(requireMember(ctx), params.id, body),
  },
  {
    method: 'get',
    path: '/active-pilgrimages',
    access: 'member',
    summary: 'Your journeys under way, newest first',
    handle: (_request, ctx) => ctx.services.journeys.mine(requireMember(ctx)),
  },
  {
    method: 'get',
    path: '/active-pilgrimages/:id',
    access: 'member',
    summary: 'One of your journeys',
    handle: ({ params }, ctx) => ctx.services.journeys.get(requireMember(ctx), params.id),
  },
  {
    method: 'put',
    path: '/active-pilgrimages/:id/location',
    access: 'member',
    summary: 'Send the current position of one of your journeys',
    schema: { body: locationUpdateSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.updateLocation(requireMember(ctx), params.id, body),
  },
  {
    method: 'post',
    path: '/active-pilgrimages/:id/checkpoint',
    access: 'member',
    idempotent: true,
    summary: 'Check in at the current sacred site (within 0.1 mile)',
    schema: { body: checkpointSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.checkpoint(requireMember(ctx), params.id, body),
  },
  {
    method: 'post',
    path: '/active-pilgrimages/:id/share',
    access: 'member',
    status: 201,
    body: { jsonLimit: '16mb' },
    idempotent: true,
    summary: 'Share a journey update (photo, reflection, milestone) on the live feed',
    schema: { body: shareUpdateSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.share(requireMember(ctx), params.id, body),
  },
  {
    method: 'get',
    path: '/pilgrimages/:id/live-updates',
    access: 'member',
    summary: "The pilgrimage's live feed (participants only)",
    handle: ({ params }, ctx) => ctx.services.journeys.liveUpdates(requireMember(ctx), params.id),
  },
  {
    method: 'post',
    path: '/pilgrimage-updates/:id/like',
    access: 'member',
    summary: 'Like or unlike a journey update',
    handle: ({ params }, ctx) => ctx.services.journeys.toggleLike(requireMember(ctx), params.id),
  },
  {
    method: 'post',
    path: '/pilgrimage-updates/:id/share',
    access: 'member',
    status: 201,
    summary: 'Share a journey update to the community feed as your post (again: the same post)',
    handle: ({ params }, ctx) => ctx.services.journeys.shareToCommunity(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/spiritual-achievements',
    access: 'member',
    summary: "A member's spiritual achievements: levels, progress and tier (404 when the profile is private)",
    handle: ({ params }, ctx) => ctx.services.achievements.of(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/pilgrimages/:id/messages',
    access: 'member',
    summary: "The pilgrimage's chat (participants only), oldest first",
    handle: ({ params }, ctx) => ctx.services.journeys.messages(requireMember(ctx), params.id),
  },
  {
    method: 'post',
    path: '/pilgrimages/:id/messages',
    access: 'member',
    status: 201,
    idempotent: true,
    summary: 'Send a chat message to fellow pilgrims',
    schema: { body: chatMessageSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.postMessage(requireMember(ctx), params.id, body),
  },
  {
    method: 'get',
    path: '/pilgrimages/:id/companions',
    access: 'member',
    summary: 'Companions on the pilgrimage (positions only while shared)',
    handle: ({ params }, ctx) => ctx.services.journeys.companions(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/pilgrimages/:id/participants',
    access: 'member',
    summary: 'Members walking the pilgrimage now (positions only while shared)',
    handle: ({ params }, ctx) => ctx.services.journeys.participants(requireMember(ctx), params.id),
  },
  // The alternate tracker (001 section 7), over the same service.
  {
    method: 'get',
    path: '/pilgrimages/:id/active',
    access: 'member',
    summary: 'Your journey under way on this pilgrimage (alternate tracker)',
    handle: ({ params }, ctx) => ctx.services.journeys.activeOn(requireMember(ctx), params.id),
  },
  {
    method: 'post',
    path: '/pilgrimages/:id/start-tracking',
    access: 'member',
    summary: 'Begin a journey (alternate tracker; accuracy is not stored)',
    schema: { body: trackerPositionSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.start(requireMember(ctx), params.id, body),
  },
  {
    method: 'post',
    path: '/pilgrimages/:id/update-location',
    access: 'member',
    summary: 'Send your position on this pilgrimage (alternate tracker)',
    schema: { body: trackerPositionSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.trackerLocation(requireMember(ctx), params.id, body),
  },
  {
    method: 'post',
    path: '/pilgrimages/:id/updates',
    access: 'member',
    status: 201,
    body: { jsonLimit: '16mb' },
    summary: 'Share a journey update on this pilgrimage (alternate tracker)',
    schema: { body: shareUpdateSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.trackerShare(requireMember(ctx), params.id, body),
  },
  {
    method: 'post',
    path: '/pilgrimages/:id/photos',
    access: 'member',
    status: 201,
    body: { jsonLimit: '16mb' },
    summary: 'Share a photo with fellow pilgrims (participants only)',
    schema: { body: journeyPhotoSchema },
    handle: ({ params, body }, ctx) => ctx.services.journeys.addPhoto(requireMember(ctx), params.id, body),
  },
];
