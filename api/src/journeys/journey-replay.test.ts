import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';

/** Offline replay: a device resends its queued writes with the Idempotency-Key it gave them. */
let app: TestApp;
let walker: TestClient;
let pilgrimageId: number;
let activeId: number;
let siteId: number;
const site = { latitude: 34.8697, longitude: -111.761 };

beforeAll(async () => {
  app = await startTestApp();
  walker = new TestClient(app.url);
  expect((await walker.post('/api/auth/signup', validSignup())).status).toBe(201);
  siteId = (await buildAltar(app.db.knex, site)).id;
  const second = await buildAltar(app.db.knex, { latitude: 34.8752, longitude: -111.7702 });
  pilgrimageId = (await buildPilgrimage(app.db.knex, { altarIds: [siteId, second.id] })).id;
  activeId = (await walker.post(`/api/pilgrimages/${pilgrimageId}/start`, site)).body.id as number;
});

afterAll(async () => {
  await app?.close();
});

describe('replaying offline writes with the same Idempotency-Key', () => {
  it('stores a chat message once and answers the replay as the first time', async () => {
    const headers = { 'idempotency-key': 'chat-offline-0001' };
    const first = await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'At the gate' }, headers);
    const replay = await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'At the gate' }, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect(await app.db.knex('pilgrimage_messages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(1);
    const reused = await walker.post(`/api/pilgrimages/${pilgrimageId}/messages`, { message: 'Other' }, headers);
    expect(reused.status).toBe(409);
    expect(await app.db.knex('pilgrimage_messages').where({ pilgrimage_id: pilgrimageId })).toHaveLength(1);
  });

  it('reaches a checkpoint once: the replay gets the same answer, not a refusal', async () => {
    const headers = { 'idempotency-key': 'checkpoint-offline-0001' };
    const path = `/api/active-pilgrimages/${activeId}/checkpoint`;
    const first = await walker.post(path, { altarId: siteId }, headers);
    const replay = await walker.post(path, { altarId: siteId }, headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const journey = await app.db.knex('active_pilgrimages').where({ id: activeId }).first();
    expect(journey).toMatchObject({ current_altar_index: 1, checkpoint_reached: [siteId] });
    expect(await app.db.knex('pilgrimage_updates').where({ update_type: 'checkpoint' })).toHaveLength(1);
  });

  it('shares a reflection once', async () => {
    const headers = { 'idempotency-key': 'share-offline-0001' };
    const path = `/api/active-pilgrimages/${activeId}/share`;
    const body = { updateType: 'reflection', content: 'Wind in the junipers' };
    expect((await walker.post(path, body, headers)).status).toBe(201);
    expect((await walker.post(path, body, headers)).status).toBe(201);
    expect(await app.db.knex('pilgrimage_updates').where({ update_type: 'reflection' })).toHaveLength(1);
  });
});
