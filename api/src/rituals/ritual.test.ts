import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';

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
  it('records a ritual (default 3 minutes) and counts it as a visit and recent activity', async () => {
    const altar = await buildAltar(app.db.knex, { visitCount: 10 });
    const { client, id } = await member();
    const response = await client.post('/api/rituals', { altarId: altar.id, intention: 'Gratitude for rain' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: id,
      altarId: altar.id,
      duration: 3,
      intention: 'Gratitude for rain',
    });
    await client.post('/api/rituals', { altarId: altar.id, duration: 10 });
    const after = (await client.get(`/api/altars/${altar.id}`)).body;
    expect(after).toMatchObject({ visitCount: 12, recentActivity: 2 });
  });

  it.each([4, 0, '5 minutes', 60])('refuses duration %o with 400 and records nothing', async (duration) => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    const response = await client.post('/api/rituals', { altarId: altar.id, duration });
    expect(response.status).toBe(400);
    expect(response.body.errors?.duration).toBe('Duration must be 3, 5 or 10 minutes');
    expect(await app.db.knex('rituals').where({ altar_id: altar.id })).toEqual([]);
  });

  it('needs a member (401) and an existing altar (404)', async () => {
    expect((await new TestClient(app.url).post('/api/rituals', { altarId: 1, duration: 3 })).status).toBe(401);
    const { client } = await member();
    expect((await client.post('/api/rituals', { altarId: 987654, duration: 5 })).status).toBe(404);
    expect((await client.post('/api/rituals', { duration: 5 })).body.errors?.altarId).toBe('altarId is required');
  });

  it('works over GraphQL with the same rules', async () => {
    const altar = await buildAltar(app.db.knex);
    const { client } = await member();
    const ok = await client.graphql(
      `mutation { recordRitual(input: { altarId: ${altar.id}, duration: 5 }) { duration altarId } }`,
    );
    expect(ok.body.data).toEqual({ recordRitual: { duration: 5, altarId: altar.id } });
    const refused = await client.graphql(
      `mutation { recordRitual(input: { altarId: ${altar.id}, duration: 7 }) { id } }`,
    );
    expect(JSON.stringify(refused.body.errors)).toContain('BAD_USER_INPUT');
  });

  it('lets rituals older than a week stop counting as recent activity', async () => {
    const altar = await buildAltar(app.db.knex);
    const { client, id } = await member();
    await client.post('/api/rituals', { altarId: altar.id });
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
