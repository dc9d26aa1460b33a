import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIEWPORT_FEATURES, NAME_GRAM_CACHE_LEVEL, viewportGrid } from '@sacred/core/map';
import { buildAltar, buildAltarGrid, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { AltarRepository, withKnnFallback } from './altar.repository';

/**
 * The map's spatial queries over real HTTP on real PostGIS. Each test works in its own region of the
 * world, far from the others, so they do not see each other's altars.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

interface Point {
  latitude: number;
  longitude: number;
}

/** The point `meters` away from `origin` along `azimuth` degrees, on the WGS 84 spheroid (PostGIS ST_Project). */
async function pointAt(origin: Point, meters: number, azimuth: number): Promise<Point> {
  const result = await app.db.knex.raw<{ rows: Array<{ latitude: number; longitude: number }> }>(
    `SELECT ST_Y(p::geometry) AS latitude, ST_X(p::geometry) AS longitude
     FROM ST_Project(ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography, ?::float8, radians(?::float8)) AS p`,
    [origin.longitude, origin.latitude, meters, azimuth],
  );
  const row = result.rows[0] as Point;
  // Stored as numeric(10,7): about a centimetre, far below the margins the tests use.
  return { latitude: Number(row.latitude.toFixed(7)), longitude: Number(row.longitude.toFixed(7)) };
}

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

interface NearbyBody {
  id: number;
  name: string;
  distanceMeters: number;
  altarType: string;
}

interface ClusterBody {
  id: string;
  count: number;
  latitude: number;
  longitude: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

interface ViewportBody {
  gridZoom: number;
  clusters: ClusterBody[];
  altars: Array<{ id: number; name: string; latitude: number; longitude: number; photoCount: number }>;
  total: number;
}

const sumOf = (clusters: ClusterBody[]) => clusters.reduce((sum, cluster) => sum + cluster.count, 0);

describe('altars near a point', () => {
  const origin = { latitude: 39.7392, longitude: -104.9903 };

  it('finds altars just inside the radius, not just outside, nearest first, with geodesic distances', async () => {
    const creator = await buildUser(app.db.knex);
    const at = async (name: string, meters: number, azimuth: number) => {
      const point = await pointAt(origin, meters, azimuth);
      return buildAltar(app.db.knex, { creatorId: creator.id, name, ...point });
    };
    const inside = await at('Just Inside', 4990, 10);
    const near = await at('Very Near', 120, 200);
    const middle = await at('Halfway', 2500, 300);
    await at('Just Outside', 5010, 95);

    const { status, body } = await getJson<NearbyBody[]>(
      `/api/altars?lat=${origin.latitude}&lng=${origin.longitude}&radius=5000`,
    );
    expect(status).toBe(200);
    expect(body.map((altar) => altar.id)).toEqual([near.id, middle.id, inside.id]);
    expect(body[0]?.distanceMeters).toBeCloseTo(120, 0);
    expect(body[1]?.distanceMeters).toBeCloseTo(2500, 0);
    expect(body[2]?.distanceMeters).toBeCloseTo(4990, 0);

    const wider = await getJson<NearbyBody[]>(`/api/altars?lat=${origin.latitude}&lng=${origin.longitude}&radius=6000`);
    expect(wider.body.map((altar) => altar.name)).toEqual(['Very Near', 'Halfway', 'Just Inside', 'Just Outside']);

    const limited = await getJson<NearbyBody[]>(`/api/altars?lat=${origin.latitude}&lng=${origin.longitude}&limit=2`);
    expect(limited.body.map((altar) => altar.id)).toEqual([near.id, middle.id]);
  });

  it("leaves out the altars in the corners of the radius's bounding box, whatever the limit", async () => {
    // Santiago: nothing else in these tests is near. 5.5-6.9 km away diagonally is inside the box of 5 km.
    const santiago = { latitude: -33.4489, longitude: -70.6693 };
    const inCircle = [];
    for (const [meters, azimuth] of [
      [1000, 0],
      [4900, 180],
    ] as const)
      inCircle.push(
        await buildAltar(app.db.knex, { name: `Circle ${meters}`, ...(await pointAt(santiago, meters, azimuth)) }),
      );
    for (const [meters, azimuth] of [
      [5500, 45],
      [6000, 135],
      [6500, 225],
      [6900, 315],
    ] as const)
      await buildAltar(app.db.knex, { name: `Corner ${meters}`, ...(await pointAt(santiago, meters, azimuth)) });
    const ids = inCircle.map((altar) => altar.id);
    for (const limit of [2, 3, 200]) {
      const { body } = await getJson<NearbyBody[]>(
        `/api/altars?lat=${santiago.latitude}&lng=${santiago.longitude}&radius=5000&limit=${limit}`,
      );
      expect(body.map((altar) => altar.id)).toEqual(ids);
    }
    const { body } = await getJson<NearbyBody[]>(
      `/api/altars?lat=${santiago.latitude}&lng=${santiago.longitude}&radius=7000&limit=3`,
    );
    expect(body.map((altar) => altar.name)).toEqual(['Circle 1000', 'Circle 4900', 'Corner 5500']);
  });

  it('answers the same over GraphQL, with 5 km as the default radius', async () => {
    const point = await pointAt(origin, 4000, 45);
    const altar = await buildAltar(app.db.knex, { name: 'Cottonwood Ring', ...point });
    const { body } = await app.graphql<{ altarsNear: Array<{ id: number; name: string; distanceMeters: number }> }>(
      `query ($lat: Float!, $lng: Float!) { altarsNear(latitude: $lat, longitude: $lng) { id name distanceMeters } }`,
      { lat: origin.latitude, lng: origin.longitude },
    );
    expect(body.errors).toBeUndefined();
    const found = body.data?.altarsNear.find((entry) => entry.id === altar.id);
    expect(found?.distanceMeters).toBeCloseTo(4000, 0);
    const distances = body.data?.altarsNear.map((entry) => entry.distanceMeters) ?? [];
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('map filters', () => {
  // Reykjavik: nothing else in these tests is near.
  const origin = { latitude: 64.1466, longitude: -21.9426 };
  const near = (query: string) =>
    getJson<NearbyBody[]>(`/api/altars?lat=${origin.latitude}&lng=${origin.longitude}&radius=50000&${query}`).then(
      ({ body }) => body.map((altar) => altar.name).sort(),
    );

  beforeAll(async () => {
    const creatorId = (await buildUser(app.db.knex)).id;
    const build = async (name: string, meters: number, overrides: Parameters<typeof buildAltar>[1]) =>
      buildAltar(app.db.knex, { creatorId, name, ...(await pointAt(origin, meters, 90)), ...overrides });
    await build('Basalt Stone Ring', 1000, { altarType: 'Stone Circle' });
    await build('Geyser Water Altar', 2000, { altarType: 'Water Altar', recentActivity: 3 });
    await build('Moss Spiral', 3000, { altarType: 'Moss Spiral', isEcoFriendly: false });
    await build('Plain Other', 4000, { altarType: 'Other', photos: [] });
  });

  it('filters by exact altar type, and "Other" by every type outside the known list', async () => {
    expect(await near('altarType=Water%20Altar')).toEqual(['Geyser Water Altar']);
    expect(await near('altarType=Other')).toEqual(['Moss Spiral', 'Plain Other']);
    expect(await near('altarType=Moss%20Spiral')).toEqual(['Moss Spiral']);
  });

  it('filters by eco-friendly, photos and recent activity', async () => {
    expect(await near('ecoFriendly=false')).toEqual(['Moss Spiral']);
    expect(await near('ecoFriendly=true')).toEqual(['Basalt Stone Ring', 'Geyser Water Altar', 'Plain Other']);
    expect(await near('hasPhotos=false')).toEqual(['Plain Other']);
    expect(await near('recentActivity=true')).toEqual(['Geyser Water Altar']);
    expect(await near('recentActivity=true&altarType=Stone%20Circle')).toEqual([]);
    expect(await near('hasPhotos=true')).toEqual(['Basalt Stone Ring', 'Geyser Water Altar', 'Moss Spiral']);
    expect(await near('recentActivity=false')).toEqual(['Basalt Stone Ring', 'Moss Spiral', 'Plain Other']);
    expect(await near('ecoFriendly=true&hasPhotos=true&recentActivity=true')).toEqual(['Geyser Water Altar']);
    expect(await near('ecoFriendly=true&hasPhotos=false&recentActivity=false')).toEqual(['Plain Other']);
    expect(await near('ecoFriendly=false&hasPhotos=false')).toEqual([]);
  });

  it('searches names, case-insensitive contains, with LIKE wildcards taken literally', async () => {
    expect(await near('q=STONE')).toEqual(['Basalt Stone Ring']);
    expect(await near('q=al')).toEqual(['Basalt Stone Ring', 'Geyser Water Altar', 'Moss Spiral']);
    expect(await near('q=%25')).toEqual([]);
    expect(await near('q=_')).toEqual([]);
  });

  it('filters the plain list and the GraphQL fields the same way', async () => {
    const list = await getJson<NearbyBody[]>('/api/altars?q=geyser');
    expect(list.body.map((altar) => altar.name)).toEqual(['Geyser Water Altar']);
    const { body } = await app.graphql<{ altarsNear: Array<{ name: string }>; altars: Array<{ name: string }> }>(
      `query ($lat: Float!, $lng: Float!) {
        altarsNear(latitude: $lat, longitude: $lng, radius: 50000, filter: { ecoFriendly: false }) { name }
        altars(filter: { q: "basalt", altarType: null }) { name }
      }`,
      { lat: origin.latitude, lng: origin.longitude },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.altarsNear).toEqual([{ name: 'Moss Spiral' }]);
    expect(body.data?.altars).toEqual([{ name: 'Basalt Stone Ring' }]);
  });
});

describe('the name filter with a text too short for the trigram index', () => {
  // Tromsø: nothing else in these tests is near. Such a text is looked up by its characters and pairs.
  const origin = { latitude: 69.6492, longitude: 18.9553 };
  const near = (text: string) =>
    getJson<NearbyBody[]>(
      `/api/altars?lat=${origin.latitude}&lng=${origin.longitude}&radius=50000&q=${encodeURIComponent(text)}`,
    ).then(({ body }) => body.map((altar) => altar.name).sort());
  let renamedId: number;

  beforeAll(async () => {
    const names = ['Fizz Pool', 'Ísafold Cairn', 'A B Stones', '100% Moss', 'Quiet_Reed', 'Yew'];
    for (const [index, name] of names.entries()) {
      const altar = await buildAltar(app.db.knex, { name, ...(await pointAt(origin, 1000 * (index + 1), 90)) });
      if (name === 'Yew') renamedId = altar.id;
    }
  });

  it('finds every name that holds it, case-insensitive, non-ASCII letters and spaces included', async () => {
    expect(await near('ZZ')).toEqual(['Fizz Pool']);
    expect(await near('ís')).toEqual(['Ísafold Cairn']);
    expect(await near('ÍS')).toEqual(['Ísafold Cairn']);
    expect(await near('a b')).toEqual(['A B Stones']);
    expect(await near('y')).toEqual(['Yew']);
    expect(await near('qz')).toEqual([]);
    expect(await near('f')).toEqual(['Fizz Pool', 'Ísafold Cairn']);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await near('%')).toEqual(['100% Moss']);
    expect(await near('0%')).toEqual(['100% Moss']);
    expect(await near('_')).toEqual(['Quiet_Reed']);
    expect(await near('t_')).toEqual(['Quiet_Reed']);
  });

  it('finds a renamed altar by its new name only', async () => {
    await app.db.knex('altars').where({ id: renamedId }).update({ name: 'Oxbow' });
    expect(await near('xb')).toEqual(['Oxbow']);
    expect(await near('y')).toEqual([]);
  });

  it('filters the newest list and the map viewport the same way', async () => {
    const list = await getJson<NearbyBody[]>('/api/altars?q=zz');
    expect(list.body.map((altar) => altar.name)).toEqual(['Fizz Pool']);
    const bbox = `${origin.longitude - 1},${origin.latitude - 0.5},${origin.longitude + 1},${origin.latitude + 0.5}`;
    const clustered = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=6&q=zz`);
    expect(clustered.body.total).toBe(1);
    const street = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=14&q=%25`);
    expect(street.body.altars.map((altar) => altar.name)).toEqual(['100% Moss']);
  });
});

describe('the viewport', () => {
  // 3,000 altars on a 60 x 50 grid, 0.01 degree apart, in northern Italy.
  const box = { west: 10, south: 45, east: 10.59, north: 45.49 };
  const bbox = `${box.west - 0.001},${box.south - 0.001},${box.east + 0.001},${box.north + 0.001}`;

  beforeAll(async () => {
    await buildAltarGrid(app.db.knex, {
      count: 3000,
      west: box.west,
      south: box.south,
      columns: 60,
      stepDegrees: 0.01,
    });
  });

  it.each([2, 4, 8, 12, 14, 16, 22])(
    'answers at most 2,000 features at zoom %i, clusters summing to the altars in the box',
    async (zoom) => {
      const { status, body } = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=${zoom}`);
      expect(status).toBe(200);
      expect(body.clusters.length + body.altars.length).toBeLessThanOrEqual(MAX_VIEWPORT_FEATURES);
      expect(body.altars).toEqual([]);
      expect(sumOf(body.clusters)).toBe(3000);
      expect(body.total).toBe(3000);
      for (const cluster of body.clusters) {
        expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.south);
        expect(cluster.latitude).toBeLessThanOrEqual(cluster.north);
        expect(cluster.longitude).toBeGreaterThanOrEqual(cluster.west);
        expect(cluster.longitude).toBeLessThanOrEqual(cluster.east);
      }
    },
  );

  it('keeps the bound for a whole-world box at a street zoom', async () => {
    const { body } = await getJson<ViewportBody>('/api/altars?bbox=-180,-90,180,90&zoom=18');
    expect(body.clusters.length).toBeLessThanOrEqual(MAX_VIEWPORT_FEATURES);
    expect(body.clusters.length).toBeGreaterThan(0);
    expect(sumOf(body.clusters)).toBe(body.total);
  });

  it('answers individual altars at high zoom when few are in view', async () => {
    const { body } = await getJson<ViewportBody>('/api/altars?bbox=9.9995,44.9995,10.0305,45.0205&zoom=16');
    expect(body.clusters).toEqual([]);
    expect(body.altars).toHaveLength(4 * 3);
    expect(body.altars[0]).toMatchObject({ name: 'Grid Altar 0', latitude: 45, longitude: 10, photoCount: 1 });
  });

  it('computes the same clusters from the cache and from the altars table (text search)', async () => {
    const cached = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=9`);
    const live = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=9&q=grid%20altar`);
    const byId = (body: ViewportBody) =>
      Object.fromEntries(body.clusters.map((cluster) => [cluster.id, [cluster.count, cluster.latitude.toFixed(6)]]));
    expect(byId(live.body)).toEqual(byId(cached.body));
  });

  it('counts a name filter of one or two characters from the name-gram cache, exactly as from the altars', async () => {
    const grid = viewportGrid(
      { west: box.west - 0.001, south: box.south - 0.001, east: box.east + 0.001, north: box.north + 0.001 },
      4,
    );
    const clustersOf = (body: ViewportBody) =>
      Object.fromEntries(body.clusters.map((cluster) => [cluster.id, [cluster.count, cluster.latitude.toFixed(6)]]));
    const viewport = async (q: string) =>
      (await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=4&q=${encodeURIComponent(q)}`)).body;
    for (const q of ['7', 'GR', '0', ' 9 ', 'zz']) {
      const live = await new AltarRepository(app.db.knex).liveCells(grid, { q: q.trim() });
      const expected = Object.fromEntries(
        live.map((cell) => [`${grid.gridZoom}/${cell.x}/${cell.y}`, [cell.count, Number(cell.latitude).toFixed(6)]]),
      );
      expect(clustersOf(await viewport(q))).toEqual(expected);
    }
    // "Grid Altar 0" to "Grid Altar 2999": all but the 3 x 9 x 9 x 9 numbers without a 7.
    expect((await viewport('7')).total).toBe(3000 - 3 * 9 ** 3);
    // The answer is the cache's: a count changed there shows (and is put back).
    const perDegree = 2 ** (NAME_GRAM_CACHE_LEVEL + 3) / 360;
    const firstCell = {
      cx: Math.floor((box.west + 180) * perDegree),
      cy: Math.floor((box.south + 90) * perDegree),
    };
    const cache = () =>
      app.db.knex('altar_map_cell_grams').where({ level: NAME_GRAM_CACHE_LEVEL, gram: 'gr', ...firstCell });
    await cache().increment('count', 5);
    try {
      expect((await viewport('GR')).total).toBe(3005);
    } finally {
      await cache().decrement('count', 5);
    }
  });

  it('answers the same over GraphQL', async () => {
    const { body } = await app.graphql<{ altarViewport: ViewportBody }>(
      `query ($bbox: BoundingBoxInput!) {
        altarViewport(bbox: $bbox, zoom: 6, filter: { ecoFriendly: true }) {
          gridZoom total clusters { id count latitude longitude west south east north } altars { id }
        }
      }`,
      { bbox: box },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.altarViewport.gridZoom).toBe(6);
    expect(sumOf(body.data?.altarViewport.clusters ?? [])).toBe(3000);
  });
});

describe('low-zoom clusters stay current', () => {
  // The Australian outback, at zoom 4 (a continent), served from the trigger-maintained cache.
  const bbox = '110,-45,155,-10';
  const total = async (query = '') =>
    (await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=4${query}`)).body.total;

  it('counts an altar as soon as it is inserted, updated or deleted', async () => {
    const before = await total();
    const altar = await buildAltar(app.db.knex, { name: 'Red Centre Cairn', latitude: -25.34, longitude: 131.03 });
    const after = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=4`);
    expect(after.body.total).toBe(before + 1);
    const cell = after.body.clusters.find(
      (cluster) => cluster.west <= 131.03 && 131.03 < cluster.east && cluster.south <= -25.34 && -25.34 < cluster.north,
    );
    expect(cell?.count).toBeGreaterThanOrEqual(1);

    const recentBefore = await total('&recentActivity=true');
    await app.db.knex('altars').where({ id: altar.id }).update({ recent_activity: 2 });
    expect(await total('&recentActivity=true')).toBe(recentBefore + 1);

    await app.db.knex('altars').where({ id: altar.id }).del();
    expect(await total()).toBe(before);
    expect(await total('&recentActivity=true')).toBe(recentBefore);
  });

  it('keeps the name-gram counts equal to the altars through inserts, renames, moves, counters and deletes', async () => {
    const altar = await buildAltar(app.db.knex, { name: 'Qx Spring', latitude: -25.3, longitude: 131.0 });
    expect(await total('&q=qx')).toBe(1);
    await app.db.knex('altars').where({ id: altar.id }).update({ name: 'Wattle Qy' });
    expect(await total('&q=qx')).toBe(0);
    expect(await total('&q=QY')).toBe(1);
    await app.db.knex('altars').where({ id: altar.id }).update({ latitude: -20.1, longitude: 140.2, visit_count: 5 });
    const moved = await getJson<ViewportBody>(`/api/altars?bbox=${bbox}&zoom=4&q=qy`);
    expect(moved.body.clusters).toHaveLength(1);
    expect(moved.body.clusters[0]).toMatchObject({ count: 1, latitude: -20.1, longitude: 140.2 });

    // Every cell's count of every gram is the altars' own, recounted (a cell emptied keeps a row of 0).
    const drift = await app.db.knex.raw(
      `WITH recounted AS (
         SELECT g.gram, floor((public_longitude::float8 + 180) * (2 ^ ?) / 360)::int AS cx,
                floor((public_latitude::float8 + 90) * (2 ^ ?) / 360)::int AS cy, count(*)::int AS count
         FROM altars CROSS JOIN unnest(altar_name_grams(name)) AS g(gram) GROUP BY 1, 2, 3),
       kept AS (SELECT gram, cx, cy, count FROM altar_map_cell_grams WHERE level = ? AND count <> 0)
       (SELECT * FROM recounted EXCEPT SELECT * FROM kept) UNION ALL (SELECT * FROM kept EXCEPT SELECT * FROM recounted)`,
      [NAME_GRAM_CACHE_LEVEL + 3, NAME_GRAM_CACHE_LEVEL + 3, NAME_GRAM_CACHE_LEVEL],
    );
    expect(drift.rows).toEqual([]);

    await app.db.knex('altars').where({ id: altar.id }).del();
    expect(await total('&q=qy')).toBe(0);
  });

  it('counts an altar created through the service', async () => {
    const before = await total();
    const creator = await buildUser(app.db.knex);
    await app.server.services.altarContributions.create({
      name: 'Kings Canyon Flags',
      latitude: -24.25,
      longitude: 131.5,
      altarType: 'Prayer Flags',
      photos: ['/media/seed/example.svg'],
      creatorId: creator.id,
    });
    expect(await total()).toBe(before + 1);
    expect(await total('&altarType=Prayer%20Flags')).toBeGreaterThanOrEqual(1);
  });
});

