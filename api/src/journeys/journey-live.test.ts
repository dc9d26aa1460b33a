import { generalizedPosition } from '@sacred/core/altars';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineMeters } from '@sacred/core/geo';
import { minutesRemaining } from '@sacred/core/journeyPace';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import { liveTopic, type LiveTopic } from './live-topics';
import { startTestApp, subscribedOn, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';
import { until } from '../../test/wait';

interface Point {
  latitude: number;
  longitude: number;
}

const SUMMARY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let app: TestApp;
let walker: TestClient;
let friend: TestClient;
let outsider: TestClient;
let guest: TestClient;
let friendId: number;
let pilgrimageId: number;
let activeId: number;
let friendActiveId: number;
const sites: Array<{ id: number } & Point> = [
  { id: 0, latitude: 34.8697, longitude: -111.761 },
  { id: 0, latitude: 34.8752, longitude: -111.7702 },
  { id: 0, latitude: 34.8813, longitude: -111.7791 },
];

/** The point `meters` from `from` on the spheroid (PostGIS ST_Project on geography): geodesic truth. */
async function project(from: Point, meters: number, azimuthDegrees: number): Promise<Point> {
  const result = await app.db.knex.raw<{ rows: Array<{ latitude: number; longitude: number }> }>(
    `SELECT ST_Y(g::geometry) AS latitude, ST_X(g::geometry) AS longitude
       FROM (SELECT ST_Project(ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography, ?::float8, radians(?::float8)) AS g) s`,
    [from.longitude, from.latitude, meters, azimuthDegrees],
  );
  const row = result.rows[0] as Point;
  return { latitude: Number(row.latitude.toFixed(7)), longitude: Number(row.longitude.toFixed(7)) };
}

/** Geodesic distance in metres between two points as stored (numeric(10,7)). */
async function geodesic(a: Point, b: Point): Promise<number> {
  const result = await app.db.knex.raw<{ rows: Array<{ d: number }> }>(
    `SELECT ST_Distance(ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography,
                        ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography) AS d`,
    [a.longitude, a.latitude, b.longitude, b.latitude],
  );
  return Number(result.rows[0]?.d);
}

const signUp = (firstName: string) => signUpMember(app.url, { firstName });

const moveTo = (client: TestClient, id: number, point: Point, heading?: number) =>
  client.request('PUT', `/api/active-pilgrimages/${id}/location`, { ...point, heading });

const socketFor = (client: TestClient): Client => client.socket();

/** Waits until the server holds `count` subscriptions on the pilgrimage's `kind` topic. */
const listening = async (kind: LiveTopic, id: number, count = 1) =>
  expect(await subscribedOn(app.server, liveTopic(kind, id), count)).toBeGreaterThanOrEqual(count);

beforeAll(async () => {
  app = await startTestApp();
  guest = new TestClient(app.url);
  // The three sites are only read: every test walks them on a pilgrimage of its own.
  for (const site of sites) site.id = (await buildAltar(app.db.knex, site)).id;
});

/**
 * Each test starts from the same scene of its own, never from what an earlier test left: a new
 * pilgrimage over the three sites, the walker on it without a position yet, the friend on it at the
 * first site, and an outsider who is not on it.
 */
beforeEach(async () => {
  walker = (await signUp('Walker')).client;
  const friendAccount = await signUp('Friend');
  friend = friendAccount.client;
  friendId = friendAccount.id;
  outsider = (await signUp('Outsider')).client;
  pilgrimageId = (
    await buildPilgrimage(app.db.knex, { name: 'Red Rock Vortex Walk', altarIds: sites.map((site) => site.id) })
  ).id;
  const started = await walker.post(`/api/pilgrimages/${pilgrimageId}/start`, {});
  expect(started.status).toBeLessThan(300);
  activeId = started.body.id as number;
  const friendStarted = await friend.post(`/api/pilgrimages/${pilgrimageId}/start`, sites[0]);
  friendActiveId = friendStarted.body.id as number;
});

/** The walker reaches the first `count` sites in order, each from 40 m away; answers the last response. */
async function reachSites(count: number) {
  let response: Awaited<ReturnType<TestClient['post']>> | undefined;
  for (const site of sites.slice(0, count)) {
    expect((await moveTo(walker, activeId, await project(site, 40, 200))).status).toBe(200);
    response = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: site.id });
    expect(response.status).toBe(200);
  }
  return response;
}

