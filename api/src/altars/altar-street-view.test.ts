import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIEWPORT_FEATURES } from '@sacred/core/map';
import { buildAltar, buildAltarGrid } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { startTestApp, type TestApp } from '../../test/app';

/**
 * Dense street views: more than MAX_VIEWPORT_FEATURES altars in a street-zoom viewport are
 * answered as clusters from the cluster cache's street levels (15, 17, 19), with the same clusters the
 * altars themselves give, and a member's own sensitive altars still decide what the member sees.
 * Each test works in its own region of the world.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

interface ClusterBody {
  id: string;
  count: number;
  latitude: number;
  longitude: number;
}

interface ViewportBody {
  gridZoom: number;
  clusters: ClusterBody[];
  altars: Array<{ id: number; name: string; latitude: number; longitude: number }>;
  total: number;
}

async function viewport(bbox: string, zoom: number, query = '', cookie?: string): Promise<ViewportBody> {
  const response = await fetch(`${app.url}/api/altars?bbox=${bbox}&zoom=${zoom}${query}`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ViewportBody;
}

const sumOf = (clusters: ClusterBody[]) => clusters.reduce((sum, cluster) => sum + cluster.count, 0);
const countsById = (body: ViewportBody) =>
  Object.fromEntries(body.clusters.map((cluster) => [cluster.id, cluster.count]));

/** The same cells with the same counts; centres equal but for float summation order (sum / count vs avg). */
function expectSameClusters(cached: ViewportBody, live: ViewportBody): void {
  expect(countsById(cached)).toEqual(countsById(live));
  const liveById = new Map(live.clusters.map((cluster) => [cluster.id, cluster]));
  for (const cluster of cached.clusters) {
    expect(cluster.latitude).toBeCloseTo(liveById.get(cluster.id)?.latitude ?? NaN, 9);
    expect(cluster.longitude).toBeCloseTo(liveById.get(cluster.id)?.longitude ?? NaN, 9);
  }
}

describe('a dense street view', () => {
  // A 1280 x 800 px screen is 5 x 360 / 2^zoom degrees wide; a grid of 2,400 altars (60 x 40) fills
  // half of it, so every zoom from 14 to 18 has more than 2,000 altars in view.
  it.each([14, 15, 16, 17, 18])('at zoom %i answers clusters summing to the altars in view', async (zoom) => {
    const width = (5 * 360) / 2 ** zoom;
    const step = width / 2 / 60;
    const south = -40 + zoom; // Patagonia to the pampas: one region per zoom.
    const west = -65;
    await buildAltarGrid(app.db.knex, { count: 2400, west, south, columns: 60, stepDegrees: step });
    const round = (value: number) => value.toFixed(7);
    const bbox = [west - width / 4, south - width / 8, west + width * 0.75, south + width / 2].map(round).join(',');

    const cached = await viewport(bbox, zoom);
    expect(cached.altars).toEqual([]);
    expect(cached.gridZoom).toBe(zoom);
    expect(cached.clusters.length).toBeLessThanOrEqual(MAX_VIEWPORT_FEATURES);
    expect(sumOf(cached.clusters)).toBe(2400);
    expect(cached.total).toBe(2400);
    // A text search is counted from the altars themselves: the same cells, counts and centres.
    const live = await viewport(bbox, zoom, '&q=grid%20altar');
    expectSameClusters(cached, live);
  });

  it('still lists the altars when no more than 2,000 are in view', async () => {
    const zoom = 16;
    const width = (5 * 360) / 2 ** zoom;
    const step = width / 2 / 50;
    await buildAltarGrid(app.db.knex, { count: 2000, west: 30, south: -20, columns: 50, stepDegrees: step });
    const bbox = [30 - width / 4, -20 - width / 8, 30 + width * 0.75, -20 + width / 2]
      .map((v) => v.toFixed(7))
      .join(',');
    const body = await viewport(bbox, zoom);
    expect(body.clusters).toEqual([]);
    expect(body.altars).toHaveLength(2000);
    const ids = body.altars.map((altar) => altar.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('a dense street view and sensitive locations', () => {
  // The 0.2-degree cell [-30.2, -30.0) x [-70.2, -70.0) generalizes a sensitive altar to (-30.1, -70.1).
  const bbox = '-70.106,-30.105,-70.094,-30.095';

  it('lists a member the altars when their own sensitive ones, public in view, truly lie elsewhere', async () => {
    const member = new TestClient(app.url);
    const signup = await member.post('/api/auth/signup', validSignup());
    const memberId = ((signup.body.user as { id?: number } | undefined)?.id ?? signup.body.id) as number;
    expect(memberId).toBeGreaterThan(0);
    // 1,999 ordinary altars around the public spot, 22 m apart, all inside the box.
    await buildAltarGrid(app.db.knex, { count: 1999, west: -70.105, south: -30.104, columns: 50, stepDegrees: 0.0002 });
    for (let i = 0; i < 3; i += 1) {
      await buildAltar(app.db.knex, {
        creatorId: memberId,
        name: `Grid Altar hidden ${i}`,
        latitude: -30.05 + i * 0.001,
        longitude: -70.05,
        isLocationSensitive: true,
      });
    }

    // Everyone else sees 2,002 altars in view (the 3 at their public spot): clusters.
    const guest = await viewport(bbox, 16);
    expect(guest.altars).toEqual([]);
    expect(sumOf(guest.clusters)).toBe(2002);
    expectSameClusters(guest, await viewport(bbox, 16, '&q=grid%20altar'));

    // The member sees their 3 where they truly are, outside the box: 1,999 in view, listed.
    const own = await viewport(bbox, 16, '', member.cookie);
    expect(own.clusters).toEqual([]);
    expect(own.altars).toHaveLength(1999);
    expect(own.altars.some((altar) => altar.name.startsWith('Grid Altar hidden'))).toBe(false);
  });
});
