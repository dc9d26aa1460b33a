import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@sacred/core/settings';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, signUpMember } from '../../test/http';

let app: TestApp;
const DAY = 86_400_000;

const member = (overrides: Record<string, unknown> = {}) => signUpMember(app.url, overrides);

const badgeNames = async (client: TestClient, userId: number) =>
  ((await client.get(`/api/users/${userId}/badges`)).body as unknown as Array<{ name: string }>).map(
    (badge) => badge.name,
  );

async function setVisibility(client: TestClient, userId: number, profileVisibility: string) {
  const response = await client.patch(`/api/users/${userId}/settings`, {
    ...DEFAULT_SETTINGS,
    privacy: { ...DEFAULT_SETTINGS.privacy, profileVisibility },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('profile reads', () => {
  it('answers counts and days since joining rounded up; the email only to the member', async () => {
    const owner = await member({ firstName: 'Ivy', lastName: 'Stone' });
    const viewer = await member();
    await app.db
      .knex('users')
      .where({ id: owner.id })
      .update({ created_at: new Date(Date.now() - 2.5 * DAY) });
    await buildAltar(app.db.knex, { creatorId: owner.id });
    await buildAltar(app.db.knex, { creatorId: owner.id });
    await app.db
      .knex('pilgrimage_completions')
      .insert({ user_id: owner.id, pilgrimage_id: (await buildPilgrimage(app.db.knex)).id });

    const own = await owner.client.get(`/api/users/${owner.id}/profile`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: owner.id,
      firstName: 'Ivy',
      altarsCount: 2,
      pilgrimagesCount: 1,
      daysSinceJoining: 3,
    });
    expect(own.body.email).toMatch(/@example\.test$/);
    const seen = await viewer.client.get(`/api/users/${owner.id}/profile`);
    expect(seen.body).toMatchObject({ id: owner.id, email: null, altarsCount: 2 });
  });

  it('lists altars newest first and completions with the pilgrimage name', async () => {
    const owner = await member();
    const older = await buildAltar(app.db.knex, { creatorId: owner.id, name: 'First Cairn' });
    const newer = await buildAltar(app.db.knex, { creatorId: owner.id, name: 'Second Cairn' });
    await app.db
      .knex('altars')
      .where({ id: older.id })
      .update({ created_at: new Date(Date.now() - DAY) });
    const altars = (await owner.client.get(`/api/users/${owner.id}/altars`)).body as unknown as Array<{
      id: number;
      name: string;
    }>;
    expect(altars.map((altar) => altar.id)).toEqual([newer.id, older.id]);

    const pilgrimage = await buildPilgrimage(app.db.knex, { name: 'Ridge of Light', distance: 12.5 });
    await app.db
      .knex('pilgrimage_completions')
      .insert({ user_id: owner.id, pilgrimage_id: pilgrimage.id, reflections: 'Worth it' });
    const completions = await owner.client.get(`/api/users/${owner.id}/pilgrimage-completions`);
    expect(completions.body).toEqual([
      expect.objectContaining({
        reflections: 'Worth it',
        pilgrimage: { id: pilgrimage.id, name: 'Ridge of Light', distance: 12.5 },
      }),
    ]);
  });

  it('refuses guests with 401 and answers 404 for unknown members', async () => {
    const guest = new TestClient(app.url);
    expect((await guest.get('/api/users/1/altars')).status).toBe(401);
    const { client } = await member();
    expect((await client.get('/api/users/999999/badges')).status).toBe(404);
    expect((await client.get('/api/users/nobody/altars')).status).toBe(404);
  });
});

describe('profile visibility', () => {
  it('private and friends profiles are not found by others; the member still sees their own', async () => {
    const owner = await member();
    const other = await member();
    await buildAltar(app.db.knex, { creatorId: owner.id });
    const paths = ['profile', 'altars', 'badges', 'pilgrimage-completions', 'favorites'].map(
      (p) => `/api/users/${owner.id}/${p}`,
    );

    for (const visibility of ['private', 'friends']) {
      await setVisibility(owner.client, owner.id, visibility);
      for (const path of paths) {
        expect((await other.client.get(path)).status, `${visibility} ${path}`).toBe(404);
        expect((await owner.client.get(path)).status, `own ${path}`).toBe(200);
      }
    }
    const graphql = await other.client.graphql('query ($id: Int!) { memberAltars(userId: $id) { id } }', {
      id: owner.id,
    });
    expect((graphql.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );

    await setVisibility(owner.client, owner.id, 'public');
    for (const path of paths) expect((await other.client.get(path)).status).toBe(200);
  });
});

describe('favourites', () => {
  it('saves, lists and removes favourite altars; an unknown altar is 404', async () => {
    const { client, id } = await member();
    const altar = await buildAltar(app.db.knex, { name: 'Fern Hollow' });
    expect((await client.get(`/api/altars/${altar.id}/favorite`)).body).toEqual({ favorite: false });
    expect((await client.request('PUT', `/api/altars/${altar.id}/favorite`)).body).toEqual({ favorite: true });
    expect((await client.request('PUT', `/api/altars/${altar.id}/favorite`)).status).toBe(200);
    const list = (await client.get(`/api/users/${id}/favorites`)).body as unknown as Array<{ name: string }>;
    expect(list.map((a) => a.name)).toEqual(['Fern Hollow']);
    expect((await client.delete(`/api/altars/${altar.id}/favorite`)).body).toEqual({ favorite: false });
    expect((await client.get(`/api/users/${id}/favorites`)).body).toEqual([]);
    expect((await client.request('PUT', '/api/altars/999999/favorite')).status).toBe(404);

    const viaGraphql = await client.graphql('mutation ($id: Int!) { setFavoriteAltar(altarId: $id, favorite: true) }', {
      id: altar.id,
    });
    expect(viaGraphql.body.data).toEqual({ setFavoriteAltar: true });
  });
});

describe('badges earned from real activity', () => {
  it('starts with none and lists the six catalogue badges with their rewards', async () => {
    const { client, id } = await member();
    expect(await badgeNames(client, id)).toEqual([]);
    const catalogue = (await client.get('/api/badges')).body as unknown as Array<{ name: string; rewardXp: number }>;
    expect(catalogue.map((badge) => [badge.name, badge.rewardXp])).toEqual([
      ['Eco Guardian', 50],
      ['Sacred Pilgrim', 100],
      ['Sacred Caretaker', 75],
      ['Community Builder', 80],
      ['Sacred Explorer', 90],
      ['Earth Keeper', 120],
    ]);
  });

  it('Eco Guardian for an eco-friendly altar with every leave-no-trace practice; Caretaker after a season', async () => {
    const { client, id } = await member();
    const altar = await buildAltar(app.db.knex, { creatorId: id });
    expect(await badgeNames(client, id)).toEqual([]);
    await app.db
      .knex('altars')
      .where({ id: altar.id })
      .update({ no_plastic_used: true, biodegradable_only: true, no_waste_left: true });
    expect(await badgeNames(client, id)).toEqual(['Eco Guardian']);
    await app.db
      .knex('altars')
      .where({ id: altar.id })
      .update({ created_at: new Date(Date.now() - 91 * DAY) });
    expect(await badgeNames(client, id)).toEqual(['Eco Guardian', 'Sacred Caretaker']);
  });

  it('Sacred Pilgrim for a completed pilgrimage, awarded once even under parallel reads', async () => {
    const { client, id } = await member();
    await app.db
      .knex('pilgrimage_completions')
      .insert({ user_id: id, pilgrimage_id: (await buildPilgrimage(app.db.knex)).id });
    const reads = await Promise.all(Array.from({ length: 5 }, () => badgeNames(client, id)));
    expect(reads.every((names) => names.join() === 'Sacred Pilgrim')).toBe(true);
    expect(
      Number((await app.db.knex('user_badges').where({ user_id: id }).count<{ c: number }[]>('* as c'))[0]?.c),
    ).toBe(1);
  });

  it('Community Builder for five posts and comments on ten posts, awarded as the member posts', async () => {
    const { client, id } = await member();
    const author = await member();
    const posts: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      posts.push(
        ((await author.client.post('/api/posts', { content: `Post ${i}`, photos: [] })).body as { id: number }).id,
      );
    }
    for (const postId of posts) await client.post(`/api/posts/${postId}/comments`, { content: 'Lovely' });
    for (let i = 0; i < 4; i += 1) await client.post('/api/posts', { content: `Mine ${i}`, photos: [] });
    const heldBefore = await app.db.knex('user_badges').where({ user_id: id });
    expect(heldBefore).toHaveLength(0);
    await client.post('/api/posts', { content: 'The fifth', photos: [] });
    const held = await app.db
      .knex('user_badges as ub')
      .join('badges as b', 'b.id', 'ub.badge_id')
      .where('ub.user_id', id)
      .pluck('b.name');
    expect(held).toEqual(['Community Builder']);
  });

  it('Sacred Explorer for ten altars in three regions; Earth Keeper for three badges and six months', async () => {
    const { client, id } = await member();
    const cells = [
      [39.5, -105.5],
      [35.5, -111.5],
      [44.5, -71.5],
    ] as const;
    for (let i = 0; i < 10; i += 1) {
      const [latitude, longitude] = cells[i % 3]!;
      const altar = await buildAltar(app.db.knex, { latitude: latitude + i * 0.01, longitude });
      await app.db.knex('rituals').insert({ user_id: id, altar_id: altar.id, duration: 10 });
    }
    expect(await badgeNames(client, id)).toEqual(['Sacred Explorer']);

    await app.db
      .knex('pilgrimage_completions')
      .insert({ user_id: id, pilgrimage_id: (await buildPilgrimage(app.db.knex)).id });
    const eco = await buildAltar(app.db.knex, { creatorId: id });
    await app.db
      .knex('altars')
      .where({ id: eco.id })
      .update({ no_plastic_used: true, biodegradable_only: true, no_waste_left: true });
    expect(await badgeNames(client, id)).not.toContain('Earth Keeper');
    await app.db
      .knex('users')
      .where({ id })
      .update({ created_at: new Date(Date.now() - 200 * DAY) });
    expect(await badgeNames(client, id)).toContain('Earth Keeper');
  });
});
