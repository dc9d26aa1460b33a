import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANION_TEXTS, coarsePosition } from '@sacred/core/companions';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';
import { until } from '../../test/wait';

/**
 * Live privacy: a walker's exact position goes only to companions the walker accepted;
 * other participants see the centre of a ~1 km cell; nobody sees it while Location Sharing is off (the
 * default); photos carry no position while it is off. REST, GraphQL and the companionMoved subscription.
 */

interface Point {
  latitude: number;
  longitude: number;
}
interface Seen {
  userId: number;
  latitude: number | null;
  longitude: number | null;
  heading: number | null;
  positionPrecision: string | null;
  companionship: string;
}

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
// Far from the centre of its 0.01-degree cell (34.875, -111.765): about 400 m off.
const exact: Point = { latitude: 34.87123, longitude: -111.76188 };
const start: Point = { latitude: 34.8697, longitude: -111.761 };

let app: TestApp;
let pilgrimageId: number;
let walker: Member;
let companion: Member;
let stranger: Member;
let outsider: Member;

interface Member {
  client: TestClient;
  id: number;
  journeyId: number;
}

const signUp = (firstName: string) => signUpMember(app.url, { firstName });

async function walkerOn(firstName: string): Promise<Member> {
  const member = await signUp(firstName);
  const started = await member.client.post(`/api/pilgrimages/${pilgrimageId}/start`, start);
  expect(started.status).toBeLessThan(300);
  return { ...member, journeyId: started.body.id as number };
}

async function setSharing(member: Member, on: boolean): Promise<void> {
  const settings = (await member.client.get(`/api/users/${member.id}/settings`)).body as {
    privacy: Record<string, unknown>;
  };
  const saved = await member.client.patch(`/api/users/${member.id}/settings`, {
    ...settings,
    privacy: { ...settings.privacy, locationSharing: on },
  });
  expect(saved.status).toBe(200);
}

const moveTo = (member: Member, point: Point, heading?: number) =>
  member.client.request('PUT', `/api/active-pilgrimages/${member.journeyId}/location`, { ...point, heading });

async function seenBy(viewer: Member, path: 'participants' | 'companions', who: Member): Promise<Seen | undefined> {
  const response = await viewer.client.get(`/api/pilgrimages/${pilgrimageId}/${path}`);
  expect(response.status).toBe(200);
  return (response.body as unknown as Seen[]).find((row) => row.userId === who.id);
}

beforeAll(async () => {
  app = await startTestApp();
  const sites = [start, { latitude: 34.8813, longitude: -111.7791 }];
  const altarIds: number[] = [];
  for (const site of sites) altarIds.push((await buildAltar(app.db.knex, site)).id);
  pilgrimageId = (await buildPilgrimage(app.db.knex, { name: 'Juniper Mesa Loop', altarIds })).id;
  walker = await walkerOn('Walker');
  companion = await walkerOn('Companion');
  stranger = await walkerOn('Stranger');
  const other = await signUp('Outsider');
  outsider = { ...other, journeyId: 0 };
});

afterAll(async () => {
  await app?.close();
});

