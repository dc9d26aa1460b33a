import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isLeafType, isObjectType, type GraphQLField } from 'graphql';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { generalizedPosition } from '@sacred/core/altars';
import { coarsePosition } from '@sacred/core/companions';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, subscribedOn, type TestApp } from '../../../test/app';
import { buildPilgrimage } from '../../../test/factories';
import { TestClient, validSignup, signUpMember } from '../../../test/http';
import { ALTAR_CREATED } from '../../altars/altar-contribution.service';
import { liveTopic } from '../../journeys/live-topics';
import { earnedTopic } from '../../rewards/badge.service';
import { REST_ROUTES } from '../../routes';
import { walkShareTopic } from '../../walk-safe/walk-share.service';
import { until } from '../../../test/wait';

/**
 * The authorization matrix: every REST route of the table and every GraphQL mutation of the
 * schema, called as a guest, as the member who owns the data (`owner`) and as another member acting on
 * the owner's data (`other`), against the status each must answer. A route or mutation without a row
 * here fails the test, so a new one cannot ship without an expectation.
 *
 * Subscriptions too: every subscription field for each actor, and a stranger walking the owner's
 * pilgrimage whose sockets must go quiet once they sign out.
 *
 * Then the leak sweep: nothing a guest, the other member or that stranger was answered (REST, GraphQL
 * queries, mutations, subscription events, their own export, error messages) holds the owner's private
 * journal text, the true coordinates of the owner's sensitive altar, the owner's exact live position,
 * the owner's settings or server internals; and the distance of the owner's pilgrimage through the
 * sensitive altar is the one of its public point.
 */

type Actor = 'guest' | 'owner' | 'other';

interface Fixtures {
  ownerId: number;
  otherId: number;
  altarId: number;
  postId: number;
  /** Three private entries of the owner: one for the REST delete, one for the GraphQL one, one kept. */
  journalIds: [number, number, number];
  pilgrimageId: number;
  /** A second pilgrimage, for routes that start a journey (so `other` never joins the owner's). */
  spareId: number;
  activeId: number;
  /** A second journey of the owner, for End Journey (so activeId stays under way for the others). */
  endableId: number;
  updateId: number;
  photo: string;
  ownerEmail: string;
  /** A share link of the owner's walk, standing at the sensitive altar's true point (kept open). */
  shareToken: string;
  /** Another share link of the owner's, revoked by the owner column. */
  revokeLinkId: number;
  /** The owner's shared walk (the journey the share links show). */
  walkId: number;
  /** The stored photo of the owner's sensitive altar. */
  altarPhoto: string;
  /** A member walking the owner's pilgrimage, never accepted as the owner's companion. */
  strangerId: number;
  /** The owner's pilgrimage through the sensitive altar. */
  sensitiveRouteId: number;
  /** The owner's intention entrusted to the pilgrimage the owner and the stranger walk. */
  intentionId: number;
}

interface RestExpectation {
  guest: number;
  owner: number;
  other: number;
  /** Replaces the route's parameters; `:id` otherwise names the resource the path prefix names. */
  path?: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** Signs in, out or up: each column runs with a throwaway client (a fresh guest, a fresh member). */
  throwaway?: true;
  /** Ends the owner's account: the owner column acts on a throwaway member's own id. */
  throwawayOwner?: true;
}

const PRIVATE_JOURNAL = 'Whispered to the birch: nobody else may read zq7-secret';
/** Read only by its sender and its carrier. */
const PRIVATE_INTENTION = 'For my sister at the birch, zq7-secret';
const SENSITIVE = { latitude: 44.0412345, longitude: -71.6876543 };
/** Where the owner walks with sharing on: far (about 400 m) from the centre of its ~1 km cell. */
const OWNER_SPOT = { latitude: 34.8712345, longitude: -111.7618765 };
const ROUTE_ENDS = { start: { latitude: 44.0, longitude: -71.65 }, end: { latitude: 44.0, longitude: -71.72 } };
/** Well formed, but never sent to anyone. */
const UNKNOWN_TOKEN = 'A'.repeat(43);
const nobody = () => `nobody.${Math.random().toString(36).slice(2)}@example.test`;

