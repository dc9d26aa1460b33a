import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalizedPosition } from '@sacred/core/altars';
import { REPLAY_TRACK_MAX_POINTS } from '@sacred/core/journeyReplay';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';

/**
 * The replay of a journey: its walker and the companions of that journey read the tracks with their
 * times and the sites with when each was reached; anyone else is told it does not exist. A companion's
 * track shows only while they share their location; a sensitive site, and another's track near it, at
 * the public point for anyone but the site's creator. Tracks are thinned to a bounded number of points.
 */

interface Point {
  latitude: number;
  longitude: number;
}
interface Replay {
  journeyId: number;
  completed: boolean;
  walkers: Array<{ userId: number; isWalker: boolean; points: Array<Point & { at: string }> }>;
  sites: Array<Point & { altarId: number; order: number; name: string; reachedAt: string | null }>;
}
interface Member {
  client: TestClient;
  id: number;
  journeyId: number;
}

const siteA: Point = { latitude: 34.8697, longitude: -111.761 };
/** The walker's own sensitive altar, far from the centre of its public cell. */
const siteB: Point = { latitude: 34.9012345, longitude: -111.7912345 };
const FIXES = 6000;

let app: TestApp;
let pilgrimageId: number;
let walker: Member;
let companion: Member;
let stranger: Member;
let outsider: TestClient;
let siteBId: number;
let siteAId: number;

async function walkerOn(firstName: string): Promise<Member> {
  const member = await signUpMember(app.url, { firstName });
  const started = await member.client.post(`/api/pilgrimages/${pilgrimageId}/start`, siteA);
  expect(started.status).toBe(200);
  return { client: member.client, id: member.id, journeyId: started.body.id as number };
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

const replayOf = async (viewer: Member, journeyId = walker.journeyId) => {
  const answer = await viewer.client.get(`/api/active-pilgrimages/${journeyId}/replay`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as Replay;
};

const near = (a: Point, b: Point, degrees = 0.001) =>
  Math.abs(a.latitude - b.latitude) < degrees && Math.abs(a.longitude - b.longitude) < degrees;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signUpMember(app.url, { firstName: 'Walker' });
  siteAId = (await buildAltar(app.db.knex, { ...siteA, name: 'Juniper Gate' })).id;
  siteBId = (
    await buildAltar(app.db.knex, { ...siteB, name: 'Hidden Spring', isLocationSensitive: true, creatorId: owner.id })
  ).id;
  pilgrimageId = (await buildPilgrimage(app.db.knex, { name: 'Spring Loop', altarIds: [siteAId, siteBId] })).id;
  const started = await owner.client.post(`/api/pilgrimages/${pilgrimageId}/start`, siteA);
  walker = { client: owner.client, id: owner.id, journeyId: started.body.id as number };
  companion = await walkerOn('Companion');
  stranger = await walkerOn('Stranger');
  outsider = (await signUpMember(app.url, { firstName: 'Outsider' })).client;
  for (const member of [walker, companion, stranger]) await setSharing(member, true);
  // Walking together: asked by the walker, accepted by the companion.
  for (const [from, to] of [
    [walker, companion],
    [companion, walker],
  ] as const) {
    const link = await from.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: to.id });
    expect(link.status, link.text).toBeLessThan(300);
  }

  expect(
    (await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/checkpoint`, { altarId: siteAId })).status,
  ).toBe(200);
  // The journey began four hours ago, the first site reached as it began; the walk from A to B is recorded since.
  await app.db
    .knex('active_pilgrimages')
    .where({ id: walker.journeyId })
    .update({
      started_at: app.db.knex.raw("now() - interval '4 hours'"),
    });
  await app.db
    .knex('pilgrimage_updates')
    .where({ active_pilgrimage_id: walker.journeyId })
    .update({
      created_at: app.db.knex.raw("now() - interval '4 hours'"),
    });
  const began = Date.now() - 4 * 3_600_000 + 60_000;
  const fixes = Array.from({ length: FIXES }, (_, index) => {
    const share = index / (FIXES - 1);
    return {
      latitude: siteA.latitude + (siteB.latitude - siteA.latitude) * share,
      longitude: siteA.longitude + (siteB.longitude - siteA.longitude) * share,
      recordedAt: new Date(began + index * 2000).toISOString(),
    };
  });
  for (let from = 0; from < FIXES; from += 500) {
    const sent = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/fixes`, {
      fixes: fixes.slice(from, from + 500),
    });
    expect(sent.status, sent.text).toBe(200);
  }
  // The companion walks a little meanwhile; the stranger too.
  for (const member of [companion, stranger]) {
    for (const step of [1, 2, 3]) {
      const moved = await member.client.request('PUT', `/api/active-pilgrimages/${member.journeyId}/location`, {
        latitude: siteA.latitude + step * 0.001,
        longitude: siteA.longitude,
      });
      expect(moved.status).toBe(200);
    }
  }
  const reached = await walker.client.post(`/api/active-pilgrimages/${walker.journeyId}/checkpoint`, {
    altarId: siteBId,
  });
  expect(reached.status, reached.text).toBe(200);
  expect(reached.body.completed).toBe(true);
});

afterAll(async () => {
  await app?.close();
});

