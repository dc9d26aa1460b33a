import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/http';

let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  client = new TestClient(app.url);
});

afterAll(async () => {
  await app?.close();
});

type PlaceAnswer = {
  name: string;
  country: string;
  adminCode: string | null;
  label: string;
  distanceMeters: number | null;
};
const names = (body: unknown) => (body as PlaceAnswer[]).map((place) => place.label);

describe('place search (offline gazetteer)', () => {
  it('finds an exact name first, and the one within 50 km of the user before namesakes far away', async () => {
    const { status, body } = await client.get('/api/places?q=Denver&lat=39.74&lng=-104.99');
    expect(status).toBe(200);
    const labels = names(body);
    expect(labels[0]).toBe('Denver, CO, US');
    expect(labels).toEqual(expect.arrayContaining(['Denver, NC, US', 'Denver, PA, US']));
    expect((body as unknown as PlaceAnswer[])[0]?.distanceMeters).toBeLessThan(5000);
  });

  it('tolerates a typo (trigram match) and stays in the user’s country', async () => {
    const { body } = await client.get('/api/places?q=Bouldr&lat=40.0&lng=-105.2');
    expect(names(body)[0]).toBe('Boulder, CO, US');
    expect((body as unknown as PlaceAnswer[]).every((place) => place.country === 'US')).toBe(true);
  });

  it('restricts to the requested country', async () => {
    const { body } = await client.get('/api/places?q=Paris&country=fr');
    expect((body as unknown as PlaceAnswer[]).every((place) => place.country === 'FR')).toBe(true);
    expect(names(body)[0]).toMatch(/^Paris, /);
  });

  it('ranks a town near the member before a namesake far away, even when the far one is the exact name', async () => {
    // From Boulder: Commerce City, CO (about 35 km) starts with "Commerce"; Commerce, TX and CA are the name itself.
    const { body } = await client.get('/api/places?q=Commerce&lat=40.015&lng=-105.27');
    const places = body as unknown as Array<PlaceAnswer & { near: boolean }>;
    expect(places[0]).toMatchObject({ label: 'Commerce City, CO, US', near: true });
    expect(places[0]!.distanceMeters).toBeLessThan(50_000);
    expect(names(body)).toEqual(expect.arrayContaining(['Commerce, TX, US']));
    expect(places.filter((place) => place.near).every((place) => place.distanceMeters! <= 50_000)).toBe(true);
  });

  it('says when nothing near matches: every answer is marked far', async () => {
    const { body } = await client.get('/api/places?q=Sedona&lat=40.015&lng=-105.27');
    const places = body as unknown as Array<PlaceAnswer & { near: boolean }>;
    expect(places[0]).toMatchObject({ label: 'Sedona, AZ, US', near: false });
    expect(places.some((place) => place.near)).toBe(false);
    const graphql = await app.graphql(
      '{ places(query: "Sedona", latitude: 40.015, longitude: -105.27) { label near } }',
    );
    expect((graphql.body.data as { places: Array<{ near: boolean }> }).places[0]).toEqual({
      label: 'Sedona, AZ, US',
      near: false,
    });
  });

  it('treats LIKE wildcards in the query as letters', async () => {
    const { status, body } = await client.get(`/api/places?q=${encodeURIComponent('%_%')}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['q=D', 'q', 'Type at least 2 letters'],
    ['', 'q', 'Type a place name'],
    ['q=Denver&lat=91&lng=0', 'lat', 'lat must be from -90 to 90'],
    ['q=Denver&lat=40', 'lng', 'lng is required with lat'],
    ['q=Denver&country=USA', 'country', 'country must be a two-letter code such as US'],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await client.get(`/api/places?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
  });
});

describe('reverse lookup', () => {
  it('names the nearest place to a point', async () => {
    const { body } = await client.get('/api/places/nearest?lat=39.7392&lng=-104.9903');
    expect(body).toMatchObject({ name: 'Denver', label: 'Denver, CO, US' });
    const graphql = await app.graphql('{ nearestPlace(latitude: 40.015, longitude: -105.27) { label } }');
    expect(graphql.body.data).toEqual({ nearestPlace: { label: 'Boulder, CO, US' } });
  });

  it('refuses a missing or out-of-range coordinate with 400', async () => {
    expect((await client.get('/api/places/nearest?lat=10')).body.errors?.lng).toBe('lng is required');
    expect((await client.get('/api/places/nearest?lat=10&lng=181')).status).toBe(400);
  });
});
