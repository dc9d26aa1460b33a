import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { RITUAL_MESSAGES } from '@sacred/core/rituals';

/** Where the test altars stand, and a member standing there. */
const SPOT = { latitude: 40.015, longitude: -105.27 };

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function member() {
  const client = new TestClient(app.url);
  const { body } = await client.post('/api/auth/signup', validSignup());
  return { client, id: (body.user as { id: number }).id };
}

describe('rituals', () => {
  it('records a full ritual (default 3 minutes) at the altar as a visit and recent activity', async () => {
    const altar = await buildAltar(app.db.knex, { ...SPOT, visitCount: 10 });
    const { client, id } = await member();
    const response = await client.post('/api/rituals', {
      altarId: altar.id,
      intention: 'Gratitude for rain',
      secondsSpent: 180,
      ...SPOT,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: id,
      altarId: altar.id,
      duration: 3,
      intention: 'Gratitude for rain',
      endedEarly: false,
      secondsSpent: 180,
      fromAfar: false,
      countedAsVisit: true,
    });
    // About 100 m away still counts.
    const near = { latitude: SPOT.latitude + 0.0009, longitude: SPOT.longitude };
    expect(
      (await client.post('/api/rituals', { altarId: altar.id, duration: 10, secondsSpent: 600, ...near })).status,
    ).toBe(201);
    const after = (await client.get(`/api/altars/${altar.id}`)).body;
    expect(after).toMatchObject({ visitCount: 12, recentActivity: 2 });
  });

  it('records a ritual 641 m away, or with no known position, as a ritual from afar: not a visit', async () => {
    const altar = await buildAltar(app.db.knex, { ...SPOT, visitCount: 4 });
    const { client } = await member();
    const far = { latitude: SPOT.latitude + 0.005765, longitude: SPOT.longitude };
    const fromAfar = await client.post('/api/rituals', { altarId: altar.id, secondsSpent: 180, ...far });
    expect(fromAfar.status).toBe(201);
    expect(fromAfar.body).toMatchObject({ fromAfar: true, countedAsVisit: false });
    const unknown = await client.post('/api/rituals', { altarId: altar.id, secondsSpent: 180 });
    expect(unknown.body).toMatchObject({ fromAfar: true, countedAsVisit: false });
    expect((await client.get(`/api/altars/${altar.id}`)).body.visitCount).toBe(4);
    const stored = await app.db.knex('rituals').where({ altar_id: altar.id }).select('from_afar');
    expect(stored).toEqual([{ from_afar: true }, { from_afar: true }]);
    const half = await client.post('/api/rituals', { altarId: altar.id, secondsSpent: 180, latitude: SPOT.latitude });
    expect(half.status).toBe(400);
    expect(half.body.errors?.latitude).toBe(RITUAL_MESSAGES.bothCoordinates);
  });

  it('refuses a completion before the duration; an early end is recorded as such', async () => {
    const altar = await buildAltar(app.db.knex, SPOT);
    const { client } = await member();
    for (const secondsSpent of [3, 170]) {
      const refused = await client.post('/api/rituals', { altarId: altar.id, duration: 3, secondsSpent, ...SPOT });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.secondsSpent).toBe(RITUAL_MESSAGES.notFinished);
    }
    expect(await app.db.knex('rituals').where({ altar_id: altar.id })).toEqual([]);
    const early = await client.post('/api/rituals', {
      altarId: altar.id,
      duration: 3,
      secondsSpent: 3,
      endedEarly: true,
      ...SPOT,
    });
    expect(early.status).toBe(201);
    expect(early.body).toMatchObject({ endedEarly: true, secondsSpent: 3, duration: 3, countedAsVisit: true });
    expect(await app.db.knex('rituals').where({ altar_id: altar.id }).select('ended_early', 'seconds_spent')).toEqual([
      { ended_early: true, seconds_spent: 3 },
    ]);
  });

  it('records the plain payload (altarId, intention, duration) of a client that does not report the time, without a time', async () => {
    const altar = await buildAltar(app.db.knex, SPOT);
    const { client } = await member();
    const response = await client.post('/api/rituals', { altarId: altar.id, intention: 'Gratitude', duration: 5 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ duration: 5, intention: 'Gratitude', endedEarly: false, secondsSpent: null });
    expect(
      await app.db.knex('rituals').where({ altar_id: altar.id }).select('duration', 'ended_early', 'seconds_spent'),
    ).toEqual([{ duration: 5, ended_early: false, seconds_spent: null }]);
  });

  it.each([4, 0, '5 minutes', 60])('refuses duration %o with 400 and records nothing', async (duration) => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    const response = await client.post('/api/rituals', { altarId: altar.id, duration, secondsSpent: 600 });
    expect(response.status).toBe(400);
    expect(response.body.errors?.duration).toBe('Duration must be 3, 5 or 10 minutes');
    expect(await app.db.knex('rituals').where({ altar_id: altar.id })).toEqual([]);
  });

  it('needs a member (401) and an existing altar (404)', async () => {
    expect((await new TestClient(app.url).post('/api/rituals', { altarId: 1, duration: 3 })).status).toBe(401);
    const { client } = await member();
    expect((await client.post('/api/rituals', { altarId: 987654, duration: 5, secondsSpent: 300 })).status).toBe(404);
    expect((await client.post('/api/rituals', { duration: 5 })).body.errors?.altarId).toBe('altarId is required');
  });

  it('works over GraphQL with the same rules', async () => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    const ok = await client.graphql(
      `mutation { recordRitual(input: { altarId: ${altar.id}, duration: 5, secondsSpent: 300, endedEarly: null }) { duration altarId } }`,
    );
    expect(ok.body.data).toEqual({ recordRitual: { duration: 5, altarId: altar.id } });
    const refused = await client.graphql(
      `mutation { recordRitual(input: { altarId: ${altar.id}, duration: 7, secondsSpent: 420 }) { id } }`,
    );
    expect(JSON.stringify(refused.body.errors)).toContain('BAD_USER_INPUT');
  });

  it('lets rituals older than a week stop counting as recent activity', async () => {
    const altar = await buildAltar(app.db.knex, SPOT);
    const { client, id } = await member();
    await client.post('/api/rituals', { altarId: altar.id, secondsSpent: 180, ...SPOT });
    await app.db.knex('rituals').insert({
      user_id: id,
      altar_id: altar.id,
      duration: 3,
      completed_at: app.db.knex.raw("now() - interval '8 days'"),
    });
    await app.server.services.altarActivity.refreshRecentActivity();
    expect((await client.get(`/api/altars/${altar.id}`)).body.recentActivity).toBe(1);
    await app.db
      .knex('rituals')
      .where({ altar_id: altar.id })
      .update({ completed_at: app.db.knex.raw("now() - interval '8 days'") });
    await app.server.services.altarActivity.refreshRecentActivity();
    expect((await client.get(`/api/altars/${altar.id}`)).body.recentActivity).toBe(0);
  });
});