const journalBody = () => ({ content: 'Morning light on the stones.', isPrivate: false });
const shareBody = () => ({ updateType: 'reflection', content: 'Halfway, feet tired, heart full.' });
const position = () => ({ latitude: 34.87, longitude: -111.76 });
const fixes = () => [{ ...position(), recordedAt: new Date().toISOString() }];
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const REST: Record<string, RestExpectation> = {
  'GET /auth/user': { guest: 401, owner: 200, other: 200 },
  'POST /auth/signup': { guest: 201, owner: 201, other: 201, body: () => validSignup(), throwaway: true },
  'POST /auth/login': {
    guest: 401,
    owner: 401,
    other: 401,
    body: () => ({ email: nobody(), password: 'Wrong1Password' }),
    throwaway: true,
  },
  'POST /auth/logout': { guest: 200, owner: 200, other: 200, throwaway: true },
  // Links sent by email: a token nobody was sent is refused alike for everyone.
  'POST /auth/verify-email': { guest: 400, owner: 400, other: 400, body: () => ({ token: UNKNOWN_TOKEN }) },
  // A sign-in link never switches a session: refused (409) while anyone is signed in, before its token is looked at.
  'POST /auth/sign-in-link': { guest: 400, owner: 409, other: 409, body: () => ({ token: UNKNOWN_TOKEN }) },
  // Without SMTP every member counts as confirmed: a new link is not needed (200 with a message).
  'POST /auth/verify-email/resend': { guest: 401, owner: 200, other: 200 },
  // Without SMTP a reset cannot be sent: 503 whoever asks, whatever the address.
  'POST /auth/password-reset': { guest: 503, owner: 503, other: 503, body: () => ({ email: nobody() }) },
  'POST /auth/reset-password': {
    guest: 400,
    owner: 400,
    other: 400,
    body: () => ({ token: UNKNOWN_TOKEN, password: 'Valid9Password' }),
  },
  'POST /auth/password': {
    guest: 401,
    owner: 400,
    other: 400,
    body: () => ({ currentPassword: 'Wrong9Password', newPassword: 'Other9Password' }),
  },
  'POST /auth/sessions/sign-out-others': { guest: 401, owner: 200, other: 200, throwaway: true },
  // Moderators only (users.is_moderator): every other member is told the queue does not exist.
  'GET /moderation/reports': { guest: 401, owner: 404, other: 404 },
  'POST /moderation/decisions': {
    guest: 401,
    owner: 404,
    other: 404,
    body: (f) => ({ contentType: 'post', contentId: f.postId, decision: 'dismissed' }),
  },
  'GET /login': { guest: 303, owner: 303, other: 303, throwaway: true },
  'GET /callback': { guest: 303, owner: 303, other: 303, throwaway: true },
  'GET /logout': { guest: 303, owner: 303, other: 303, throwaway: true },
  'PATCH /users/:id': { guest: 401, owner: 200, other: 403, body: () => ({ firstName: 'Fern', lastName: 'Hollow' }) },
  'GET /users/:id/export': { guest: 401, owner: 200, other: 403 },
  'DELETE /users/:id': { guest: 401, owner: 200, other: 403, throwawayOwner: true },
  'GET /altars': { guest: 200, owner: 200, other: 200, path: () => '/altars?lat=44.04&lng=-71.69&radius=20000' },
  'GET /altars/:id': { guest: 200, owner: 200, other: 200 },
  // The sky of any altar one may see, at the point one may see (a sensitive altar's public point for others).
  // A member's passport is their own (each sees only theirs); a credential is for anyone who has its id.
  'GET /passport': { guest: 401, owner: 200, other: 200 },
  'POST /passport/credentials': {
    guest: 401,
    owner: 400,
    other: 404,
    body: (f) => ({ activePilgrimageId: f.activeId }),
  },
  'GET /credentials/:id': { guest: 404, owner: 404, other: 404, path: () => `/credentials/${'A'.repeat(22)}` },
  'GET /altars/:id/sky': { guest: 200, owner: 200, other: 200 },
  // An intention's text is its sender's and its carrier's: to anyone else it does not exist. Without SMTP a
  // guest cannot confirm an email, so a guest cannot entrust one.
  'POST /pilgrimages/:id/intentions': {
    guest: 503,
    owner: 201,
    other: 201,
    body: () => ({ text: 'For safe roads', email: nobody() }),
  },
  'GET /pilgrimages/:id/intentions': { guest: 401, owner: 200, other: 200 },
  'POST /intentions/confirm': { guest: 400, owner: 400, other: 400, body: () => ({ token: UNKNOWN_TOKEN }) },
  'GET /intentions/sent': { guest: 401, owner: 200, other: 200 },
  // The other member does not walk the pilgrimage; the owner does, but carries their own through another.
  'POST /intentions/:id/accept': { guest: 401, owner: 400, other: 404 },
  'POST /intentions/:id/decline': { guest: 401, owner: 404, other: 404 },
  'POST /intentions/:id/report': { guest: 401, owner: 404, other: 404, body: () => ({ reason: 'Unkind words' }) },
  'DELETE /intentions/:id': { guest: 401, owner: 200, other: 404 },
  'PUT /altars/:id/first-light-reminder': { guest: 401, owner: 200, other: 200, body: () => ({ minutesBefore: 20 }) },
  'DELETE /altars/:id/first-light-reminder': { guest: 401, owner: 200, other: 200 },
  'POST /altars': {
    guest: 401,
    owner: 201,
    other: 201,
    body: (f) => ({
      name: 'Birch Ring',
      altarType: 'Tree Shrine',
      latitude: 44.2,
      longitude: -71.5,
      photos: [f.photo],
    }),
  },
  // The photo slots are the creator's: only the creator adds or removes photos.
  'POST /altars/:id/photos': { guest: 401, owner: 200, other: 403, body: (f) => ({ photos: [f.photo] }) },
  // The owner's altar holds one photo (adding the same bytes again adds nothing): the last one stays.
  'DELETE /altars/:id/photos': {
    guest: 401,
    owner: 400,
    other: 403,
    path: (f) => `/altars/${f.altarId}/photos?url=${encodeURIComponent(f.altarPhoto)}`,
  },
  'GET /posts': { guest: 401, owner: 200, other: 200 },
  'POST /posts': { guest: 401, owner: 201, other: 201, body: () => ({ content: 'Dawn at the circle #sunrise' }) },
  'POST /posts/:id/like': { guest: 401, owner: 200, other: 200 },
  'GET /posts/:id/comments': { guest: 401, owner: 200, other: 200 },
  'POST /posts/:id/comments': { guest: 401, owner: 201, other: 201, body: () => ({ content: 'Beautiful.' }) },
  'GET /community/stats': { guest: 401, owner: 200, other: 200 },
  'GET /community/trending-topics': { guest: 401, owner: 200, other: 200 },
  'GET /community/recent-achievements': { guest: 401, owner: 200, other: 200 },
  'POST /reports': {
    guest: 401,
    // One's own content cannot be reported.
    owner: 400,
    other: 201,
    body: (f) => ({ contentType: 'post', contentId: f.postId, reason: 'Spam' }),
  },
  'GET /reports': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/journal-entries': { guest: 401, owner: 200, other: 200 },
  'POST /users/:id/journal-entries': { guest: 401, owner: 201, other: 403, body: journalBody },
  'DELETE /journal-entries/:id': {
    guest: 401,
    owner: 200,
    other: 404,
    path: (f) => `/journal-entries/${f.journalIds[0]}`,
  },
  'POST /pilgrimages/:id/start': {
    guest: 401,
    owner: 200,
    other: 200,
    path: (f) => `/pilgrimages/${f.spareId}/start`,
    body: position,
  },
  'GET /active-pilgrimages': { guest: 401, owner: 200, other: 200 },
  'GET /active-pilgrimages/:id': { guest: 401, owner: 200, other: 404 },
  'GET /active-pilgrimages/:id/summary': { guest: 401, owner: 200, other: 404 },
  'GET /active-pilgrimages/:id/track/gpx': { guest: 401, owner: 200, other: 404 },
  // A replay is for the walker and the companions of that journey; the other member is neither.
  'GET /active-pilgrimages/:id/replay': { guest: 401, owner: 200, other: 404 },
  // Each member's own latest completed journey on the pilgrimage (null for both: none completed it).
  'GET /pilgrimages/:id/replay': { guest: 401, owner: 200, other: 200 },
  // The owner's journey is under way: its summary cannot be shared yet.
  'POST /active-pilgrimages/:id/summary/share': { guest: 401, owner: 400, other: 404 },
  'PUT /active-pilgrimages/:id/location': { guest: 401, owner: 200, other: 404, body: position },
  'POST /active-pilgrimages/:id/fixes': { guest: 401, owner: 200, other: 404, body: () => ({ fixes: fixes() }) },
  'POST /active-pilgrimages/:id/checkpoint': {
    guest: 401,
    owner: 400,
    other: 404,
    body: (f) => ({ altarId: f.altarId }),
  },
  'POST /active-pilgrimages/:id/share': { guest: 401, owner: 201, other: 404, body: shareBody },
  'GET /pilgrimages/:id/live-updates': { guest: 401, owner: 200, other: 404 },
  'POST /pilgrimage-updates/:id/like': { guest: 401, owner: 200, other: 404 },
  // Sharing an update to the feed is for the journey's participants; the other member is not one.
  'POST /pilgrimage-updates/:id/share': { guest: 401, owner: 201, other: 404 },
  // Achievements are visible like a profile: the owner's profile is public by default.
  'GET /users/:id/spiritual-achievements': { guest: 401, owner: 200, other: 200 },
  'GET /pilgrimages/:id/messages': { guest: 401, owner: 200, other: 404 },
  'POST /pilgrimages/:id/messages': { guest: 401, owner: 201, other: 404, body: () => ({ message: 'At the spring.' }) },
  'GET /pilgrimages/:id/companions': { guest: 401, owner: 200, other: 404 },
  'GET /pilgrimages/:id/participants': { guest: 401, owner: 200, other: 404 },
  // Walking together: only between participants; anyone may always withdraw their own tie.
  'POST /pilgrimages/:id/companion-requests': {
    guest: 401,
    owner: 200,
    other: 404,
    body: (f) => ({ userId: f.strangerId }),
  },
  'DELETE /pilgrimages/:id/companion-requests/:userId': {
    guest: 401,
    owner: 200,
    other: 200,
    path: (f) => `/pilgrimages/${f.pilgrimageId}/companion-requests/${f.strangerId}`,
  },
  'GET /pilgrimages/:id/active': { guest: 401, owner: 200, other: 404 },
  'POST /pilgrimages/:id/start-tracking': {
    guest: 401,
    owner: 200,
    other: 200,
    path: (f) => `/pilgrimages/${f.spareId}/start-tracking`,
    body: position,
  },
  'POST /pilgrimages/:id/update-location': { guest: 401, owner: 200, other: 404, body: position },
  'POST /pilgrimages/:id/updates': { guest: 401, owner: 201, other: 404, body: shareBody },
  'POST /pilgrimages/:id/photos': { guest: 401, owner: 201, other: 404, body: (f) => ({ photoUrl: f.photo }) },
  'POST /uploads/photos': { guest: 401, owner: 400, other: 400 },
  'GET /moon-phase': { guest: 200, owner: 200, other: 200 },
  'GET /moon-phase/:latitude/:longitude': { guest: 200, owner: 200, other: 200, path: () => '/moon-phase/44.1/-71.6' },
  'GET /users/:id/offline-manifest': { guest: 401, owner: 200, other: 403 },
  'POST /users/:id/offline/sacred-spaces': {
    guest: 401,
    owner: 200,
    other: 403,
    body: () => ({ latitude: 44.1, longitude: -71.6, name: 'White Mountains' }),
  },
  'POST /users/:id/offline/pilgrimages': { guest: 401, owner: 200, other: 403, body: () => ({}) },
  'POST /users/:id/offline/weather': { guest: 401, owner: 400, other: 403, body: () => ({}) },
  'GET /pilgrimages': { guest: 200, owner: 200, other: 200 },
  'POST /pilgrimages': { guest: 401, owner: 400, other: 400, body: () => ({ name: '' }) },
  'POST /pilgrimages/route-distance': { guest: 200, owner: 200, other: 200, body: () => ({ points: [] }) },
  'POST /pilgrimages/gpx': { guest: 401, owner: 400, other: 400 },
  'GET /pilgrimages/:id': { guest: 200, owner: 200, other: 200 },
  'GET /pilgrimages/:id/altars': { guest: 200, owner: 200, other: 200 },
  'GET /pilgrimages/:id/gpx': { guest: 200, owner: 200, other: 200 },
  // Walk safe: only the walker creates, lists and revokes links and sets the watch; the page is public by token.
  'POST /active-pilgrimages/:id/share-links': { guest: 401, owner: 201, other: 404 },
  'GET /active-pilgrimages/:id/share-links': { guest: 401, owner: 200, other: 404 },
  'DELETE /share-links/:id': { guest: 401, owner: 200, other: 404, path: (f) => `/share-links/${f.revokeLinkId}` },
  'GET /walk-shares/:token': { guest: 200, owner: 200, other: 200, path: (f) => `/walk-shares/${f.shareToken}` },
  'POST /walk-shares/:token/views': {
    guest: 204,
    owner: 204,
    other: 204,
    path: (f) => `/walk-shares/${f.shareToken}/views`,
  },
  'GET /active-pilgrimages/:id/safety': { guest: 401, owner: 200, other: 404 },
  // A watch needs a contact who can be reached; this server has no mail and no fellow pilgrim's device.
  'PUT /active-pilgrimages/:id/safety': {
    guest: 401,
    owner: 400,
    other: 404,
    body: () => ({ expectedBackAt: inAnHour() }),
  },
  // The notice's link, signed for one address: a forged one is refused alike for everyone.
  'POST /walk-safe/opt-out': {
    guest: 400,
    owner: 400,
    other: 400,
    path: () => `/walk-safe/opt-out?token=${'0'.repeat(64)}.forged`,
  },
  'DELETE /active-pilgrimages/:id/safety': { guest: 401, owner: 200, other: 404 },
  // After the DELETE above there is no expected time to extend, and no alert to follow with "I'm safe".
  'POST /active-pilgrimages/:id/safety/extend': { guest: 401, owner: 400, other: 404, body: () => ({ minutes: 30 }) },
  'POST /active-pilgrimages/:id/safety/safe': { guest: 401, owner: 400, other: 404 },
  'PUT /active-pilgrimages/:id/battery': { guest: 401, owner: 204, other: 404, body: () => ({ level: 0.5 }) },
  'GET /places': { guest: 200, owner: 200, other: 200, path: () => '/places?q=Lincoln&lat=44.04&lng=-71.68' },
  'GET /places/nearest': { guest: 200, owner: 200, other: 200, path: () => '/places/nearest?lat=44.04&lng=-71.68' },
  // Guests may search; the owner's sensitive altar is found at its public point only (the leak sweep).
  'GET /search': { guest: 200, owner: 200, other: 200, path: () => '/search?q=Hidden%20Birch&lat=44.04&lng=-71.68' },
  'GET /users/:id/profile': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/altars': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/badges': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/pilgrimage-completions': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/favorites': { guest: 401, owner: 200, other: 200 },
  'GET /badges': { guest: 401, owner: 200, other: 200 },
  'GET /altars/:id/favorite': { guest: 401, owner: 200, other: 200 },
  'PUT /altars/:id/favorite': { guest: 401, owner: 200, other: 200 },
  'DELETE /altars/:id/favorite': { guest: 401, owner: 200, other: 200 },
  'POST /altars/:id/like': { guest: 401, owner: 200, other: 200 },
  'DELETE /altars/:id/like': { guest: 401, owner: 200, other: 200 },
  'GET /settings/options': { guest: 200, owner: 200, other: 200 },
  'GET /auth/providers': { guest: 200, owner: 200, other: 200 },
  // The token is the credential (signed for one member); without a valid one nothing changes.
  'POST /digest/unsubscribe': { guest: 400, owner: 400, other: 400, path: () => '/digest/unsubscribe?token=1.forged' },
  'GET /users/:id/settings': { guest: 401, owner: 200, other: 403 },
  'PATCH /users/:id/settings': { guest: 401, owner: 400, other: 403, body: () => ({ theme: 'dark' }) },
  'GET /push/public-key': { guest: 200, owner: 200, other: 200 },
  'POST /users/:id/notifications/subscribe': { guest: 401, owner: 400, other: 403, body: () => ({}) },
  'POST /users/:id/notifications/unsubscribe': { guest: 401, owner: 400, other: 403, body: () => ({}) },
  'GET /users/:id/notifications/subscription': { guest: 401, owner: 200, other: 403 },
  'GET /altars/:id/reviews': { guest: 200, owner: 200, other: 200 },
  'POST /altars/:id/reviews': {
    guest: 401,
    owner: 201,
    other: 201,
    body: () => ({ rating: 5, review: 'Quiet and well kept.' }),
  },
  'POST /rituals': {
    guest: 401,
    owner: 201,
    other: 201,
    body: (f) => ({ altarId: f.altarId, duration: 3, secondsSpent: 180 }),
  },
  // Anyone may plan a walk; the owner's sensitive site is routed to its public point (the leak sweep).
  'POST /routes': {
    guest: 200,
    owner: 200,
    other: 200,
    body: (f) => ({ start: { latitude: 44.04, longitude: -71.69 }, altarIds: [f.altarId] }),
  },
  // The path network is public ground: anyone may download it for offline routing.
  'POST /path-graph': {
    guest: 200,
    owner: 200,
    other: 200,
    body: () => ({ boxes: [[-71.7, 44.03, -71.68, 44.05]] }),
  },
  'GET /weather': { guest: 503, owner: 503, other: 503, path: () => '/weather?lat=44.04&lon=-71.68' },
};

