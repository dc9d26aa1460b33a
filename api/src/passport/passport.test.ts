import { createPublicKey, verify } from 'node:crypto';
import { PASSPORT_MESSAGES } from '@sacred/core/passport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { signUpMember, TestClient } from '../../test/http';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** The true point of a sensitive site on the route (never to be seen in a credential). */
const SECRET = { latitude: 44.0412345, longitude: -71.6876543 };
const OPEN = { latitude: 44.051, longitude: -71.7 };

/** A walker who starts a two-site pilgrimage and has reached `reach` of its sites (checkpoints accepted). */
async function walker(reach: number, overrides: Record<string, unknown> = {}) {
  const member = await signUpMember(app.url, overrides);
  const sensitive = await buildAltar(app.db.knex, { ...SECRET, name: 'Hidden Spring', isLocationSensitive: true });
  const open = await buildAltar(app.db.knex, { ...OPEN, name: 'Birch Gate' });
  const pilgrimage = await buildPilgrimage(app.db.knex, {
    name: 'Two Springs Walk',
    altarIds: [sensitive.id, open.id],
  });
  const sites = [sensitive, open];
  // A walker sees the sensitive site at its public point: the checkpoint is proved there.
  const points = await Promise.all(
    sites.map(
      async (site) =>
        (await member.client.get(`/api/altars/${site.id}`)).body as { latitude: number; longitude: number },
    ),
  );
  const started = await member.client.post(`/api/pilgrimages/${pilgrimage.id}/start`, points[0]);
  expect(started.status).toBe(200);
  const journeyId = started.body.id as number;
  for (let index = 0; index < reach; index++) {
    const point = points[index] as { latitude: number; longitude: number };
    expect((await member.client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, point)).status).toBe(
      200,
    );
    const reached = await member.client.post(`/api/active-pilgrimages/${journeyId}/checkpoint`, {
      altarId: sites[index]?.id,
    });
    expect(reached.status, reached.text).toBe(200);
  }
  return { member, journeyId, sites };
}

describe('the passport', () => {
  it('stamps every accepted checkpoint, and only those, by journey', async () => {
    const { member, journeyId, sites } = await walker(1);
    // A "checkpoint" shared as a post proves nothing: it is not a stamp.
    await member.client.post(`/api/active-pilgrimages/${journeyId}/share`, {
      updateType: 'checkpoint',
      content: 'Nearly there',
      altarId: sites[1]?.id,
    });
    const passport = await member.client.get('/api/passport');
    expect(passport.status).toBe(200);
    expect(passport.body.stampCount).toBe(1);
    const journeys = passport.body.journeys as Array<Record<string, unknown>>;
    expect(journeys[0]).toMatchObject({
      activePilgrimageId: journeyId,
      pilgrimageName: 'Two Springs Walk',
      completed: false,
      credentialId: null,
      stamps: [{ altarId: sites[0]?.id, altarName: 'Hidden Spring', reachedAt: expect.any(String) }],
    });
    // Someone else's passport is their own: a new member has none of these stamps.
    const other = await signUpMember(app.url);
    expect((await other.client.get('/api/passport')).body).toEqual({ stampCount: 0, journeys: [] });
    expect((await new TestClient(app.url).get('/api/passport')).status).toBe(401);
    // Not completed: no credential yet.
    const early = await member.client.post('/api/passport/credentials', { activePilgrimageId: journeyId });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(PASSPORT_MESSAGES.notCompleted);
  });
});

describe('credentials', () => {
  let walked: Awaited<ReturnType<typeof walker>>;
  let credentialId: string;

  beforeAll(async () => {
    walked = await walker(2, { firstName: 'Rowan', lastName: 'Ashdown' });
  });

  it('issues a signed credential for a completed journey that anyone can verify, name hidden by default', async () => {
    const issued = await walked.member.client.post('/api/passport/credentials', {
      activePilgrimageId: walked.journeyId,
    });
    expect(issued.status, issued.text).toBe(201);
    credentialId = issued.body.id as string;
    expect(credentialId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const seen = await new TestClient(app.url).get(`/api/credentials/${credentialId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      valid: true,
      message: PASSPORT_MESSAGES.verified,
      pilgrimageName: 'Two Springs Walk',
      holder: null,
      positionsChecked: true,
      stamps: [
        { altarName: 'Hidden Spring', reachedAt: expect.any(String) },
        { altarName: 'Birch Gate', reachedAt: expect.any(String) },
      ],
    });
    // Anyone can check the signature themselves with the published key.
    const body = seen.body as { document: string; signature: string; publicKey: string };
    expect(
      verify(
        null,
        Buffer.from(body.document),
        createPublicKey(body.publicKey),
        Buffer.from(body.signature, 'base64url'),
      ),
    ).toBe(true);
    // Neither the sensitive site's true point, its public point, nor the walker's positions: no coordinate at all.
    expect(seen.text).not.toMatch(/44\.0|71\.6|71\.7|latitude|longitude/);
    expect(seen.text).not.toContain('Rowan');
    // The walker's own export carries the credential they were issued.
    const exported = await walked.member.client.get(`/api/users/${walked.member.id}/export`);
    expect(exported.text).toContain(credentialId);
    // The passport links the journey to its credential.
    const passport = await walked.member.client.get('/api/passport');
    expect((passport.body.journeys as Array<{ credentialId: string }>)[0]?.credentialId).toBe(credentialId);
  });

  it('shows the name only when the walker chooses, keeping the same id', async () => {
    const shown = await walked.member.client.post('/api/passport/credentials', {
      activePilgrimageId: walked.journeyId,
      showName: true,
    });
    expect(shown.body).toMatchObject({ id: credentialId, holder: 'Rowan Ashdown', valid: true });
    const graphql = await app.graphql<{ credential: { holder: string; valid: boolean } }>(
      'query Q($id: String!) { credential(id: $id) { holder valid } }',
      { id: credentialId },
    );
    expect(graphql.body.data?.credential).toEqual({ holder: 'Rowan Ashdown', valid: true });
  });

  it('fails verification once the stored document or signature is changed', async () => {
    const stored = await app.db.knex('credentials').where({ id: credentialId }).first();
    try {
      await app.db
        .knex('credentials')
        .where({ id: credentialId })
        .update({ document: (stored.document as string).replace('Birch Gate', 'Golden Gate') });
      const forged = await new TestClient(app.url).get(`/api/credentials/${credentialId}`);
      expect(forged.body).toMatchObject({ valid: false, message: PASSPORT_MESSAGES.notVerified });
      const signature = Buffer.from(stored.signature as string, 'base64url');
      signature[0] = (signature[0] ?? 0) ^ 1;
      await app.db
        .knex('credentials')
        .where({ id: credentialId })
        .update({ document: stored.document, signature: signature.toString('base64url') });
      expect((await new TestClient(app.url).get(`/api/credentials/${credentialId}`)).body.valid).toBe(false);
    } finally {
      await app.db.knex('credentials').where({ id: credentialId }).update(stored);
    }
    expect((await new TestClient(app.url).get(`/api/credentials/${credentialId}`)).body.valid).toBe(true);
  });

  it('refuses other members and unknown ids alike', async () => {
    const other = await signUpMember(app.url);
    const stolen = await other.client.post('/api/passport/credentials', { activePilgrimageId: walked.journeyId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(PASSPORT_MESSAGES.journeyNotFound);
    for (const id of ['A'.repeat(22), 'short', "x'; DROP TABLE credentials; --"]) {
      const missing = await new TestClient(app.url).get(`/api/credentials/${encodeURIComponent(id)}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(PASSPORT_MESSAGES.credentialNotFound);
    }
  });
});
