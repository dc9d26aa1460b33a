import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';
import { SIDEBAR_MAX_AGE_SECONDS, SIDEBAR_REFRESH_JOB } from './community.service';

/**
 * What community page views no longer recompute: the trending order is kept on each post by triggers, and
 * the sidebar's counters by a job, within its stated delay.
 */
let app: TestApp;
let client: TestClient;
let memberId: number;

beforeAll(async () => {
  app = await startTestApp();
  client = new TestClient(app.url, { 'x-forwarded-for': '198.51.100.77' });
  const response = await client.post('/api/auth/signup', validSignup({ firstName: 'Sorrel' }));
  expect(response.status).toBe(201);
  memberId = (response.body.user as { id: number }).id;
});

afterAll(async () => {
  await app?.close();
});

const HALF_LIFE_MS = 3 * 86_400_000;

/** The trending score as the feed defines it: each like and comment decayed by its own age, comments twice. */
async function decayedScore(postId: number, now: number): Promise<number> {
  const likes = (await app.db.knex('likes').where({ post_id: postId }).pluck('created_at')) as Date[];
  const comments = (await app.db.knex('comments').where({ post_id: postId }).pluck('created_at')) as Date[];
  const decay = (at: Date) => 2 ** (-(now - at.getTime()) / HALF_LIFE_MS);
  return likes.reduce((sum, at) => sum + decay(at), 0) + comments.reduce((sum, at) => sum + 2 * decay(at), 0);
}

describe('trending', () => {
  it('orders posts by their decayed likes and comments, kept as they are added and removed', async () => {
    const likers = await Promise.all(Array.from({ length: 6 }, () => buildUser(app.db.knex)));
    // Eight posts with likes and comments of different ages; a fixed pattern so the run repeats.
    const postIds: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await client.post('/api/posts', { content: `Trail note ${index}` });
      expect(response.status).toBe(201);
      const postId = (response.body as { id: number }).id;
      postIds.push(postId);
      const likeCount = (index * 5) % 7;
      if (likeCount > 0)
        await app.db.knex('likes').insert(
          likers.slice(0, likeCount).map((liker, order) => ({
            user_id: liker.id,
            post_id: postId,
            created_at: new Date(Date.now() - ((index * 13 + order * 29) % 40) * 3_600_000 * 6),
          })),
        );
      if (index % 3 === 0) {
        await app.db.knex('comments').insert({
          author_id: likers[index % likers.length]?.id,
          post_id: postId,
          content: 'Beautiful',
          created_at: new Date(Date.now() - index * 86_400_000),
        });
      }
    }
    const expectOrder = async () => {
      const trending = (
        (await client.get('/api/posts?filter=trending&limit=50')).body as unknown as Array<{
          id: number;
        }>
      )
        .map((post) => post.id)
        .filter((id) => postIds.includes(id));
      const now = Date.now();
      const scores = new Map(await Promise.all(postIds.map(async (id) => [id, await decayedScore(id, now)] as const)));
      const engaged = trending.filter((id) => (scores.get(id) ?? 0) > 0);
      expect(engaged.length).toBeGreaterThan(3);
      // Every engaged post comes before every post with none, and engaged posts in descending score.
      expect(trending.slice(0, engaged.length)).toEqual(engaged);
      for (let index = 1; index < engaged.length; index += 1) {
        expect(scores.get(engaged[index - 1] as number)).toBeGreaterThanOrEqual(
          scores.get(engaged[index] as number) ?? 0,
        );
      }
      return engaged;
    };
    const before = await expectOrder();

    // Taking the top post's likes and comments away and liking the last engaged one by everyone reorders at once.
    const top = before[0] as number;
    const last = before[before.length - 1] as number;
    for (const liker of likers) {
      await app.db.knex('likes').where({ user_id: liker.id, post_id: top }).delete();
      await app.db.knex('likes').insert({ user_id: liker.id, post_id: last }).onConflict().ignore();
    }
    await app.db.knex('comments').where({ post_id: top }).delete();
    const after = await expectOrder();
    expect(after[0]).toBe(last);
    expect(after).not.toContain(top);
  });

  it('keeps recent activity: a comment brings an old post first', async () => {
    const old = (await client.post('/api/posts', { content: 'Last winter' })).body as { id: number };
    await app.db
      .knex('posts')
      .where({ id: old.id })
      .update({ created_at: new Date(Date.now() - 90 * 86_400_000) });
    await client.post('/api/posts', { content: 'Today' });
    const recent = async () =>
      ((await client.get('/api/posts?filter=recent')).body as unknown as Array<{ id: number }>).map((post) => post.id);
    expect((await recent())[0]).not.toBe(old.id);
    expect((await client.post(`/api/posts/${old.id}/comments`, { content: 'Still here' })).status).toBe(201);
    expect((await recent())[0]).toBe(old.id);
  });
});

describe('the community sidebar', () => {
  const stats = async () =>
    (await client.get('/api/community/stats')).body as unknown as { sharedMoments: number; sacredSpaces: number };
  const countPosts = async () =>
    Number((await app.db.knex('posts').count<{ count: string }[]>('* as count'))[0]?.count);

  it('is refreshed each minute by a scheduled job', async () => {
    const schedule = await app.db.knex('pgboss.schedule').where({ name: SIDEBAR_REFRESH_JOB }).first('cron');
    expect(schedule).toEqual({ cron: '* * * * *' });
    expect(SIDEBAR_MAX_AGE_SECONDS).toBe(60);
  });

  it('answers the kept counts, and shows a change once the stated delay has passed', async () => {
    await stats();
    // A view answers what is kept: nothing counts posts on the way.
    await app.db.knex('community_sidebar').update({ shared_moments: 987_654 });
    expect((await stats()).sharedMoments).toBe(987_654);

    expect((await client.post('/api/posts', { content: `Moment of member ${memberId}` })).status).toBe(201);
    // The stated delay passes (the kept row is made that old): the next view sends the refresh job, which the
    // worker runs, and the views after it show the new post.
    await app.db
      .knex('community_sidebar')
      .update({ computed_at: app.db.knex.raw(`now() - make_interval(secs => ?)`, [SIDEBAR_MAX_AGE_SECONDS + 1]) });
    const expected = await countPosts();
    await vi.waitFor(async () => expect((await stats()).sharedMoments).toBe(expected), {
      timeout: 20_000,
      interval: 250,
    });
  });
});