afterAll(async () => {
  await app?.close();
});

describe('live journeys: access', () => {
  it('answers 401 to a guest', async () => {
    expect((await moveTo(guest, activeId, sites[0] as Point)).status).toBe(401);
    expect((await guest.get(`/api/pilgrimages/${pilgrimageId}/messages`)).status).toBe(401);
    expect((await guest.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'hi' })).status).toBe(401);
    expect((await guest.get(`/api/pilgrimages/${pilgrimageId}/live-updates`)).status).toBe(401);
  });

  it('answers 404 (not 403) to a member who is not on the pilgrimage', async () => {
    for (const path of ['messages', 'live-updates', 'companions', 'participants']) {
      expect((await outsider.get(`/api/pilgrimages/${pilgrimageId}/${path}`)).status).toBe(404);
    }
    expect((await outsider.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'hello' })).status).toBe(404);
    expect((await moveTo(outsider, activeId, sites[0] as Point)).status).toBe(404);
    expect(
      (await outsider.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: sites[0]?.id })).status,
    ).toBe(404);
    expect(await app.db.knex('pilgrimage_messages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(0);
  });

  it('refuses a chat attachment that is not a photo uploaded here, and stores nothing', async () => {
    for (const attachmentUrl of ['javascript:alert(1)', '/api/logout', 'https://tracker.example/pixel.gif']) {
      const response = await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, {
        message: 'look',
        messageType: 'photo',
        attachmentUrl,
      });
      expect(response.status, attachmentUrl).toBe(400);
      expect(response.body.errors?.attachmentUrl).toBe(JOURNEY_TEXTS.attachmentNotUploaded);
    }
    expect(
      await app.db.knex('pilgrimage_messages').where({ pilgrimage_id: pilgrimageId }).whereNotNull('attachment_url'),
    ).toHaveLength(0);
  });

  it('refuses a position out of range with 400 and stores nothing', async () => {
    const response = await moveTo(walker, activeId, { latitude: 91, longitude: 0 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('latitude');
    expect((await moveTo(walker, activeId, { latitude: 10, longitude: -181 })).status).toBe(400);
    expect(await app.db.knex('journey_positions').where({ active_pilgrimage_id: activeId })).toHaveLength(0);
  });
});

