import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPilgrimage } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('pilgrimages as the map reads them', () => {
  it('lists them over REST, featured first, with the fields the map reads in camelCase', async () => {
    await buildPilgrimage(app.db.knex, { name: 'Zuni Salt Lake Walk', type: 'Native American Sacred' });
    const featured = await buildPilgrimage(app.db.knex, {
      name: 'Chimayo Walk',
      type: 'Catholic Healing',
      isFeatured: true,
      startLatitude: null,
      startLongitude: null,
      startingLatitude: 35.99,
      startingLongitude: -105.93,
      distance: 28.5,
    });
    const response = await fetch(`${app.url}/api/pilgrimages`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<Record<string, unknown>>;
    // The list is Browse's too: the map fields exactly, plus the card fields (pilgrimages.browse.test.ts).
    expect(list[0]).toMatchObject({
      id: featured.id,
      name: 'Chimayo Walk',
      type: 'Catholic Healing',
      description: 'Red rock and juniper at first light.',
      startLatitude: null,
      startLongitude: null,
      startingLatitude: 35.99,
      startingLongitude: -105.93,
      distance: 28.5,
      difficulty: 'moderate',
      duration: '2 days',
      estimatedDuration: '2 days',
      season: 'spring',
      significance: 'Vortex sites sacred to many traditions.',
      isFeatured: true,
    });
    expect(list.map((pilgrimage) => pilgrimage.name)).toContain('Zuni Salt Lake Walk');
  });

  it('bounds the list by limit and rejects a bad one', async () => {
    await buildPilgrimage(app.db.knex);
    await buildPilgrimage(app.db.knex);
    const limited = await fetch(`${app.url}/api/pilgrimages?limit=1`);
    expect(await limited.json()).toHaveLength(1);
    const bad = await fetch(`${app.url}/api/pilgrimages?limit=0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'limit must be at least 1',
      errors: { limit: 'limit must be at least 1' },
    });
  });

  it('answers the same over GraphQL', async () => {
    const pilgrimage = await buildPilgrimage(app.db.knex, { name: 'Sedona Vortex Loop', distance: 9 });
    const { body } = await app.graphql<{ pilgrimages: Array<{ id: number; startLatitude: number; distance: number }> }>(
      '{ pilgrimages(limit: 2000) { id name type startLatitude startLongitude distance difficulty } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.pilgrimages.find((entry) => entry.id === pilgrimage.id)).toMatchObject({
      startLatitude: 34.87,
      distance: 9,
    });
  });
});
