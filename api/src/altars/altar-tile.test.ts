import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAltar, buildAltarGrid, buildUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { AltarTileService } from './altar-tile.service';

/**
 * GET /tiles/altars/{z}/{x}/{y}.mvt on real PostGIS: the altars of a tile at their public
 * positions, clusters below zoom 14 that add up, the same features from ST_AsMVT and from the Node
 * encoder, HTTP caching, and a 400 for a bad address. Each test works in its own region.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** The z/x/y of the tile holding a point. */
function tileOf(latitude: number, longitude: number, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    z,
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n),
  };
}

interface DecodedFeature {
  id: number | undefined;
  properties: Record<string, unknown>;
  longitude: number;
  latitude: number;
}

function decode(bytes: Uint8Array, tile: { z: number; x: number; y: number }): Record<string, DecodedFeature[]> {
  const decoded = new VectorTile(new PbfReader(bytes));
  return Object.fromEntries(
    Object.entries(decoded.layers).map(([name, layer]) => [
      name,
      Array.from({ length: layer.length }, (_, i) => {
        const feature = layer.feature(i).toGeoJSON(tile.x, tile.y, tile.z);
        const [longitude, latitude] = (feature.geometry as unknown as { coordinates: [number, number] }).coordinates;
        const properties = (feature.properties ?? {}) as Record<string, unknown>;
        return { id: feature.id as number | undefined, properties, longitude, latitude };
      }),
    ]),
  );
}

async function getTile(tile: { z: number; x: number; y: number }, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/tiles/altars/${tile.z}/${tile.x}/${tile.y}.mvt`, { headers });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('altar tiles', () => {
  it('carry every altar of a street tile at its public position, a sensitive one generalized', async () => {
    const creator = await buildUser(app.db.knex);
    const open = await buildAltar(app.db.knex, {
      creatorId: creator.id,
      name: 'Tile Spring',
      latitude: 46.8123,
      longitude: 7.1234,
    });
    const other = await buildAltar(app.db.knex, {
      creatorId: creator.id,
      name: 'Tile Cairn',
      latitude: 46.8125,
      longitude: 7.1237,
      visitCount: 7,
    });
    // Sensitive: everyone sees the centre of its 0.2-degree cell, (46.9, 7.1), in another z14 tile.
    const hidden = await buildAltar(app.db.knex, {
      creatorId: creator.id,
      name: 'Tile Hidden',
      latitude: 46.8124,
      longitude: 7.1235,
      isLocationSensitive: true,
    });
    const tile = tileOf(46.8124, 7.1235, 14);

    const { response, bytes } = await getTile(tile);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=3600');
    expect(response.headers.get('set-cookie')).toBeNull();
    const { altars } = decode(bytes, tile);
    expect(altars?.map((feature) => feature.id)).toEqual([open.id, other.id]);
    expect(altars?.[1]?.properties).toMatchObject({
      name: 'Tile Cairn',
      altarType: 'Stone Circle',
      visitCount: 7,
      photoCount: 1,
      isEcoFriendly: true,
    });
    // 4096 units across a z14 tile of about 1.7 km: within half a metre.
    expect(altars?.[0]?.latitude).toBeCloseTo(46.8123, 5);
    expect(altars?.[0]?.longitude).toBeCloseTo(7.1234, 5);

    const publicTile = tileOf(46.9, 7.1, 14);
    const generalized = decode((await getTile(publicTile)).bytes, publicTile).altars ?? [];
    const shown = generalized.find((feature) => feature.id === hidden.id);
    expect(shown?.latitude).toBeCloseTo(46.9, 5);
    expect(shown?.longitude).toBeCloseTo(7.1, 5);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const tile = tileOf(46.8124, 7.1235, 14);
    const first = await getTile(tile);
    const etag = first.response.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
    const again = await getTile(tile, { 'if-none-match': etag as string, 'cache-control': 'max-age=0' });
    expect(again.response.status).toBe(304);
  });

  it('cluster low zooms from the cache, the counts adding up to the altars in the tile', async () => {
    // 400 altars on a 20 x 20 grid in the Karoo, well inside one z6 tile (22.5 to 28.1 E, 27.1 to 32.0 S).
    await buildAltarGrid(app.db.knex, { count: 400, west: 24, south: -30.5, columns: 20, stepDegrees: 0.05 });
    const tile = tileOf(-30, 24.5, 6);
    const { clusters } = decode((await getTile(tile)).bytes, tile);
    expect(clusters?.reduce((sum, feature) => sum + Number(feature.properties.count), 0)).toBe(400);
    for (const cluster of clusters ?? []) {
      expect(cluster.latitude).toBeGreaterThanOrEqual(Number(cluster.properties.south) - 1e-4);
      expect(cluster.latitude).toBeLessThanOrEqual(Number(cluster.properties.north) + 1e-4);
      expect(String(cluster.properties.id)).toMatch(/^6\/\d+\/\d+$/);
    }
  });

  it('are the same from PostGIS ST_AsMVT and from the Node encoder', async () => {
    await buildAltarGrid(app.db.knex, { count: 300, west: 139.7, south: 35.68, columns: 20, stepDegrees: 0.0004 });
    const tile = tileOf(35.682, 139.704, 15);
    const postgis = decode(await new AltarTileService(app.db.knex).tile('15', String(tile.x), String(tile.y)), tile);
    const node = decode(
      await new AltarTileService(app.db.knex, 'node').tile('15', String(tile.x), String(tile.y)),
      tile,
    );
    expect(postgis.altars?.length).toBeGreaterThan(0);
    expect(node).toEqual(postgis);
  });

  it.each(['23/0/0', '3/8/0', '3/0/8', '3/-1/0', '3/a/0', '3.5/0/0'])(
    'refuse the address %s with a 400',
    async (address) => {
      const response = await fetch(`${app.url}/tiles/altars/${address}.mvt`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message:
          'A tile is /tiles/altars/{z}/{x}/{y}.mvt with whole numbers, z from 0 to 22, x and y from 0 to 2^z - 1',
      });
    },
  );
});
