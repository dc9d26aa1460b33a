import {
  checkpointSchema,
  chatMessageSchema,
  gpsFixesSchema,
  journeyPhotoSchema,
  locationUpdateSchema,
  shareUpdateSchema,
  trackerPositionSchema,
} from '@sacred/core/journeys';
import { companionRequestSchema } from '@sacred/core/companions';
import { startJourneySchema } from '@sacred/core/pilgrimages';
import { orNull } from '../platform/rest/answers';
import { Download, route, type RestRoute } from '../platform/rest/rest';
import { JourneyReplay } from './replay.types';
import { ActivePilgrimage, GpsFixesReceipt, JourneySummary } from './journey.types';
import { Post } from '../community/community.types';
import { SpiritualAchievement } from '../rewards/achievement.types';
import {
  CheckpointResult,
  CompanionLink,
  JourneyCompanion,
  JourneyPhoto,
  PilgrimageMessage,
  PilgrimageUpdate,
  UpdateLikeResult,
} from './live.types';
import { companionsResponse, liveUpdatesResponse, messageResponse, messagesResponse } from './live.openapi';

/**
 * Live journeys. Checkpoints, shares and chat messages honour an Idempotency-Key, so a
 * device replaying its offline queue does not post them twice. A pilgrimage's live data (feed, chat, companions, participants) is
 * read and written by its participants only: anyone else gets 404, a guest 401.
 */
