import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { GeoJSONVTTile } from '@maplibre/geojson-vt';
import { TileType } from 'pmtiles';
import sharp from 'sharp';
import { tilesCovering, writePmtiles, type ArchiveTile } from './pmtiles-writer';

/**
 * The basemap fixture the API and browser tests serve (no network): a few kilometres of countryside
 * in the Protomaps basemap schema around a given point (a demo altar): a footpath and a track past it,
 * a lane, a river with its name, a lake, a wood, a nature reserve, two buildings, a village name and a
 * peak. Zooms 0 to 15.
 */
export const FIXTURE_MAX_ZOOM = 15;
export const FIXTURE_NAMES = {
  path: 'Pilgrim Path',
  river: 'Silver Stream',
  village: 'Hollowmere',
  peak: 'Grey Tor',
  wood: 'Elder Wood',
} as const;
export const FIXTURE_ATTRIBUTION = 'Sacred Spaces test fixture';

type Position = [number, number];
interface Centre {
  latitude: number;
  longitude: number;
}

const HALF_SIZE = 0.03;

function feature(geometry: GeoJSON.Geometry, properties: Record<string, string | number>): GeoJSON.Feature {
  return { type: 'Feature', geometry, properties };
}

/** The fixture's features by Protomaps layer, in degrees from the centre. */
export function fixtureLayers({ latitude, longitude }: Centre): Record<string, GeoJSON.Feature[]> {
  const at = (dLng: number, dLat: number): Position => [longitude + dLng, latitude + dLat];
  const box = (west: number, south: number, east: number, north: number): GeoJSON.Polygon => ({
    type: 'Polygon',
    coordinates: [[at(west, south), at(east, south), at(east, north), at(west, north), at(west, south)]],
  });
  const line = (...points: Position[]): GeoJSON.LineString => ({ type: 'LineString', coordinates: points });
  const point = (dLng: number, dLat: number): GeoJSON.Point => ({ type: 'Point', coordinates: at(dLng, dLat) });
  return {
    earth: [feature(box(-HALF_SIZE, -HALF_SIZE, HALF_SIZE, HALF_SIZE), { kind: 'earth' })],
    landcover: [feature(box(0.0012, 0.0008, 0.02, 0.015), { kind: 'forest' })],
    landuse: [
      feature(box(-0.02, -0.02, -0.0025, -0.0022), { kind: 'nature_reserve', name: 'Quiet Vale' }),
      feature(box(0.0012, 0.0008, 0.02, 0.015), { kind: 'wood', name: FIXTURE_NAMES.wood }),
    ],
    water: [
      feature(
        line(at(-HALF_SIZE, 0.0004), at(-0.004, 0.0007), at(0, 0.0005), at(0.004, 0.0008), at(HALF_SIZE, 0.0006)),
        {
          kind: 'river',
          name: FIXTURE_NAMES.river,
        },
      ),
      feature(box(0.006, -0.012, 0.014, -0.006), { kind: 'lake' }),
      feature(point(0.01, -0.009), { kind: 'lake', name: 'Still Mere' }),
    ],
    roads: [
      feature(
        line(at(-HALF_SIZE, -0.0006), at(-0.0015, -0.0004), at(0.0004, 0), at(0.002, 0.0006), at(HALF_SIZE, 0.0009)),
        {
          kind: 'path',
          kind_detail: 'footway',
          name: FIXTURE_NAMES.path,
        },
      ),
      feature(line(at(0.0009, -HALF_SIZE), at(0.0008, -0.001), at(0.0012, HALF_SIZE)), {
        kind: 'path',
        kind_detail: 'track',
      }),
      feature(line(at(-HALF_SIZE, -0.0032), at(HALF_SIZE, -0.0029)), { kind: 'minor_road', name: 'Old Mill Lane' }),
    ],
    buildings: [
      feature(box(-0.0022, -0.0028, -0.0016, -0.0024), { kind: 'building' }),
      feature(box(-0.0012, -0.0027, -0.0007, -0.0023), { kind: 'building' }),
    ],
    places: [feature(point(-0.0016, -0.0016), { kind: 'locality', name: FIXTURE_NAMES.village, min_zoom: 8 })],
    pois: [feature(point(0.0018, 0.0012), { kind: 'park', name: FIXTURE_NAMES.wood })],
    natural: [feature(point(-0.0024, 0.0012), { kind: 'peak', name: FIXTURE_NAMES.peak, elevation: 412 })],
    boundaries: [],
  };
}