type Outcome =
  'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'RATE_LIMITED' | 'UNAVAILABLE';

interface MutationExpectation {
  guest: Outcome;
  owner: Outcome;
  other: Outcome;
  variables?: (f: Fixtures) => Record<string, unknown>;
  throwaway?: true;
}

const MUTATIONS: Record<string, MutationExpectation> = {
  addAltarPhotos: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'FORBIDDEN',
    variables: (f) => ({ altarId: f.altarId, photos: [f.photo] }),
  },
  addComment: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ postId: f.postId, content: 'So calm.' }),
  },
  addJournalEntry: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: () => ({ input: { content: 'A note of my own.' } }),
  },
  addPilgrimagePhoto: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ pilgrimageId: f.pilgrimageId, photo: { photoUrl: f.photo } }),
  },
  cancelFirstLightReminder: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ altarId: f.altarId }),
  },
  clearWalkSafety: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId }),
  },
  countSharedWalkView: { guest: 'ok', owner: 'ok', other: 'ok', variables: (f) => ({ token: f.shareToken }) },
  createAltar: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({
      input: { name: 'Fern Arch', altarType: 'Tree Shrine', latitude: 44.3, longitude: -71.4, photos: [f.photo] },
    }),
  },
  createPilgrimage: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ input: { name: '' } }),
  },
  createWalkShareLink: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId }),
  },
  createPost: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: () => ({ input: { content: 'Frost on the moss.' } }),
  },
  changePassword: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ input: { currentPassword: 'Wrong8Password', newPassword: 'Other8Password' } }),
  },
  confirmEmail: {
    guest: 'BAD_USER_INPUT',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ input: { token: UNKNOWN_TOKEN } }),
  },
  signInWithLink: {
    guest: 'BAD_USER_INPUT',
    owner: 'CONFLICT',
    other: 'CONFLICT',
    variables: () => ({ input: { token: UNKNOWN_TOKEN } }),
  },
  deleteAccount: { guest: 'UNAUTHENTICATED', owner: 'ok', other: 'ok', throwaway: true },
  deleteJournalEntry: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ id: f.journalIds[1] }),
  },
  endJourney: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.endableId }),
  },
  // Runs before setWalkSafety (the mutations go in schema order): nothing to extend yet.
  extendWalk: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, minutes: 30 }),
  },
  importPilgrimageGpx: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ gpx: 'not gpx' }),
  },
  // The owner's journey under way is not completed; another member's is not theirs.
  issueCredential: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId }),
  },
  login: {
    guest: 'UNAUTHENTICATED',
    owner: 'UNAUTHENTICATED',
    other: 'UNAUTHENTICATED',
    variables: () => ({ input: { email: nobody(), password: 'Wrong2Password' } }),
    throwaway: true,
  },
  logout: { guest: 'ok', owner: 'ok', other: 'ok', throwaway: true },
  removeAltarPhoto: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'FORBIDDEN',
    variables: (f) => ({ altarId: f.altarId, photoUrl: f.altarPhoto }),
  },
  removeCompanion: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ pilgrimageId: f.pilgrimageId, userId: f.strangerId }),
  },
  requestCompanion: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ pilgrimageId: f.pilgrimageId, userId: f.strangerId }),
  },
  reachCheckpoint: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, altarId: f.altarId }),
  },
  recordRitual: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ input: { altarId: f.altarId, duration: 5, secondsSpent: 300 } }),
  },
  requestPasswordReset: {
    guest: 'UNAVAILABLE',
    owner: 'UNAVAILABLE',
    other: 'UNAVAILABLE',
    variables: () => ({ input: { email: nobody() } }),
  },
  resendEmailConfirmation: { guest: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  resetPassword: {
    guest: 'BAD_USER_INPUT',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ input: { token: UNKNOWN_TOKEN, password: 'Valid8Password' } }),
  },
  reportContent: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'ok',
    variables: (f) => ({ input: { contentType: 'altar', contentId: f.altarId, reason: 'Inappropriate' } }),
  },
  reportWalkBattery: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, level: 0.8 }),
  },
  revokeWalkShareLink: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ id: f.revokeLinkId }),
  },
  sendImSafe: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId }),
  },
  sendPilgrimageMessage: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ pilgrimageId: f.pilgrimageId, message: { message: 'Resting at the creek.' } }),
  },
  likeAltar: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ altarId: f.altarId }),
  },
  unlikeAltar: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ altarId: f.altarId }),
  },
  setFavoriteAltar: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ altarId: f.altarId, favorite: true }),
  },
  shareUpdateToCommunity: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ updateId: f.updateId }),
  },
  setFirstLightReminder: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ altarId: f.altarId, minutesBefore: 30 }),
  },
  setWalkSafety: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, input: { expectedBackAt: inAnHour() } }),
  },
  entrustIntention: {
    guest: 'BAD_USER_INPUT',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ pilgrimageId: f.pilgrimageId, input: { text: 'For safe roads' } }),
  },
  confirmIntention: {
    guest: 'BAD_USER_INPUT',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ token: UNKNOWN_TOKEN }),
  },
  acceptIntention: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ id: f.intentionId }),
  },
  declineIntention: {
    guest: 'UNAUTHENTICATED',
    owner: 'NOT_FOUND',
    other: 'NOT_FOUND',
    variables: (f) => ({ id: f.intentionId }),
  },
  reportIntention: {
    guest: 'UNAUTHENTICATED',
    owner: 'NOT_FOUND',
    other: 'NOT_FOUND',
    variables: (f) => ({ id: f.intentionId, reason: 'Unkind words' }),
  },
  withdrawIntention: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ id: f.intentionId }),
  },
  shareJourneyUpdate: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, update: shareBody() }),
  },
  shareJourneySummary: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId }),
  },
  signOutOtherSessions: { guest: 'UNAUTHENTICATED', owner: 'ok', other: 'ok', throwaway: true },
  signup: {
    guest: 'ok',
    owner: 'ok',
    other: 'ok',
    variables: () => ({ input: validSignup() }),
    throwaway: true,
  },
  startPilgrimage: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ pilgrimageId: f.spareId }),
  },
  togglePilgrimageUpdateLike: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ updateId: f.updateId }),
  },
  togglePostLike: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ postId: f.postId }),
  },
  updateJourneyLocation: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, position: position() }),
  },
  recordJourneyFixes: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, fixes: fixes() }),
  },
  updateProfile: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: () => ({ input: { firstName: 'Ash', lastName: 'Grove' } }),
  },
  updateSettings: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    // Well typed, but off the slider's 1,000 m steps.
    variables: () => ({
      input: { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, searchRadius: 1500 } },
    }),
  },
  writeReview: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: (f) => ({ altarId: f.altarId, input: { rating: 4, review: 'Peaceful at dusk.' } }),
  },
};