describe("a journey's replay", () => {
  it('gives the walker their own track thinned to the bound, times kept, and the sites as reached', async () => {
    const replay = await replayOf(walker);
    expect(replay.completed).toBe(true);
    const own = replay.walkers.find((row) => row.isWalker)!;
    expect(own.userId).toBe(walker.id);
    expect(own.points.length).toBeLessThanOrEqual(REPLAY_TRACK_MAX_POINTS);
    expect(own.points.length).toBeGreaterThan(REPLAY_TRACK_MAX_POINTS / 2);
    const stored = await app.db
      .knex('journey_positions')
      .where({ active_pilgrimage_id: walker.journeyId })
      .orderBy([{ column: 'recorded_at' }, { column: 'id' }])
      .select('latitude', 'longitude', 'recorded_at');
    expect(stored.length).toBeGreaterThan(FIXES);
    // The first and the last positions stand, each point with its own recorded time, in order.
    const first = stored[0] as { latitude: string; recorded_at: Date };
    const last = stored[stored.length - 1] as { latitude: string; recorded_at: Date };
    expect(new Date(own.points[0]!.at).getTime()).toBe(first.recorded_at.getTime());
    expect(new Date(own.points[own.points.length - 1]!.at).getTime()).toBe(last.recorded_at.getTime());
    const times = own.points.map((point) => new Date(point.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const storedTimes = new Set(stored.map((row) => (row as { recorded_at: Date }).recorded_at.getTime()));
    expect(times.every((time) => storedTimes.has(time))).toBe(true);
    // The walker created the sensitive site: they see its true point and walked to it.
    expect(own.points.some((point) => near(point, siteB))).toBe(true);
    expect(replay.sites.map((site) => [site.order, site.name])).toEqual([
      [1, 'Juniper Gate'],
      [2, 'Hidden Spring'],
    ]);
    const [a, b] = replay.sites;
    expect(near(b!, siteB, 1e-6)).toBe(true);
    expect(a!.reachedAt).not.toBeNull();
    expect(b!.reachedAt).not.toBeNull();
    expect(new Date(a!.reachedAt!).getTime()).toBeLessThan(new Date(b!.reachedAt!).getTime());
    // The companion who shares their location is in it; the stranger on the pilgrimage is not.
    expect(replay.walkers.map((row) => row.userId)).toEqual([walker.id, companion.id]);
    expect(replay.walkers[1]!.points.length).toBeGreaterThanOrEqual(3);
  });

  it("shows a companion the walker's track with the sensitive site and its stretch at the public point", async () => {
    const replay = await replayOf(companion);
    const publicPoint = generalizedPosition(siteB.latitude, siteB.longitude);
    const b = replay.sites.find((site) => site.altarId === siteBId)!;
    expect(near(b, publicPoint, 1e-6)).toBe(true);
    const track = replay.walkers.find((row) => row.isWalker)!;
    expect(track.points.length).toBeGreaterThan(100);
    expect(track.points.some((point) => near(point, siteB, 0.01))).toBe(false);
    expect(JSON.stringify(replay)).not.toContain(String(siteB.latitude));
    expect(replay.walkers.map((row) => row.userId)).toEqual([walker.id, companion.id]);
  });

  it('is not found for anyone but the walker and the companions of that journey', async () => {
    const path = `/api/active-pilgrimages/${walker.journeyId}/replay`;
    expect((await new TestClient(app.url).get(path)).status).toBe(401);
    for (const client of [stranger.client, outsider]) {
      const answer = await client.get(path);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('Hidden Spring');
      const graphql = await client.graphql(
        'query Q($id: Int!) { journeyReplay(activePilgrimageId: $id) { journeyId } }',
        {
          id: walker.journeyId,
        },
      );
      expect((graphql.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await walker.client.get('/api/active-pilgrimages/999999/replay')).status).toBe(404);
    expect((await walker.client.get('/api/active-pilgrimages/not-a-number/replay')).status).toBe(404);
  });

  it("leaves out a member's track while they do not share their location", async () => {
    await setSharing(companion, false);
    await setSharing(walker, false);
    try {
      expect((await replayOf(walker)).walkers.map((row) => row.userId)).toEqual([walker.id]);
      const seen = await replayOf(companion);
      expect(seen.walkers.map((row) => row.userId)).toEqual([companion.id]);
      expect(seen.sites).toHaveLength(2);
    } finally {
      await setSharing(companion, true);
      await setSharing(walker, true);
    }
  });

  it("is no longer the companion's once they stop walking together", async () => {
    const removed = await companion.client.request(
      'DELETE',
      `/api/pilgrimages/${pilgrimageId}/companion-requests/${walker.id}`,
    );
    expect(removed.status).toBe(200);
    try {
      expect((await companion.client.get(`/api/active-pilgrimages/${walker.journeyId}/replay`)).status).toBe(404);
      expect((await replayOf(walker)).walkers.map((row) => row.userId)).toEqual([walker.id]);
    } finally {
      for (const [from, to] of [
        [walker, companion],
        [companion, walker],
      ] as const) {
        await from.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: to.id });
      }
    }
  });

  it("finds the member's latest completed journey on the pilgrimage, over REST and GraphQL", async () => {
    const rest = await walker.client.get(`/api/pilgrimages/${pilgrimageId}/replay`);
    expect(rest.status).toBe(200);
    expect(rest.body.journeyId).toBe(walker.journeyId);
    const graphql = await walker.client.graphql(
      'query Q($id: Int!) { pilgrimageReplay(pilgrimageId: $id) { journeyId sites { name reachedAt } } }',
      { id: pilgrimageId },
    );
    expect(graphql.body.data).toMatchObject({ pilgrimageReplay: { journeyId: walker.journeyId } });
    // The companion has not completed it: nothing to replay of their own.
    const none = await companion.client.get(`/api/pilgrimages/${pilgrimageId}/replay`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });
});
