import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { MAX_OFFLINE_ALTARS, MAX_OFFLINE_PILGRIMAGES } from '@sacred/core/offline';
import { buildAltar, buildAltarGrid, buildPilgrimage, buildUser } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';

let app: TestApp;
let addressCounter = 0;

async function signedUpMember() {
  const client = new TestClient(app.url, { 'x-forwarded-for': `192.0.2.${++addressCounter}` });
  const response = await client.post('/api/auth/signup', validSignup());
  expect(response.status).toBe(201);
  return { client, user: response.body.user as { id: number } };
}

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('offline downloads', () => {
  it('starts with an empty manifest', async () => {
    const { client, user } = await signedUpMember();
    const response = await client.get(`/api/users/${user.id}/offline-manifest`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      offlineReady: false,
      sacredSpaces: 0,
      pilgrimages: 0,
      weatherLocations: 0,
      lastUpdated: null,
      sacredSpacesWithinKm: null,
    });
  });

  it('downloads the sacred spaces within 50 km, records them and counts them in the manifest', async () => {
    // Around Hobart: nothing else in these tests is near. 0.4 degrees of latitude is about 44 km.
    const inside = await buildAltar(app.db.knex, { latitude: -42.88, longitude: 147.33 });
    const edge = await buildAltar(app.db.knex, { latitude: -42.88 + 0.4, longitude: 147.33 });
    await buildAltar(app.db.knex, { latitude: -42.88 + 0.5, longitude: 147.33 }); // about 56 km
    const { client, user } = await signedUpMember();
    const askedFrom = Date.now();
    const response = await client.post(`/api/users/${user.id}/offline/sacred-spaces`, {
      latitude: -42.88,
      longitude: 147.33,
      radiusKm: 50,
    });
    const answeredBy = Date.now();
    expect(response.status).toBe(200);
    const altars = response.body.altars as Array<{ id: number }>;
    expect(altars.map((altar) => altar.id)).toEqual([inside.id, edge.id]);
    expect(response.body.count).toBe(2);
    // All of them: the download reaches as far as asked.
    expect(response.body.withinKm).toBe(50);

    const manifest = await client.get(`/api/users/${user.id}/offline-manifest`);
    expect(manifest.body).toMatchObject({
      offlineReady: true,
      sacredSpaces: 2,
      pilgrimages: 0,
      weatherLocations: 0,
      sacredSpacesWithinKm: 50,
    });
    // The manifest's time is the download's, stamped while the request was being answered.
    expect(manifest.body.lastUpdated).toBe(response.body.lastUpdated);
    const lastUpdated = Date.parse(String(manifest.body.lastUpdated));
    expect(lastUpdated).toBeGreaterThanOrEqual(askedFrom);
    expect(lastUpdated).toBeLessThanOrEqual(answeredBy);
    const rows = await app.db.knex('offline_cache').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ data_type: 'sacred-spaces', data_id: '-42.8800,147.3300,50' });

    // A second download of the same kind replaces the first.
    const smaller = await client.post(`/api/users/${user.id}/offline/sacred-spaces`, {
      latitude: -42.88,
      longitude: 147.33,
      radiusKm: 10,
    });
    expect(smaller.body.count).toBe(1);
    expect((await client.get(`/api/users/${user.id}/offline-manifest`)).body).toMatchObject({
      sacredSpaces: 1,
      sacredSpacesWithinKm: 10,
    });
    expect(await app.db.knex('offline_cache').where({ user_id: user.id })).toHaveLength(1);
  });

  it('says how far a download reaches where more sacred spaces lie within 50 km than one download holds', async () => {
    // Around Reykjavik: a grid of 2,001 altars 0.5 to 1.1 km apart, all within 30 km of the point, many of them
    // at the same distance from it (the grid is symmetric around it).
    await buildAltarGrid(app.db.knex, {
      count: MAX_OFFLINE_ALTARS + 1,
      west: -22.2,
      south: 64,
      columns: 45,
      stepDegrees: 0.01,
    });
    const point = { latitude: 64.22, longitude: -21.98 };
    const { client, user } = await signedUpMember();
    const response = await client.post(`/api/users/${user.id}/offline/sacred-spaces`, { ...point, radiusKm: 50 });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(MAX_OFFLINE_ALTARS);
    const withinKm = response.body.withinKm as number;
    expect(withinKm).toBeGreaterThan(1);
    expect(withinKm).toBeLessThan(30);

    const altarsWithin = (km: number): Promise<number[]> =>
      app.db
        .knex('altars')
        .whereRaw('ST_DWithin(public_geog, ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography, ?)', [
          point.longitude,
          point.latitude,
          km * 1000,
        ])
        .pluck('id');
    const downloaded = new Set((response.body.altars as Array<{ id: number }>).map((altar) => altar.id));
    const within = await altarsWithin(withinKm);
    expect(within.length).toBeGreaterThan(MAX_OFFLINE_ALTARS / 2);
    // Every sacred space within the distance it names is in the download...
    expect(within.filter((id) => !downloaded.has(id))).toEqual([]);
    // ...and it names nearly all the download covers: a grid step further out, some are not.
    expect((await altarsWithin(withinKm + 1.2)).filter((id) => !downloaded.has(id)).length).toBeGreaterThan(0);

    const manifest = await client.get(`/api/users/${user.id}/offline-manifest`);
    expect(manifest.body).toMatchObject({ sacredSpaces: MAX_OFFLINE_ALTARS, sacredSpacesWithinKm: withinKm });
  });

  it('downloads pilgrimages (chosen ids, or all the map lists) and weather locations', async () => {
    const first = await buildPilgrimage(app.db.knex);
    await buildPilgrimage(app.db.knex);
    const { client, user } = await signedUpMember();
    const chosen = await client.post(`/api/users/${user.id}/offline/pilgrimages`, { pilgrimageIds: [first.id] });
    expect(chosen.status).toBe(200);
    expect((chosen.body.pilgrimages as Array<{ id: number }>).map((p) => p.id)).toEqual([first.id]);
    const all = await client.post(`/api/users/${user.id}/offline/pilgrimages`, {});
    expect(all.body.count).toBeGreaterThanOrEqual(2);

    // The weather provider is unreachable in tests: the location is kept without weather.
    const weather = await client.post(`/api/users/${user.id}/offline/weather`, {
      locations: [
        [39.74, -104.99, 'Home'],
        [40.01, -105.27, 'Trailhead'],
      ],
    });
    expect(weather.status).toBe(200);
    expect(weather.body.count).toBe(2);
    expect(weather.body.locations).toEqual([
      { latitude: 39.74, longitude: -104.99, name: 'Home', weather: null },
      { latitude: 40.01, longitude: -105.27, name: 'Trailhead', weather: null },
    ]);
    const manifest = await client.get(`/api/users/${user.id}/offline-manifest`);
    expect(manifest.body).toMatchObject({
      offlineReady: true,
      sacredSpaces: 0,
      pilgrimages: all.body.count,
      weatherLocations: 2,
    });
  });

  it("downloads a chosen pilgrimage however far down the map's list it is, and none withdrawn by another", async () => {
    const chosen = await buildPilgrimage(app.db.knex, { name: 'Old Juniper Way' });
    // More newer pilgrimages than one download of "all the map lists" holds.
    await app.db.knex.raw(
      `INSERT INTO pilgrimages (name, type, description, start_latitude, start_longitude, distance, difficulty,
                                duration, estimated_duration, season, significance, is_featured, altar_ids)
       SELECT name || ' ' || i, type, description, start_latitude, start_longitude, distance, difficulty, duration,
              estimated_duration, season, significance, false, altar_ids
       FROM pilgrimages, generate_series(1, ?::int) AS i WHERE id = ?`,
      [MAX_OFFLINE_PILGRIMAGES, chosen.id],
    );
    const { client, user } = await signedUpMember();
    const all = await client.post(`/api/users/${user.id}/offline/pilgrimages`, {});
    expect(all.body.count).toBe(MAX_OFFLINE_PILGRIMAGES);
    expect((all.body.pilgrimages as Array<{ id: number }>).map((p) => p.id)).not.toContain(chosen.id);

    const withdrawn = await buildPilgrimage(app.db.knex, { name: 'Withdrawn Path' });
    await app.db
      .knex('pilgrimages')
      .where({ id: withdrawn.id })
      .update({ status: 'withdrawn', creator_id: (await buildUser(app.db.knex)).id });
    const picked = await client.post(`/api/users/${user.id}/offline/pilgrimages`, {
      pilgrimageIds: [chosen.id, withdrawn.id, 2_000_000_000],
    });
    expect(picked.status).toBe(200);
    expect(picked.body.pilgrimages).toEqual([expect.objectContaining({ id: chosen.id, name: 'Old Juniper Way' })]);
    expect(picked.body.count).toBe(1);
  });

  it('downloads the pilgrimages that start nearest to the member, when it is told where they are', async () => {
    // Around Ushuaia: nothing else in these tests starts near. The first starts farther, the second at the point.
    const farther = await buildPilgrimage(app.db.knex, { startLatitude: -54.6, startLongitude: -68.1 });
    const nearest = await buildPilgrimage(app.db.knex, { startLatitude: null, startLongitude: null });
    await app.db
      .knex('pilgrimages')
      .where({ id: nearest.id })
      .update({ starting_latitude: -54.8, starting_longitude: -68.3 });
    const { client, user } = await signedUpMember();
    const answer = await client.post(`/api/users/${user.id}/offline/pilgrimages`, {
      latitude: -54.8,
      longitude: -68.3,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThanOrEqual(2);
    expect((answer.body.pilgrimages as Array<{ id: number }>).slice(0, 2).map((p) => p.id)).toEqual([
      nearest.id,
      farther.id,
    ]);
    const half = await client.post(`/api/users/${user.id}/offline/pilgrimages`, { latitude: -54.8 });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe('latitude and longitude go together');
  });

  it('refuses missing locations and bad input with 400 and the messages', async () => {
    const { client, user } = await signedUpMember();
    const noLocation = await client.post(`/api/users/${user.id}/offline/sacred-spaces`, {});
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.message).toBe('Location required for offline download');
    const tooFar = await client.post(`/api/users/${user.id}/offline/sacred-spaces`, {
      latitude: 10,
      longitude: 10,
      radiusKm: 80,
    });
    expect(tooFar.body.errors?.radiusKm).toBe('radiusKm must be between 1 and 50');
    const badLatitude = await client.post(`/api/users/${user.id}/offline/sacred-spaces`, {
      latitude: 91,
      longitude: 10,
    });
    expect(badLatitude.body.errors?.latitude).toBe('latitude must be between -90 and 90');
    const noWeather = await client.post(`/api/users/${user.id}/offline/weather`, { locations: [] });
    expect(noWeather.status).toBe(400);
    expect(noWeather.body.message).toBe('Location required for weather download');
    const badShape = await client.post(`/api/users/${user.id}/offline/weather`, { locations: [[91, 0, 'x']] });
    expect(badShape.body.message).toBe('Each location is [latitude, longitude, name]');
    const badIds = await client.post(`/api/users/${user.id}/offline/pilgrimages`, { pilgrimageIds: ['x'] });
    expect(badIds.status).toBe(400);
  });

  it("answers 403 on another member's downloads and 401 to guests", async () => {
    const { client } = await signedUpMember();
    const other = await buildUser(app.db.knex);
    expect((await client.get(`/api/users/${other.id}/offline-manifest`)).status).toBe(403);
    const download = await client.post(`/api/users/${other.id}/offline/sacred-spaces`, { latitude: 1, longitude: 1 });
    expect(download.status).toBe(403);
    expect((await new TestClient(app.url).get(`/api/users/${other.id}/offline-manifest`)).status).toBe(401);
  });
});