const key = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

/** `:id` names the resource the path is about: /users/:id the owner, /altars/:id their altar, and so on. */
function fillPath(path: string, f: Fixtures): string {
  const ids: Array<[RegExp, number]> = [
    [/^\/users\/:id/, f.ownerId],
    [/^\/altars\/:id/, f.altarId],
    [/^\/posts\/:id/, f.postId],
    [/^\/active-pilgrimages\/:id/, f.activeId],
    [/^\/pilgrimages\/:id/, f.pilgrimageId],
    [/^\/pilgrimage-updates\/:id/, f.updateId],
    [/^\/intentions\/:id/, f.intentionId],
  ];
  for (const [pattern, id] of ids) if (pattern.test(path)) return path.replace(':id', String(id));
  return path;
}

const schemaText = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(schemaText);
const mutationFields = schema.getMutationType()?.getFields() ?? {};

function mutationDocument(name: string, field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation M${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`;
}

let app: TestApp;
let clients: Record<Actor, TestClient>;
let stranger: TestClient;
let fixtures: Fixtures;
/** Everything the guest and the other member were answered in the current test, for the leak check. */
const seenByOthers: Array<{ where: string; text: string }> = [];

const signedUp = () => signUpMember(app.url);

beforeAll(async () => {
  app = await startTestApp();
});

/**
 * Every test meets the same fixtures, built afresh: the matrices delete and end things as the owner, so
 * sharing them would make each test's answers depend on which ran before.
 */
beforeEach(async () => {
  seenByOthers.length = 0;
  const owner = await signedUp();
  const other = await signedUp();
  clients = { guest: new TestClient(app.url), owner: owner.client, other: other.client };
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#557a46' } })
    .png()
    .toBuffer();
  const photo = `data:image/png;base64,${png.toString('base64')}`;

  const altar = await owner.client.post('/api/altars', {
    name: 'Hidden Birch Hollow',
    altarType: 'Tree Shrine',
    latitude: SENSITIVE.latitude,
    longitude: SENSITIVE.longitude,
    photos: [photo],
    isLocationSensitive: true,
  });
  expect(altar.status).toBe(201);
  const post = await owner.client.post('/api/posts', { content: 'Stones set for the solstice #solstice' });
  expect(post.status).toBe(201);
  const journalIds: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const journal = await owner.client.post(`/api/users/${owner.id}/journal-entries`, {
      content: PRIVATE_JOURNAL,
      isPrivate: true,
    });
    expect(journal.status).toBe(201);
    journalIds.push(journal.body.id as number);
  }
  const pilgrimage = await buildPilgrimage(app.db.knex);
  const spare = await buildPilgrimage(app.db.knex);
  const endable = await owner.client.post(
    `/api/pilgrimages/${(await buildPilgrimage(app.db.knex)).id}/start`,
    position(),
  );
  expect(endable.status).toBe(200);
  const started = await owner.client.post(`/api/pilgrimages/${pilgrimage.id}/start`, position());
  expect(started.status).toBe(200);
  const activeId = started.body.id as number;
  const update = await owner.client.post(`/api/active-pilgrimages/${activeId}/share`, shareBody());
  expect(update.status).toBe(201);
  // A walk shared by link while the owner stands at their sensitive altar's true point: the public page
  // must show the altar's public point instead.
  const walk = await owner.client.post(`/api/pilgrimages/${(await buildPilgrimage(app.db.knex)).id}/start`, SENSITIVE);
  expect(walk.status).toBe(200);
  const shared = await owner.client.post(`/api/active-pilgrimages/${walk.body.id as number}/share-links`, {});
  expect(shared.status).toBe(201);
  const revocable = await owner.client.post(`/api/active-pilgrimages/${walk.body.id as number}/share-links`, {});
  expect(revocable.status).toBe(201);
  const settings = await owner.client.get(`/api/users/${owner.id}/settings`);
  // Sharing on, so the sweep can prove that a stranger on the pilgrimage still never sees the exact spot.
  const saved = await owner.client.patch(`/api/users/${owner.id}/settings`, {
    ...settings.body,
    privacy: { ...(settings.body.privacy as object), locationSharing: true },
    preferences: { ...(settings.body.preferences as object), searchRadius: 37000 },
  });
  expect(saved.status).toBe(200);
  const walking = await signedUp();
  stranger = walking.client;
  expect((await stranger.post(`/api/pilgrimages/${pilgrimage.id}/start`, position())).status).toBe(200);
  const route = await owner.client.post('/api/pilgrimages', {
    name: 'Birch Hollow Loop',
    description: 'A loop past a hidden birch hollow in the hills.',
    estimatedDuration: '3-4 hours',
    startingPoint: 'Trailhead',
    endingPoint: 'Lake',
    startingLatitude: ROUTE_ENDS.start.latitude,
    startingLongitude: ROUTE_ENDS.start.longitude,
    endingLatitude: ROUTE_ENDS.end.latitude,
    endingLongitude: ROUTE_ENDS.end.longitude,
    altarIds: [altar.body.id as number],
  });
  expect(route.status, JSON.stringify(route.body)).toBe(201);
  const intention = await owner.client.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
    text: PRIVATE_INTENTION,
  });
  expect(intention.status, intention.text).toBe(201);

  fixtures = {
    ownerId: owner.id,
    otherId: other.id,
    altarId: altar.body.id as number,
    postId: post.body.id as number,
    journalIds: journalIds as [number, number, number],
    pilgrimageId: pilgrimage.id,
    spareId: spare.id,
    activeId,
    endableId: endable.body.id as number,
    updateId: update.body.id as number,
    photo,
    ownerEmail: owner.email,
    shareToken: shared.body.token as string,
    revokeLinkId: (revocable.body.link as { id: number }).id,
    walkId: walk.body.id as number,
    strangerId: walking.id,
    altarPhoto: (altar.body.photos as string[])[0] as string,
    sensitiveRouteId: route.body.id as number,
    intentionId: (intention.body.intention as { id: number }).id,
  };
});

afterAll(async () => {
  await app?.close();
});

/**
 * What a guest or another member was answered holds none of the owner's secrets: the private journal's
 * marker, the owner's search radius, a true sensitive position or the owner's exact spot, nor internals.
 */
function expectNothingLeaked(seen: ReadonlyArray<{ where: string; text: string }>): void {
  for (const { where, text } of seen) {
    expect(text, where).not.toContain('zq7-secret');
    expect(text, where).not.toMatch(/"searchRadius":\s*37000/);
    expect(text, where).not.toMatch(/\bat [\w/.-]+\.(ts|js):\d+|SELECT |INSERT INTO|knex|node_modules/i);
    for (const number of text.match(/-?\d+\.\d{3,}/g) ?? []) {
      const value = Number(number);
      expect(
        Math.abs(value - SENSITIVE.latitude) > 0.001 && Math.abs(value - SENSITIVE.longitude) > 0.001,
        `${where}: ${number}`,
      ).toBe(true);
      expect(
        Math.abs(value - OWNER_SPOT.latitude) > 0.001 && Math.abs(value - OWNER_SPOT.longitude) > 0.001,
        `${where}: ${number} (the owner's exact position)`,
      ).toBe(true);
    }
  }
}

