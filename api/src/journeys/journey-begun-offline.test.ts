import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_JOURNEY_TEXTS } from '@sacred/core/pilgrimages';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildPilgrimage } from '../../test/factories';
import { signUpMember } from '../../test/http';

/** A journey begun on the device without network, sent when the network returns. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function pilgrimage() {
  const altar = await buildAltar(app.db.knex, { latitude: 46.2, longitude: 7.3 });
  return buildPilgrimage(app.db.knex, { altarIds: [altar.id] });
}

describe('beginning a journey with the time it began on the device', () => {
  it('starts it then, places its first point then, and keeps the fixes recorded since at their times', async () => {
    const { client } = await signUpMember(app.url);
    const { id } = await pilgrimage();
    const begun = new Date(Date.now() - 20 * 60 * 1000);
    const started = await client.post(
      `/api/pilgrimages/${id}/start`,
      { latitude: 46.19, longitude: 7.3, startedAt: begun.toISOString() },
      { 'Idempotency-Key': 'begin-on-the-trail' },
    );
    expect(started.status).toBe(200);
    expect(new Date(started.body.startedAt as string).getTime()).toBe(begun.getTime());
    const journeyId = started.body.id as number;

    // A fix from ten minutes after the beginning keeps its time: it is not moved to the arrival.
    const walked = new Date(begun.getTime() + 10 * 60 * 1000);
    const fix = await client.request('PUT', `/api/active-pilgrimages/${journeyId}/location`, {
      latitude: 46.195,
      longitude: 7.3,
      recordedAt: walked.toISOString(),
    });
    expect(fix.status).toBe(200);
    const track = (await app.db
      .knex('journey_positions')
      .where({ active_pilgrimage_id: journeyId })
      .orderBy('recorded_at')
      .select('latitude', 'recorded_at')) as Array<{ latitude: string; recorded_at: Date }>;
    expect(track.map((point) => [Number(point.latitude), point.recorded_at.getTime()])).toEqual([
      [46.19, begun.getTime()],
      [46.195, walked.getTime()],
    ]);

    // Sent again with its key (the answer was lost): the same journey, nothing new.
    const again = await client.post(
      `/api/pilgrimages/${id}/start`,
      { latitude: 46.19, longitude: 7.3, startedAt: begun.toISOString() },
      { 'Idempotency-Key': 'begin-on-the-trail' },
    );
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(journeyId);
    const journeys = await app.db.knex('active_pilgrimages').where({ pilgrimage_id: id }).count<[{ count: string }]>();
    expect(Number(journeys[0]?.count)).toBe(1);
  });

  it('refuses a beginning in the future or too long ago, and starts nothing', async () => {
    const { client } = await signUpMember(app.url);
    const { id } = await pilgrimage();
    const ahead = await client.post(`/api/pilgrimages/${id}/start`, {
      startedAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    expect(ahead.status).toBe(400);
    expect(ahead.text).toContain(START_JOURNEY_TEXTS.inTheFuture);
    const old = await client.post(`/api/pilgrimages/${id}/start`, {
      startedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(old.status).toBe(400);
    expect(old.text).toContain(START_JOURNEY_TEXTS.tooOld);
    const garbled = await client.post(`/api/pilgrimages/${id}/start`, { startedAt: 'at dawn' });
    expect(garbled.status).toBe(400);
    expect(garbled.text).toContain(START_JOURNEY_TEXTS.startedAtInvalid);
    expect(await app.db.knex('active_pilgrimages').where({ pilgrimage_id: id }).first()).toBeUndefined();
  });

  it('takes the beginning through GraphQL as through REST, and refuses one in the future', async () => {
    const { client } = await signUpMember(app.url);
    const { id } = await pilgrimage();
    const begun = new Date(Date.now() - 5 * 60 * 1000);
    const start = `mutation Start($id: Int!, $position: StartJourneyInput) {
      startPilgrimage(pilgrimageId: $id, position: $position) { id startedAt }
    }`;
    const ahead = await client.graphql(start, {
      id,
      position: { startedAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
    });
    const errors = ahead.body.errors as unknown as Array<{ extensions?: { code?: string } }>;
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(ahead.body.errors)).toContain(START_JOURNEY_TEXTS.inTheFuture);
    expect(await app.db.knex('active_pilgrimages').where({ pilgrimage_id: id }).first()).toBeUndefined();

    const started = await client.graphql(start, {
      id,
      position: { latitude: 46.19, longitude: 7.3, startedAt: begun.toISOString() },
    });
    expect(started.body.errors).toBeUndefined();
    const { startPilgrimage } = started.body.data as { startPilgrimage: { startedAt: string } };
    expect(new Date(startPilgrimage.startedAt).getTime()).toBe(begun.getTime());
  });
});
