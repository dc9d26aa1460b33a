import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_TYPE_LIST } from '@sacred/core/achievements';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';

let app: TestApp;
let walker: { client: TestClient; id: number };
let friend: { client: TestClient; id: number };
let outsider: { client: TestClient; id: number };
let guest: TestClient;
let pilgrimageId: number;
let activeId: number;
let reflectionId: number;

const signUp = (firstName: string) => signUpMember(app.url, { firstName });

type Achievement = Record<string, unknown> & { achievementType: string };
const byType = (list: unknown) => new Map((list as Achievement[]).map((item) => [item.achievementType, item]));

beforeAll(async () => {
  app = await startTestApp();
  walker = await signUp('Walker');
  friend = await signUp('Friend');
  outsider = await signUp('Outsider');
  guest = new TestClient(app.url);
  const site = await buildAltar(app.db.knex, { latitude: 34.8697, longitude: -111.761, name: 'Cedar Vortex' });
  pilgrimageId = (
    await buildPilgrimage(app.db.knex, { name: 'Red Rock Walk', difficulty: 'expert', altarIds: [site.id] })
  ).id;
  activeId = (await walker.client.post(`/api/pilgrimages/${pilgrimageId}/start`, {})).body.id as number;
  await friend.client.post(`/api/pilgrimages/${pilgrimageId}/start`, {});
  const shared = await walker.client.post(`/api/active-pilgrimages/${activeId}/share`, {
    updateType: 'reflection',
    content: 'Quiet light on the #redrocks',
  });
  expect(shared.status).toBe(201);
  reflectionId = shared.body.id as number;
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/users/{id}/spiritual-achievements', () => {
  it('counts the eight kinds from real activity, with tiers and units', async () => {
    // 12.5 km walked, two Tree Shrines created, one expert pilgrimage completed.
    await app.db.knex('active_pilgrimages').where({ id: activeId }).update({ distance_meters: 12_500 });
    for (const name of ['Old Oak', 'Birch Ring']) {
      await buildAltar(app.db.knex, { creatorId: walker.id, altarType: 'Tree Shrine', name });
    }
    await app.db.knex('pilgrimage_completions').insert({ user_id: walker.id, pilgrimage_id: pilgrimageId });

    const response = await walker.client.get(`/api/users/${walker.id}/spiritual-achievements`);
    expect(response.status).toBe(200);
    const list = response.body as unknown as Achievement[];
    expect(list.map((item) => item.achievementType)).toEqual(ACHIEVEMENT_TYPE_LIST);
    const achievements = byType(list);
    expect(achievements.get('distance_walker')).toMatchObject({
      unit: 'km',
      progress: 12,
      level: 2,
      maxProgress: 50,
      percent: 24,
      tier: 'Beginner',
      completedLevels: 1,
    });
    expect(achievements.get('distance_walker')?.unlockedAt).toEqual(expect.any(String));
    expect(achievements.get('altar_creator')).toMatchObject({
      unit: 'altars',
      progress: 2,
      maxProgress: 3,
      percent: 66,
    });
    expect(achievements.get('forest_guardian')).toMatchObject({ unit: 'forests', progress: 2, tier: 'Experienced' });
    expect(achievements.get('spiritual_warrior')).toMatchObject({
      unit: 'challenges',
      progress: 1,
      level: 2,
      maxProgress: 5,
    });
    // One day with activity (the start and the shared reflection, today).
    expect(achievements.get('daily_pilgrim')).toMatchObject({ unit: 'days', progress: 1, maxProgress: 7 });
    expect(achievements.get('sacred_photographer')).toMatchObject({ progress: 0, tier: 'Starting', unlockedAt: null });
    expect(achievements.get('community_guide')).toMatchObject({ unit: 'people', progress: 0 });

    const stored = await app.db.knex('spiritual_achievements').where({ user_id: walker.id });
    expect(stored).toHaveLength(8);
    const walked = stored.find((row: { achievement_type: string }) => row.achievement_type === 'distance_walker');
    expect(walked).toMatchObject({ level: 2, progress: 12, max_progress: 50 });
    expect(walked.unlocked_at).toBeInstanceOf(Date);
  });

  it('keeps the time a level was first reached', async () => {
    await app.db
      .knex('spiritual_achievements')
      .where({ user_id: walker.id, achievement_type: 'distance_walker' })
      .update({ unlocked_at: new Date('2026-01-02T03:04:05Z') });
    const again = byType((await walker.client.get(`/api/users/${walker.id}/spiritual-achievements`)).body);
    expect(again.get('distance_walker')?.unlockedAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('counts members who began a journey on a pilgrimage the member created', async () => {
    const loopId = (await buildPilgrimage(app.db.knex, { name: 'Walker Loop' })).id;
    await app.db.knex('pilgrimages').where({ id: loopId }).update({ creator_id: walker.id });
    expect((await friend.client.post(`/api/pilgrimages/${loopId}/start`, {})).status).toBeLessThan(300);
    const achievements = byType((await walker.client.get(`/api/users/${walker.id}/spiritual-achievements`)).body);
    expect(achievements.get('community_guide')).toMatchObject({ progress: 1, percent: 20, tier: 'Beginner' });
  });

  it('answers the same through GraphQL', async () => {
    const response = await walker.client.graphql(
      `query ($userId: Int!) { spiritualAchievements(userId: $userId) { achievementType unit progress maxProgress tier xp } }`,
      { userId: walker.id },
    );
    const list = (response.body.data as { spiritualAchievements: Achievement[] }).spiritualAchievements;
    expect(byType(list).get('distance_walker')).toMatchObject({ unit: 'km', progress: 12, maxProgress: 50, xp: null });
  });

  it('shows a public profile to other members, and answers 404 for a private one or a bad id', async () => {
    expect((await outsider.client.get(`/api/users/${walker.id}/spiritual-achievements`)).status).toBe(200);
    const saved = await friend.client.patch(`/api/users/${friend.id}/settings`, {
      ...DEFAULT_SETTINGS,
      privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility: 'private' },
    });
    expect(saved.status).toBe(200);
    expect((await outsider.client.get(`/api/users/${friend.id}/spiritual-achievements`)).status).toBe(404);
    expect((await friend.client.get(`/api/users/${friend.id}/spiritual-achievements`)).status).toBe(200);
    expect((await outsider.client.get('/api/users/not-a-number/spiritual-achievements')).status).toBe(404);
    expect((await outsider.client.get('/api/users/999999/spiritual-achievements')).status).toBe(404);
    const graphql = await outsider.client.graphql(
      `query ($userId: Int!) { spiritualAchievements(userId: $userId) { achievementType } }`,
      { userId: friend.id },
    );
    expect((graphql.body as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('answers 401 to a guest', async () => {
    expect((await guest.get(`/api/users/${walker.id}/spiritual-achievements`)).status).toBe(401);
    const graphql = await guest.graphql(`{ spiritualAchievements(userId: ${walker.id}) { achievementType } }`);
    expect((graphql.body as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('POST /api/pilgrimage-updates/{id}/share', () => {
  const postsSharing = (updateId: number) => app.db.knex('posts').where({ shared_update_id: updateId });

  it("puts a fellow pilgrim's update on the community feed as the sharer's post, once", async () => {
    const response = await friend.client.post(`/api/pilgrimage-updates/${reflectionId}/share`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      content: 'Quiet light on the #redrocks',
      tags: ['redrocks'],
      photos: [],
      author: expect.objectContaining({ firstName: 'Friend' }),
    });
    const again = await friend.client.post(`/api/pilgrimage-updates/${reflectionId}/share`);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(response.body.id);
    const rows = await postsSharing(reflectionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ author_id: friend.id, pilgrimage_id: pilgrimageId });
    const feed = await outsider.client.get('/api/posts?filter=all');
    expect((feed.body as unknown as Array<{ id: number }>).map((post) => post.id)).toContain(response.body.id);
  });

  it('gives an update without text the text of its kind', async () => {
    const milestone = await walker.client.post(`/api/active-pilgrimages/${activeId}/share`, {
      updateType: 'milestone',
    });
    expect(milestone.status).toBe(201);
    const graphql = await walker.client.graphql(
      `mutation ($updateId: Int!) { shareUpdateToCommunity(updateId: $updateId) { id content } }`,
      { updateId: milestone.body.id },
    );
    const post = (graphql.body.data as { shareUpdateToCommunity: { id: number; content: string } })
      .shareUpdateToCommunity;
    expect(post.content).toBe('A moment from my journey on Red Rock Walk');
    expect(await postsSharing(milestone.body.id as number)).toHaveLength(1);
  });

  it('refuses malformed JSON with 400 and stores nothing', async () => {
    const response = await fetch(`${app.url}/api/pilgrimage-updates/${reflectionId}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: outsider.client.cookie ?? '' },
      body: '{"oops',
    });
    expect(response.status).toBe(400);
    expect(await app.db.knex('posts').where({ author_id: outsider.id })).toHaveLength(0);
  });

  it('answers 401 to a guest and 404 to a member who is not on the pilgrimage', async () => {
    expect((await guest.post(`/api/pilgrimage-updates/${reflectionId}/share`)).status).toBe(401);
    const outsiderShare = await outsider.client.post(`/api/pilgrimage-updates/${reflectionId}/share`);
    expect(outsiderShare.status).toBe(404);
    expect(outsiderShare.body.message).toBe('Journey update not found');
    expect((await outsider.client.post('/api/pilgrimage-updates/999999/share')).status).toBe(404);
    expect((await outsider.client.post('/api/pilgrimage-updates/abc/share')).status).toBe(404);
    expect(await app.db.knex('posts').where({ author_id: outsider.id })).toHaveLength(0);
  });

  it("answers 404 for another member's update that is not public", async () => {
    await app.db.knex('pilgrimage_updates').where({ id: reflectionId }).update({ is_public: false });
    try {
      await app.db.knex('posts').where({ shared_update_id: reflectionId }).delete();
      expect((await friend.client.post(`/api/pilgrimage-updates/${reflectionId}/share`)).status).toBe(404);
      expect(await postsSharing(reflectionId)).toHaveLength(0);
      // Its author may still share it.
      expect((await walker.client.post(`/api/pilgrimage-updates/${reflectionId}/share`)).status).toBe(201);
    } finally {
      await app.db.knex('pilgrimage_updates').where({ id: reflectionId }).update({ is_public: true });
    }
  });
});

describe("Daily Pilgrim in the member's time zone", () => {
  it('counts the days of the calendar the member lives by', async () => {
    const pilgrim = await signUp('Kahu');
    const active = (await pilgrim.client.post(`/api/pilgrimages/${pilgrimageId}/start`, {})).body.id as number;
    // Two updates two hours apart: the same day in UTC, either side of midnight in Auckland (NZDT, UTC+13).
    await app.db.knex('active_pilgrimages').where({ id: active }).update({ started_at: '2026-11-30T10:00:00Z' });
    const shared = await pilgrim.client.post(`/api/active-pilgrimages/${active}/share`, {
      updateType: 'reflection',
      content: 'Before midnight',
    });
    expect(shared.status).toBe(201);
    await app.db
      .knex('pilgrimage_updates')
      .where({ id: shared.body.id as number })
      .update({ created_at: '2026-11-30T12:00:00Z' });
    const days = async () =>
      byType((await pilgrim.client.get(`/api/users/${pilgrim.id}/spiritual-achievements`)).body).get('daily_pilgrim')
        ?.progress;
    expect(await days()).toBe(1);
    const settings = (await pilgrim.client.get(`/api/users/${pilgrim.id}/settings`)).body as { preferences: object };
    const zoned = await pilgrim.client.patch(`/api/users/${pilgrim.id}/settings`, {
      ...settings,
      preferences: { ...settings.preferences, timeZone: 'Pacific/Auckland' },
    });
    expect(zoned.status).toBe(200);
    expect(await days()).toBe(2);
  });
});