describe('checkpoints and distance', () => {
  it('refuses a checkpoint without a position', async () => {
    const response = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: sites[0]?.id });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(JOURNEY_TEXTS.noPosition);
  });

  it('refuses about 162 m away and accepts about 159 m away (0.1 mile = 160.9344 m, geodesic)', async () => {
    const site = sites[0] as { id: number } & Point;
    const far = await project(site, 162, 37);
    const near = await project(site, 159, 37);
    expect(await geodesic(site, far)).toBeGreaterThan(161.5);
    expect(await geodesic(site, near)).toBeLessThan(159.5);

    expect((await moveTo(walker, activeId, far, 90)).status).toBe(200);
    const refused = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: site.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(JOURNEY_TEXTS.tooFar);
    const unchanged = await walker.get(`/api/active-pilgrimages/${activeId}`);
    expect(unchanged.body).toMatchObject({ currentAltarIndex: 0, checkpointReached: [], isActive: true });
    expect(await app.db.knex('pilgrimage_updates').where({ active_pilgrimage_id: activeId })).toHaveLength(0);

    expect((await moveTo(walker, activeId, near, 90)).status).toBe(200);
    const accepted = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: site.id });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      completed: false,
      journey: { currentAltarIndex: 1, checkpointReached: [site.id], isActive: true },
      update: { updateType: 'checkpoint', content: 'Reached a beautiful spot on my journey', altarId: site.id },
    });
  });

  it('refuses a site that is not the current one, changing nothing', async () => {
    await reachSites(1);
    const response = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: sites[2]?.id });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(JOURNEY_TEXTS.notCurrentAltar);
    expect((await walker.get(`/api/active-pilgrimages/${activeId}`)).body).toMatchObject({ currentAltarIndex: 1 });
  });

  it('grows distanceTraveled by the geodesic distance between positions', async () => {
    const site = sites[0] as { id: number } & Point;
    expect((await moveTo(walker, activeId, await project(site, 162, 37), 90)).status).toBe(200);
    expect((await moveTo(walker, activeId, await project(site, 159, 37), 90)).status).toBe(200);
    const track = (await app.db
      .knex('journey_positions')
      .where({ active_pilgrimage_id: activeId })
      .orderBy('id')
      .select('latitude', 'longitude')) as Array<{ latitude: string; longitude: string }>;
    expect(track).toHaveLength(2);
    const points = track.map((row) => ({ latitude: Number(row.latitude), longitude: Number(row.longitude) }));
    const expected = await geodesic(points[0] as Point, points[1] as Point);
    expect(expected).toBeGreaterThan(2.5);
    const journey = await walker.get(`/api/active-pilgrimages/${activeId}`);
    expect(journey.body.distanceTraveled).toBeCloseTo(Math.round(expected / 10) / 100, 5);
    const stored = await app.db.knex('active_pilgrimages').where({ id: activeId }).first<{ distance_meters: number }>();
    expect(stored.distance_meters).toBeCloseTo(expected, 3);
  });

  it('completes the journey at the last site', async () => {
    for (const index of [0, 1, 2]) {
      const site = sites[index] as { id: number } & Point;
      expect((await moveTo(walker, activeId, await project(site, 40, 200))).status).toBe(200);
      const response = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: site.id });
      expect(response.status).toBe(200);
      expect(response.body.completed).toBe(index === 2);
    }
    const journey = await walker.get(`/api/active-pilgrimages/${activeId}`);
    expect(journey.body).toMatchObject({
      currentAltarIndex: 3,
      isActive: false,
      checkpointReached: sites.map((site) => site.id),
    });
    expect(journey.body.distanceTraveled).toBeGreaterThan(1);
    expect(await app.db.knex('pilgrimage_completions').where({ pilgrimage_id: pilgrimageId })).toHaveLength(1);
    const again = await walker.post(`/api/active-pilgrimages/${activeId}/checkpoint`, { altarId: sites[2]?.id });
    expect(again.status).toBe(400);
    const feed = await friend.get(`/api/pilgrimages/${pilgrimageId}/live-updates`);
    expect(feed.status).toBe(200);
    expect((feed.body as unknown as Array<{ updateType: string }>).map((update) => update.updateType)).toEqual([
      'checkpoint',
      'checkpoint',
      'checkpoint',
    ]);
  });
});

