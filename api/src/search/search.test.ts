import { generalizedPosition } from '@sacred/core/altars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildAltarGrid } from '../../test/factories';
import { TestClient } from '../../test/http';

let app: TestApp;
let client: TestClient;

interface SearchAnswer {
  kind: 'altar' | 'place';
  id: string;
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
  distanceMeters: number | null;
}

const BOULDER = { lat: 40.015, lng: -105.27 };
const SENSITIVE = { latitude: 40.0212345, longitude: -105.2876543 };

beforeAll(async () => {
  app = await startTestApp();
  client = new TestClient(app.url);
  await buildAltar(app.db.knex, { name: 'Flatirons Sunrise Cairn', latitude: 39.99, longitude: -105.29 });
  await buildAltar(app.db.knex, { name: 'Sedona Vortex Stones', latitude: 34.87, longitude: -111.76 });
  await buildAltar(app.db.knex, {
    name: 'Hidden Aspen Hollow',
    latitude: SENSITIVE.latitude,
    longitude: SENSITIVE.longitude,
    isLocationSensitive: true,
  });
});

afterAll(async () => {
  await app?.close();
});

const search = async (query: string) => {
  const response = await client.get(`/api/search?${query}`);
  expect(response.status).toBe(200);
  return response.body as unknown as SearchAnswer[];
};

