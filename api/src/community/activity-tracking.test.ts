import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { startTestApp, type TestApp } from '../../test/app';
import { recountCommunitySidebar } from '../../test/factories';
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
});