describe('feed, likes, chat and companions', () => {
  it('shares a reflection only with text', async () => {
    const blank = await friend.post(`/api/active-pilgrimages/${friendActiveId}/share`, {
      updateType: 'reflection',
      content: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(JOURNEY_TEXTS.reflectionRequired);
    const shared = await friend.post(`/api/active-pilgrimages/${friendActiveId}/share`, {
      updateType: 'reflection',
      content: 'The wind carried juniper smoke.',
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ updateType: 'reflection', userId: friendId, likesCount: 0 });
  });

  it('keeps one like per member, toggling, with a true count', async () => {
    const shared = await friend.post(`/api/active-pilgrimages/${friendActiveId}/share`, {
      updateType: 'reflection',
      content: 'Ravens over the mesa.',
    });
    expect(shared.status).toBe(201);
    const [latest] = (await walker.get(`/api/pilgrimages/${pilgrimageId}/live-updates`)).body as unknown as Array<{
      id: number;
    }>;
    const id = (latest as { id: number }).id;
    expect((await walker.post(`/api/pilgrimage-updates/${id}/like`)).body).toEqual({ liked: true, likesCount: 1 });
    expect((await friend.post(`/api/pilgrimage-updates/${id}/like`)).body).toEqual({ liked: true, likesCount: 2 });
    expect((await walker.post(`/api/pilgrimage-updates/${id}/like`)).body).toEqual({ liked: false, likesCount: 1 });
    expect((await outsider.post(`/api/pilgrimage-updates/${id}/like`)).status).toBe(404);
    const row = await app.db.knex('pilgrimage_updates').where({ id }).first<{ likes_count: number }>();
    expect(row.likes_count).toBe(1);
  });

  it('refuses a blank chat message and stores nothing', async () => {
    for (const message of ['', '   ', undefined]) {
      const response = await friend.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(JOURNEY_TEXTS.messageRequired);
    }
    const location = await friend.post(`/api/pilgrimages/${pilgrimageId}/messages`, {
      message: 'Here',
      messageType: 'location',
    });
    expect(location.status).toBe(400);
    expect(await app.db.knex('pilgrimage_messages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(0);
  });

  it('lets participants (a finished walker too) chat, text by default', async () => {
    expect((await reachSites(sites.length))?.body.completed).toBe(true);
    const sent = await friend.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: '  Meet at the juniper  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: 'Meet at the juniper', messageType: 'text', senderId: friendId });
    const read = await walker.get(`/api/pilgrimages/${pilgrimageId}/messages`);
    expect(read.status).toBe(200);
    expect((read.body as unknown as Array<{ message: string }>).map((m) => m.message)).toEqual(['Meet at the juniper']);
  });

  it("shows an accepted companion's position only while their location sharing is on", async () => {
    const seen = async () =>
      (
        (await walker.get(`/api/pilgrimages/${pilgrimageId}/participants`)).body as unknown as Array<{
          userId: number;
          latitude: number | null;
        }>
      ).find((p) => p.userId === friendId);
    // Off by default: nothing until the friend turns sharing on and they walk together.
    expect((await seen())?.latitude).toBeNull();
    const settings = (await friend.get(`/api/users/${friendId}/settings`)).body as { privacy: Record<string, unknown> };
    const on = await friend.patch(`/api/users/${friendId}/settings`, {
      ...settings,
      privacy: { ...settings.privacy, locationSharing: true },
    });
    expect(on.status).toBe(200);
    const walkerId = ((await walker.get('/api/auth/user')).body as { id: number }).id;
    await walker.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: friendId });
    await friend.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: walkerId });
    expect((await seen())?.latitude).toBeCloseTo(sites[0]?.latitude as number, 6);
    const off = await friend.patch(`/api/users/${friendId}/settings`, {
      ...settings,
      privacy: { ...settings.privacy, locationSharing: false },
    });
    expect(off.status).toBe(200);
    expect(await seen()).toMatchObject({ userId: friendId, latitude: null });
    const companions = await walker.get(`/api/pilgrimages/${pilgrimageId}/companions`);
    expect(companions.status).toBe(200);
    const friendCompanion = (companions.body as unknown as Array<{ userId: number; latitude: number | null }>).find(
      (c) => c.userId === friendId,
    );
    expect(friendCompanion).toMatchObject({ latitude: null });
  });
});

describe('subscriptions', () => {
  it('deliver a chat message to a participant and nothing to an outsider', async () => {
    const sockets = [socketFor(friend), socketFor(outsider), socketFor(guest)];
    const query = `subscription ($id: Int!) { pilgrimageMessageAdded(pilgrimageId: $id) { message senderName } }`;
    const received: unknown[][] = [[], [], []];
    const errors: unknown[][] = [[], [], []];
    sockets.forEach((socket, index) => {
      socket.subscribe(
        { query, variables: { id: pilgrimageId } },
        {
          next: (value) => (value.errors ? errors[index]?.push(value.errors) : received[index]?.push(value.data)),
          error: (error) => errors[index]?.push(error),
          complete: () => undefined,
        },
      );
    });
    await until(() => (errors[1]?.length ?? 0) > 0 && (errors[2]?.length ?? 0) > 0, 2000);
    await listening('message', pilgrimageId);
    const sent = await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Almost at the vortex' });
    expect(sent.status).toBe(201);
    // A second message after it: once it has arrived, anything the first one brought has arrived too.
    expect((await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Last one' })).status).toBe(201);
    await until(() => (received[0]?.length ?? 0) > 1);
    expect(received[0]).toEqual([
      { pilgrimageMessageAdded: { message: 'Almost at the vortex', senderName: expect.any(String) } },
      { pilgrimageMessageAdded: { message: 'Last one', senderName: expect.any(String) } },
    ]);
    // The outsider and the guest were refused, which ends their subscriptions: nothing can follow.
    expect(received[1]).toEqual([]);
    expect(received[2]).toEqual([]);
    expect(errors[1]?.length).toBeGreaterThan(0);
    expect(errors[2]?.length).toBeGreaterThan(0);
    expect(app.server.listening(liveTopic('message', pilgrimageId))).toBe(1);
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  it('deliver companion moves to participants', async () => {
    // Companions, with the friend's Location Sharing off (the default).
    const walkerId = ((await walker.get('/api/auth/user')).body as { id: number }).id;
    await walker.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: friendId });
    await friend.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: walkerId });
    const socket = socketFor(walker);
    const received: unknown[] = [];
    socket.subscribe(
      {
        query: `subscription ($id: Int!) { companionMoved(pilgrimageId: $id) { userId latitude distanceTraveled } }`,
        variables: { id: pilgrimageId },
      },
      { next: (value) => received.push(value.data), error: () => undefined, complete: () => undefined },
    );
    await listening('companion', pilgrimageId);
    expect((await moveTo(friend, friendActiveId, sites[1] as Point)).status).toBe(200);
    await until(() => received.length > 0);
    // Location sharing is off: progress arrives, the position does not.
    expect(received[0]).toMatchObject({ companionMoved: { userId: friendId, latitude: null } });
    await socket.dispose();
  });
});

