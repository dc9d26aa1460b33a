import { haversineMeters } from '@sacred/core/geo';
import { METERS_PER_MILE } from '@sacred/core/limits';
import {
  EMPTY_BROWSE_FILTERS,
  filterPilgrimages,
  pathLengthMeters,
  PILGRIMAGE_LIMITS,
  PILGRIMAGE_MESSAGES,
} from '@sacred/core/pilgrimages';
import { buildGpx } from './gpx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltar, buildPilgrimage, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, signUpMember } from '../../test/http';
import { curatePilgrimage } from './curation';
import { RouteService } from '../routes/route.service';
import { PilgrimageService } from './pilgrimage.service';
import { AltarService } from '../altars/altar.service';
import { reportVisibility } from '../community/report.service';

let app: TestApp;
let curation: PilgrimageService;

beforeAll(async () => {
  app = await startTestApp();
  const altars = new AltarService(app.db.knex);
  curation = new PilgrimageService(
    app.db.knex,
    altars,
    reportVisibility(app.db.knex),
    new RouteService(app.db.knex, altars, undefined),
  );
});

afterAll(async () => {
  await app?.close();
});

const member = () => signUpMember(app.url);

const START = { latitude: 39.6654, longitude: -105.2057 };
const END = { latitude: 39.7555, longitude: -105.2211 };
const SITES = [
  { latitude: 39.6901, longitude: -105.1902 },
  { latitude: 39.7203, longitude: -105.2404 },
  { latitude: 39.7398, longitude: -105.1987 },
];

/** Three altars near the foothills; `offset` (degrees north) keeps them apart from other tests' altars. */
async function threeAltars(offset = 0) {
  const creator = await buildUser(app.db.knex);
  const altars = [];
  for (const [index, site] of SITES.entries()) {
    altars.push(
      await buildAltar(app.db.knex, {
        creatorId: creator.id,
        name: `Foothill Altar ${index + 1}`,
        altarType: index === 1 ? 'Water Altar' : 'Stone Circle',
        latitude: site.latitude + offset,
        longitude: site.longitude,
      }),
    );
  }
  return altars;
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Front Range Stillness Walk',
  description: 'Three quiet altars along the foothills at dawn.',
  estimatedDuration: '2-3 days',
  startingPoint: 'Red Rocks',
  endingPoint: 'Golden',
  startingLatitude: START.latitude,
  startingLongitude: START.longitude,
  endingLatitude: END.latitude,
  endingLongitude: END.longitude,
  bestSeasons: ['spring', 'fall'],
  guidelines: 'Walk softly.',
  accommodations: 'Campground at the midpoint.',
  ...overrides,
});

interface Detail {
  id: number;
  name: string;
  distance: number;
  difficulty: string;
  type: string;
  altarIds: number[];
  siteCount: number;
  participants: number;
  completedCount: number;
  creatorId: number;
  isFeatured: boolean;
  status: string;
  sites: Array<{ id: number; order: number; name: string; altarType: string }>;
}