export const journeyRoutes: RestRoute[] = [
  /**
   * Body (optional): the current position `{ latitude, longitude }` and `startedAt`, when it began on the
   * device (a journey begun offline). Idempotent per member and pilgrimage, and per Idempotency-Key.
   */
  route({
    method: 'post',
    path: '/pilgrimages/:id/start',
    answer: ActivePilgrimage,
    access: 'member',
    idempotent: true,
    summary: 'Begin a journey (starting again returns the active one)',
    schema: { body: startJourneySchema },
    handle: ({ params, body, member }, ctx) => ctx.services.journeys.start(member, params.id, body),
  }),
  route({
    method: 'get',
    path: '/active-pilgrimages',
    answer: [ActivePilgrimage],
    access: 'member',
    summary: 'Your journeys under way, newest first',
    handle: ({ member }, ctx) => ctx.services.journeys.mine(member),
  }),
  route({
    method: 'get',
    path: '/active-pilgrimages/:id',
    answer: ActivePilgrimage,
    access: 'member',
    summary: 'One of your journeys',
    handle: ({ params, member }, ctx) => ctx.services.journeys.get(member, params.id),
  }),
  route({
    method: 'get',
    path: '/active-pilgrimages/:id/summary',
    answer: JourneySummary,
    access: 'member',
    summary: 'The end-of-journey summary: distance, time, sites reached, photos',
    handle: ({ params, member }, ctx) => ctx.services.journeySummaries.summary(member, params.id),
  }),
  route({
    method: 'get',
    path: '/active-pilgrimages/:id/replay',
    answer: JourneyReplay,
    access: 'member',
    summary: "A journey's replay: tracks with their times and the sites as reached (walker and companions only)",
    handle: ({ params, member }, ctx) => ctx.services.replays.replay(member, params.id),
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id/replay',
    answer: orNull(JourneyReplay),
    access: 'member',
    summary: 'The replay of your latest completed journey on the pilgrimage (null when none)',
    handle: ({ params, member }, ctx) => ctx.services.replays.lastCompleted(member, params.id),
  }),
  /** application/gpx+xml download of the track the journey recorded (its fixes, times and elevations). */
  route({
    method: 'get',
    path: '/active-pilgrimages/:id/track/gpx',
    access: 'member',
    summary: "Download one of your journeys' recorded track as GPX 1.1",
    handle: async ({ params, member }, ctx) => {
      const { filename, gpx } = await ctx.services.journeySummaries.trackGpx(member, params.id);
      return new Download(filename, gpx, 'application/gpx+xml');
    },
  }),
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/summary/share',
    answer: Post,
    access: 'member',
    idempotent: true,
    summary: "Share an ended journey's summary to the community feed (once)",
    handle: ({ params, member }, ctx) => ctx.services.liveFeed.shareSummary(member, params.id),
  }),
  route({
    method: 'put',
    path: '/active-pilgrimages/:id/location',
    answer: ActivePilgrimage,
    access: 'member',
    summary: 'Send the current position of one of your journeys',
    schema: { body: locationUpdateSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.journeys.updateLocation(member, params.id, body),
  }),
  /**
   * Body `{ fixes: [{ latitude, longitude, heading?, recordedAt }] }`, up to 500: what the device recorded
   * (offline, or gathered between sends). Answered once every fix is stored; a fix is known by its journey
   * and recordedAt, so a batch sent again (its answer lost) stores nothing twice.
   */
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/fixes',
    answer: GpsFixesReceipt,
    access: 'member',
    summary: 'Send GPS fixes recorded on the device, in one request',
    schema: { body: gpsFixesSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.journeys.recordFixes(member, params.id, body),
  }),
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/checkpoint',
    answer: CheckpointResult,
    access: 'member',
    idempotent: true,
    summary: 'Check in at the current sacred site (within 0.1 mile)',
    schema: { body: checkpointSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.journeys.checkpoint(member, params.id, body),
  }),
  route({
    method: 'post',
    path: '/active-pilgrimages/:id/share',
    answer: PilgrimageUpdate,
    access: 'member',
    status: 201,
    body: { jsonLimit: '16mb' },
    idempotent: true,
    summary: 'Share a journey update (photo, reflection, milestone) on the live feed',
    schema: { body: shareUpdateSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.liveFeed.share(member, params.id, body),
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id/live-updates',
    answer: [PilgrimageUpdate],
    access: 'member',
    summary: "The pilgrimage's live feed (participants only)",
    response: liveUpdatesResponse,
    handle: ({ params, member }, ctx) => ctx.services.liveFeed.liveUpdates(member, params.id),
  }),
  route({
    method: 'post',
    path: '/pilgrimage-updates/:id/like',
    answer: UpdateLikeResult,
    access: 'member',
    summary: 'Like or unlike a journey update',
    handle: ({ params, member }, ctx) => ctx.services.liveFeed.toggleLike(member, params.id),
  }),
  route({
    method: 'post',
    path: '/pilgrimage-updates/:id/share',
    answer: Post,
    access: 'member',
    status: 201,
    summary: 'Share a journey update to the community feed as your post (again: the same post)',
    handle: ({ params, member }, ctx) => ctx.services.liveFeed.shareToCommunity(member, params.id),
  }),
  route({
    method: 'get',
    path: '/users/:id/spiritual-achievements',
    answer: [SpiritualAchievement],
    access: 'member',
    summary: "A member's spiritual achievements: levels, progress and tier (404 when the profile is private)",
    handle: ({ params, member }, ctx) => ctx.services.profiles.achievementsOf(member, params.id),
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id/messages',
    answer: [PilgrimageMessage],
    access: 'member',
    summary: "The pilgrimage's chat (participants only), oldest first",
    response: messagesResponse,
    handle: ({ params, member }, ctx) => ctx.services.chat.messages(member, params.id),
  }),
  route({
    method: 'post',
    path: '/pilgrimages/:id/messages',
    answer: PilgrimageMessage,
    access: 'member',
    status: 201,
    idempotent: true,
    summary: 'Send a chat message to fellow pilgrims',
    response: messageResponse,
    schema: { body: chatMessageSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.chat.postMessage(member, params.id, body),
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id/companions',
    answer: [JourneyCompanion],
    access: 'member',
    summary: 'Companions on the pilgrimage (positions only while shared)',
    response: companionsResponse,
    handle: ({ params, member }, ctx) => ctx.services.companions.companions(member, params.id),
  }),
  route({
    method: 'get',
    path: '/pilgrimages/:id/participants',
    answer: [JourneyCompanion],
    access: 'member',
    summary: 'Members walking the pilgrimage now (positions only while shared)',
    response: companionsResponse,
    handle: ({ params, member }, ctx) => ctx.services.companions.participants(member, params.id),
  }),
  // Walking together: beyond the spec, see docs/product.md "Live privacy".
  route({
    method: 'post',
    path: '/pilgrimages/:id/companion-requests',
    answer: CompanionLink,
    access: 'member',
    summary: 'Ask a fellow pilgrim to walk together, or accept their request (then each sees the other exactly)',
    schema: { body: companionRequestSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.companions.requestCompanion(member, params.id, body),
  }),
  route({
    method: 'delete',
    path: '/pilgrimages/:id/companion-requests/:userId',
    answer: CompanionLink,
    access: 'member',
    summary: 'Decline a request, withdraw yours, or stop walking together',
    handle: ({ params, member }, ctx) => ctx.services.companions.removeCompanion(member, params.id, params.userId),
  }),
  // The alternate tracker, over the same service.
  route({
    method: 'get',
    path: '/pilgrimages/:id/active',
    answer: ActivePilgrimage,
    access: 'member',
    summary: 'Your journey under way on this pilgrimage (alternate tracker)',
    handle: ({ params, member }, ctx) => ctx.services.journeys.activeOn(member, params.id),
  }),
  route({
    method: 'post',
    path: '/pilgrimages/:id/start-tracking',
    answer: ActivePilgrimage,
    access: 'member',
    summary: 'Begin a journey (alternate tracker; accuracy is not stored)',
    schema: { body: trackerPositionSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.journeys.start(member, params.id, body),
  }),
  route({
    method: 'post',
    path: '/pilgrimages/:id/update-location',
    answer: ActivePilgrimage,
    access: 'member',
    summary: 'Send your position on this pilgrimage (alternate tracker)',
    schema: { body: trackerPositionSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.journeys.trackerLocation(member, params.id, body),
  }),
  route({
    method: 'post',
    path: '/pilgrimages/:id/updates',
    answer: PilgrimageUpdate,
    access: 'member',
    status: 201,
    body: { jsonLimit: '16mb' },
    summary: 'Share a journey update on this pilgrimage (alternate tracker)',
    schema: { body: shareUpdateSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.liveFeed.trackerShare(member, params.id, body),
  }),
  route({
    method: 'post',
    path: '/pilgrimages/:id/photos',
    answer: JourneyPhoto,
    access: 'member',
    status: 201,
    body: { jsonLimit: '16mb' },
    summary: 'Share a photo with fellow pilgrims (participants only)',
    schema: { body: journeyPhotoSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.liveFeed.addPhoto(member, params.id, body),
  }),
];