describe('the authorization matrix', () => {
  it('has an expectation for every REST route and nothing else', () => {
    expect(Object.keys(REST).sort()).toEqual(REST_ROUTES.map(key).sort());
  });

  it('has an expectation for every GraphQL mutation and nothing else', () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual(Object.keys(mutationFields).sort());
  });

  it('answers every REST route as expected for a guest, another member and the owner', async () => {
    const mismatches: string[] = [];
    // The owner column last, so the others meet the owner's data as the fixtures left it.
    const order = REST_ROUTES;
    for (const actor of ['guest', 'other', 'owner'] as const) {
      for (const route of order) {
        const expectation = REST[key(route)];
        if (!expectation) continue;
        let client = clients[actor];
        let path = `/api${expectation.path?.(fixtures) ?? fillPath(route.path, fixtures)}`;
        if (expectation.throwaway) client = actor === 'guest' ? new TestClient(app.url) : (await signedUp()).client;
        if (actor === 'owner' && expectation.throwawayOwner) {
          const throwaway = await signedUp();
          client = throwaway.client;
          path = `/api${fillPath(route.path, { ...fixtures, ownerId: throwaway.id })}`;
        }
        const body =
          route.method === 'get' || route.method === 'delete' ? undefined : (expectation.body?.(fixtures) ?? {});
        const answer = await client.request(route.method.toUpperCase(), path, body);
        if (answer.status !== expectation[actor]) {
          mismatches.push(
            `${actor} ${key(route)}: ${answer.status} (expected ${expectation[actor]}) ${answer.text.slice(0, 160)}`,
          );
        }
        if (answer.status >= 400) {
          expect(typeof answer.body?.message, `${actor} ${key(route)} answers a message`).toBe('string');
        }
        if (actor !== 'owner') seenByOthers.push({ where: `${actor} ${route.method} ${path}`, text: answer.text });
      }
    }
    expect(mismatches).toEqual([]);
    expect(seenByOthers.length).toBe(2 * REST_ROUTES.filter((route) => REST[key(route)]).length);
    expectNothingLeaked(seenByOthers);
  });

  it('answers every GraphQL mutation as expected for a guest, another member and the owner', async () => {
    const mismatches: string[] = [];
    for (const actor of ['guest', 'other', 'owner'] as const) {
      for (const [name, field] of Object.entries(mutationFields)) {
        const expectation = MUTATIONS[name];
        if (!expectation) continue;
        let client = clients[actor];
        if (expectation.throwaway) client = actor === 'guest' ? new TestClient(app.url) : (await signedUp()).client;
        const answer = await client.graphql(mutationDocument(name, field), expectation.variables?.(fixtures) ?? {});
        expect(answer.status, `${actor} ${name}`).toBeLessThan(500);
        const errors = answer.body.errors as Array<{ message: string; extensions?: { code?: string } }> | undefined;
        const outcome = errors?.length ? (errors[0]?.extensions?.code ?? 'no code') : 'ok';
        if (outcome !== expectation[actor]) {
          mismatches.push(`${actor} ${name}: ${outcome} (expected ${expectation[actor]}) ${answer.text.slice(0, 160)}`);
        }
        if (errors?.length) expect(errors[0]?.message, `${actor} ${name}`).toEqual(expect.any(String));
        if (actor !== 'owner') seenByOthers.push({ where: `${actor} mutation ${name}`, text: answer.text });
      }
    }
    expect(mismatches).toEqual([]);
    expect(seenByOthers.length).toBe(2 * Object.keys(mutationFields).filter((name) => MUTATIONS[name]).length);
    expectNothingLeaked(seenByOthers);
  });
});

const subscriptionFields = schema.getSubscriptionType()?.getFields() ?? {};
type Watcher = Actor | 'stranger';

/**
 * Who may subscribe to what: `ok` means events arrive; the live ones are for the pilgrimage's participants.
 * `quiet` means accepted with nothing to deliver in these rounds: a member's own badges (nobody earns one
 * here; badge-push.test.ts shows they reach their owner and no one else).
 */
