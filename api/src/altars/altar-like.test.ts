import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SACRED_SPACES_CLAIM_CAP } from '@sacred/core/altars-claim';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildAltarGrid } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';

let app: TestApp;

const member = () => signUpMember(app.url);

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('altar likes', () => {
  it('members like and unlike over REST; the count is the number of rows, shown on the altar', async () => {
    const altar = await buildAltar(app.db.knex);
    const fern = await member();
    const rowan = await member();

    expect((await fern.client.post(`/api/altars/${altar.id}/like`)).body).toEqual({
      altarId: altar.id,
      liked: true,
      likes: 1,
    });
    // Liking again is still one like.
    expect((await fern.client.post(`/api/altars/${altar.id}/like`)).body).toMatchObject({ likes: 1 });
    expect((await rowan.client.post(`/api/altars/${altar.id}/like`)).body).toMatchObject({ likes: 2 });
    expect((await new TestClient(app.url).get(`/api/altars/${altar.id}`)).body).toMatchObject({ likes: 2 });
    expect(await app.db.knex('altar_likes').where({ altar_id: altar.id })).toHaveLength(2);

    expect((await fern.client.delete(`/api/altars/${altar.id}/like`)).body).toEqual({
      altarId: altar.id,
      liked: false,
      likes: 1,
    });
    expect((await fern.client.delete(`/api/altars/${altar.id}/like`)).body).toMatchObject({ likes: 1 });

    // The like is in the member's export, and leaves with the account (the count follows).
    const exported = await rowan.client.get(`/api/users/${rowan.id}/export`);
    expect(JSON.parse(exported.text).altarLikes).toEqual([expect.objectContaining({ altarId: altar.id })]);
    expect((await rowan.client.delete(`/api/users/${rowan.id}`)).status).toBe(200);
    expect((await new TestClient(app.url).get(`/api/altars/${altar.id}`)).body).toMatchObject({ likes: 0 });
  });

  it('works over GraphQL: the viewer state, like and unlike', async () => {
    const altar = await buildAltar(app.db.knex);
    const moss = await member();
    const state = `{ altarLike(altarId: ${altar.id}) { altarId liked likes } }`;
    expect((await new TestClient(app.url).graphql(state)).body.data).toEqual({
      altarLike: { altarId: altar.id, liked: false, likes: 0 },
    });
    const liked = await moss.client.graphql(`mutation { likeAltar(altarId: ${altar.id}) { liked likes } }`);
    expect(liked.body.data).toEqual({ likeAltar: { liked: true, likes: 1 } });
    expect((await moss.client.graphql(state)).body.data).toEqual({
      altarLike: { altarId: altar.id, liked: true, likes: 1 },
    });
    const unliked = await moss.client.graphql(`mutation { unlikeAltar(altarId: ${altar.id}) { liked likes } }`);
    expect(unliked.body.data).toEqual({ unlikeAltar: { liked: false, likes: 0 } });
  });

  it('refuses guests (401) and unknown or malformed altars (404), changing nothing', async () => {
    const altar = await buildAltar(app.db.knex);
    expect((await new TestClient(app.url).post(`/api/altars/${altar.id}/like`)).status).toBe(401);
    const guest = await new TestClient(app.url).graphql(`mutation { likeAltar(altarId: ${altar.id}) { likes } }`);
    expect(JSON.stringify(guest.body.errors)).toContain('UNAUTHENTICATED');
    const someone = await member();
    expect((await someone.client.post('/api/altars/999999/like')).status).toBe(404);
    expect((await someone.client.post('/api/altars/not-a-number/like')).status).toBe(404);
    expect(await app.db.knex('altar_likes').where({ altar_id: altar.id })).toEqual([]);
  });
});

describe('sacredSpaceCount (the guest banner)', () => {
  it('counts the altars up to 500, no further', async () => {
    const before = (await new TestClient(app.url).graphql('{ sacredSpaceCount }')).body.data as {
      sacredSpaceCount: number;
    };
    const actual = Number((await app.db.knex('altars').count({ count: '*' }).first())?.count);
    expect(before.sacredSpaceCount).toBe(Math.min(actual, SACRED_SPACES_CLAIM_CAP));
    await buildAltarGrid(app.db.knex, { count: 520, west: 10, south: 40, columns: 26, stepDegrees: 0.01 });
    const after = await new TestClient(app.url).graphql('{ sacredSpaceCount }');
    expect(after.body.data).toEqual({ sacredSpaceCount: SACRED_SPACES_CLAIM_CAP });
  });
});
