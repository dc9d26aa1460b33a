import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altarsRestQuerySchema } from '@sacred/core/map';
import { createTestDatabase, type TestDatabase } from '@sacred/db/test-database';
import { buildAltar, buildUser } from '../../test/factories';
import { startTestServer } from '../../test/app';
import { signUpMember, TestClient } from '../../test/http';
import { validateInput } from '../platform/rest/validation';
import { jsonCoordinate, jsonFloat } from './altar-json';
import { AltarService } from './altar.service';

/**
 * The map's REST answers written by PostgreSQL (altar-json.ts) are, character for character, what
 * `JSON.stringify` writes of the objects the repository builds: on altars chosen to meet every rule of
 * that serialisation (names blank once trimmed, escapes in text, coordinates JavaScript prints in
 * exponent form, microseconds, distances below a millimetre), for a guest, a sensitive altar's creator
 * and another member, with filters and pages.
 */
let db: TestDatabase;
let service: AltarService;
const viewers: Record<string, number | undefined> = { guest: undefined };

// A sensitive altar here is shown at its cell's centre (12.5, 33.3), well within 5 km.
const ORIGIN = { latitude: 12.5, longitude: 33.3 };

beforeAll(async () => {
  db = await createTestDatabase();
  service = new AltarService(db.knex);
  const keeper = await buildUser(db.knex, { firstName: 'Mossy', lastName: 'Keeper' });
  const blankFirst = await buildUser(db.knex, { firstName: '  ', lastName: ' Stone ' });
  const unicodeBlank = await buildUser(db.knex, { firstName: '\u00a0\u3000', lastName: '\ufeff\u2028' });
  const other = await buildUser(db.knex, { firstName: 'Curious', lastName: 'Walker' });
  const nameless = (await buildUser(db.knex)).id;
  await db.knex('users').where({ id: nameless }).update({ first_name: null, last_name: null });
  viewers.creator = keeper.id;
  viewers.other = other.id;

  const creators = [keeper.id, blankFirst.id, unicodeBlank.id, nameless];
  const offsets = [0, 0.0003, 0.00071, 0.0125, 0.031, 0.02, 0.0000001];
  let n = 0;
  for (const [index, offset] of offsets.entries()) {
    for (const creatorId of creators) {
      n += 1;
      const { id } = await buildAltar(db.knex, {
        creatorId,
        name: `Fern "Hollow" \\ ${n}%_`,
        latitude: ORIGIN.latitude + offset,
        longitude: ORIGIN.longitude - offset * (n % 3),
        altarType: n % 5 === 0 ? 'A custom cairn' : n % 2 ? 'Stone Circle' : 'Water Altar',
        photos: n % 4 === 0 ? [] : ['/media/seed/a.svg', '/media/seed/b.svg'].slice(0, 1 + (n % 2)),
        recentActivity: n % 3,
        visitCount: n * 7,
        isEcoFriendly: n % 2 === 0,
        isLocationSensitive: index % 3 === 1,
      });
      await db
        .knex('altars')
        .where({ id })
        .update({
          description: n % 6 === 0 ? null : `Line one\nline\ttwo \u0001 \u007f "quoted" \\ é 🌿 ${n}`,
          story: n % 2 ? 'A story.' : null,
          tags: n % 3 ? ['moss', 'stone "x"'] : [],
          created_at: db.knex.raw(
            `'2026-01-02 03:04:05.029999+00'::timestamptz + ? * interval '1 second 1 microsecond'`,
            [n],
          ),
          updated_at: db.knex.raw(`'1999-12-31 23:59:59.999999+00'::timestamptz`),
        });
    }
  }
  // Coordinates JavaScript prints in exponent form, and whole degrees.
  for (const [latitude, longitude] of [
    [0.0000003, -0.0000001],
    [0.000005, -0.00005],
    [1, -1],
  ] as const) {
    await buildAltar(db.knex, { creatorId: keeper.id, latitude, longitude, name: `Null island ${latitude}` });
  }
});

afterAll(async () => {
  await db?.destroy();
});

async function expectSameAnswer(raw: Record<string, string | undefined>) {
  const query = await validateInput(altarsRestQuerySchema, raw);
  for (const [viewer, viewerId] of Object.entries(viewers)) {
    const objects = JSON.stringify(await service.searchValid(query, viewerId));
    const json = (await service.searchJson(query, viewerId)).text;
    expect({ viewer, json }).toEqual({ viewer, json: objects });
  }
  return query;
}

