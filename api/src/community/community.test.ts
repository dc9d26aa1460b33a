import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltar, buildPilgrimage, buildUser, recountCommunitySidebar } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

let app: TestApp;
let addressCounter = 0;

interface PostBody {
  id: number;
  content: string;
  tags: string[];
  photos: string[];
  likesCount: number;
  commentsCount: number;
  likedByMe: boolean;
  author: { id: number; firstName: string; lastName: string; badges: string[] };
  altar: { id: number; name: string } | null;
}

async function member(overrides: Record<string, unknown> = {}) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `198.51.100.${++addressCounter}` });
  const response = await client.post('/api/auth/signup', validSignup(overrides));
  expect(response.status).toBe(201);
  return { client, id: (response.body.user as { id: number }).id };
}

async function share(client: TestClient, body: Record<string, unknown>): Promise<PostBody> {
  const response = await client.post('/api/posts', body);
  expect(response.status).toBe(201);
  return response.body as unknown as PostBody;
}

const feed = async (client: TestClient, filter = 'all') =>
  (await client.get(`/api/posts?filter=${filter}`)).body as unknown as PostBody[];

const countRows = async (table: string, where: Record<string, unknown> = {}) =>
  Number((await app.db.knex(table).where(where).count<{ count: number }[]>('* as count'))[0]?.count);

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('posts', () => {
  it('refuses guests with 401', async () => {
    const guest = new TestClient(app.url);
    expect((await guest.get('/api/posts')).status).toBe(401);
    expect((await guest.post('/api/posts', { content: 'Hello' })).status).toBe(401);
    expect((await guest.post('/api/posts/1/like')).status).toBe(401);
  });

  it('shares a post with tags from its #hashtags, the author and the altar, newest first in the feed', async () => {
    const { client, id } = await member({ firstName: 'Juniper', lastName: 'Vale' });
    const altar = await buildAltar(app.db.knex, { name: 'Lantern Spring' });
    const post = await share(client, {
      content: '  Dawn at the spring. #Gratitude #stillness #gratitude  ',
      photos: [],
      altarId: altar.id,
    });
    expect(post).toMatchObject({
      content: 'Dawn at the spring. #Gratitude #stillness #gratitude',
      tags: ['gratitude', 'stillness'],
      photos: [],
      likesCount: 0,
      commentsCount: 0,
      likedByMe: false,
      author: { id, firstName: 'Juniper', lastName: 'Vale', badges: [] },
      altar: { id: altar.id, name: 'Lantern Spring' },
    });
    const later = await share(client, { content: 'Second thought', photos: [] });
    const posts = await feed(client);
    expect(posts[0]?.id).toBe(later.id);
    expect(posts[1]?.id).toBe(post.id);
  });

  it('shows the guide badge among the author badges', async () => {
    const { client, id } = await member();
    const [badge] = await app.db.knex('badges').insert({ name: 'guide' }).onConflict('name').merge().returning('id');
    await app.db.knex('user_badges').insert({ user_id: id, badge_id: (badge as { id: number }).id });
    const post = await share(client, { content: 'Leading a dawn walk on Sunday', photos: [] });
    expect(post.author.badges).toContain('guide');
  });

  it("hides a private author's earned badges from others in the feed, keeping only the Guide badge the card shows", async () => {
    const author = await member();
    const rows = await app.db
      .knex('badges')
      .insert([{ name: 'guide' }, { name: 'Sacred Pilgrim' }])
      .onConflict('name')
      .merge()
      .returning('id');
    for (const row of rows as Array<{ id: number }>) {
      await app.db.knex('user_badges').insert({ user_id: author.id, badge_id: row.id }).onConflict().ignore();
    }
    const settings = (await author.client.get(`/api/users/${author.id}/settings`)).body as {
      privacy: Record<string, unknown>;
    };
    await author.client.patch(`/api/users/${author.id}/settings`, {
      ...settings,
      privacy: { ...settings.privacy, profileVisibility: 'private' },
    });
    const post = await share(author.client, { content: 'Quiet morning, no names', photos: [] });
    const reader = await member();
    const seen = (await feed(reader.client)).find((item) => item.id === post.id);
    expect(seen?.author.badges).toEqual(['guide']);
    const overGraphql = await reader.client.graphql(`{ posts { id author { badges } } }`);
    const listed = (overGraphql.body.data as { posts: Array<{ id: number; author: { badges: string[] } }> }).posts;
    expect(listed.find((item) => item.id === post.id)?.author.badges).toEqual(['guide']);
    // The author sees their own.
    const own = (await feed(author.client)).find((item) => item.id === post.id);
    expect(own?.author.badges).toEqual(expect.arrayContaining(['guide', 'Sacred Pilgrim']));
  });

  it('stores photos sent as data URLs', async () => {
    const { client } = await member();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f6b46' } })
      .png()
      .toBuffer();
    const post = await share(client, { content: 'Moss', photos: [`data:image/png;base64,${png.toString('base64')}`] });
    expect(post.photos).toHaveLength(1);
    expect(post.photos[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
  });

  it.each([
    [{ content: '   ', photos: [] }, 'content', 'Please write something to share.'],
    [{ photos: [] }, 'content', 'Please write something to share.'],
    [{ content: 'x'.repeat(2001) }, 'content', 'A post can have at most 2000 characters'],
    [{ content: 'Five photos', photos: ['a', 'b', 'c', 'd', 'e'] }, 'photos', 'A post can have at most 4 photos.'],
    [{ content: 'Bad photo', photos: ['https://example.com/x.jpg'] }, 'photos', undefined],
    [{ content: 'Unknown altar', altarId: 999999 }, 'altarId', undefined],
  ])('refuses %o with 400 and stores nothing', async (body, field, message) => {
    const { client } = await member();
    const before = await countRows('posts');
    const response = await client.post('/api/posts', body);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBeTruthy();
    if (message) expect(response.body.errors?.[field]).toBe(message);
    expect(await countRows('posts')).toBe(before);
  });
});

describe('likes', () => {
  it('likes, and liking again unlikes', async () => {
    const author = await member();
    const reader = await member();
    const post = await share(author.client, { content: 'Like me', photos: [] });
    const first = await reader.client.post(`/api/posts/${post.id}/like`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ postId: post.id, liked: true, likesCount: 1 });
    expect((await feed(reader.client)).find((p) => p.id === post.id)?.likedByMe).toBe(true);
    const second = await reader.client.post(`/api/posts/${post.id}/like`);
    expect(second.body).toEqual({ postId: post.id, liked: false, likesCount: 0 });
    expect(await countRows('likes', { post_id: post.id })).toBe(0);
  });

  it('keeps likesCount equal to the likes under parallel likes from many members', async () => {
    const author = await member();
    const post = await share(author.client, { content: 'Popular', photos: [] });
    const members = await Promise.all(Array.from({ length: 8 }, () => member()));
    const answers = await Promise.all(members.map((m) => m.client.post(`/api/posts/${post.id}/like`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const stored = await app.db.knex('posts').where({ id: post.id }).first<{ likes_count: number }>();
    expect(stored.likes_count).toBe(8);
    expect(await countRows('likes', { post_id: post.id })).toBe(8);
  });

  it('keeps one like at most per member when the same member taps many times at once', async () => {
    const author = await member();
    const reader = await member();
    const post = await share(author.client, { content: 'Tap tap', photos: [] });
    await Promise.all(Array.from({ length: 5 }, () => reader.client.post(`/api/posts/${post.id}/like`)));
    const rows = await countRows('likes', { post_id: post.id });
    expect(rows).toBe(1); // an odd number of toggles
    const stored = await app.db.knex('posts').where({ id: post.id }).first<{ likes_count: number }>();
    expect(stored.likes_count).toBe(rows);
  });

  it('answers 404 for an unknown post', async () => {
    const { client } = await member();
    expect((await client.post('/api/posts/999999/like')).status).toBe(404);
    expect((await client.post('/api/posts/abc/like')).status).toBe(404);
  });
});

describe('comments', () => {
  it('adds and lists comments oldest first, keeping commentsCount true under parallel comments', async () => {
    const author = await member();
    const post = await share(author.client, { content: 'Talk to me', photos: [] });
    const others = await Promise.all(Array.from({ length: 5 }, () => member()));
    const answers = await Promise.all(
      others.map((m, index) => m.client.post(`/api/posts/${post.id}/comments`, { content: `Comment ${index}` })),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const list = await author.client.get(`/api/posts/${post.id}/comments`);
    expect(list.status).toBe(200);
    const comments = list.body as unknown as Array<{ content: string; author: { id: number } }>;
    expect(comments).toHaveLength(5);
    const stored = await app.db.knex('posts').where({ id: post.id }).first<{ comments_count: number }>();
    expect(stored.comments_count).toBe(5);
    expect((await feed(author.client)).find((p) => p.id === post.id)?.commentsCount).toBe(5);
  });

  it('refuses a blank comment with 400 and changes nothing', async () => {
    const author = await member();
    const post = await share(author.client, { content: 'Quiet', photos: [] });
    const response = await author.client.post(`/api/posts/${post.id}/comments`, { content: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.content).toBe('Please write a comment.');
    expect(await countRows('comments', { post_id: post.id })).toBe(0);
  });
});

describe('filters', () => {
  it('photos keeps posts with photos; pilgrimages keeps posts tied to a pilgrimage or an altar on one', async () => {
    const { client } = await member();
    const onRoute = await buildAltar(app.db.knex);
    const pilgrimage = await buildPilgrimage(app.db.knex);
    await app.db.knex('pilgrimage_waypoints').insert({
      pilgrimage_id: pilgrimage.id,
      altar_id: onRoute.id,
      latitude: 39.74,
      longitude: -104.99,
      sort_order: 0,
    });
    const withPhoto = await share(client, { content: 'With a photo', photos: [] });
    await app.db
      .knex('posts')
      .where({ id: withPhoto.id })
      .update({ photos: ['/media/seed/example.svg'] });
    const tied = await share(client, { content: 'Day two of the walk', photos: [], pilgrimageId: pilgrimage.id });
    const aboutRouteAltar = await share(client, { content: 'At the checkpoint', photos: [], altarId: onRoute.id });
    const plain = await share(client, { content: 'Just words', photos: [] });

    const photos = (await feed(client, 'photos')).map((p) => p.id);
    expect(photos).toContain(withPhoto.id);
    expect(photos).not.toContain(plain.id);
    const journeys = (await feed(client, 'pilgrimages')).map((p) => p.id);
    expect(journeys).toEqual(expect.arrayContaining([tied.id, aboutRouteAltar.id]));
    expect(journeys).not.toContain(plain.id);
    expect(journeys).not.toContain(withPhoto.id);
  });

  it('trending weighs likes and comments by recency; recent puts the latest activity first', async () => {
    const { client } = await member();
    const likers = await Promise.all([buildUser(app.db.knex), buildUser(app.db.knex), buildUser(app.db.knex)]);
    const oldButBusy = await share(client, { content: 'Old but busy', photos: [] });
    const freshAndLiked = await share(client, { content: 'Fresh and liked', photos: [] });
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    await app.db.knex('posts').where({ id: oldButBusy.id }).update({ created_at: monthAgo, likes_count: 3 });
    await app.db
      .knex('likes')
      .insert(likers.map((u) => ({ user_id: u.id, post_id: oldButBusy.id, created_at: monthAgo })));
    await app.db.knex('likes').insert(likers.slice(0, 2).map((u) => ({ user_id: u.id, post_id: freshAndLiked.id })));
    await app.db.knex('posts').where({ id: freshAndLiked.id }).update({ likes_count: 2 });

    const trending = (await feed(client, 'trending')).map((p) => p.id);
    expect(trending.indexOf(freshAndLiked.id)).toBeLessThan(trending.indexOf(oldButBusy.id));

    const all = (await feed(client, 'all')).map((p) => p.id);
    expect(all.indexOf(freshAndLiked.id)).toBeLessThan(all.indexOf(oldButBusy.id));
    await client.post(`/api/posts/${oldButBusy.id}/comments`, { content: 'Still thinking about this' });
    const recent = (await feed(client, 'recent')).map((p) => p.id);
    expect(recent[0]).toBe(oldButBusy.id);
  });

  it('refuses an unknown filter with 400', async () => {
    const { client } = await member();
    const response = await client.get('/api/posts?filter=popular');
    expect(response.status).toBe(400);
    expect(response.body.errors?.filter).toMatch(/Filter must be one of/);
  });
});

describe('stats and sidebars', () => {
  it('counts members, altars and moments, and lists trending hashtags and recent achievements', async () => {
    const { client, id } = await member({ firstName: 'Rowan', lastName: 'Ash' });
    await share(client, { content: 'Sunrise #ZenTrail #moss', photos: [] });
    await share(client, { content: 'Sunset #zentrail', photos: [] });
    await recountCommunitySidebar(app.db.knex);
    const stats = await client.get('/api/community/stats');
    expect(stats.status).toBe(200);
    const { activeUsers, sacredSpaces, sharedMoments } = stats.body as Record<string, number>;
    expect(activeUsers).toBeGreaterThanOrEqual(1);
    expect(sacredSpaces).toBe(await countRows('altars'));
    expect(sharedMoments).toBe(await countRows('posts'));

    const topics = (await client.get('/api/community/trending-topics')).body as unknown as Array<{
      tag: string;
      posts: number;
    }>;
    expect(topics.find((topic) => topic.tag === 'zentrail')?.posts).toBeGreaterThanOrEqual(2);

    await app.db
      .knex('pilgrimage_completions')
      .insert({ user_id: id, pilgrimage_id: (await buildPilgrimage(app.db.knex)).id });
    await client.get(`/api/users/${id}/badges`);
    const achievements = (await client.get('/api/community/recent-achievements')).body as unknown as Array<
      Record<string, unknown>
    >;
    expect(achievements[0]).toMatchObject({ userId: id, memberName: 'Rowan Ash', badgeName: 'Sacred Pilgrim' });
  });
});

describe('over GraphQL', () => {
  it('shares, lists, likes and comments through the same service', async () => {
    const { client } = await member();
    const created = await client.graphql(
      'mutation ($input: PostInput!) { createPost(input: $input) { id tags author { firstName } } }',
      { input: { content: 'Via GraphQL #graph', photos: [] } },
    );
    const post = (created.body.data as { createPost: { id: number; tags: string[] } }).createPost;
    expect(post.tags).toEqual(['graph']);
    const liked = await client.graphql('mutation ($id: Int!) { togglePostLike(postId: $id) { liked likesCount } }', {
      id: post.id,
    });
    expect((liked.body.data as { togglePostLike: unknown }).togglePostLike).toEqual({ liked: true, likesCount: 1 });
    await client.graphql('mutation ($id: Int!) { addComment(postId: $id, content: "Nice") { id } }', { id: post.id });
    const listed = await client.graphql('{ posts(filter: "recent") { id commentsCount likedByMe } }');
    expect((listed.body.data as { posts: unknown[] }).posts[0]).toEqual({
      id: post.id,
      commentsCount: 1,
      likedByMe: true,
    });

    const blank = await client.graphql('mutation { createPost(input: { content: " " }) { id } }');
    expect((blank.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const guest = await app.graphql('{ posts { id } }');
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