describe('creating a pilgrimage', () => {
  it('answers each create rule with its message and stores nothing', async () => {
    const { client } = await member();
    const count = async (table: string) => Number((await app.db.knex(table).count({ n: '*' }))[0]?.n);
    const before = [await count('pilgrimages'), await count('pilgrimage_waypoints')];
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ description: 'too short' }, 'description', 'Description must be at least 10 characters'],
      [{ distance: 'abc' }, 'distance', 'Distance must be positive'],
      [{ distance: 0.05 }, 'distance', 'Distance must be positive'],
      [{ estimatedDuration: '' }, 'estimatedDuration', 'Duration is required'],
      [{ startingPoint: undefined }, 'startingPoint', 'Starting point is required'],
      [{ endingPoint: '' }, 'endingPoint', 'Ending point is required'],
      [{ altarIds: [2147483000] }, 'altarIds', `${PILGRIMAGE_MESSAGES.altarMissing} (altar 2147483000)`],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await client.post('/api/pilgrimages', payload(overrides));
      expect(response.status, field).toBe(400);
      expect(response.body.errors?.[field]).toBe(message);
    }
    // No route and no distance: nothing to measure.
    const unmeasured = await client.post(
      '/api/pilgrimages',
      payload({ startingLatitude: 0, startingLongitude: 0, endingLatitude: 0, endingLongitude: 0 }),
    );
    expect(unmeasured.body.errors).toEqual({ distance: 'Distance must be positive' });
    expect([await count('pilgrimages'), await count('pilgrimage_waypoints')]).toEqual(before);
  });

  it('allows 20 new pilgrimages a member a day: the next is a 429 with the message, stores nothing, and others go on', async () => {
    const { client, id } = await member();
    // Nineteen written in the last day, and one older one that no longer counts.
    for (let i = 0; i < PILGRIMAGE_LIMITS.perMemberPerDay; i += 1) {
      await app.db.knex('pilgrimages').insert({ name: `Earlier walk ${i}`, creator_id: id, altar_ids: [] });
    }
    await app.db
      .knex('pilgrimages')
      .where({ creator_id: id, name: 'Earlier walk 0' })
      .update({ created_at: app.db.knex.raw("now() - interval '25 hours'") });
    expect((await client.post('/api/pilgrimages', payload())).status).toBe(201);
    const before = await app.db.knex('pilgrimages').where({ creator_id: id }).count({ n: '*' });
    const refused = await client.post('/api/pilgrimages', payload());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PILGRIMAGE_MESSAGES.tooManyToday);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const graphql = await client.graphql(
      'mutation C($input: PilgrimageInput!) { createPilgrimage(input: $input) { id } }',
      { input: payload() },
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: PILGRIMAGE_MESSAGES.tooManyToday,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await app.db.knex('pilgrimages').where({ creator_id: id }).count({ n: '*' })).toEqual(before);
    expect((await (await member()).client.post('/api/pilgrimages', payload())).status).toBe(201);
  });

  it('is for members only', async () => {
    const guest = new TestClient(app.url);
    expect((await guest.post('/api/pilgrimages', payload())).status).toBe(401);
  });

  it('stores defaults, the creator, waypoints in order and the geodesic route distance', async () => {
    const { client, id: creatorId } = await member();
    const altars = await threeAltars();
    const order = [altars[2]!.id, altars[0]!.id, altars[1]!.id];
    const response = await client.post('/api/pilgrimages', payload({ altarIds: order }));
    expect(response.status).toBe(201);
    const created = response.body as unknown as Detail;
    expect(created).toMatchObject({
      difficulty: 'moderate',
      type: 'sacred_sites',
      creatorId,
      altarIds: order,
      siteCount: 3,
      participants: 0,
      completedCount: 0,
      isFeatured: false,
      status: 'published',
    });
    expect(created.sites.map((site) => [site.id, site.order])).toEqual(order.map((id, index) => [id, index + 1]));

    // Start -> sites in order -> end, measured on the spheroid by PostGIS: within 0.5% of haversine.
    const coordinates = [SITES[2]!, SITES[0]!, SITES[1]!];
    const reference = pathLengthMeters([START, ...coordinates, END]) / METERS_PER_MILE;
    expect(Math.abs(created.distance - reference) / reference).toBeLessThan(0.005);
    expect(haversineMeters(START, END)).toBeGreaterThan(0);

    const waypoints = await app.db
      .knex('pilgrimage_waypoints')
      .where({ pilgrimage_id: created.id })
      .orderBy('sort_order')
      .select('altar_id', 'sort_order');
    expect(waypoints).toEqual(order.map((altarId, index) => ({ altar_id: altarId, sort_order: index })));

    // The altars route answers in the order of altarIds, with the list-item fields.
    const sites = await client.get(`/api/pilgrimages/${created.id}/altars`);
    expect((sites.body as unknown as Array<{ id: number }>).map((site) => site.id)).toEqual(order);
    expect((sites.body as unknown as Array<Record<string, unknown>>)[2]).toMatchObject({
      id: altars[1]!.id,
      name: 'Foothill Altar 2',
      altarType: 'Water Altar',
      description: expect.any(String),
    });
  });

  it("keeps the client's distance when given", async () => {
    const { client } = await member();
    const response = await client.post('/api/pilgrimages', payload({ distance: '42.5' }));
    expect(response.status).toBe(201);
    expect(response.body.distance).toBe(42.5);
  });

  it('measures a route over GraphQL for the form', async () => {
    const { client } = await member();
    const response = await client.graphql('query($points: [RoutePointInput!]!) { routeDistance(points: $points) }', {
      points: [START, END],
    });
    const miles = (response.body.data as { routeDistance: number }).routeDistance;
    expect(miles).toBeCloseTo(haversineMeters(START, END) / METERS_PER_MILE, 1);
  });
});

