import { notAWalkReason, WALK_SPEED_LIMIT_KMH } from '@sacred/core/journeyPace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { signUpMember, type SignedUpMember } from '../../test/http';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** Metres north per degree of latitude, near enough for a test's track. */
const METERS_PER_DEGREE = 111_195;

interface Summary {
  distanceKm: number;
  paceSecondsPerKm: number | null;
  climbMeters: number | null;
  topSpeedKmh: number | null;
  notAWalk: string | null;
  track: Array<{ latitude: number; longitude: number; altitude: number | null; at: string }>;
}

async function journey(): Promise<{ walker: SignedUpMember; journeyId: number; startedAt: Date }> {
  const walker = await signUpMember(app.url);
  const altar = await buildAltar(app.db.knex, { latitude: 46.3, longitude: 7.3 });
  const pilgrimage = await buildPilgrimage(app.db.knex, { altarIds: [altar.id] });
  const started = await walker.client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {});
  expect(started.status).toBe(200);
  // Begun an hour ago: its track arrives now with the device's times (as after an outage).
  const startedAt = new Date(Math.floor((Date.now() - 3_600_000) / 1000) * 1000);
  const journeyId = started.body.id as number;
  await app.db.knex('active_pilgrimages').where({ id: journeyId }).update({ started_at: startedAt });
  return { walker, journeyId, startedAt };
}

/** Fixes ten seconds apart, heading north at `kmh`, each with the device's time (as a track sent after an outage is). */
async function walk(
  walker: SignedUpMember,
  journeyId: number,
  from: Date,
  { fixes, kmh, altitude }: { fixes: number; kmh: number; altitude?: (index: number) => number },
) {
  const step = ((kmh / 3.6) * 10) / METERS_PER_DEGREE;
  for (let index = 0; index < fixes; index += 1) {
    const sent = await walker.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
      latitude: 46.2 + index * step,
      longitude: 7.3,
      ...(altitude ? { altitude: altitude(index) } : {}),
      recordedAt: new Date(from.getTime() + index * 10_000).toISOString(),
    });
    expect(sent.status).toBe(200);
  }
}

const end = async (walker: SignedUpMember, journeyId: number) => {
  const ended = await walker.client.graphql(
    `mutation($id: Int!) { endJourney(activePilgrimageId: $id) { isActive } }`,
    {
      id: journeyId,
    },
  );
  expect(ended.body.data).toEqual({ endJourney: { isActive: false } });
};

describe('the end-of-journey summary', () => {
  it('gives the pace over the moving time, the climb, the track for its map, and the track as GPX', async () => {
    const { walker, journeyId, startedAt } = await journey();
    // Ten minutes at 5 km/h, climbing a metre every fix (60 m).
    await walk(walker, journeyId, startedAt, { fixes: 61, kmh: 5, altitude: (index) => 1500 + index });
    await end(walker, journeyId);

    const summary = (await walker.client.get(`/api/active-pilgrimages/${journeyId}/summary`))
      .body as unknown as Summary;
    expect(summary.paceSecondsPerKm).toBeGreaterThan(700);
    expect(summary.paceSecondsPerKm).toBeLessThan(740);
    expect(summary.climbMeters).toBe(60);
    expect(summary.topSpeedKmh).toBeCloseTo(5, 0);
    expect(summary.notAWalk).toBeNull();
    expect(summary.track).toHaveLength(61);
    expect(summary.track[60]).toMatchObject({
      altitude: 1560,
      at: new Date(startedAt.getTime() + 600_000).toISOString(),
    });

    const gpx = await walker.client.get(`/api/active-pilgrimages/${journeyId}/track/gpx`);
    expect(gpx.status).toBe(200);
    expect(gpx.headers.get('content-type')).toMatch(/^application\/gpx\+xml/);
    expect(gpx.headers.get('content-disposition')).toMatch(/^attachment; filename=[\w-]*track[\w-]*\.gpx$/);
    expect(gpx.text.match(/<trkpt /g)).toHaveLength(61);
    expect(gpx.text).toContain(`<ele>1500</ele><time>${startedAt.toISOString()}</time>`);
    // Nobody else's: the same 404 as for a journey that does not exist.
    const other = await signUpMember(app.url);
    expect((await other.client.get(`/api/active-pilgrimages/${journeyId}/track/gpx`)).status).toBe(404);
  });

  it('does not count 65 km/h as a walk: the summary says why, and sharing it as a walk is refused', async () => {
    const { walker, journeyId, startedAt } = await journey();
    await walk(walker, journeyId, startedAt, { fixes: 13, kmh: 65 });
    await end(walker, journeyId);
    const summary = (await walker.client.get(`/api/active-pilgrimages/${journeyId}/summary`))
      .body as unknown as Summary;
    expect(summary.topSpeedKmh).toBeGreaterThan(WALK_SPEED_LIMIT_KMH);
    expect(summary.notAWalk).toBe(notAWalkReason(summary.topSpeedKmh));
    expect(summary.notAWalk).toMatch(/^Part of this journey moved at 65 km\/h, faster than anyone walks/);

    const shared = await walker.client.post(`/api/active-pilgrimages/${journeyId}/summary/share`);
    expect(shared.status).toBe(400);
    expect(shared.body.message).toBe(summary.notAWalk);
    expect(await app.db.knex('posts').where({ author_id: walker.id })).toEqual([]);
  });

  it('places a fix at the device’s time, never before the start nor after it arrives', async () => {
    const { walker, journeyId, startedAt } = await journey();
    const at = async (recordedAt: string | undefined) => {
      const before = Date.now();
      const sent = await walker.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
        latitude: 46.2,
        longitude: 7.3,
        ...(recordedAt ? { recordedAt } : {}),
      });
      expect(sent.status).toBe(200);
      const [row] = (await app.db
        .knex('journey_positions')
        .where({ active_pilgrimage_id: journeyId })
        .orderBy('id', 'desc')
        .limit(1)) as Array<{ recorded_at: Date }>;
      return { recorded: row!.recorded_at.getTime(), before };
    };
    expect((await at('2001-01-01T00:00:00Z')).recorded).toBe(startedAt.getTime());
    const future = await at('2999-01-01T00:00:00Z');
    expect(future.recorded).toBeLessThanOrEqual(Date.now());
    expect(future.recorded).toBeGreaterThanOrEqual(future.before - 1000);
    const refused = await walker.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
      latitude: 46.2,
      longitude: 7.3,
      recordedAt: 'yesterday-ish',
      altitude: 12_000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      recordedAt: 'recordedAt must be a date and time',
      altitude: 'altitude must be between -500 and 9000',
    });
  });
});