const SUBSCRIPTIONS: Record<string, Record<Watcher, Outcome | 'quiet'>> = {
  altarCreated: { guest: 'ok', other: 'ok', owner: 'ok', stranger: 'ok' },
  badgesEarned: { guest: 'UNAUTHENTICATED', other: 'quiet', owner: 'quiet', stranger: 'quiet' },
  companionMoved: { guest: 'NOT_FOUND', other: 'NOT_FOUND', owner: 'ok', stranger: 'ok' },
  pilgrimageMessageAdded: { guest: 'NOT_FOUND', other: 'NOT_FOUND', owner: 'ok', stranger: 'ok' },
  pilgrimageUpdateAdded: { guest: 'NOT_FOUND', other: 'NOT_FOUND', owner: 'ok', stranger: 'ok' },
  // A share link is for anyone who has it, no account needed.
  sharedWalkUpdated: { guest: 'ok', other: 'ok', owner: 'ok', stranger: 'ok' },
  // The watch is the walker's own.
  walkSafetyUpdated: { guest: 'NOT_FOUND', other: 'NOT_FOUND', owner: 'ok', stranger: 'NOT_FOUND' },
};

/** The pub/sub topic each subscription listens on, for a watcher with this account id. */
const SUBSCRIPTION_TOPICS: Record<string, (f: Fixtures, watcherId: number | undefined) => string> = {
  altarCreated: () => ALTAR_CREATED,
  badgesEarned: (_, watcherId) => earnedTopic(watcherId ?? 0),
  companionMoved: (f) => liveTopic('companion', f.pilgrimageId),
  pilgrimageMessageAdded: (f) => liveTopic('message', f.pilgrimageId),
  pilgrimageUpdateAdded: (f) => liveTopic('update', f.pilgrimageId),
  // It joins the walk's pilgrimage's moves at the same moment (walk-share.service.ts): the walk's own topic tells.
  sharedWalkUpdated: (f) => walkShareTopic(f.walkId),
  walkSafetyUpdated: (f) => walkShareTopic(f.walkId),
};
/** Read once per event for all their subscribers: their topic holds one listener however many subscribe. */
const FANNED_OUT_SUBSCRIPTIONS = new Set(['sharedWalkUpdated']);

/** The subscription with every leaf field of its payload, so the sweep sees all of it. */
function subscriptionDocument(name: string, field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  const leaves = isObjectType(type)
    ? Object.values(type.getFields())
        .filter((child) => isLeafType(getNamedType(child.type)) && child.args.length === 0)
        .map((child) => child.name)
    : [];
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(type) ? ` { ${leaves.join(' ')} }` : '';
  return `subscription S${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`;
}

interface Watch {
  events: string[];
  errors: string[];
  ended: boolean;
}

describe('subscriptions', () => {
  it('has an expectation for every subscription and nothing else', () => {
    expect(Object.keys(SUBSCRIPTIONS).sort()).toEqual(Object.keys(subscriptionFields).sort());
    expect(Object.keys(SUBSCRIPTION_TOPICS).sort()).toEqual(Object.keys(subscriptionFields).sort());
  });

  it('delivers each subscription only to whom it may, and nothing to a walker after they sign out', async () => {
    const watchers: Record<Watcher, TestClient> = { ...clients, stranger };
    const sockets: Client[] = [];
    const watches = new Map<string, Watch>();
    const expected = (watcher: Watcher, name: string) => SUBSCRIPTIONS[name]?.[watcher] ?? 'ok';
    const watcherIds: Record<Watcher, number | undefined> = {
      guest: undefined,
      owner: fixtures.ownerId,
      other: fixtures.otherId,
      stranger: fixtures.strangerId,
    };
    // Each topic's count once every accepted subscription listens on it: what the server held before, plus them.
    const held = new Map<string, number>();
    const fannedOut = new Set<string>();
    for (const watcher of Object.keys(watchers) as Watcher[])
      for (const name of Object.keys(subscriptionFields)) {
        if (!['ok', 'quiet'].includes(expected(watcher, name))) continue;
        const topic = SUBSCRIPTION_TOPICS[name]?.(fixtures, watcherIds[watcher]);
        if (!topic) continue;
        if (FANNED_OUT_SUBSCRIPTIONS.has(name)) {
          if (fannedOut.has(topic)) continue;
          fannedOut.add(topic);
        }
        held.set(topic, (held.get(topic) ?? app.server.listening(topic)) + 1);
      }
    for (const watcher of Object.keys(watchers) as Watcher[]) {
      const socket = watchers[watcher].socket();
      sockets.push(socket);
      for (const [name, field] of Object.entries(subscriptionFields)) {
        const watch: Watch = { events: [], errors: [], ended: false };
        watches.set(`${watcher} ${name}`, watch);
        socket.subscribe(
          {
            query: subscriptionDocument(name, field),
            variables: {
              pilgrimageId: fixtures.pilgrimageId,
              token: fixtures.shareToken,
              activePilgrimageId: fixtures.walkId,
            },
          },
          {
            next: (value) =>
              value.errors ? watch.errors.push(JSON.stringify(value.errors)) : watch.events.push(JSON.stringify(value)),
            error: (error) => {
              watch.errors.push(JSON.stringify(error instanceof Error ? error.message : error));
              watch.ended = true;
            },
            complete: () => (watch.ended = true),
          },
        );
      }
    }
    const refusedSettled = () =>
      [...watches].every(([at, watch]) => {
        const [watcher, name] = at.split(' ') as [Watcher, string];
        const outcome = expected(watcher, name);
        return outcome === 'ok' || outcome === 'quiet' || watch.errors.length > 0;
      });
    await until(refusedSettled);
    for (const [topic, count] of held)
      expect(await subscribedOn(app.server, topic, count), topic).toBeGreaterThanOrEqual(count);

    const owner = clients.owner;
    const trigger = async (round: number) => {
      expect(
        (await owner.request('PUT', `/api/active-pilgrimages/${fixtures.activeId}/location`, OWNER_SPOT)).status,
      ).toBe(200);
      expect(
        (await owner.post(`/api/pilgrimages/${fixtures.pilgrimageId}/messages`, { message: `Round ${round}` })).status,
      ).toBe(201);
      expect((await owner.post(`/api/active-pilgrimages/${fixtures.activeId}/share`, shareBody())).status).toBe(201);
      const altar = await owner.post('/api/altars', {
        name: `Second Birch Hollow ${round}`,
        altarType: 'Tree Shrine',
        ...SENSITIVE,
        photos: [fixtures.photo],
        isLocationSensitive: true,
      });
      expect(altar.status).toBe(201);
      // The shared walk moves at the sensitive altar: its share page subscribers get the public point.
      expect(
        (await owner.request('PUT', `/api/active-pilgrimages/${fixtures.walkId}/location`, SENSITIVE)).status,
      ).toBe(200);
      // The walk's battery: the walker's own watch reads again.
      expect(
        (await owner.request('PUT', `/api/active-pilgrimages/${fixtures.walkId}/battery`, { level: 0.5 })).status,
      ).toBe(204);
    };
    await trigger(1);
    const received = (watcher: Watcher) =>
      Object.keys(subscriptionFields).every(
        (name) => expected(watcher, name) !== 'ok' || (watches.get(`${watcher} ${name}`)?.events.length ?? 0) > 0,
      );
    await until(() => (['guest', 'other', 'owner', 'stranger'] as const).every(received));

    const mismatches: string[] = [];
    for (const [at, watch] of watches) {
      const [watcher, name] = at.split(' ') as [Watcher, string];
      // Refusals on the socket carry the message without a code: the live ones say "not found".
      const refusal = watch.errors.join();
      const outcome =
        watch.events.length > 0
          ? 'ok'
          : (/"code":"(\w+)"/.exec(refusal)?.[1] ??
            (refusal.includes(JOURNEY_TEXTS.pilgrimageNotFound) || refusal.includes(JOURNEY_TEXTS.notFound)
              ? 'NOT_FOUND'
              : refusal.includes(ACCOUNT_MESSAGES.signInRequired)
                ? 'UNAUTHENTICATED'
                : refusal
                  ? 'none'
                  : 'quiet'));
      if (outcome !== expected(watcher, name))
        mismatches.push(`${at}: ${outcome} ${watch.errors.join().slice(0, 160)}`);
      if (watcher !== 'owner')
        for (const text of [...watch.events, ...watch.errors]) seenByOthers.push({ where: at, text });
    }
    expect(mismatches).toEqual([]);

    // The stranger on the pilgrimage sees the owner's area, not the spot: over REST too.
    const coarse = coarsePosition(OWNER_SPOT.latitude, OWNER_SPOT.longitude);
    for (const path of ['participants', 'companions']) {
      const answer = await stranger.get(`/api/pilgrimages/${fixtures.pilgrimageId}/${path}`);
      expect(answer.status).toBe(200);
      const ownerRow = (answer.body as unknown as Array<{ userId: number }>).find(
        (row) => row.userId === fixtures.ownerId,
      );
      expect(ownerRow).toMatchObject({ ...coarse, positionPrecision: 'coarse' });
      seenByOthers.push({ where: `stranger GET ${path}`, text: answer.text });
    }
    expect(watches.get('stranger companionMoved')?.events.join()).toContain(String(coarse.latitude));

    // Signed out: the stranger's sockets close, and the next round reaches only those still entitled.
    const counts = () => [...watches].filter(([at]) => at.startsWith('stranger ')).map(([, w]) => w.events.length);
    expect((await stranger.post('/api/auth/logout')).status).toBe(200);
    await until(() => [...watches].filter(([at]) => at.startsWith('stranger ')).every(([, w]) => w.ended));
    // Counted once the sockets have closed: an event of the last round may still have been on its way.
    const before = counts();
    const ownerEvents = () =>
      [...watches]
        .filter(([at]) => at.startsWith('owner ') && expected('owner', at.split(' ')[1]!) === 'ok')
        .map(([, w]) => w.events.length);
    const ownerBefore = ownerEvents();
    await trigger(2);
    await until(() => ownerEvents().every((count, index) => count > (ownerBefore[index] ?? 0)));
    expect(ownerEvents().every((count, index) => count > (ownerBefore[index] ?? 0))).toBe(true);
    expect(counts()).toEqual(before);
    await Promise.all(sockets.map((socket) => socket.dispose()));
    expect(seenByOthers.length).toBeGreaterThan(0);
    expectNothingLeaked(seenByOthers);
  });
});