describe('browse, detail, counts and curation', () => {
  it('lists every card field; counts come from journeys and completions', async () => {
    const { client } = await member();
    const altars = await threeAltars();
    const created = (await client.post('/api/pilgrimages', payload({ altarIds: altars.map((a) => a.id) })))
      .body as unknown as Detail;
    const walker = await buildUser(app.db.knex);
    const finisher = await buildUser(app.db.knex);
    await app.db.knex('active_pilgrimages').insert({ user_id: walker.id, pilgrimage_id: created.id });
    await app.db.knex('pilgrimage_completions').insert({ user_id: finisher.id, pilgrimage_id: created.id });

    const list = (await client.get('/api/pilgrimages')).body as unknown as Array<Record<string, unknown>>;
    expect(list.find((entry) => entry.id === created.id)).toMatchObject({
      name: 'Front Range Stillness Walk',
      type: 'sacred_sites',
      description: 'Three quiet altars along the foothills at dawn.',
      distance: created.distance,
      estimatedDuration: '2-3 days',
      siteCount: 3,
      startingPoint: 'Red Rocks',
      endingPoint: 'Golden',
      participants: 2,
      completedCount: 1,
      isFeatured: false,
    });
    const detail = await new TestClient(app.url).get(`/api/pilgrimages/${created.id}`);
    expect(detail.body).toMatchObject({
      participants: 2,
      completedCount: 1,
      bestSeasons: ['spring', 'fall'],
      guidelines: 'Walk softly.',
      accommodations: 'Campground at the midpoint.',
      tags: [],
    });
  });

  it('lists the places near the start, end and sites, so the location filter finds a town named by none', async () => {
    const { client } = await member();
    const altars = await threeAltars(0.002);
    const created = (
      await client.post(
        '/api/pilgrimages',
        payload({ altarIds: altars.map((a) => a.id), startingPoint: 'Trailhead', endingPoint: 'Overlook' }),
      )
    ).body as unknown as Detail;
    const list = (await client.get('/api/pilgrimages')).body as unknown as Array<{
      id: number;
      name: string;
      type: string;
      startingPoint: string | null;
      endingPoint: string | null;
      places: string[];
    }>;
    const listed = list.find((entry) => entry.id === created.id);
    if (!listed) throw new Error('The new pilgrimage is not listed');
    // Red Rocks to Golden along the foothills: Golden and Morrison are gazetteer places there.
    expect(listed.places).toContain('Golden');
    expect(listed.places.length).toBeGreaterThan(1);
    for (const place of listed.places) {
      const found = filterPilgrimages(list, { ...EMPTY_BROWSE_FILTERS, location: place.toLowerCase() });
      expect(found.map((entry) => entry.id)).toContain(created.id);
    }
    expect(filterPilgrimages([listed], { ...EMPTY_BROWSE_FILTERS, location: 'Kansas City' })).toEqual([]);
  });

  it('features and withdraws through the curation command; the creator still sees a withdrawn one', async () => {
    const owner = await member();
    const other = await member();
    const created = (await owner.client.post('/api/pilgrimages', payload({ name: 'Curated Walk' })))
      .body as unknown as Detail;
    await buildPilgrimage(app.db.knex, { isFeatured: false });

    expect(await curatePilgrimage(curation, 'feature', created.id)).toBe(true);
    const featuredList = (await other.client.get('/api/pilgrimages')).body as unknown as Detail[];
    expect(featuredList[0]?.isFeatured).toBe(true);
    expect(featuredList.find((entry) => entry.id === created.id)?.isFeatured).toBe(true);

    expect(await curatePilgrimage(curation, 'withdraw', created.id)).toBe(true);
    const guest = new TestClient(app.url);
    expect((await guest.get(`/api/pilgrimages/${created.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/pilgrimages/${created.id}`)).body).toEqual({
      message: 'Sacred journey not found',
    });
    expect((await other.client.get(`/api/pilgrimages/${created.id}/gpx`)).status).toBe(404);
    const othersList = (await other.client.get('/api/pilgrimages')).body as unknown as Detail[];
    expect(othersList.some((entry) => entry.id === created.id)).toBe(false);
    const { body } = await app.graphql<{ pilgrimage: null; pilgrimages: Array<{ id: number }> }>(
      `{ pilgrimage(id: ${created.id}) { id } pilgrimages(limit: 2000) { id } }`,
    );
    expect(body.data?.pilgrimage).toBeNull();
    expect(body.data?.pilgrimages.some((entry) => entry.id === created.id)).toBe(false);
    // Its creator still sees it, marked withdrawn.
    const own = await owner.client.get(`/api/pilgrimages/${created.id}`);
    expect(own.body).toMatchObject({ status: 'withdrawn' });

    expect(await curatePilgrimage(curation, 'restore', created.id)).toBe(true);
    expect((await guest.get(`/api/pilgrimages/${created.id}`)).status).toBe(200);
    expect(await curatePilgrimage(curation, 'unfeature', 2147483000)).toBe(false);
  });

  it('lets members report a pilgrimage through the community reports', async () => {
    const owner = await member();
    const created = (await owner.client.post('/api/pilgrimages', payload({ name: 'Reported Walk' })))
      .body as unknown as Detail;
    const reporters = await Promise.all([member(), member(), member()]);
    // Established reporters (docs/product.md "Reports and moderation"): accounts older than a week.
    await app.db
      .knex('users')
      .whereIn(
        'id',
        reporters.map((reporter) => reporter.id),
      )
      .update({ created_at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) });
    for (const reporter of reporters) {
      const response = await reporter.client.graphql(
        'mutation($input: ReportInput!) { reportContent(input: $input) { id } }',
        { input: { contentType: 'pilgrimage', contentId: created.id, reason: 'Leads onto private land.' } },
      );
      expect(response.body.errors).toBeUndefined();
    }
    // Reports alone hide nothing; a moderator upholding them hides it from everyone but its creator.
    expect((await reporters[0]!.client.get(`/api/pilgrimages/${created.id}`)).status).toBe(200);
    await app.server.services.reports.decide('pilgrimage', created.id, 'upheld');
    expect((await reporters[0]!.client.get(`/api/pilgrimages/${created.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/pilgrimages/${created.id}`)).status).toBe(200);
  });
});

