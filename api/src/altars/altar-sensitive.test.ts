import { generalizedPosition } from '@sacred/core/altars';
import { createClient } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, subscribedOn, type TestApp } from '../../test/app';
import { ALTAR_CREATED } from './altar-contribution.service';
import { TestClient, validSignup } from '../../test/http';

/**
 * A sensitive location is generalized to the centre of its 0.2-degree cell for everyone but its
 * creator, on every read path. The altar sits alone in an empty database region, so a
 * cluster of one shows exactly where the answers put it.
 */

const TRUE = { latitude: 44.0412345, longitude: -71.6876543 };
const PUBLIC = generalizedPosition(TRUE.latitude, TRUE.longitude);
const NAME = 'Hidden Fern Hollow';

let app: TestApp;
let creator: TestClient;
let other: TestClient;
let guest: TestClient;
let altarId: number;
let subscriptionPayload: Promise<{ latitude: number; longitude: number; name: string } | undefined>;

type Viewer = 'other' | 'guest';
const viewers: Viewer[] = ['other', 'guest'];
const clientOf = (viewer: Viewer | 'creator') => ({ creator, other, guest })[viewer];

interface Located {
  id?: number;
  latitude: number;
  longitude: number;
}

function expectAt(found: Located | undefined, where: { latitude: number; longitude: number }) {
  expect(found).toBeDefined();
  expect(found?.latitude).toBeCloseTo(where.latitude, 7);
  expect(found?.longitude).toBeCloseTo(where.longitude, 7);
}

/** No number in the answer comes within about 100 m of the true coordinates. */
function expectNoTrueCoordinate(answer: unknown) {
  const numbers = JSON.stringify(answer).match(/-?\d+\.\d+/g) ?? [];
  for (const text of numbers) {
    const value = Number(text);
    expect(Math.abs(value - TRUE.latitude)).toBeGreaterThan(0.001);
    expect(Math.abs(value - TRUE.longitude)).toBeGreaterThan(0.001);
  }
}

const box = (at: { latitude: number; longitude: number }, half: number) =>
  [at.longitude - half, at.latitude - half, at.longitude + half, at.latitude + half].join(',');

beforeAll(async () => {
  app = await startTestApp();
  creator = new TestClient(app.url);
  other = new TestClient(app.url);
  guest = new TestClient(app.url);
  await creator.post('/api/auth/signup', validSignup({ firstName: 'Mossy', lastName: 'Keeper' }));
  await other.post('/api/auth/signup', validSignup({ firstName: 'Curious', lastName: 'Walker' }));

  // Listen before the altar exists, to see the altarCreated payload.
  const ws = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  const before = app.server.listening(ALTAR_CREATED);
  const subscription = ws.iterate<{ altarCreated: { latitude: number; longitude: number; name: string } }>({
    query: 'subscription { altarCreated { name latitude longitude } }',
  });
  const first = subscription.next();
  subscriptionPayload = first.then(async (result) => {
    await subscription.return?.();
    await ws.dispose();
    return result.value?.data?.altarCreated;
  });
  expect(await subscribedOn(app.server, ALTAR_CREATED, before + 1)).toBe(before + 1);

  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2f6b46' } })
    .png()
    .toBuffer();
  const created = await creator.post('/api/altars', {
    name: NAME,
    altarType: 'Tree Shrine',
    latitude: TRUE.latitude,
    longitude: TRUE.longitude,
    photos: [`data:image/png;base64,${photo.toString('base64')}`],
    isLocationSensitive: true,
  });
  expect(created.status).toBe(201);
  altarId = created.body.id as number;
});

afterAll(async () => {
  await app?.close();
});