describe('a sensitive sacred site', () => {
  it("checks a non-creator in at the site's public point, never at its true one", async () => {
    const truth = { latitude: 44.1337, longitude: -71.6644 };
    const publicPoint = generalizedPosition(truth.latitude, truth.longitude);
    const { id: altarId } = await buildAltar(app.db.knex, { ...truth, isLocationSensitive: true });
    const { id } = await buildPilgrimage(app.db.knex, { name: 'Hidden Spring Walk', altarIds: [altarId] });
    const journey = (await outsider.post(`/api/pilgrimages/${id}/start`, truth)).body.id as number;

    const atTruth = await outsider.post(`/api/active-pilgrimages/${journey}/checkpoint`, { altarId });
    expect(atTruth.status).toBe(400);
    expect(atTruth.body.message).toBe(JOURNEY_TEXTS.tooFar);

    expect((await moveTo(outsider, journey, await project(publicPoint, 100, 0))).status).toBe(200);
    const accepted = await outsider.post(`/api/active-pilgrimages/${journey}/checkpoint`, { altarId });
    expect(accepted.status).toBe(200);
    expect(accepted.body.completed).toBe(true);
    // The feed shows the public point, not the true one.
    expect(accepted.body.update).toMatchObject(publicPoint);
  });
});

describe('ending a journey and the time remaining', () => {
  it('counts the time remaining from the distance left along the route, at a walking pace without a track', async () => {
    const { client } = await signUp('Timer');
    const pilgrimage = await buildPilgrimage(app.db.knex, { name: 'Timed Walk' });
    // The distance field says 5 miles; the route (three sites about 1 km apart) is what counts.
    await app.db
      .knex('pilgrimages')
      .where({ id: pilgrimage.id })
      .update({ distance: 5, altar_ids: sites.map((site) => site.id) });
    const [first, second, third] = sites as unknown as [Point, Point, Point];
    const legs = haversineMeters(first, second) + haversineMeters(second, third);
    const started = await client.post(`/api/pilgrimages/${pilgrimage.id}/start`, first);
    expect(started.body.estimatedTimeRemaining).toBe(minutesRemaining(legs, null));
    const id = started.body.id as number;
    // 1 mile north, off the route: the way back to the first site counts too.
    const off = await project(first, 1609.344, 0);
    const moved = await moveTo(client, id, off);
    expect(moved.status).toBe(200);
    expect(moved.body.estimatedTimeRemaining).toBe(minutesRemaining(haversineMeters(off, first) + legs, null));
    // At the first site and checked in: what is left is the two legs after it.
    await moveTo(client, id, first);
    const reached = await client.post(`/api/active-pilgrimages/${id}/checkpoint`, { altarId: sites[0]?.id });
    expect(reached.status).toBe(200);
    expect((reached.body.journey as { estimatedTimeRemaining: number }).estimatedTimeRemaining).toBe(
      minutesRemaining(legs, null),
    );
    expect(minutesRemaining(legs, null)).toBeLessThan(moved.body.estimatedTimeRemaining as number);
  });

  it("uses the walker's own recent pace for the time remaining", async () => {
    const { client } = await signUp('Strider');
    const pilgrimage = await buildPilgrimage(app.db.knex, {
      name: 'Paced Walk',
      altarIds: sites.map((site) => site.id),
    });
    const started = await client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {});
    const id = started.body.id as number;
    // Ten minutes ago the walker was 2 km south of the first site; now 1 km south: 1 km in ten minutes.
    const [first, second, third] = sites as unknown as [Point, Point, Point];
    const before = await project(first, 2000, 180);
    const now = await project(first, 1000, 180);
    await app.db.knex('journey_positions').insert({
      active_pilgrimage_id: id,
      ...before,
      recorded_at: app.db.knex.raw("now() - interval '10 minutes'"),
    });
    const moved = await moveTo(client, id, now);
    expect(moved.status).toBe(200);
    const left = haversineMeters(now, first) + haversineMeters(first, second) + haversineMeters(second, third);
    const pace = haversineMeters(before, now) / 600;
    const minutes = moved.body.estimatedTimeRemaining as number;
    expect(Math.abs(minutes - minutesRemaining(left, pace))).toBeLessThanOrEqual(1);
    // Faster than the 2.5 mph fallback, so clearly not it.
    expect(minutesRemaining(left, null) - minutes).toBeGreaterThan(5);
  });

  it("ends a walker's live subscriptions when they end their journey; subscribing again is refused", async () => {
    const { client } = await signUp('Leaver');
    const started = await client.post(`/api/pilgrimages/${pilgrimageId}/start`, sites[0]);
    expect(started.status).toBeLessThan(300);
    const query = `subscription ($id: Int!) { pilgrimageMessageAdded(pilgrimageId: $id) { message } }`;
    const subscribeOnce = (socket: Client) => {
      const seen = { messages: [] as unknown[], ended: false, errors: [] as unknown[] };
      socket.subscribe(
        { query, variables: { id: pilgrimageId } },
        {
          next: (value) => (value.errors ? seen.errors.push(value.errors) : seen.messages.push(value.data)),
          error: (error) => {
            seen.errors.push(error);
            seen.ended = true;
          },
          complete: () => (seen.ended = true),
        },
      );
      return seen;
    };
    const socket = socketFor(client);
    const live = subscribeOnce(socket);
    // Positive control: while walking, the chat arrives.
    await listening('message', pilgrimageId);
    expect((await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Still with us?' })).status).toBe(
      201,
    );
    await until(() => live.messages.length > 0);
    expect(live.messages).toHaveLength(1);

    const ended = await client.graphql(`mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { id } }`, {
      id: started.body.id,
    });
    expect(ended.body).toMatchObject({ data: { endJourney: { id: started.body.id } } });
    await until(() => live.ended);
    expect(live.ended).toBe(true);
    await socket.dispose();

    const again = socketFor(client);
    const second = subscribeOnce(again);
    await until(() => second.errors.length > 0);
    expect(JSON.stringify(second.errors)).toContain(JOURNEY_TEXTS.pilgrimageNotFound);
    // Both subscriptions are over (ended, refused), and the server holds none of them any more.
    await until(() => app.server.listening(liveTopic('message', pilgrimageId)) === 0);
    expect(app.server.listening(liveTopic('message', pilgrimageId))).toBe(0);
    await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Gone now' });
    expect([...live.messages, ...second.messages]).toHaveLength(1);
    await again.dispose();
  });

  it('ends only your own journey, once, and refuses positions afterwards', async () => {
    const { client } = await signUp('Quitter');
    const started = await client.post(`/api/pilgrimages/${pilgrimageId}/start`, sites[0]);
    const id = started.body.id as number;
    const walkingNames = async () => {
      const participants = await friend.get(`/api/pilgrimages/${pilgrimageId}/participants`);
      return (participants.body as unknown as Array<{ name: string }>).map((participant) => participant.name);
    };
    const quitterName = (await walkingNames()).find((name) => name.startsWith('Quitter'));
    expect(quitterName).toBeDefined();
    const endMutation = `mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { id isActive } }`;
    const stranger = await outsider.graphql(endMutation, { id });
    expect((stranger.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await client.get(`/api/active-pilgrimages/${id}`)).body.isActive).toBe(true);

    const socket = socketFor(friend);
    const seen: Array<{ name: string; activePilgrimageId: number | null }> = [];
    const stop = socket.subscribe<{ companionMoved: { name: string; activePilgrimageId: number | null } }>(
      {
        query: `subscription ($id: Int!) { companionMoved(pilgrimageId: $id) { name activePilgrimageId } }`,
        variables: { id: pilgrimageId },
      },
      { next: (event) => event.data && seen.push(event.data.companionMoved), error: () => {}, complete: () => {} },
    );
    try {
      await listening('companion', pilgrimageId);
      const ended = await client.graphql(endMutation, { id });
      expect(ended.body).toEqual({ data: { endJourney: { id, isActive: false } } });
      await until(() => seen.length > 0);
      expect(seen).toContainEqual(expect.objectContaining({ activePilgrimageId: null }));
    } finally {
      stop();
      await socket.dispose();
    }

    const again = await client.graphql(endMutation, { id });
    expect((again.body.errors as unknown as Array<{ message: string }>)[0]?.message).toBe(JOURNEY_TEXTS.ended);
    expect((await moveTo(client, id, sites[0] as Point)).status).toBe(400);
    expect(
      await app.db.knex('pilgrimage_completions').where({ pilgrimage_id: pilgrimageId, user_id: started.body.userId }),
    ).toHaveLength(0);
    expect(await walkingNames()).not.toContain(quitterName);
  });

  it('sums up an ended journey and shares the summary to the feed once', async () => {
    const { client } = await signUp('Summer');
    const pilgrimage = await buildPilgrimage(app.db.knex, {
      name: 'Summary Walk',
      altarIds: sites.map((site) => site.id),
    });
    const started = await client.post(`/api/pilgrimages/${pilgrimage.id}/start`, sites[0]);
    const id = started.body.id as number;
    expect((await client.post(`/api/active-pilgrimages/${id}/checkpoint`, { altarId: sites[0]?.id })).status).toBe(200);
    const photo = await client.post(`/api/pilgrimages/${pilgrimage.id}/photos`, { photoUrl: SUMMARY_PNG });
    expect(photo.status).toBeLessThan(300);
    await moveTo(client, id, sites[1] as Point);

    // Not yet: a journey under way has no summary to share.
    const early = await client.post(`/api/active-pilgrimages/${id}/summary/share`, {});
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(JOURNEY_TEXTS.summaryWhileActive);

    const endMutation = `mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { id isActive } }`;
    expect((await client.graphql(endMutation, { id })).body.errors).toBeUndefined();
    const summary = await client.get(`/api/active-pilgrimages/${id}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      journeyId: id,
      pilgrimageName: 'Summary Walk',
      sitesReached: 1,
      totalSites: 3,
      photos: 1,
      completed: false,
      isActive: false,
      sharedPostId: null,
    });
    expect(summary.body.distanceKm).toBeCloseTo(haversineMeters(sites[0] as Point, sites[1] as Point) / 1000, 1);
    expect(summary.body.endedAt).not.toBeNull();
    expect((await outsider.get(`/api/active-pilgrimages/${id}/summary`)).status).toBe(404);
    expect((await outsider.post(`/api/active-pilgrimages/${id}/summary/share`, {})).status).toBe(404);

    const shared = await client.post(`/api/active-pilgrimages/${id}/summary/share`, {});
    expect(shared.status).toBe(200);
    expect(shared.body.content).toMatch(
      /^Walked Summary Walk: [0-9.]+ km in \d+ min, 1 of 3 sacred sites reached, 1 photo\.$/,
    );
    const again = await client.graphql(`mutation ($id: Int!) { shareJourneySummary(activePilgrimageId: $id) { id } }`, {
      id,
    });
    expect(again.body).toEqual({ data: { shareJourneySummary: { id: shared.body.id } } });
    expect(await app.db.knex('posts').where({ pilgrimage_id: pilgrimage.id })).toHaveLength(1);
    expect((await client.get(`/api/active-pilgrimages/${id}/summary`)).body.sharedPostId).toBe(shared.body.id);
  });
});

describe('GraphQL', () => {
  it('moves, chats and reads the live data of a pilgrimage', async () => {
    const moved = await friend.graphql(
      `mutation ($id: Int!, $p: LocationUpdateInput!) { updateJourneyLocation(activePilgrimageId: $id, position: $p) { id currentLatitude } }`,
      { id: friendActiveId, p: { latitude: 34.87, longitude: -111.76, heading: 12 } },
    );
    expect(moved.body).toMatchObject({
      data: { updateJourneyLocation: { id: friendActiveId, currentLatitude: 34.87 } },
    });

    const blank = await friend.graphql(
      `mutation ($id: Int!) { sendPilgrimageMessage(pilgrimageId: $id, message: { message: "  " }) { id } }`,
      { id: pilgrimageId },
    );
    expect((blank.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );

    const read = await walker.graphql(
      `query ($id: Int!) { pilgrimageMessages(pilgrimageId: $id) { message } pilgrimageLiveUpdates(pilgrimageId: $id) { updateType } }`,
      { id: pilgrimageId },
    );
    expect(read.body.errors).toBeUndefined();

    const hidden = await outsider.graphql(`query ($id: Int!) { pilgrimageMessages(pilgrimageId: $id) { message } }`, {
      id: pilgrimageId,
    });
    expect((hidden.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the alternate tracker and photos', () => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

  it('reads, moves and shares over the same journey', async () => {
    const active = await friend.get(`/api/pilgrimages/${pilgrimageId}/active`);
    expect(active.body).toMatchObject({ id: friendActiveId, isActive: true });
    expect((await outsider.get(`/api/pilgrimages/${pilgrimageId}/active`)).status).toBe(404);
    const moved = await friend.post(`/api/pilgrimages/${pilgrimageId}/update-location`, {
      latitude: 34.871,
      longitude: -111.761,
      accuracy: 8,
      timestamp: Date.now(),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: friendActiveId, currentLatitude: 34.871 });
    const again = await friend.post(`/api/pilgrimages/${pilgrimageId}/start-tracking`, {
      latitude: 34.871,
      longitude: -111.761,
      accuracy: 5,
    });
    expect(again.body).toMatchObject({ id: friendActiveId });
    const shared = await friend.post(`/api/pilgrimages/${pilgrimageId}/updates`, {
      updateType: 'milestone',
      content: 'Halfway',
    });
    expect(shared.status).toBe(201);
  });

  it('stores a photo from a data URL; blank or repeated tags are refused', async () => {
    const before = await app.db.knex('pilgrimage_photos').count<{ count: string }[]>('* as count');
    for (const tags of [
      ['juniper', ' '],
      ['juniper', 'juniper'],
    ]) {
      const refused = await friend.post(`/api/pilgrimages/${pilgrimageId}/photos`, { photoUrl: png, tags });
      expect(refused.status).toBe(400);
    }
    expect((await outsider.post(`/api/pilgrimages/${pilgrimageId}/photos`, { photoUrl: png })).status).toBe(404);
    expect(await app.db.knex('pilgrimage_photos').count<{ count: string }[]>('* as count')).toEqual(before);
    const stored = await friend.post(`/api/pilgrimages/${pilgrimageId}/photos`, {
      photoUrl: png,
      caption: 'First light',
      tags: ['juniper', 'dawn'],
      mood: 'peaceful',
      weather: 'sunny',
    });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ caption: 'First light', tags: ['juniper', 'dawn'], mood: 'peaceful' });
    expect(stored.body.photoUrl).not.toMatch(/^data:/);
    expect(stored.body.updateId).toEqual(expect.any(Number));

    const overGraphql = await friend.graphql(
      `mutation ($id: Int!, $photo: JourneyPhotoInput!) { addPilgrimagePhoto(pilgrimageId: $id, photo: $photo) { id tags } }`,
      { id: pilgrimageId, photo: { photoUrl: png, tags: ['mesa'] } },
    );
    expect(overGraphql.body).toMatchObject({ data: { addPilgrimagePhoto: { tags: ['mesa'] } } });
  });
});