describe('GPX', () => {
  async function upload(client: TestClient, text: string, filename = 'route.gpx') {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'application/gpx+xml' }), filename);
    const response = await fetch(`${app.url}/api/pilgrimages/gpx`, {
      method: 'POST',
      headers: client.cookie ? { cookie: client.cookie } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('exports a pilgrimage and imports it back to the same start, end and sites', async () => {
    const { client } = await member();
    const altars = await threeAltars(0.5);
    const order = [altars[1]!.id, altars[2]!.id, altars[0]!.id];
    const created = (await client.post('/api/pilgrimages', payload({ altarIds: order, name: 'Round & "Trip"' })))
      .body as unknown as Detail;

    const download = await fetch(`${app.url}/api/pilgrimages/${created.id}/gpx`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/gpx\+xml/);
    expect(download.headers.get('content-disposition')).toContain(`round-trip-${created.id}.gpx`);
    const gpx = await download.text();
    expect(gpx).toContain('<name>Round &amp; &quot;Trip&quot;</name>');

    const imported = await upload(client, gpx);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({
      name: 'Round & "Trip"',
      startingPoint: 'Red Rocks',
      endingPoint: 'Golden',
      startingLatitude: START.latitude,
      startingLongitude: START.longitude,
      endingLatitude: END.latitude,
      endingLongitude: END.longitude,
      altarIds: order,
      unmatchedWaypoints: [],
    });
    expect(Math.abs((imported.body.distance as number) - created.distance)).toBeLessThan(0.02);
  });

  it('matches waypoints to altars within 200 m and leaves others unmatched', async () => {
    const { client } = await member();
    const altar = await buildAltar(app.db.knex, { latitude: 40.5, longitude: -106.1, name: 'Near Altar' });
    const gpx = buildGpx({
      name: 'Field notes',
      start: null,
      end: null,
      sites: [
        { name: 'Close by', latitude: 40.5009, longitude: -106.1 }, // about 100 m north
        { name: 'Far away', latitude: 40.51, longitude: -106.1 }, // about 1.1 km north
      ],
    });
    const imported = await upload(client, gpx);
    expect(imported.status).toBe(200);
    expect(imported.body.altarIds).toEqual([altar.id]);
    expect(imported.body.unmatchedWaypoints).toEqual([{ name: 'Far away', latitude: 40.51, longitude: -106.1 }]);
  });

  it('refuses malformed and hostile files with a clear 400', async () => {
    const { client } = await member();
    const billionLaughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><gpx><wpt lat="1" lon="1"><name>&lol2;</name></wpt></gpx>';
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><gpx><wpt lat="1" lon="1"><name>&xxe;</name></wpt></gpx>';
    for (const text of [billionLaughs, xxe]) {
      const response = await upload(client, text);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('GPX files with a DOCTYPE or entity declarations are not accepted.');
    }
    const broken = await upload(client, '<gpx><trk><trkseg><trkpt lat="1" lon="2"></trkseg></gpx>');
    expect(broken).toEqual({
      status: 400,
      body: {
        message: 'The file is not valid GPX (malformed XML).',
        errors: { gpx: 'The file is not valid GPX (malformed XML).' },
      },
    });
    const huge = await upload(client, `<gpx>${' '.repeat(6 * 1024 * 1024)}</gpx>`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/too large/);
    const over = await client.graphql('mutation($gpx: String!) { importPilgrimageGpx(gpx: $gpx) { name } }', {
      gpx: '<kml/>',
    });
    expect((over.body.errors as unknown as Array<{ message: string }>)[0]?.message).toBe(
      'The file is not a GPX file (its root element must be <gpx>).',
    );
    const guest = new TestClient(app.url);
    expect((await upload(guest, '<gpx/>')).status).toBe(401);
  });
});