describe('a sensitive location', () => {
  it('is generalized to the centre of a fixed 0.2-degree cell, a few km from the truth', () => {
    expect(PUBLIC).toEqual({ latitude: 44.1, longitude: -71.7 });
  });

  it('is stored true for the creator, with the public columns generalized', async () => {
    const row = await app.db
      .knex('altars')
      .where({ id: altarId })
      .first<{ latitude: string; public_latitude: string; public_longitude: string }>();
    expect(Number(row.latitude)).toBeCloseTo(TRUE.latitude, 7);
    expect(Number(row.public_latitude)).toBe(PUBLIC.latitude);
    expect(Number(row.public_longitude)).toBe(PUBLIC.longitude);
  });

  it('reaches subscribers of altarCreated generalized', async () => {
    const payload = await subscriptionPayload;
    expect(payload?.name).toBe(NAME);
    expectAt(payload, PUBLIC);
  });

  it.each(viewers)('REST detail, list and name search show the cell centre to %s', async (viewer) => {
    const client = clientOf(viewer);
    const detail = await client.get(`/api/altars/${altarId}`);
    expect(detail.body).toMatchObject({ id: altarId, isLocationSensitive: true, creatorName: 'Mossy Keeper' });
    expectAt(detail.body as unknown as Located, PUBLIC);

    const list = (await client.get('/api/altars?limit=50')).body as unknown as Located[];
    expectAt(
      list.find((altar) => altar.id === altarId),
      PUBLIC,
    );
    const search = (await client.get(`/api/altars?q=${encodeURIComponent('fern hollow')}`))
      .body as unknown as Located[];
    expectAt(search[0], PUBLIC);
    expectNoTrueCoordinate([detail.body, list, search]);
  });

  it.each(viewers)('REST radius search measures from the cell centre for %s', async (viewer) => {
    const client = clientOf(viewer);
    const atTruth = await client.get(`/api/altars?lat=${TRUE.latitude}&lng=${TRUE.longitude}&radius=1000`);
    expect(atTruth.body).toEqual([]);
    const atCentre = (await client.get(`/api/altars?lat=${PUBLIC.latitude}&lng=${PUBLIC.longitude}&radius=1000`))
      .body as unknown as Array<Located & { distanceMeters: number }>;
    expect(atCentre.map((altar) => altar.id)).toEqual([altarId]);
    expect(atCentre[0]?.distanceMeters).toBeLessThan(1);
    expectAt(atCentre[0], PUBLIC);
    // Distances never leak the truth either: from the true spot, the answer is the distance to the centre.
    const wide = (await client.get(`/api/altars?lat=${TRUE.latitude}&lng=${TRUE.longitude}&radius=50000`))
      .body as unknown as Array<Located & { distanceMeters: number }>;
    expect(wide[0]?.distanceMeters).toBeGreaterThan(5000);
    expectNoTrueCoordinate([atCentre, wide.map(({ latitude, longitude }) => ({ latitude, longitude }))]);
  });

  it.each(viewers)('REST viewport altars and clusters (cached and live) use the cell centre for %s', async (viewer) => {
    const client = clientOf(viewer);
    const nearTruth = await client.get(`/api/altars?bbox=${box(TRUE, 0.01)}&zoom=16`);
    expect(nearTruth.body).toMatchObject({ altars: [], total: 0 });
    const nearCentre = (await client.get(`/api/altars?bbox=${box(PUBLIC, 0.01)}&zoom=16`)).body as unknown as {
      altars: Located[];
    };
    expect(nearCentre.altars.map((altar) => altar.id)).toEqual([altarId]);
    expectAt(nearCentre.altars[0], PUBLIC);

    for (const query of [`bbox=${box(PUBLIC, 1)}&zoom=9`, `bbox=${box(PUBLIC, 1)}&zoom=9&q=hollow`]) {
      const clusters = (await client.get(`/api/altars?${query}`)).body as unknown as { clusters: Located[] };
      expect(clusters.clusters).toHaveLength(1);
      expectAt(clusters.clusters[0], PUBLIC);
      expectNoTrueCoordinate(clusters.clusters.map(({ latitude, longitude }) => ({ latitude, longitude })));
    }
  });

  it.each(viewers)('GraphQL altar, altars, altarsNear and altarViewport show the cell centre to %s', async (viewer) => {
    const client = clientOf(viewer);
    const { body } = await client.graphql(
      `query ($id: Int!, $lat: Float!, $lng: Float!, $tlat: Float!, $tlng: Float!) {
        altar(id: $id) { id latitude longitude isLocationSensitive }
        altars(limit: 50, filter: { q: "Hidden Fern" }) { id latitude longitude }
        atCentre: altarsNear(latitude: $lat, longitude: $lng, radius: 1000) { id latitude longitude distanceMeters }
        atTruth: altarsNear(latitude: $tlat, longitude: $tlng, radius: 1000) { id }
        altarsView: altarViewport(bbox: { west: ${PUBLIC.longitude - 0.01}, south: ${PUBLIC.latitude - 0.01}, east: ${PUBLIC.longitude + 0.01}, north: ${PUBLIC.latitude + 0.01} }, zoom: 16) { altars { id latitude longitude } }
        truthView: altarViewport(bbox: { west: ${TRUE.longitude - 0.01}, south: ${TRUE.latitude - 0.01}, east: ${TRUE.longitude + 0.01}, north: ${TRUE.latitude + 0.01} }, zoom: 16) { total }
        clusterView: altarViewport(bbox: { west: ${PUBLIC.longitude - 1}, south: ${PUBLIC.latitude - 1}, east: ${PUBLIC.longitude + 1}, north: ${PUBLIC.latitude + 1} }, zoom: 11) { clusters { latitude longitude count } }
      }`,
      { id: altarId, lat: PUBLIC.latitude, lng: PUBLIC.longitude, tlat: TRUE.latitude, tlng: TRUE.longitude },
    );
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      altar: Located & { isLocationSensitive: boolean };
      altars: Located[];
      atCentre: Located[];
      atTruth: Located[];
      altarsView: { altars: Located[] };
      truthView: { total: number };
      clusterView: { clusters: Array<Located & { count: number }> };
    };
    expectAt(data.altar, PUBLIC);
    expect(data.altar.isLocationSensitive).toBe(true);
    expectAt(data.altars[0], PUBLIC);
    expectAt(data.atCentre[0], PUBLIC);
    expect(data.atTruth).toEqual([]);
    expectAt(data.altarsView.altars[0], PUBLIC);
    expect(data.truthView.total).toBe(0);
    expect(data.clusterView.clusters).toHaveLength(1);
    expectAt(data.clusterView.clusters[0], PUBLIC);
    expectNoTrueCoordinate(data);
  });

  it('shows the creator the true spot in detail, list, radius and viewport answers', async () => {
    const detail = await creator.get(`/api/altars/${altarId}`);
    expectAt(detail.body as unknown as Located, TRUE);
    const list = (await creator.get('/api/altars?q=hidden')).body as unknown as Located[];
    expectAt(list[0], TRUE);
    const near = (await creator.get(`/api/altars?lat=${TRUE.latitude}&lng=${TRUE.longitude}&radius=1000`))
      .body as unknown as Array<Located & { distanceMeters: number }>;
    expect(near.map((altar) => altar.id)).toEqual([altarId]);
    expect(near[0]?.distanceMeters).toBeLessThan(1);
    const view = (await creator.get(`/api/altars?bbox=${box(TRUE, 0.01)}&zoom=16`)).body as unknown as {
      altars: Located[];
    };
    expectAt(view.altars[0], TRUE);
    // Clusters are shared by everyone, so even the creator sees them at the public position.
    const clusters = (await creator.get(`/api/altars?bbox=${box(PUBLIC, 1)}&zoom=9`)).body as unknown as {
      clusters: Located[];
    };
    expectAt(clusters.clusters[0], PUBLIC);
    const { body } = await creator.graphql(`{ altar(id: ${altarId}) { latitude longitude } }`);
    expectAt((body.data as { altar: Located }).altar, TRUE);
  });

  it('keeps the cluster cache in step when an altar stops being sensitive', async () => {
    await app.db.knex('altars').where({ id: altarId }).update({ is_location_sensitive: false });
    try {
      const clusters = (await guest.get(`/api/altars?bbox=${box(PUBLIC, 1)}&zoom=9`)).body as unknown as {
        clusters: Array<Located & { count: number }>;
      };
      expect(clusters.clusters).toHaveLength(1);
      expectAt(clusters.clusters[0], TRUE);
    } finally {
      await app.db.knex('altars').where({ id: altarId }).update({ is_location_sensitive: true });
    }
    const again = (await guest.get(`/api/altars?bbox=${box(PUBLIC, 1)}&zoom=9`)).body as unknown as {
      clusters: Located[];
    };
    expectAt(again.clusters[0], PUBLIC);
  });
});

