import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildAltar, buildUser } from '../../test/factories';
import { startTestApp, subscribedOn, type TestApp } from '../../test/app';
import { ALTAR_CREATED } from './altar-contribution.service';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('altars over REST', () => {
  it('lists altars from the database, newest first, with camelCase fields', async () => {
    const creator = await buildUser(app.db.knex);
    const older = await buildAltar(app.db.knex, { creatorId: creator.id, name: 'Old Oak Shrine' });
    const newer = await buildAltar(app.db.knex, {
      creatorId: creator.id,
      name: 'New Moon Mound',
      latitude: 35.1,
      longitude: -111.75,
    });

    const response = await fetch(`${app.url}/api/altars`);
    expect(response.status).toBe(200);
    const altars = (await response.json()) as Array<Record<string, unknown>>;
    const ids = altars.map((altar) => altar.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const found = altars.find((altar) => altar.id === newer.id);
    expect(found).toMatchObject({
      name: 'New Moon Mound',
      latitude: 35.1,
      longitude: -111.75,
      altarType: 'Stone Circle',
      isEcoFriendly: true,
      noPlasticUsed: false,
      creatorId: creator.id,
    });
    expect(found).not.toHaveProperty('creator_id');
  });

  it('bounds the list by limit', async () => {
    await buildAltar(app.db.knex);
    await buildAltar(app.db.knex);
    const response = await fetch(`${app.url}/api/altars?limit=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });

  it('answers a page of at most 200 when more are asked for (issue 24: the next page comes with `after`)', async () => {
    const creator = await buildUser(app.db.knex);
    const rows = Array.from({ length: 205 }, (_, i) => ({
      name: `Pebble Ring ${i}`,
      latitude: 10 + i / 1000,
      longitude: 10,
      altar_type: 'Stone Circle',
      photos: ['/media/seed/example.svg'],
      tags: [],
      creator_id: creator.id,
    }));
    await app.db.knex('altars').insert(rows);
    const response = await fetch(`${app.url}/api/altars?limit=2001`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(200);
  });

  it.each(['0', '-3', 'many', '1.5'])('rejects limit=%s with 400 and a field error', async (limit) => {
    const response = await fetch(`${app.url}/api/altars?limit=${limit}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toMatch(/limit/);
    expect(body.errors.limit).toMatch(/limit/);
  });

  it('answers one altar by id', async () => {
    const altar = await buildAltar(app.db.knex, { name: 'Heron Water Altar', altarType: 'Water Altar' });
    const response = await fetch(`${app.url}/api/altars/${altar.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: altar.id, name: 'Heron Water Altar', altarType: 'Water Altar' });
  });

  it.each(['999999', 'abc', '0', '1e3', '99999999999999'])('answers 404 with a message for id %s', async (id) => {
    const response = await fetch(`${app.url}/api/altars/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Altar not found' });
  });
});

describe('altars over GraphQL', () => {
  it('lists altars and reads one by id through the same service', async () => {
    const altar = await buildAltar(app.db.knex, {
      name: 'Fern Spiral',
      altarType: 'Flower Mandala',
      photos: ['/a.svg', '/b.svg'],
    });
    const { status, body } = await app.graphql<{ altars: Array<{ id: number }>; altar: Record<string, unknown> }>(
      `query ($id: Int!) { altars(limit: 50) { id name } altar(id: $id) { id name altarType photos createdAt } }`,
      { id: altar.id },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.altars.map((a) => a.id)).toContain(altar.id);
    expect(body.data?.altar).toMatchObject({
      id: altar.id,
      name: 'Fern Spiral',
      altarType: 'Flower Mandala',
      photos: ['/a.svg', '/b.svg'],
    });
    expect(new Date(String(body.data?.altar.createdAt)).getTime()).not.toBeNaN();
  });

  it('answers null for an unknown altar', async () => {
    const { body } = await app.graphql(`{ altar(id: 987654) { id } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ altar: null });
  });

  it('maps invalid input to BAD_USER_INPUT with field errors', async () => {
    const { body } = await app.graphql(`{ altars(limit: 0) { id } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors?.limit).toBe('limit must be at least 1');
  });

  it('pushes newly created altars to altarCreated subscribers over graphql-ws', async () => {
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      // The server itself listens too (push notifications for nearby altars): count from what it holds now.
      const before = app.server.listening(ALTAR_CREATED);
      const subscription = client.iterate<{ altarCreated: { name: string; altarType: string } }>({
        query: 'subscription { altarCreated { name altarType } }',
      });
      const first = subscription.next();
      expect(await subscribedOn(app.server, ALTAR_CREATED, before + 1)).toBe(before + 1);
      const creator = await buildUser(app.db.knex);
      await app.server.services.altarContributions.create({
        name: 'Dawn Prayer Flags',
        latitude: 40.01,
        longitude: -105.27,
        altarType: 'Prayer Flags',
        photos: ['/media/seed/example.svg'],
        creatorId: creator.id,
      });
      const result = await first;
      expect(result.value?.data?.altarCreated).toEqual({ name: 'Dawn Prayer Flags', altarType: 'Prayer Flags' });
      await subscription.return?.();
    } finally {
      await client.dispose();
    }
  });
});