describe('the antimeridian', () => {
  it('answers a box that crosses it (west > east) with the altars on both sides', async () => {
    const creator = await buildUser(app.db.knex);
    const east = await buildAltar(app.db.knex, { creatorId: creator.id, latitude: -17.5, longitude: 179.95 });
    const west = await buildAltar(app.db.knex, { creatorId: creator.id, latitude: -17.5, longitude: -179.95 });
    const altars = await getJson<ViewportBody>('/api/altars?bbox=179.9,-17.6,-179.9,-17.4&zoom=15');
    expect(altars.body.altars.map((altar) => altar.id).sort()).toEqual([east.id, west.id].sort());
    const clusters = await getJson<ViewportBody>('/api/altars?bbox=170,-30,-170,-5&zoom=5');
    expect(clusters.body.total).toBe(2);
    expect(clusters.body.clusters.length).toBe(2);
  });
});

describe('bad parameters', () => {
  it.each([
    ['lat=91&lng=0', 'lat', /between -90 and 90/],
    ['lat=10&lng=-181', 'lng', /between -180 and 180/],
    ['lat=10&lng=10&radius=0', 'radius', /between 1000 and 50000/],
    ['lat=10&lng=10&radius=60000', 'radius', /between 1000 and 50000/],
    ['lat=10', 'lng', /go together/],
    ['radius=5000', 'radius', /needs lat and lng/],
    ['lat=abc&lng=1', 'lat', /must be a number/],
    ['bbox=1,2,3&zoom=4', 'bbox', /west,south,east,north/],
    ['bbox=a,b,c,d&zoom=4', 'bbox', /west,south,east,north/],
    ['bbox=0,100,10,10&zoom=4', 'bbox', /west,south,east,north/],
    ['bbox=0,20,10,10&zoom=4', 'bbox', /south must not be greater than north/],
    ['bbox=0,0,10,10&zoom=30', 'zoom', /between 0 and 24/],
    ['bbox=0,0,10,10', 'zoom', /required with bbox/],
    ['zoom=4', 'bbox', /needs bbox/],
    ['bbox=0,0,10,10&zoom=4&lat=1&lng=1', 'bbox', /either bbox or lat and lng/],
    ['ecoFriendly=maybe', 'ecoFriendly', /true or false/],
    [`q=${'x'.repeat(101)}`, 'q', /at most 100/],
  ])('GET /api/altars?%s -> 400 naming %s', async (query, field, message) => {
    const { status, body } = await getJson<{ message: string; errors: Record<string, string> }>(`/api/altars?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[field]).toMatch(message);
  });

  it('maps bad GraphQL arguments to BAD_USER_INPUT with field errors', async () => {
    const near = await app.graphql(`{ altarsNear(latitude: 91, longitude: 0, radius: 0) { id } }`);
    expect(near.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(near.body.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      latitude: 'latitude must be between -90 and 90',
      radius: 'radius must be between 1000 and 50000 meters',
    });
    const viewport = await app.graphql(
      `{ altarViewport(bbox: { west: 0, south: 10, east: 1, north: 5 }, zoom: 30) { total } }`,
    );
    expect(viewport.body.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      north: 'south must not be greater than north',
      zoom: 'zoom must be between 0 and 24',
    });
  });
});

describe('nearest first when PostGIS refuses its index order', () => {
  it('answers by the exact distance instead, and passes any other error on', async () => {
    const asked: boolean[] = [];
    const refusedOnce = await withKnnFallback(async (knn) => {
      asked.push(knn);
      if (knn) throw new Error('index returned tuples in wrong order');
      return ['by exact distance'];
    });
    expect(refusedOnce).toEqual(['by exact distance']);
    expect(asked).toEqual([true, false]);
    await expect(
      withKnnFallback(async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
  });
});