describe('replayed offline writes (Idempotency-Key)', () => {
  it('stores a journal entry once and answers a replay with the same entry', async () => {
    const { client, user } = await signedUpMember();
    const path = `/api/users/${user.id}/journal-entries`;
    const entry = { content: 'Written on the ridge with no signal.', mood: 'grateful' };
    const key = { 'idempotency-key': 'journal-3f6c1a2e-offline' };
    const first = await client.post(path, entry, key);
    const replay = await client.post(path, entry, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.db.knex('journal_entries').where({ user_id: user.id })).toHaveLength(1);

    // The same key for another request is refused; another key is another entry.
    const reused = await client.post(path, { content: 'Something else' }, key);
    expect(reused.status).toBe(409);
    const other = await client.post(path, entry, { 'idempotency-key': 'journal-9a1b2c3d-offline' });
    expect(other.status).toBe(201);
    expect(await app.db.knex('journal_entries').where({ user_id: user.id })).toHaveLength(2);
  });

  it('answers a replayed refusal with the same refusal, and runs two replays at once only once', async () => {
    const { client, user } = await signedUpMember();
    const path = `/api/users/${user.id}/journal-entries`;
    const refused = await client.post(path, { content: '   ' }, { 'idempotency-key': 'journal-empty-0001' });
    const again = await client.post(path, { content: '   ' }, { 'idempotency-key': 'journal-empty-0001' });
    expect(refused.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused.body);

    const altar = await buildAltar(app.db.knex);
    const review = { rating: 5, title: 'Still water', review: 'A calm place at dawn.' };
    const headers = { 'idempotency-key': 'review-7e1d-offline' };
    const answers = await Promise.all([
      client.post(`/api/altars/${altar.id}/reviews`, review, headers),
      client.post(`/api/altars/${altar.id}/reviews`, review, headers),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // One ran; the other either replayed its answer or was told to retry (409 while in progress).
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await app.db.knex('altar_reviews').where({ altar_id: altar.id, user_id: user.id })).toHaveLength(1);
    const replay = await client.post(`/api/altars/${altar.id}/reviews`, review, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('records a ritual kept offline once, however often the device sends it', async () => {
    const { client, user } = await signedUpMember();
    const altar = await buildAltar(app.db.knex);
    const ritual = { altarId: altar.id, duration: 3, secondsSpent: 180, endedEarly: false };
    const headers = { 'idempotency-key': 'ritual-5c2e-offline' };
    const first = await client.post('/api/rituals', ritual, headers);
    const replay = await client.post('/api/rituals', ritual, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await app.db.knex('rituals').where({ altar_id: altar.id, user_id: user.id })).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const { client, user } = await signedUpMember();
    const response = await client.post(
      `/api/users/${user.id}/journal-entries`,
      { content: 'x' },
      { 'idempotency-key': 'short' },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Idempotency-Key must be 8 to 128 letters, digits or -_.:');
  });
});
