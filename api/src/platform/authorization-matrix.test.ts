import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLField } from 'graphql';
import sharp from 'sharp';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { REST_ROUTES } from '../routes';

/**
 * The authorization matrix (issue 12): every REST route of the table and every GraphQL mutation of the
 * schema, called as a guest, as the member who owns the data (`owner`) and as another member acting on
 * the owner's data (`other`), against the status each must answer. A route or mutation without a row
 * here fails the test, so a new one cannot ship without an expectation.
 *
 * Then the leak sweep: nothing a guest or the other member was answered (REST, GraphQL queries,
 * mutations, their own export, error messages) holds the owner's private journal text, the true
 * coordinates of the owner's sensitive altar, the owner's settings or server internals.
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
const SENSITIVE = { latitude: 44.0412345, longitude: -71.6876543 };
const nobody = () => `nobody.${Math.random().toString(36).slice(2)}@example.test`;

const journalBody = () => ({ content: 'Morning light on the stones.', isPrivate: false });
const shareBody = () => ({ updateType: 'reflection', content: 'Halfway, feet tired, heart full.' });
const position = () => ({ latitude: 34.87, longitude: -111.76 });

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
  'GET /login': { guest: 303, owner: 303, other: 303, throwaway: true },
  'GET /callback': { guest: 303, owner: 303, other: 303, throwaway: true },
  'GET /logout': { guest: 303, owner: 303, other: 303, throwaway: true },
  'PATCH /users/:id': { guest: 401, owner: 200, other: 403, body: () => ({ firstName: 'Fern', lastName: 'Hollow' }) },
  'GET /users/:id/export': { guest: 401, owner: 200, other: 403 },
  'DELETE /users/:id': { guest: 401, owner: 200, other: 403, throwawayOwner: true },
  'GET /altars': { guest: 200, owner: 200, other: 200, path: () => '/altars?lat=44.04&lng=-71.69&radius=20000' },
  'GET /altars/:id': { guest: 200, owner: 200, other: 200 },
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
  'POST /altars/:id/photos': { guest: 401, owner: 200, other: 200, body: (f) => ({ photos: [f.photo] }) },
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
  'PUT /active-pilgrimages/:id/location': { guest: 401, owner: 200, other: 404, body: position },
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
  'GET /places': { guest: 200, owner: 200, other: 200, path: () => '/places?q=Lincoln&lat=44.04&lng=-71.68' },
  'GET /places/nearest': { guest: 200, owner: 200, other: 200, path: () => '/places/nearest?lat=44.04&lng=-71.68' },
  'GET /users/:id/profile': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/altars': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/badges': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/pilgrimage-completions': { guest: 401, owner: 200, other: 200 },
  'GET /users/:id/favorites': { guest: 401, owner: 200, other: 200 },
  'GET /badges': { guest: 401, owner: 200, other: 200 },
  'GET /altars/:id/favorite': { guest: 401, owner: 200, other: 200 },
  'PUT /altars/:id/favorite': { guest: 401, owner: 200, other: 200 },
  'DELETE /altars/:id/favorite': { guest: 401, owner: 200, other: 200 },
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
  'POST /rituals': { guest: 401, owner: 201, other: 201, body: (f) => ({ altarId: f.altarId, duration: 3 }) },
  'GET /weather': { guest: 503, owner: 503, other: 503, path: () => '/weather?lat=44.04&lon=-71.68' },
};

type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'RATE_LIMITED';

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
    other: 'ok',
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
  createPost: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'ok',
    variables: () => ({ input: { content: 'Frost on the moss.' } }),
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
  importPilgrimageGpx: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'BAD_USER_INPUT',
    variables: () => ({ gpx: 'not gpx' }),
  },
  login: {
    guest: 'UNAUTHENTICATED',
    owner: 'UNAUTHENTICATED',
    other: 'UNAUTHENTICATED',
    variables: () => ({ input: { email: nobody(), password: 'Wrong2Password' } }),
    throwaway: true,
  },
  logout: { guest: 'ok', owner: 'ok', other: 'ok', throwaway: true },
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
  reportContent: {
    guest: 'UNAUTHENTICATED',
    owner: 'BAD_USER_INPUT',
    other: 'ok',
    variables: (f) => ({ input: { contentType: 'altar', contentId: f.altarId, reason: 'Inappropriate' } }),
  },
  sendPilgrimageMessage: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ pilgrimageId: f.pilgrimageId, message: { message: 'Resting at the creek.' } }),
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
  shareJourneyUpdate: {
    guest: 'UNAUTHENTICATED',
    owner: 'ok',
    other: 'NOT_FOUND',
    variables: (f) => ({ activePilgrimageId: f.activeId, update: shareBody() }),
  },
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
  ];
  for (const [pattern, id] of ids) if (pattern.test(path)) return path.replace(':id', String(id));
  return path;
}

const schemaText = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
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
let fixtures: Fixtures;
/** Everything the guest and the other member were answered, for the leak sweep. */
const seenByOthers: Array<{ where: string; text: string }> = [];

async function signedUp(): Promise<{ client: TestClient; id: number; email: string }> {
  const client = new TestClient(app.url);
  const signup = validSignup();
  const answer = await client.post('/api/auth/signup', signup);
  expect(answer.status).toBe(201);
  return { client, id: (answer.body.user as { id: number }).id, email: signup.email as string };
}

beforeAll(async () => {
  app = await startTestApp();
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
  const settings = await owner.client.get(`/api/users/${owner.id}/settings`);
  const saved = await owner.client.patch(`/api/users/${owner.id}/settings`, {
    ...settings.body,
    preferences: { ...(settings.body.preferences as object), searchRadius: 37000 },
  });
  expect(saved.status).toBe(200);

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
  };
});

afterAll(async () => {
  await app?.close();
});

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
  });
});

describe('the leak sweep', () => {
  const QUERIES: Array<[string, (f: Fixtures) => Record<string, unknown>]> = [
    ['{ journalEntries(userId: $userId) { id content title } }', (f) => ({ userId: f.ownerId })],
    ['{ altar(id: $id) { latitude longitude } }', (f) => ({ id: f.altarId })],
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
    ['{ memberProfile(userId: $userId) { id } }', (f) => ({ userId: f.ownerId })],
    ['{ mySettings { preferences { searchRadius } } }', () => ({})],
    ['{ posts { id content } }', () => ({})],
    ['{ activePilgrimages { id } }', () => ({})],
  ];

  const variablesDeclared = (query: string) => {
    const names = [...new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]))];
    const types: Record<string, string> = { userId: 'Int!', id: 'Int!' };
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

    expect(seenByOthers.length).toBeGreaterThan(150);
    for (const { where, text } of seenByOthers) {
      expect(text, where).not.toContain('zq7-secret');
      expect(text, where).not.toMatch(/"searchRadius":\s*37000/);
      expect(text, where).not.toMatch(/\bat [\w/.-]+\.(ts|js):\d+|SELECT |INSERT INTO|knex|node_modules/i);
      for (const number of text.match(/-?\d+\.\d{3,}/g) ?? []) {
        const value = Number(number);
        expect(
          Math.abs(value - SENSITIVE.latitude) > 0.001 && Math.abs(value - SENSITIVE.longitude) > 0.001,
          `${where}: ${number}`,
        ).toBe(true);
      }
    }
  });
});