describe('map search (GET /api/search, mapSearch)', () => {
  it('finds a gazetteer place by name, with its distance from the map centre', async () => {
    const results = await search(`q=Sedona&lat=${BOULDER.lat}&lng=${BOULDER.lng}`);
    const place = results.find((result) => result.kind === 'place');
    expect(place).toMatchObject({ name: 'Sedona', detail: 'Sedona, AZ, US' });
    // Boulder to Sedona is about 810 km.
    expect(place!.distanceMeters).toBeGreaterThan(780_000);
    expect(place!.distanceMeters).toBeLessThan(840_000);
    // The altar holding the name comes too, after the place that is the name itself.
    expect(results.map((result) => result.name)).toEqual(expect.arrayContaining(['Sedona', 'Sedona Vortex Stones']));
    expect(results[0]!.name).toBe('Sedona');
  });

  it('finds an altar by a word inside its name, case-insensitive', async () => {
    const results = await search(`q=sunrise&lat=${BOULDER.lat}&lng=${BOULDER.lng}`);
    expect(results[0]).toMatchObject({ kind: 'altar', name: 'Flatirons Sunrise Cairn', detail: 'Stone Circle' });
    expect(results[0]!.distanceMeters).toBeGreaterThan(2_000);
    expect(results[0]!.distanceMeters).toBeLessThan(5_000);
  });

  it('answers a sensitive altar only at its public, generalized point, and measures from there', async () => {
    const results = await search(`q=Aspen%20Hollow&lat=${SENSITIVE.latitude}&lng=${SENSITIVE.longitude}`);
    const hollow = results.find((result) => result.name === 'Hidden Aspen Hollow');
    const publicPoint = generalizedPosition(SENSITIVE.latitude, SENSITIVE.longitude);
    expect(hollow).toMatchObject({ kind: 'altar', ...publicPoint });
    expect(hollow!.distanceMeters).toBeGreaterThan(1_000);
    const graphql = await app.graphql('{ mapSearch(query: "Aspen Hollow") { kind name latitude longitude } }');
    expect(JSON.stringify(graphql.body)).not.toContain(String(SENSITIVE.latitude));
    expect((graphql.body.data as { mapSearch: unknown[] }).mapSearch).toContainEqual({
      kind: 'altar',
      name: 'Hidden Aspen Hollow',
      ...publicPoint,
    });
  });

  it('finds a name by a near spelling of each typed word, after every name that holds the text', async () => {
    await buildAltar(app.db.knex, { name: 'Sunrise Spring', latitude: 40.02, longitude: -105.28 });
    const typo = await search(`q=sunrse&lat=${BOULDER.lat}&lng=${BOULDER.lng}`);
    expect(typo.filter((result) => result.kind === 'altar').map((result) => result.name)).toEqual([
      'Sunrise Spring',
      'Flatirons Sunrise Cairn',
    ]);
    // Typed words in any order, one a part of a name's word and one misspelt: the altar holding both comes.
    const twoWords = await search(`q=flatiron%20sunrse&lat=${BOULDER.lat}&lng=${BOULDER.lng}`);
    expect(twoWords.filter((result) => result.kind === 'altar').map((result) => result.name)).toEqual([
      'Flatirons Sunrise Cairn',
    ]);
    const otherOrder = await search(`q=sunrise%20flatirons&lat=${BOULDER.lat}&lng=${BOULDER.lng}`);
    expect(otherOrder.filter((result) => result.kind === 'altar').map((result) => result.name)).toEqual([
      'Flatirons Sunrise Cairn',
    ]);
    // Two neighbouring letters swapped, which shares too few trigrams to be a near spelling by similarity.
    const swapped = await search('q=hlolow');
    expect(swapped.filter((result) => result.kind === 'altar').map((result) => result.name)).toEqual([
      'Hidden Aspen Hollow',
    ]);
    // What holds the text comes before a near spelling, however near.
    await buildAltar(app.db.knex, { name: 'Far Sunrse Shrine', latitude: 44.0, longitude: -110.0 });
    const names = (await search(`q=sunrse&lat=${BOULDER.lat}&lng=${BOULDER.lng}`)).map((result) => result.name);
    expect(names.indexOf('Far Sunrse Shrine')).toBeLessThan(names.indexOf('Sunrise Spring'));
  });

  it('knows the words of a renamed altar', async () => {
    const altarNames = async (query: string) =>
      (await search(query)).filter((result) => result.kind === 'altar').map((result) => result.name);
    const { id } = await buildAltar(app.db.knex, { name: 'Plain Marker', latitude: 40.1, longitude: -105.1 });
    expect(await altarNames('q=quartzte')).toEqual([]);
    await app.db.knex('altars').where({ id }).update({ name: 'Quartzite Marker' });
    expect(await altarNames('q=quartzte')).toEqual(['Quartzite Marker']);
  });

  it('answers an empty list for a name nothing has', async () => {
    expect(await search('q=zzqxv%20wobblefjord')).toEqual([]);
  });

  it('keeps to the limit, and measures nothing without a point', async () => {
    const results = await search('q=Spring&limit=3');
    expect(results).toHaveLength(3);
    expect(results.every((result) => result.distanceMeters === null)).toBe(true);
  });

  it('is the same service over GraphQL', async () => {
    const rest = await search(`q=Sedona&lat=${BOULDER.lat}&lng=${BOULDER.lng}&limit=5`);
    const graphql = await app.graphql(
      `{ mapSearch(query: "Sedona", latitude: ${BOULDER.lat}, longitude: ${BOULDER.lng}, limit: 5) {
        kind id name detail latitude longitude distanceMeters } }`,
    );
    expect((graphql.body.data as { mapSearch: unknown }).mapSearch).toEqual(rest);
  });

  it.each([
    ['q=S', 'q', 'Type at least 2 letters'],
    ['', 'q', 'Type a name to search for'],
    ['q=Sedona&lat=91&lng=0', 'lat', 'lat must be from -90 to 90'],
    ['q=Sedona&lat=40', 'lng', 'lng is required with lat'],
    ['q=Sedona&limit=0', 'limit', 'limit must be from 1 to 20'],
    ['q=Sedona&limit=abc', 'limit', 'limit must be a number'],
  ])('refuses %s with 400 and says why', async (query, field, message) => {
    const response = await client.get(`/api/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
  });

  it('looks for a text the trigram index cannot narrow among the 1,000 altars nearest the point only', async () => {
    const altarNames = async (query: string) =>
      (await search(query)).filter((result) => result.kind === 'altar').map((result) => result.name);
    await buildAltarGrid(app.db.knex, { count: 1000, west: -105.3, south: 40.0, columns: 40, stepDegrees: 0.001 });
    await buildAltar(app.db.knex, { name: 'Qz Overlook', latitude: 44.0, longitude: -110.0 });
    expect(await altarNames(`q=qz&lat=${BOULDER.lat}&lng=${BOULDER.lng}`)).toEqual([]);
    expect(await altarNames('q=qz&lat=44.01&lng=-110')).toEqual(['Qz Overlook']);
    // A run of three letters: the index finds it however far.
    expect(await altarNames(`q=qz%20overlook&lat=${BOULDER.lat}&lng=${BOULDER.lng}`)).toEqual(['Qz Overlook']);
  });

  it('refuses a bad query over GraphQL with BAD_USER_INPUT', async () => {
    const graphql = await app.graphql('{ mapSearch(query: "S") { name } }');
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