describe('a pilgrimage through a sensitive altar', () => {
  it('derives its public distance, waypoints and GPX from the public point, even when the creator sends a distance', async () => {
    const start = { latitude: 44.0, longitude: -71.65 };
    const end = { latitude: 44.0, longitude: -71.72 };
    const lineMiles = async (points: Array<{ latitude: number; longitude: number }>) => {
      const line = points.map((point) => `${point.longitude} ${point.latitude}`).join(',');
      const result = await app.db.knex.raw<{ rows: Array<{ meters: number }> }>(
        `SELECT ST_Length(ST_GeogFromText('SRID=4326;LINESTRING(${line})')) AS meters`,
      );
      return Number(result.rows[0]?.meters) / 1609.344;
    };
    const publicMiles = await lineMiles([start, PUBLIC, end]);
    const trueMiles = await lineMiles([start, TRUE, end]);
    expect(Math.abs(publicMiles - trueMiles)).toBeGreaterThan(0.5);

    for (const sent of [{}, { distance: Math.round(trueMiles * 100) / 100 }]) {
      const created = await creator.post('/api/pilgrimages', {
        name: 'Fern Hollow Loop',
        description: 'A quiet loop past a hidden fern hollow in the hills.',
        estimatedDuration: '3-4 hours',
        startingPoint: 'Trailhead',
        endingPoint: 'Lake',
        startingLatitude: start.latitude,
        startingLongitude: start.longitude,
        endingLatitude: end.latitude,
        endingLongitude: end.longitude,
        altarIds: [altarId],
        ...sent,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as number;
      const distance = Number((await other.get(`/api/pilgrimages/${id}`)).body.distance);
      expect(distance).toBeCloseTo(publicMiles, 1);
      const waypoint = await app.db.knex('pilgrimage_waypoints').where({ pilgrimage_id: id }).first();
      expectAt({ latitude: Number(waypoint.latitude), longitude: Number(waypoint.longitude) }, PUBLIC);
      for (const viewer of viewers) {
        const gpx = await clientOf(viewer).get(`/api/pilgrimages/${id}/gpx`);
        expect(gpx.status).toBe(200);
        expect(gpx.text).not.toContain(TRUE.latitude.toFixed(4));
        expect(gpx.text).not.toContain(TRUE.longitude.toFixed(4));
      }
    }
  });
});