describe('the leak sweep', () => {
  const QUERIES: Array<[string, (f: Fixtures) => Record<string, unknown>]> = [
    ['{ journalEntries(userId: $userId) { id content title } }', (f) => ({ userId: f.ownerId })],
    ['{ altar(id: $id) { latitude longitude } }', (f) => ({ id: f.altarId })],
    [
      '{ altarSky(altarId: $id) { sunrise sunriseAzimuth sunset firstLight seasons { sunriseAzimuth sunsetAzimuth } reminder { firstLightAt } } }',
      (f) => ({ id: f.altarId }),
    ],
    ['{ altars(limit: 100) { id latitude longitude } }', () => ({})],
    [
      '{ altarsNear(latitude: 44.04, longitude: -71.69, radius: 50000) { id latitude longitude distanceMeters } }',
      () => ({}),
    ],
    [
      '{ altarViewport(bbox: { west: -72, south: 43.9, east: -71.5, north: 44.2 }, zoom: 15) { altars { latitude longitude } clusters { latitude longitude } } }',
      () => ({}),
    ],
    ['{ memberAltars(userId: $userId) { id latitude longitude } }', (f) => ({ userId: f.ownerId })],
    ['{ mapSearch(query: "Hidden Birch", latitude: 44.04, longitude: -71.69) { latitude longitude } }', () => ({})],
    [
      '{ planRoute(input: { start: { latitude: 44.04, longitude: -71.69 }, altarIds: [$id] }) { distanceMeters durationSeconds legs { distanceMeters geometry { coordinates } } } }',
      (f) => ({ id: f.altarId }),
    ],
    ['{ memberProfile(userId: $userId) { id } }', (f) => ({ userId: f.ownerId })],
    ['{ mySettings { preferences { searchRadius } } }', () => ({})],
    ['{ posts { id content } }', () => ({})],
    ['{ activePilgrimages { id } }', () => ({})],
    [
      '{ journeyReplay(activePilgrimageId: $id) { walkers { points { latitude longitude } } sites { latitude longitude } } }',
      (f) => ({ id: f.walkId }),
    ],
    [
      '{ pilgrimageReplay(pilgrimageId: $id) { walkers { points { latitude longitude } } sites { latitude longitude } } }',
      (f) => ({ id: f.sensitiveRouteId }),
    ],
    ['{ myPassport { stampCount journeys { pilgrimageName stamps { altarName reachedAt } } } }', () => ({})],
    ['{ sentIntentions { id text pilgrimageName } }', () => ({})],
    [
      '{ pilgrimageIntentions(pilgrimageId: $pilgrimageId) { walking offered { id from altarName } carrying { text } } }',
      (f) => ({ pilgrimageId: f.pilgrimageId }),
    ],
    [
      '{ sharedWalk(token: $token) { latitude longitude sites { latitude longitude } startLatitude startLongitude } }',
      (f) => ({ token: f.shareToken }),
    ],
  ];

  const variablesDeclared = (query: string) => {
    const names = [...new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]))];
    const types: Record<string, string> = { userId: 'Int!', id: 'Int!', token: 'String!', pilgrimageId: 'Int!' };
    return names.length ? `query Q(${names.map((name) => `$${name}: ${types[name as string]}`).join(', ')}) ` : '';
  };

  it("never shows a guest or another member the owner's private journal, true sensitive location or settings", async () => {
    for (const actor of ['guest', 'other'] as const) {
      for (const [query, variables] of QUERIES) {
        const answer = await clients[actor].graphql(`${variablesDeclared(query)}${query}`, variables(fixtures));
        expect(answer.status, `${actor} ${query}`).toBeLessThan(500);
        seenByOthers.push({ where: `${actor} ${query}`, text: answer.text });
      }
    }
    // The other member's own export holds only their own things.
    const otherExport = await clients.other.get(`/api/users/${fixtures.otherId}/export`);
    expect(otherExport.status).toBe(200);
    seenByOthers.push({ where: 'other export', text: otherExport.text });

    // The sweep is only worth something if the owner's own answers do hold what it looks for.
    const ownJournal = await clients.owner.graphql(
      'query Q($userId: Int!) { journalEntries(userId: $userId) { content } }',
      { userId: fixtures.ownerId },
    );
    expect(ownJournal.text).toContain('zq7-secret');
    const ownAltar = await clients.owner.graphql('query Q($id: Int!) { altar(id: $id) { latitude longitude } }', {
      id: fixtures.altarId,
    });
    expect(ownAltar.text).toContain(String(SENSITIVE.latitude));
    // The shared walk really stands at the true point (what the share page must not show).
    const ownWalks = await clients.owner.get('/api/active-pilgrimages');
    expect(ownWalks.text).toContain(String(SENSITIVE.latitude));

    // The pilgrimage through the sensitive altar: its length is the one through the public point.
    const lineMiles = async (points: Array<{ latitude: number; longitude: number }>) => {
      const result = await app.db.knex.raw<{ rows: Array<{ meters: number }> }>(
        `SELECT ST_Length(ST_MakeLine(ARRAY[${points.map(() => 'ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)').join(', ')}])::geography) AS meters`,
        points.flatMap((point) => [point.longitude, point.latitude]),
      );
      return Number(result.rows[0]?.meters) / 1609.344;
    };
    const publicPoint = generalizedPosition(SENSITIVE.latitude, SENSITIVE.longitude);
    const publicMiles = await lineMiles([ROUTE_ENDS.start, publicPoint, ROUTE_ENDS.end]);
    const trueMiles = await lineMiles([ROUTE_ENDS.start, SENSITIVE, ROUTE_ENDS.end]);
    expect(Math.abs(publicMiles - trueMiles)).toBeGreaterThan(0.3);
    for (const actor of ['guest', 'other'] as const) {
      const rest = await clients[actor].get(`/api/pilgrimages/${fixtures.sensitiveRouteId}`);
      const graphql = await clients[actor].graphql('query Q($id: Int!) { pilgrimage(id: $id) { distance } }', {
        id: fixtures.sensitiveRouteId,
      });
      const gpx = await clients[actor].get(`/api/pilgrimages/${fixtures.sensitiveRouteId}/gpx`);
      for (const distance of [
        rest.body.distance,
        (graphql.body.data as { pilgrimage: { distance: number } }).pilgrimage.distance,
      ]) {
        expect(Number(distance), `${actor} distance`).toBeCloseTo(publicMiles, 1);
        expect(Math.abs(Number(distance) - trueMiles), `${actor} distance`).toBeGreaterThan(0.3);
      }
      seenByOthers.push(
        { where: `${actor} sensitive route`, text: rest.text },
        { where: `${actor} sensitive route graphql`, text: graphql.text },
        { where: `${actor} sensitive route gpx`, text: gpx.text },
      );
    }

    // The place names stored with the route (browse's location filter) come from the public point too.
    const nearestPlace = async (at: { latitude: number; longitude: number }) =>
      (
        await app.db.knex.raw<{ rows: Array<{ name: string }> }>(
          `SELECT name FROM places WHERE ST_DWithin(geog, ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography, 30000)
            ORDER BY geog <-> ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography LIMIT 1`,
          [at.longitude, at.latitude, at.longitude, at.latitude],
        )
      ).rows[0]?.name;
    const publicNames = new Set(
      (await Promise.all([ROUTE_ENDS.start, publicPoint, ROUTE_ENDS.end].map(nearestPlace))).filter(Boolean),
    );
    const browsed = await clients.guest.graphql('{ browsePilgrimages(limit: 200) { id places } }', {});
    const listed = (
      browsed.body.data as { browsePilgrimages: Array<{ id: number; places: string[] }> }
    ).browsePilgrimages.find((row) => row.id === fixtures.sensitiveRouteId);
    expect(new Set(listed?.places)).toEqual(publicNames);
    seenByOthers.push({ where: 'guest browse places', text: browsed.text });

    expect(seenByOthers.length).toBe(2 * QUERIES.length + 1 + 2 * 3 + 1);
    // The owner completes a pilgrimage through the sensitive altar, proved at its true point, and shows the
    // credential to everyone: its page holds the stamps and the owner's name, never a coordinate.
    const credentialRoute = await buildPilgrimage(app.db.knex, { altarIds: [fixtures.altarId] });
    const credentialWalk = await clients.owner.post(`/api/pilgrimages/${credentialRoute.id}/start`, SENSITIVE);
    expect(credentialWalk.status).toBe(200);
    const reached = await clients.owner.post(`/api/active-pilgrimages/${credentialWalk.body.id as number}/checkpoint`, {
      altarId: fixtures.altarId,
    });
    expect(reached.status, reached.text).toBe(200);
    const issued = await clients.owner.post('/api/passport/credentials', {
      activePilgrimageId: credentialWalk.body.id,
      showName: true,
    });
    expect(issued.status, issued.text).toBe(201);
    expect(issued.body.stamps).toEqual([{ altarName: 'Hidden Birch Hollow', reachedAt: expect.any(String) }]);
    for (const actor of ['guest', 'other'] as const) {
      const page = await clients[actor].get(`/api/credentials/${issued.body.id as string}`);
      expect(page.body.valid, `${actor} credential`).toBe(true);
      const graphql = await clients[actor].graphql(
        'query Q($id: String!) { credential(id: $id) { stamps { altarName reachedAt } document } }',
        {
          id: issued.body.id,
        },
      );
      seenByOthers.push(
        { where: `${actor} credential`, text: page.text },
        { where: `${actor} credential graphql`, text: graphql.text },
      );
    }

    expect(seenByOthers.length).toBe(2 * QUERIES.length + 1 + 2 * 3 + 1 + 2 * 2);

    // The other member walks a route through the sensitive altar together with the owner, who completes it
    // at its true point: the replay shows the other member the site and the owner's track at its public point.
    const together = await buildPilgrimage(app.db.knex, { altarIds: [fixtures.altarId] });
    const ownerWalk = await clients.owner.post(`/api/pilgrimages/${together.id}/start`, SENSITIVE);
    expect((await clients.other.post(`/api/pilgrimages/${together.id}/start`, position())).status).toBe(200);
    for (const [from, to] of [
      ['owner', fixtures.otherId],
      ['other', fixtures.ownerId],
    ] as const) {
      const link = await clients[from].post(`/api/pilgrimages/${together.id}/companion-requests`, { userId: to });
      expect(link.status, link.text).toBeLessThan(300);
    }
    const done = await clients.owner.post(`/api/active-pilgrimages/${ownerWalk.body.id as number}/checkpoint`, {
      altarId: fixtures.altarId,
    });
    expect(done.status, done.text).toBe(200);
    const replayed = await clients.other.get(`/api/active-pilgrimages/${ownerWalk.body.id as number}/replay`);
    expect(replayed.status, replayed.text).toBe(200);
    expect(replayed.body.sites).toHaveLength(1);
    expect((replayed.body.walkers as Array<{ points: unknown[] }>)[0]?.points.length).toBeGreaterThan(0);
    const ownReplay = await clients.owner.get(`/api/active-pilgrimages/${ownerWalk.body.id as number}/replay`);
    expect(ownReplay.text).toContain(String(SENSITIVE.latitude));
    seenByOthers.push({ where: 'other companion replay', text: replayed.text });

    expect(seenByOthers.length).toBe(2 * QUERIES.length + 1 + 2 * 3 + 1 + 2 * 2 + 1);

    // The stranger walks the pilgrimage: offered the owner's intention, never its text, until they carry it;
    // then it is theirs to read, and still in no feed, live feed, export or share page of theirs.
    const offered = await stranger.get(`/api/pilgrimages/${fixtures.pilgrimageId}/intentions`);
    expect((offered.body.offered as Array<{ id: number }>).map((row) => row.id)).toContain(fixtures.intentionId);
    seenByOthers.push({ where: 'stranger offered intentions', text: offered.text });
    const carried = await stranger.post(`/api/intentions/${fixtures.intentionId}/accept`);
    expect(carried.status, carried.text).toBe(200);
    expect(carried.body.text).toBe(PRIVATE_INTENTION);
    const ownSent = await clients.owner.get('/api/intentions/sent');
    expect(ownSent.text).toContain('zq7-secret');
    const strangerSees = [
      ['stranger export', `/api/users/${fixtures.strangerId}/export`],
      ['stranger live feed', `/api/pilgrimages/${fixtures.pilgrimageId}/live-updates`],
      ['stranger feed', '/api/posts'],
    ] as const;
    for (const [where, path] of strangerSees) {
      const answer = await stranger.get(path);
      expect(answer.status, `${where} ${answer.text.slice(0, 120)}`).toBe(200);
      seenByOthers.push({ where, text: answer.text });
    }
    // The carrier's walk shared by link: its page, as anyone with the link sees it.
    const strangerWalk = await stranger.post(`/api/pilgrimages/${fixtures.pilgrimageId}/start`, position());
    const link = await stranger.post(`/api/active-pilgrimages/${strangerWalk.body.id as number}/share-links`, {});
    expect(link.status).toBe(201);
    const sharePage = await clients.guest.get(`/api/walk-shares/${link.body.token as string}`);
    expect(sharePage.status).toBe(200);
    seenByOthers.push({ where: 'carrier share page', text: sharePage.text });
    for (const actor of ['guest', 'other'] as const) {
      const search = await clients[actor].get('/api/search?q=zq7-secret&latitude=34.87&longitude=-111.76');
      seenByOthers.push({ where: `${actor} search`, text: search.text });
    }
    expectNothingLeaked(seenByOthers);
  });
});