const near = { lat: String(ORIGIN.latitude), lng: String(ORIGIN.longitude), radius: '5000' };
/** A 1280 x 800 px screen at `zoom` around the fixture (wider than the sensitive altars' cell). */
const viewport = (zoom: number) => {
  const half = (640 * 360) / (256 * 2 ** zoom);
  const { latitude, longitude } = ORIGIN;
  return {
    bbox: [longitude - half, latitude - half / 1.6, longitude + half, latitude + half / 1.6].join(','),
    zoom: String(zoom),
  };
};

describe('JSON written by PostgreSQL', () => {
  it('answers a radius search as JSON.stringify does, for guests, the creator and other members', async () => {
    await expectSameAnswer(near);
    const guestAnswer = JSON.parse((await service.searchJson(await validateInput(altarsRestQuerySchema, near))).text);
    // The fixture reaches what it means to: sensitive altars, every creator name rule, empty lists.
    expect(guestAnswer.length).toBeGreaterThanOrEqual(16);
    const names = new Set(guestAnswer.map((altar: { creatorName: string }) => altar.creatorName));
    expect(names).toEqual(new Set(['Mossy Keeper', ' Stone ', 'Sacred Space Keeper']));
    expect(guestAnswer.some((altar: { isLocationSensitive: boolean }) => altar.isLocationSensitive)).toBe(true);
    expect(guestAnswer.some((altar: { photos: string[] }) => altar.photos.length === 0)).toBe(true);
  });

  it('answers a map viewport, altars or clusters, as JSON.stringify does', async () => {
    for (const zoom of [14, 15, 16, 18, 10, 5]) await expectSameAnswer(viewport(zoom));
    const answer = JSON.parse(
      (await service.searchJson(await validateInput(altarsRestQuerySchema, viewport(16)))).text,
    );
    expect(answer.altars.length).toBeGreaterThanOrEqual(16);
    expect(answer.total).toBe(answer.altars.length);
    const empty = { bbox: '-10.5,-10.5,-10.4,-10.4', zoom: '16' };
    expect(
      JSON.parse(
        (await expectSameAnswer(empty),
        (await service.searchJson(await validateInput(altarsRestQuerySchema, empty))).text),
      ),
    ).toMatchObject({ clusters: [], altars: [], total: 0 });
  });

  it('answers with filters and pages as JSON.stringify does', async () => {
    for (const filters of <Array<Record<string, string>>>[
      { altarType: 'Other' },
      { altarType: 'Stone Circle', ecoFriendly: 'false' },
      { hasPhotos: 'false' },
      { recentActivity: 'true', hasPhotos: 'true' },
      { q: '"hollow" \\ 1' },
      { q: '%_' },
      { q: 'nothing like this' },
    ]) {
      await expectSameAnswer({ ...near, ...filters });
      await expectSameAnswer(filters);
      await expectSameAnswer({ ...viewport(16), ...filters });
    }
    const [, second] = JSON.parse(
      (await service.searchJson(await validateInput(altarsRestQuerySchema, { ...near, limit: '2' }))).text,
    ) as Array<{ id: number; distanceMeters: number }>;
    await expectSameAnswer({ ...near, limit: '5', after: `${second?.distanceMeters}:${second?.id}` });
    await expectSameAnswer({ limit: '3', after: String(second?.id) });
  });

  it('writes coordinates, distances and times as JavaScript does', async () => {
    // A point a hair's breadth from an altar: 1.11e-6 m, where PostgreSQL would write an exponent.
    const query = await expectSameAnswer({ lat: '0.00000030001', lng: '-0.0000001', radius: '1000' });
    const [closest] = JSON.parse((await service.searchJson(query)).text) as Array<{ distanceMeters: number }>;
    expect(closest?.distanceMeters).toBeGreaterThan(0);
    expect(closest?.distanceMeters).toBeLessThan(1e-4);
    for (const at of [
      { lat: '0.0000003', lng: '-0.0000001' },
      { lat: '0.000005', lng: '-0.00005' },
      { lat: '1', lng: '-1' },
    ]) {
      await expectSameAnswer({ ...at, radius: '1000' });
    }
    const [nullIsland] = JSON.parse(
      (
        await service.searchJson(
          await validateInput(altarsRestQuerySchema, { lat: '0.0000003', lng: '-0.0000001', radius: '1000' }),
        )
      ).text,
    ) as Array<{ latitude: number; longitude: number; distanceMeters: number }>;
    expect(nullIsland).toMatchObject({ latitude: 3e-7, longitude: -1e-7, distanceMeters: 0 });
  });

  it('writes every kind of number as JavaScript does', async () => {
    const coordinates = [0, 1e-7, -3e-7, 9e-7, 0.000001, -0.0000015, 0.00005, 0.0001, 40, -105.1234567, 89.9999999];
    const floats = [0, 1e-9, 1.5e-7, 9.99e-7, 1e-6, 1.234e-5, -2.5e-5, 0.0001, 0.00009999, 123.456, 49999.123456789];
    const written = async (sql: string, values: number[]) =>
      (
        await db.knex.raw<{ rows: Array<{ json: string }> }>(
          `SELECT ${sql}::text AS json FROM unnest(?::float8[]) WITH ORDINALITY AS v(value, i) ORDER BY i`,
          [values],
        )
      ).rows.map((row) => row.json);
    expect(await written(jsonCoordinate('v.value::numeric(10, 7)'), coordinates)).toEqual(
      coordinates.map((value) => JSON.stringify(value)),
    );
    expect(await written(jsonFloat('v.value'), floats)).toEqual(floats.map((value) => JSON.stringify(value)));
  });

  it('is the body of GET /api/altars, byte for byte', async () => {
    const { server, close } = await startTestServer(db.url);
    try {
      const query = await validateInput(altarsRestQuerySchema, near);
      const response = await fetch(`${server.url}/api/altars?lat=${near.lat}&lng=${near.lng}&radius=5000`);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.text()).toBe(JSON.stringify(await service.searchValid(query, undefined)));
    } finally {
      await close();
    }
  });

  const GUEST_READS = 7;
  it('answers the map over GraphQL from a plan exactly as Apollo executes it, and counts a guest read once', async () => {
    const { server, close } = await startTestServer(db.url, { guestReadRateLimit: GUEST_READS });
    try {
      const member = await signUpMember(server.url);
      // The member's own sensitive altar: true position for them, the cell's centre for everyone else.
      await buildAltar(db.knex, {
        creatorId: member.id,
        latitude: ORIGIN.latitude + 0.001,
        longitude: ORIGIN.longitude + 0.002,
        isLocationSensitive: true,
      });
      const fields = `__typename id name latitude longitude altarType photos tags isEcoFriendly visitCount likes
        recentActivity creatorId creatorName isLocationSensitive createdAt updatedAt distanceMeters`;
      const documents = [
        [
          `query Near($lat: Float!, $lng: Float!) { near: altarsNear(latitude: $lat, longitude: $lng, radius: 5000) { ${fields} } }`,
          { lat: ORIGIN.latitude, lng: ORIGIN.longitude },
        ],
        [
          `query ($bbox: BoundingBoxInput!, $zoom: Float!) { altarViewport(bbox: $bbox, zoom: $zoom) {
            gridZoom total clusters { id count latitude longitude west south east north }
            altars { id name latitude longitude altarType isEcoFriendly photoCount visitCount likes recentActivity } } }`,
          { bbox: { west: 33.2, south: 12.4, east: 33.4, north: 12.6 }, zoom: 16 },
        ],
        [
          `{ altarViewport(bbox: { west: 30, south: 10, east: 36, north: 15 }, zoom: 7, filter: { hasPhotos: true }) {
            gridZoom total clusters { id count latitude longitude } } }`,
          undefined,
        ],
      ] as const;
      for (const client of [member.client, new TestClient(server.url, { 'x-forwarded-for': '203.0.113.9' })]) {
        for (const [query, variables] of documents) {
          // `@include(if: true)` leaves the answer as it is but keeps the document from being planned.
          const unplanned = query.replace(
            /\{\s*(\w+: )?(altarsNear|altarViewport)(\([^)]*\)|\([\s\S]*?\)\s*\))?/,
            (found) => `${found} @include(if: true)`,
          );
          expect(unplanned).toContain('@include(if: true)');
          const planned = await client.graphql(query, variables);
          const executed = await client.graphql(unplanned, variables);
          expect(planned.status).toBe(200);
          expect(planned.text).toContain('"data":{"');
          expect(planned.text).toBe(executed.text);
          expect(planned.headers.get('content-type')).toBe(executed.headers.get('content-type'));
        }
      }
      // A guest's planned query that fails (a radius out of range) goes on to Apollo for its error and
      // spends one read, not two.
      const guest = new TestClient(server.url, { 'x-forwarded-for': '203.0.113.10' });
      const near = documents[0][0];
      const refused = await guest.graphql(near.replace('radius: 5000', 'radius: 10'), documents[0][1]);
      expect(refused.text).toContain('BAD_USER_INPUT');
      for (let read = 2; read <= GUEST_READS; read += 1) {
        expect({ read, status: (await guest.graphql(near, documents[0][1])).status }).toEqual({ read, status: 200 });
      }
      expect((await guest.graphql(near, documents[0][1])).status).toBe(429);
    } finally {
      await close();
    }
  });
});