describe('journeys', () => {
  it('starts once per member and pilgrimage and reads the progress', async () => {
    const { client, id: userId } = await member();
    const altars = await threeAltars();
    const created = (await client.post('/api/pilgrimages', payload({ altarIds: altars.map((a) => a.id) })))
      .body as unknown as Detail;
    const first = await client.post(`/api/pilgrimages/${created.id}/start`, START);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      userId,
      pilgrimageId: created.id,
      distanceTraveled: 0,
      currentAltarIndex: 0,
      totalCheckpoints: 3,
      checkpointReached: [],
      isActive: true,
      currentLatitude: START.latitude,
      estimatedTimeRemaining: expect.any(Number),
    });
    const again = await Promise.all([
      client.post(`/api/pilgrimages/${created.id}/start`, {}),
      client.post(`/api/pilgrimages/${created.id}/start`),
    ]);
    expect(again.map((response) => response.body.id)).toEqual([first.body.id, first.body.id]);
    const mine = await client.get('/api/active-pilgrimages');
    expect((mine.body as unknown as Array<{ id: number }>).map((journey) => journey.id)).toEqual([first.body.id]);
    expect((await client.get(`/api/active-pilgrimages/${String(first.body.id)}`)).body).toMatchObject({
      id: first.body.id,
      totalCheckpoints: 3,
    });
    // Someone else's journey is not found; the detail now counts a participant.
    const other = await member();
    expect((await other.client.get(`/api/active-pilgrimages/${String(first.body.id)}`)).status).toBe(404);
    expect((await other.client.get(`/api/pilgrimages/${created.id}`)).body.participants).toBe(1);
    expect((await new TestClient(app.url).post(`/api/pilgrimages/${created.id}/start`)).status).toBe(401);
    expect((await client.post('/api/pilgrimages/2147483000/start')).status).toBe(404);
    expect((await client.post(`/api/pilgrimages/${created.id}/start`, { latitude: 95 })).status).toBe(400);
  });
});