describe('location sharing is off until the walker turns it on', () => {
  it('reads off for a new member, and then nobody sees the position (REST and GraphQL)', async () => {
    const settings = await walker.client.get(`/api/users/${walker.id}/settings`);
    expect(settings.body).toMatchObject({ privacy: { locationSharing: false } });
    expect((await moveTo(walker, exact, 90)).status).toBe(200);
    for (const path of ['participants', 'companions'] as const) {
      expect(await seenBy(stranger, path, walker)).toMatchObject({
        latitude: null,
        longitude: null,
        heading: null,
        positionPrecision: null,
      });
    }
    const overGraphql = await stranger.client.graphql(
      `query ($id: Int!) { pilgrimageParticipants(pilgrimageId: $id) { userId latitude longitude positionPrecision } }`,
      { id: pilgrimageId },
    );
    const rows = (overGraphql.body.data as { pilgrimageParticipants: Seen[] }).pilgrimageParticipants;
    expect(rows.find((row) => row.userId === walker.id)).toMatchObject({ latitude: null, positionPrecision: null });
  });

  it('still shows the walker their own exact position', async () => {
    expect(await seenBy(walker, 'participants', walker)).toMatchObject({
      latitude: exact.latitude,
      longitude: exact.longitude,
      positionPrecision: 'exact',
      companionship: 'self',
    });
  });

  it('stores and answers no position on a journey photo or a shared update while sharing is off', async () => {
    const photo = await walker.client.post(`/api/pilgrimages/${pilgrimageId}/photos`, {
      photoUrl: png,
      caption: 'Mesa light',
      ...exact,
    });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ latitude: null, longitude: null });
    const update = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/share`, {
      updateType: 'photo',
      photoUrl: png,
      content: 'Juniper shade',
      ...exact,
    });
    expect(update.status).toBe(201);
    expect(update.body).toMatchObject({ latitude: null, longitude: null });
    const stored = await app.db.knex('pilgrimage_photos').where({ user_id: walker.id }).select('latitude', 'longitude');
    expect(stored.length).toBe(2);
    for (const row of stored) expect(row).toEqual({ latitude: null, longitude: null });
    const updates = await app.db
      .knex('pilgrimage_updates')
      .where({ user_id: walker.id })
      .select('latitude', 'longitude');
    for (const row of updates) expect(row).toEqual({ latitude: null, longitude: null });
  });
});

describe('with sharing on', () => {
  it('shows a stranger on the pilgrimage only the centre of a ~1 km cell, without heading', async () => {
    await setSharing(walker, true);
    expect((await moveTo(walker, exact, 90)).status).toBe(200);
    const coarse = coarsePosition(exact.latitude, exact.longitude);
    expect(coarse.latitude).not.toBeCloseTo(exact.latitude, 3);
    for (const path of ['participants', 'companions'] as const) {
      expect(await seenBy(stranger, path, walker)).toMatchObject({
        ...coarse,
        heading: null,
        positionPrecision: 'coarse',
        companionship: 'none',
      });
    }
  });

  it('keeps only the ~1 km area of a photo or a shared update once the walker shares their location', async () => {
    const coarse = coarsePosition(exact.latitude, exact.longitude);
    const photo = await walker.client.post(`/api/pilgrimages/${pilgrimageId}/photos`, {
      photoUrl: png,
      ...exact,
    });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject(coarse);
    const update = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/share`, {
      updateType: 'reflection',
      content: 'Wind in the junipers',
      ...exact,
    });
    expect(update.status).toBe(201);
    expect(update.body).toMatchObject(coarse);
    const feed = await stranger.client.graphql(
      `query ($id: Int!) { pilgrimageLiveUpdates(pilgrimageId: $id) { content latitude longitude } }`,
      { id: pilgrimageId },
    );
    const seen = (feed.body.data as { pilgrimageLiveUpdates: Array<{ content: string | null }> }).pilgrimageLiveUpdates;
    expect(seen.find((row) => row.content === 'Wind in the junipers')).toMatchObject(coarse);
    const stored = [
      ...(await app.db
        .knex('pilgrimage_photos')
        .where({ user_id: walker.id })
        .whereNotNull('latitude')
        .select('latitude', 'longitude')),
      ...(await app.db
        .knex('pilgrimage_updates')
        .where({ user_id: walker.id })
        .whereNotNull('latitude')
        .select('latitude', 'longitude')),
    ];
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const row of stored)
      expect({ latitude: Number(row.latitude), longitude: Number(row.longitude) }).toEqual(coarse);
  });

  it('shows the exact position only after the walker accepts the companion, and until either ends it', async () => {
    const asked = await companion.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, {
      userId: walker.id,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ userId: walker.id, companionship: 'requested' });
    // Asking is not accepting: still coarse for the one who asked.
    expect(await seenBy(companion, 'participants', walker)).toMatchObject({
      positionPrecision: 'coarse',
      companionship: 'requested',
    });
    expect(await seenBy(walker, 'participants', companion)).toMatchObject({ companionship: 'incoming' });

    const accepted = await walker.client.graphql(
      `mutation ($id: Int!, $user: Int!) { requestCompanion(pilgrimageId: $id, userId: $user) { userId companionship } }`,
      { id: pilgrimageId, user: companion.id },
    );
    expect(accepted.body).toMatchObject({
      data: { requestCompanion: { userId: companion.id, companionship: 'accepted' } },
    });
    for (const path of ['participants', 'companions'] as const) {
      expect(await seenBy(companion, path, walker)).toMatchObject({
        ...exact,
        heading: 90,
        positionPrecision: 'exact',
        companionship: 'accepted',
      });
      // Nothing changed for the stranger.
      expect(await seenBy(stranger, path, walker)).toMatchObject({ positionPrecision: 'coarse' });
    }

    const ended = await walker.client.delete(`/api/pilgrimages/${pilgrimageId}/companion-requests/${companion.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ userId: companion.id, companionship: 'none' });
    expect(await seenBy(companion, 'participants', walker)).toMatchObject({
      ...coarsePosition(exact.latitude, exact.longitude),
      positionPrecision: 'coarse',
    });
  });

  it('shows nothing to an accepted companion once the walker turns sharing off again', async () => {
    await companion.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: walker.id });
    await walker.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: companion.id });
    expect(await seenBy(companion, 'participants', walker)).toMatchObject({ positionPrecision: 'exact' });
    await setSharing(walker, false);
    expect(await seenBy(companion, 'participants', walker)).toMatchObject({ latitude: null, positionPrecision: null });
    await setSharing(walker, true);
  });
});

describe('companion requests', () => {
  it('answers 401 to a guest, 404 for someone not on the pilgrimage, 400 for oneself, and stores nothing', async () => {
    const guest = new TestClient(app.url);
    const before = await app.db.knex('companion_links').count<Array<{ count: string }>>('* as count');
    const path = `/api/pilgrimages/${pilgrimageId}/companion-requests`;
    expect((await guest.post(path, { userId: walker.id })).status).toBe(401);
    expect((await outsider.client.post(path, { userId: walker.id })).status).toBe(404);
    const toOutsider = await walker.client.post(path, { userId: outsider.id });
    expect(toOutsider.status).toBe(404);
    expect(toOutsider.body.message).toBe(COMPANION_TEXTS.notAParticipant);
    const self = await walker.client.post(path, { userId: walker.id });
    expect(self.status).toBe(400);
    expect(self.body.errors?.userId).toBe(COMPANION_TEXTS.notYourself);
    expect((await walker.client.post(path, { userId: 'x' })).status).toBe(400);
    expect(
      (await walker.client.post(`/api/pilgrimages/999999/companion-requests`, { userId: stranger.id })).status,
    ).toBe(404);
    expect(await app.db.knex('companion_links').count<Array<{ count: string }>>('* as count')).toEqual(before);
  });

  it('lets the one asked decline, which leaves no tie', async () => {
    const path = `/api/pilgrimages/${pilgrimageId}/companion-requests`;
    expect((await stranger.client.post(path, { userId: walker.id })).body).toMatchObject({
      companionship: 'requested',
    });
    const declined = await walker.client.delete(`${path}/${stranger.id}`);
    expect(declined.body).toMatchObject({ companionship: 'none' });
    expect(await seenBy(stranger, 'participants', walker)).toMatchObject({
      companionship: 'none',
      positionPrecision: 'coarse',
    });
  });
});

describe('the companionMoved subscription', () => {
  it('delivers the exact position to the accepted companion and the coarse one to a stranger, from one move', async () => {
    const query = `subscription ($id: Int!) {
      companionMoved(pilgrimageId: $id) { userId latitude longitude heading positionPrecision companionship }
    }`;
    const listen = (member: Member) => {
      const socket: Client = member.client.socket();
      const seen: Seen[] = [];
      socket.subscribe(
        { query, variables: { id: pilgrimageId } },
        {
          next: (value) => {
            const moved = (value.data as { companionMoved?: Seen } | undefined)?.companionMoved;
            if (moved && moved.userId === walker.id) seen.push(moved);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return { socket, seen };
    };
    await setSharing(walker, true);
    const path = `/api/pilgrimages/${pilgrimageId}/companion-requests`;
    await companion.client.post(path, { userId: walker.id });
    expect((await walker.client.post(path, { userId: companion.id })).body).toMatchObject({
      companionship: 'accepted',
    });
    await walker.client.delete(`${path}/${stranger.id}`);
    const friendly = listen(companion);
    const strange = listen(stranger);
    const next = { latitude: 34.87377, longitude: -111.76912 };
    // The same move until both subscriptions carry it: no guess at when they are registered.
    for (let tries = 0; (friendly.seen.length === 0 || strange.seen.length === 0) && tries < 100; tries += 1) {
      expect((await moveTo(walker, next, 45)).status).toBe(200);
      await until(() => friendly.seen.length > 0 && strange.seen.length > 0, 200);
    }
    expect(friendly.seen[0]).toMatchObject({
      ...next,
      heading: 45,
      positionPrecision: 'exact',
      companionship: 'accepted',
    });
    expect(strange.seen[0]).toMatchObject({
      ...coarsePosition(next.latitude, next.longitude),
      heading: null,
      positionPrecision: 'coarse',
      companionship: 'none',
    });
    // Turned off: the next move carries no position to anyone.
    await setSharing(walker, false);
    expect((await moveTo(walker, exact)).status).toBe(200);
    // A probe move may still be on its way: wait for the newest event to be this one's.
    await until(() => [friendly, strange].every(({ seen }) => seen.at(-1)?.latitude === null));
    expect(friendly.seen.at(-1)).toMatchObject({ latitude: null, positionPrecision: null });
    expect(strange.seen.at(-1)).toMatchObject({ latitude: null, positionPrecision: null });
    await Promise.all([friendly.socket.dispose(), strange.socket.dispose()]);
  });
});

describe('ending a journey with Activity Tracking off', () => {
  it('tells the accepted companion that the walker left, without their last position', async () => {
    const leaver = await walkerOn('Leaver');
    const friend = await walkerOn('Friend');
    await setSharing(leaver, true);
    const path = `/api/pilgrimages/${pilgrimageId}/companion-requests`;
    await friend.client.post(path, { userId: leaver.id });
    expect((await leaver.client.post(path, { userId: friend.id })).body).toMatchObject({ companionship: 'accepted' });
    const settings = (await leaver.client.get(`/api/users/${leaver.id}/settings`)).body as {
      privacy: Record<string, unknown>;
    };
    const off = { ...settings, privacy: { ...settings.privacy, activityTracking: false } };
    expect((await leaver.client.patch(`/api/users/${leaver.id}/settings`, off)).status).toBe(200);

    const socket: Client = friend.client.socket();
    const seen: Array<Seen & { activePilgrimageId: number | null }> = [];
    socket.subscribe(
      {
        query: `subscription ($id: Int!) {
          companionMoved(pilgrimageId: $id) { userId activePilgrimageId latitude longitude positionPrecision }
        }`,
        variables: { id: pilgrimageId },
      },
      {
        next: (value) => {
          const moved = (value.data as { companionMoved?: (typeof seen)[number] } | undefined)?.companionMoved;
          if (moved && moved.userId === leaver.id) seen.push(moved);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // Moves until the subscription carries one: from then on it is surely registered.
    for (let tries = 0; seen.length === 0 && tries < 100; tries += 1) {
      expect((await moveTo(leaver, exact)).status).toBe(200);
      await until(() => seen.length > 0, 200);
    }
    expect(seen.at(-1)).toMatchObject({ latitude: exact.latitude, positionPrecision: 'exact' });

    const ended = await leaver.client.graphql(
      'mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { isActive } }',
      { id: leaver.journeyId },
    );
    expect(ended.body.data).toEqual({ endJourney: { isActive: false } });
    await until(() => seen.at(-1)?.activePilgrimageId === null);
    expect(seen.at(-1)).toMatchObject({ activePilgrimageId: null, latitude: null, longitude: null });
    await socket.dispose();
  });
});