function boundsOf({ latitude, longitude }: Centre) {
  return {
    west: longitude - HALF_SIZE,
    south: latitude - HALF_SIZE,
    east: longitude + HALF_SIZE,
    north: latitude + HALF_SIZE,
  };
}

/** The vector archive's bytes. */
export function buildBasemapFixture(centre: Centre): Buffer {
  const indexes = Object.entries(fixtureLayers(centre)).map(
    ([name, features]) =>
      [
        name,
        new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom: FIXTURE_MAX_ZOOM, indexMaxZoom: 0 }),
      ] as const,
  );
  const bounds = boundsOf(centre);
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= FIXTURE_MAX_ZOOM; z++) {
    for (const { x, y } of tilesCovering(bounds, z)) {
      const layers: Record<string, GeoJSONVTTile> = {};
      for (const [name, index] of indexes) {
        const tile = index.getTile(z, x, y);
        if (tile && tile.features.length > 0) layers[name] = tile;
      }
      if (Object.keys(layers).length > 0)
        tiles.push({ z, x, y, data: fromGeojsonVt(layers, { version: 2, extent: 4096 }) });
    }
  }
  return writePmtiles(tiles, {
    tileType: TileType.Mvt,
    metadata: {
      name: 'Sacred Spaces fixture',
      attribution: `${FIXTURE_ATTRIBUTION} © OpenStreetMap contributors`,
      vector_layers: Object.keys(fixtureLayers(centre)).map((id) => ({ id, fields: {} })),
    },
    bounds,
    centre: { ...centre, zoom: 14 },
  });
}

const TERRAIN_MAX_ZOOM = 12;
const DEM_TILE = 256;

/**
 * The fixture's ground in metres: a round hill of 500 m at the centre on a rippled plain at 100 m. The
 * ripples are measured from the centre too, so the ground looks the same wherever a test puts it.
 */
export function fixtureElevation(centre: Centre, point: Centre): number {
  const east = point.longitude - centre.longitude;
  const distance = Math.hypot(east, point.latitude - centre.latitude);
  return 100 + 400 * Math.exp(-((distance / 0.01) ** 2)) + 30 * Math.sin(east * 900);
}

/** Terrarium-encoded elevation (metres + 32768 = R * 256 + G + B / 256): a round hill at the centre. */
async function demTile(z: number, x: number, y: number, centre: Centre): Promise<Uint8Array> {
  const pixels = Buffer.alloc(DEM_TILE * DEM_TILE * 3);
  const n = 2 ** z;
  for (let row = 0; row < DEM_TILE; row++) {
    for (let column = 0; column < DEM_TILE; column++) {
      // Each pixel holds the height at its centre.
      const longitude = ((x + (column + 0.5) / DEM_TILE) / n) * 360 - 180;
      const mercator = Math.PI * (1 - (2 * (y + (row + 0.5) / DEM_TILE)) / n);
      const latitude = (Math.atan(Math.sinh(mercator)) * 180) / Math.PI;
      const value = fixtureElevation(centre, { latitude, longitude }) + 32768;
      const offset = (row * DEM_TILE + column) * 3;
      pixels[offset] = Math.floor(value / 256);
      pixels[offset + 1] = Math.floor(value) % 256;
      pixels[offset + 2] = Math.floor((value % 1) * 256);
    }
  }
  return sharp(pixels, { raw: { width: DEM_TILE, height: DEM_TILE, channels: 3 } })
    .png()
    .toBuffer();
}

/** An elevation archive (PNG terrarium tiles, zooms 8 to 12) for the terrain style. */
export async function buildTerrainFixture(centre: Centre): Promise<Buffer> {
  const bounds = boundsOf(centre);
  const tiles: ArchiveTile[] = [];
  for (let z = 8; z <= TERRAIN_MAX_ZOOM; z++)
    for (const { x, y } of tilesCovering(bounds, z)) tiles.push({ z, x, y, data: await demTile(z, x, y, centre) });
  return writePmtiles(tiles, {
    tileType: TileType.Png,
    metadata: { name: 'Sacred Spaces terrain fixture', attribution: FIXTURE_ATTRIBUTION },
    bounds,
    centre: { ...centre, zoom: 12 },
  });
}

/** Writes both archives to a fresh temporary folder. */
export async function writeBasemapFixtures(centre: Centre): Promise<{ basemap: string; terrain: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sacred-basemap-'));
  const basemap = path.join(folder, 'basemap.pmtiles');
  const terrain = path.join(folder, 'terrain.pmtiles');
  await writeFile(basemap, buildBasemapFixture(centre));
  await writeFile(terrain, await buildTerrainFixture(centre));
  return { basemap, terrain };
}
