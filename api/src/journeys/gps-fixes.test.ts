import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMeters } from '@sacred/core/geo';
import { GPS_FIX_LIMITS, GPS_FIX_TEXTS, JOURNEY_TEXTS } from '@sacred/core/journeys';
import { startTestApp, type GraphqlError, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { signUpMember, type SignedUpMember } from '../../test/http';
import { scrape } from '../platform/infra/metrics';
import { CompanionRepository } from './companion.repository';
import { GpsFixWriter } from './gps-fix-writer';

/** Batches of GPS fixes: what a device recorded, sent in one request and written with other walkers' fixes. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function walker(): Promise<SignedUpMember & { journeyId: number }> {
  const member = await signUpMember(app.url);
  const altar = await buildAltar(app.db.knex, { latitude: 46.3, longitude: 7.3 });
  const { id: pilgrimageId } = await buildPilgrimage(app.db.knex, { altarIds: [altar.id] });
  const started = await member.client.post(`/api/pilgrimages/${pilgrimageId}/start`, {
    latitude: 46.2,
    longitude: 7.3,
  });
  expect(started.status).toBe(200);
  const journeyId = started.body.id as number;
  // The journey began an hour ago: the fixes sent below were taken since.
  await app.db.knex.raw(
    `UPDATE journey_positions SET recorded_at = now() - interval '1 hour' WHERE active_pilgrimage_id = ?`,
    [journeyId],
  );
  return { ...member, journeyId };
}

/** Fixes walking north from the start, one a minute, ending `endsAgoMs` before now. */
function walk(count: number, endsAgoMs = 0): Array<{ latitude: number; longitude: number; recordedAt: string }> {
  const end = Date.now() - endsAgoMs;
  return Array.from({ length: count }, (_, index) => ({
    latitude: Number((46.2 + (index + 1) * 0.001).toFixed(4)),
    longitude: 7.3,
    recordedAt: new Date(end - (count - 1 - index) * 60_000).toISOString(),
  }));
}

const track = (journeyId: number) =>
  app.db
    .knex('journey_positions')
    .where({ active_pilgrimage_id: journeyId })
    .orderBy('recorded_at')
    .select('latitude', 'longitude', 'recorded_at');

const gpsFixesCounted = async () => Number(/^sacred_gps_fixes_total (\d+)/m.exec(await scrape())?.[1] ?? 0);

describe('a batch of GPS fixes', () => {
  it('joins the track in the order taken, moves the journey to the last, and counts each fix once', async () => {
    const { client, journeyId } = await walker();
    const fixes = walk(5, 10 * 60_000);
    const countedBefore = await gpsFixesCounted();
    // Sent out of order: the time each was taken orders them.
    const sent = await client.post(`/api/active-pilgrimages/${journeyId}/fixes`, {
      fixes: [fixes[3], fixes[0], fixes[4], fixes[2], fixes[1]],
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ activePilgrimageId: journeyId, accepted: 5, stored: 5 });
    expect(await gpsFixesCounted()).toBe(countedBefore + 5);

    const stored = await track(journeyId);
    expect(stored).toHaveLength(6);
    expect(stored.slice(1).map((row) => Number(row.latitude))).toEqual(fixes.map((fix) => fix.latitude));
    expect(stored.slice(1).map((row) => (row.recorded_at as Date).toISOString())).toEqual(
      fixes.map((fix) => fix.recordedAt),
    );
    const journey = await client.get(`/api/active-pilgrimages/${journeyId}`);
    expect(journey.body).toMatchObject({ currentLatitude: 46.205, currentLongitude: 7.3 });
    const meters = haversineMeters({ latitude: 46.2, longitude: 7.3 }, { latitude: 46.205, longitude: 7.3 });
    expect(Number(journey.body.distanceTraveled)).toBeCloseTo(meters / 1000, 2);
  });

  it('stores nothing twice when sent again, whole or in part, and the distance stays', async () => {
    const { client, journeyId } = await walker();
    const fixes = walk(4, 5 * 60_000);
    expect((await client.post(`/api/active-pilgrimages/${journeyId}/fixes`, { fixes })).status).toBe(200);
    const before = (await client.get(`/api/active-pilgrimages/${journeyId}`)).body;
    const countedBefore = await gpsFixesCounted();

    const again = await client.post(`/api/active-pilgrimages/${journeyId}/fixes`, { fixes });
    expect(again.body).toEqual({ activePilgrimageId: journeyId, accepted: 4, stored: 0 });
    const overlapping = walk(6, 3 * 60_000).slice(2);
    const partly = await client.post(`/api/active-pilgrimages/${journeyId}/fixes`, { fixes: fixes.slice(2) });
    expect(partly.body).toMatchObject({ accepted: 2, stored: 0 });
    expect(await gpsFixesCounted()).toBe(countedBefore);
    expect((await track(journeyId)).length).toBe(5);
    expect((await client.get(`/api/active-pilgrimages/${journeyId}`)).body.distanceTraveled).toBe(
      before.distanceTraveled,
    );
    // A new fix after the repeats is still a new fix.
    const later = await client.post(`/api/active-pilgrimages/${journeyId}/fixes`, { fixes: overlapping.slice(-1) });
    expect(later.body).toMatchObject({ accepted: 1, stored: 1 });
  });

  it('is the same over GraphQL', async () => {
    const { client, journeyId } = await walker();
    const fixes = walk(3, 60_000).map((fix, index) => ({ ...fix, heading: index === 0 ? null : 90 }));
    const mutation = `mutation ($id: Int!, $fixes: [GpsFixInput!]!) {
      recordJourneyFixes(activePilgrimageId: $id, fixes: $fixes) { activePilgrimageId accepted stored }
    }`;
    const first = await client.graphql(mutation, { id: journeyId, fixes });
    expect(first.body.data).toEqual({ recordJourneyFixes: { activePilgrimageId: journeyId, accepted: 3, stored: 3 } });
    const again = await client.graphql(mutation, { id: journeyId, fixes });
    expect(again.body.data).toEqual({ recordJourneyFixes: { activePilgrimageId: journeyId, accepted: 3, stored: 0 } });
    const future = await client.graphql(mutation, {
      id: journeyId,
      fixes: [{ latitude: 46.3, longitude: 7.3, recordedAt: new Date(Date.now() + 3_600_000).toISOString() }],
    });
    const [refusal] = (future.body as { errors?: GraphqlError[] }).errors ?? [];
    expect(refusal?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refusal)).toContain(GPS_FIX_TEXTS.inTheFuture);
    expect((await track(journeyId)).length).toBe(4);
  });

  it('refuses bad batches with a clear 400 and stores nothing of them', async () => {
    const { client, journeyId } = await walker();
    const path = `/api/active-pilgrimages/${journeyId}/fixes`;
    const good = walk(1)[0]!;
    const cases: Array<[unknown, string]> = [
      [{}, GPS_FIX_TEXTS.fixesRequired],
      [{ fixes: [] }, GPS_FIX_TEXTS.fixesRequired],
      [{ fixes: [{ latitude: 46.3, longitude: 7.3 }] }, GPS_FIX_TEXTS.recordedAtRequired],
      [{ fixes: [{ ...good, recordedAt: 'yesterday-ish' }] }, GPS_FIX_TEXTS.recordedAtInvalid],
      [{ fixes: [{ ...good, recordedAt: new Date(Date.now() + 3_600_000).toISOString() }] }, GPS_FIX_TEXTS.inTheFuture],
      [
        { fixes: [{ ...good, recordedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() }] },
        GPS_FIX_TEXTS.tooOld,
      ],
      [{ fixes: [good, { ...good, latitude: 91 }] }, 'between -90 and 90'],
      [{ fixes: Array.from({ length: GPS_FIX_LIMITS.maxPerBatch + 1 }, () => good) }, GPS_FIX_TEXTS.tooMany],
    ];
    for (const [body, message] of cases) {
      const refused = await client.post(path, body);
      expect(refused.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect((await track(journeyId)).length).toBe(1);
  });

  it("answers 404 for another member's journey and 400 once it has ended, storing nothing", async () => {
    const owner = await walker();
    const stranger = await signUpMember(app.url);
    const fixes = walk(2);
    const foreign = await stranger.client.post(`/api/active-pilgrimages/${owner.journeyId}/fixes`, { fixes });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(JOURNEY_TEXTS.notFound);
    const end = await owner.client.graphql('mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { id } }', {
      id: owner.journeyId,
    });
    expect(end.body.data).toEqual({ endJourney: { id: owner.journeyId } });
    const ended = await owner.client.post(`/api/active-pilgrimages/${owner.journeyId}/fixes`, { fixes });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe(JOURNEY_TEXTS.ended);
    expect((await track(owner.journeyId)).length).toBe(1);
  });
});

describe('the fix writer', () => {
  it("writes concurrent walkers' fixes in far fewer statements than requests, each journey's in order", async () => {
    const walkers = await Promise.all(Array.from({ length: 12 }, () => walker()));
    const writer = new GpsFixWriter(app.db.knex, { concurrency: 1 });
    let groups = 0;
    const countGroups = (query: { sql: string }) => {
      if (query.sql.includes('json_to_recordset')) groups += 1;
    };
    app.db.knex.on('query', countGroups);
    try {
      const base = Date.now() * 1000 - 60_000_000;
      // Each walker sends three fixes one after another, all walkers at once: 36 requests.
      const answers = await Promise.all(
        walkers.map(async ({ id: userId, journeyId }) => {
          const stored: number[] = [];
          for (let step = 1; step <= 3; step += 1) {
            const moved = await writer.write(journeyId, [
              {
                journeyId,
                userId,
                latitude: 46.2 + step * 0.001,
                longitude: 7.3,
                altitude: null,
                heading: null,
                atMicros: base + step,
              },
            ]);
            stored.push(moved?.stored ?? -1);
          }
          return stored;
        }),
      );
      expect(answers.flat()).toEqual(Array(36).fill(1));
      expect(groups).toBeLessThan(36);
      console.log(`[gps-fixes] 36 requests of 12 walkers written in ${groups} statements`);
    } finally {
      app.db.knex.removeListener('query', countGroups);
    }
    for (const { journeyId } of walkers) {
      const rows = await track(journeyId);
      expect(rows.map((row) => Number(row.latitude))).toEqual([46.2, 46.201, 46.202, 46.203]);
      const journey = await app.db.knex('active_pilgrimages').where({ id: journeyId }).first();
      expect(Number(journey.current_latitude)).toBe(46.203);
      const meters = haversineMeters({ latitude: 46.2, longitude: 7.3 }, { latitude: 46.203, longitude: 7.3 });
      expect(Number(journey.distance_meters)).toBeCloseTo(meters, -1);
    }
  });
});

describe('companion events of many walkers at once', () => {
  it("read for many members what each member's own read gives", async () => {
    const altar = await buildAltar(app.db.knex, { latitude: 46.3, longitude: 7.3 });
    const { id: pilgrimageId } = await buildPilgrimage(app.db.knex, { altarIds: [altar.id] });
    const members = await Promise.all(Array.from({ length: 3 }, () => signUpMember(app.url)));
    for (const member of members)
      expect(
        (await member.client.post(`/api/pilgrimages/${pilgrimageId}/start`, { latitude: 46.2, longitude: 7.3 })).status,
      ).toBe(200);
    const [a, b, c] = members as [SignedUpMember, SignedUpMember, SignedUpMember];
    expect((await a.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: b.id })).status).toBe(
      200,
    );
    expect((await b.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: a.id })).status).toBe(
      200,
    );
    expect((await c.client.post(`/api/pilgrimages/${pilgrimageId}/companion-requests`, { userId: a.id })).status).toBe(
      200,
    );

    const companions = new CompanionRepository(app.db.knex);
    const asked = members.map((member) => ({ pilgrimageId, userId: member.id }));
    const [rows, links] = await Promise.all([companions.participantRowsOf(asked), companions.linksOfMany(asked)]);
    expect(rows).toHaveLength(3);
    for (const member of members) {
      const [own] = await companions.listParticipants(pilgrimageId, member.id);
      expect(rows.find((row) => row.user_id === member.id)).toEqual({ ...own, pilgrimage_id: pilgrimageId });
      const ownLinks = await companions.linksOf(pilgrimageId, member.id);
      expect(links.get(`${pilgrimageId}:${member.id}`) ?? []).toEqual(expect.arrayContaining(ownLinks));
      expect((links.get(`${pilgrimageId}:${member.id}`) ?? []).length).toBe(ownLinks.length);
    }
    expect(links.get(`${pilgrimageId}:${a.id}`)).toHaveLength(2);
  });
});
