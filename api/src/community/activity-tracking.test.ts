import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage, recountCommunitySidebar } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';

let app: TestApp;
let addressCounter = 0;

async function member(firstName: string) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `198.18.11.${++addressCounter}` });
  const response = await client.post('/api/auth/signup', validSignup({ firstName }));
  expect(response.status).toBe(201);
  return { client, id: (response.body.user as { id: number }).id };
}

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('Activity Tracking', () => {
  it('off: the member is not counted in Active Users and their badges leave Recent Achievements', async () => {
    const hidden = await member('Hazel');
    const shown = await member('Rowan');
    for (const someone of [hidden, shown]) {
      expect((await someone.client.post('/api/posts', { content: 'Morning at the cairn' })).status).toBe(201);
    }
    // A badge for each (posting made sure the catalogue exists).
    for (const someone of [hidden, shown]) {
      await app.db.knex.raw(
        `INSERT INTO user_badges (user_id, badge_id) SELECT ?, id FROM badges WHERE name = 'Sacred Pilgrim'
         ON CONFLICT DO NOTHING`,
        [someone.id],
      );
    }
    const stats = async () => (await shown.client.get('/api/community/stats')).body.activeUsers as number;
    const badgeHolders = async () =>
      ((await shown.client.get('/api/community/recent-achievements')).body as unknown as Array<{ userId: number }>).map(
        (achievement) => achievement.userId,
      );
    await recountCommunitySidebar(app.db.knex);
    const before = await stats();
    expect(await badgeHolders()).toEqual(expect.arrayContaining([hidden.id, shown.id]));

    const off = { ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy, activityTracking: false } };
    expect((await hidden.client.patch(`/api/users/${hidden.id}/settings`, off)).status).toBe(200);
    await recountCommunitySidebar(app.db.knex);
    expect(await stats()).toBe(before - 1);
    const holders = await badgeHolders();
    expect(holders).toContain(shown.id);
    expect(holders).not.toContain(hidden.id);
    // Their own profile still shows the badge.
    const own = (await hidden.client.get(`/api/users/${hidden.id}/badges`)).body as unknown as Array<{ name: string }>;
    expect(own.map((badge) => badge.name)).toContain('Sacred Pilgrim');
  });

  it('off: a journey that ends, early or complete, keeps only its distance; on: it keeps its track', async () => {
    const tracked = await member('Linden');
    const untracked = await member('Sorrel');
    const off = { ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy, activityTracking: false } };
    expect((await untracked.client.patch(`/api/users/${untracked.id}/settings`, off)).status).toBe(200);
    const first = { latitude: 34.87, longitude: -111.76 };
    const last = { latitude: 34.872, longitude: -111.758 };
    const sites = [(await buildAltar(app.db.knex, first)).id, (await buildAltar(app.db.knex, last)).id];
    const pilgrimage = await buildPilgrimage(app.db.knex);
    await app.db.knex('pilgrimages').where({ id: pilgrimage.id }).update({ altar_ids: sites });

    const trackOf = (journeyId: number) => app.db.knex('journey_positions').where({ active_pilgrimage_id: journeyId });
    const journeyRow = (journeyId: number) =>
      app.db
        .knex('active_pilgrimages')
        .where({ id: journeyId })
        .first<{ distance_meters: number; current_latitude: string | null; is_active: boolean }>();

    /** Starts the pilgrimage, walks 300 m in three steps to the first site; answers the journey id. */
    const walk = async (someone: { client: TestClient }) => {
      const started = await someone.client.post(`/api/pilgrimages/${pilgrimage.id}/start`, {
        latitude: first.latitude - 0.0027,
        longitude: first.longitude,
      });
      expect(started.status).toBeLessThan(300);
      const journeyId = started.body.id as number;
      for (const step of [2, 1, 0]) {
        const at = { latitude: first.latitude - step * 0.0009, longitude: first.longitude };
        expect((await someone.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, at)).status).toBe(
          200,
        );
      }
      return journeyId;
    };

    // Ended early: while walking both keep the track (the pace needs it); at the end only the tracked one does.
    const end = (someone: { client: TestClient }, journeyId: number) =>
      someone.client.post('/graphql', {
        query: 'mutation ($id: Int!) { endJourney(activePilgrimageId: $id) { isActive } }',
        variables: { id: journeyId },
      });
    const keptJourney = await walk(tracked);
    const reducedJourney = await walk(untracked);
    expect(await trackOf(reducedJourney)).toHaveLength(4);
    const walked = (await journeyRow(reducedJourney)).distance_meters;
    expect(walked).toBeGreaterThan(250);
    for (const [someone, journeyId] of [
      [tracked, keptJourney],
      [untracked, reducedJourney],
    ] as const) {
      const ended = await end(someone, journeyId);
      expect(ended.body.data).toEqual({ endJourney: { isActive: false } });
    }
    expect(await trackOf(keptJourney)).toHaveLength(4);
    expect((await journeyRow(keptJourney)).current_latitude).not.toBeNull();
    expect(await trackOf(reducedJourney)).toHaveLength(0);
    expect(await journeyRow(reducedJourney)).toMatchObject({ distance_meters: walked, current_latitude: null });
    const summary = await untracked.client.get(`/api/active-pilgrimages/${reducedJourney}/summary`);
    expect(summary.body).toMatchObject({ distanceKm: Math.round(walked / 10) / 100, isActive: false });

    // Completed: the same at the last site.
    const completing = await walk(untracked);
    for (const site of [first, last]) {
      if (site === last) {
        expect(
          (await untracked.client.request('PUT', `/api/active-pilgrimages/${completing}/location`, last)).status,
        ).toBe(200);
      }
      const reached = await untracked.client.post(`/api/active-pilgrimages/${completing}/checkpoint`, {
        altarId: sites[site === first ? 0 : 1],
      });
      expect(reached.status).toBe(200);
      expect(reached.body.completed).toBe(site === last);
    }
    expect(await trackOf(completing)).toHaveLength(0);
    expect(await journeyRow(completing)).toMatchObject({ is_active: false, current_latitude: null });
    expect((await journeyRow(completing)).distance_meters).toBeGreaterThan(walked);
  });
});
