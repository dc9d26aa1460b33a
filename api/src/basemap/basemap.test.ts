import { rm } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_PALETTE, MAP_STYLE_UNAVAILABLE } from '@sacred/core/basemap';
import { startTestApp, UNREACHABLE_BASEMAP, type TestApp } from '../../test/app';
import { fixtureElevation, FIXTURE_NAMES, writeBasemapFixtures } from '../../test/basemap-fixture';
import { TestClient } from '../../test/http';
import { tilesCovering } from '../../test/pmtiles-writer';
import { BASEMAP_MESSAGES } from './basemap-messages';

const CENTRE = { latitude: 51.1789, longitude: -1.8262 };
const [centreTile] = tilesCovering(
  { west: CENTRE.longitude, south: CENTRE.latitude, east: CENTRE.longitude, north: CENTRE.latitude },
  15,
);
const TILE = `/tiles/basemap/15/${centreTile?.x}/${centreTile?.y}.mvt`;

interface StyleJson {
  glyphs: string;
  sprite: string;
  sources: Record<string, { type: string; tiles?: string[]; url?: string; attribution?: string; maxzoom?: number }>;
  layers: { id: string; type: string; 'source-layer'?: string; paint?: Record<string, unknown> }[];
  metadata: Record<string, string>;
}

/**
 * A conditional GET as a browser cache sends it (fetch() adds `Cache-Control: no-cache` to requests
 * with If-None-Match, which rightly defeats a 304).
 */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

let archives: { basemap: string; terrain: string };
let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  archives = await writeBasemapFixtures(CENTRE);
  app = await startTestApp({
    basemap: {
      ...UNREACHABLE_BASEMAP,
      vectorArchive: { kind: 'file', path: archives.basemap },
      terrainArchive: { kind: 'file', path: archives.terrain },
    },
  });
  client = new TestClient(app.url);
});

afterAll(async () => {
  await app?.close();
  if (archives) await rm(path.dirname(archives.basemap), { recursive: true, force: true });
});

describe('the basemap from our own PMTiles archive', () => {
  it('answers the street style with every source, glyph and sprite on our origin', async () => {
    const response = await client.get('/map/style.json?style=street');
    expect(response.status).toBe(200);
    const style = response.body as unknown as StyleJson;
    expect(style.glyphs).toBe('/map/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('/map/sprite');
    expect(style.sources.basemap).toMatchObject({
      type: 'vector',
      tiles: ['/tiles/basemap/{z}/{x}/{y}.mvt'],
      maxzoom: 15,
    });
    expect(style.sources.basemap?.attribution).toContain('OpenStreetMap contributors');
    expect(style.metadata['sacred:origin']).toBe('archive');
    // Paths and tracks read the Protomaps roads layer, drawn apart from the roads.
    const paths = style.layers.find((layer) => layer.id === 'paths');
    expect(paths?.['source-layer']).toBe('roads');
    expect(style.layers.map((layer) => layer.id)).toEqual(
      expect.arrayContaining([
        'water',
        'waterway',
        'landcover-wood',
        'buildings',
        'tracks',
        'place-labels',
        'peak-labels',
      ]),
    );
    // Same origin only: no third party in the content security policy.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self';/);
  });

  it('adds hillshade and contour lines from the elevation archive for the terrain style', async () => {
    const response = await client.get('/map/style.json?style=terrain');
    expect(response.status).toBe(200);
    const style = response.body as unknown as StyleJson;
    expect(style.sources['terrain-dem']).toMatchObject({
      type: 'raster-dem',
      tiles: ['/tiles/terrain/{z}/{x}/{y}.png'],
      attribution: 'Elevation: Sacred Spaces test fixture',
    });
    expect(style.sources.contours).toMatchObject({
      type: 'vector',
      tiles: ['/tiles/contours/{z}/{x}/{y}.mvt'],
      maxzoom: 12,
    });
    expect(style.layers.some((layer) => layer.type === 'hillshade')).toBe(true);
    expect(style.layers.filter((layer) => layer['source-layer'] === 'contours').map((layer) => layer.id)).toEqual([
      'contours-minor',
      'contours-major',
      'contour-labels',
    ]);
  });

  it('traces contour tiles from the elevation archive: every line lies at its height, 20 m apart at zoom 12', async () => {
    const [tile] = tilesCovering(
      { west: CENTRE.longitude, south: CENTRE.latitude, east: CENTRE.longitude, north: CENTRE.latitude },
      12,
    );
    if (!tile) throw new Error('no tile');
    const url = `${app.url}/tiles/contours/12/${tile.x}/${tile.y}.mvt`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    const layer = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer()))).layers.contours;
    if (!layer) throw new Error('no contours layer');
    const lines = Array.from({ length: layer.length }, (_, index) =>
      layer.feature(index).toGeoJSON(tile.x, tile.y, 12),
    );
    const heights = new Set(lines.map((line) => Number(line.properties?.ele)));
    // The hill rises from about 100 m to 500 m: lines every 20 m, every fifth (100 m) a major one.
    expect(heights.size).toBeGreaterThan(15);
    for (const height of heights) expect(height % 20).toBe(0);
    for (const line of lines)
      expect(line.properties?.major, String(line.properties?.ele)).toBe(Number(line.properties?.ele) % 100 === 0);
    // At every point of every line, the fixture's ground is at the line's height (within interpolation
    // over 20 m pixels and rounding to the tile grid).
    let checked = 0;
    for (const line of lines) {
      const coordinates = (line.geometry as unknown as { coordinates: [number, number][] }).coordinates;
      for (const [longitude, latitude] of coordinates) {
        const ground = fixtureElevation(CENTRE, { latitude, longitude });
        expect(Math.abs(ground - Number(line.properties?.ele)), `${latitude},${longitude}`).toBeLessThan(6);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    const etag = response.headers.get('etag') ?? '';
    expect(await revalidate(url, etag)).toBe(304);
    // Outside the elevation archive: an empty vector tile; a bad address or type: 400 with a message.
    expect((await fetch(`${app.url}/tiles/contours/12/0/0.mvt`)).status).toBe(204);
    const bad = await client.get('/tiles/contours/12/99999/0.mvt');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BASEMAP_MESSAGES.badTile);
    expect((await client.get(`/tiles/contours/12/${tile.x}/${tile.y}.png`)).body.message).toBe(
      BASEMAP_MESSAGES.badExtension('mvt'),
    );
  });

  it('refuses an unknown style and one without a source, with the reason', async () => {
    const unknown = await client.get('/map/style.json?style=watercolour');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(BASEMAP_MESSAGES.unknownStyle);
    const satellite = await client.get('/map/style.json?style=satellite');
    expect(satellite.status).toBe(400);
    expect(satellite.body.message).toBe(MAP_STYLE_UNAVAILABLE.satellite);
    const choices = await client.get('/map/styles.json');
    expect(choices.body).toEqual([
      { style: 'satellite', available: false, reason: MAP_STYLE_UNAVAILABLE.satellite },
      { style: 'terrain', available: true },
      { style: 'street', available: true },
    ]);
  });

  it('serves a vector tile with its features, an ETag and long caching, and 304 when unchanged', async () => {
    const response = await fetch(`${app.url}${TILE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('cache-control')).toMatch(/max-age=604800/);
    const bytes = Buffer.from(await response.arrayBuffer());
    for (const text of ['roads', 'water', 'places', FIXTURE_NAMES.path, FIXTURE_NAMES.river, FIXTURE_NAMES.village])
      expect(bytes.includes(text), text).toBe(true);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await revalidate(`${app.url}${TILE}`, etag)).toBe(304);
    expect(await revalidate(`${app.url}${TILE}`, '"another"')).toBe(200);
  });

  it('answers 204 for a tile outside the archive and 400 with a message for a bad address', async () => {
    expect((await fetch(`${app.url}/tiles/basemap/15/0/0.mvt`)).status).toBe(204);
    expect((await fetch(`${app.url}/tiles/basemap/16/0/0.mvt`)).status).toBe(204);
    for (const bad of [
      '/tiles/basemap/31/0/0.mvt',
      '/tiles/basemap/2/4/0.mvt',
      '/tiles/basemap/a/0/0.mvt',
      '/tiles/basemap/1/0/-1.mvt',
    ]) {
      const response = await client.get(bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.message).toBe(BASEMAP_MESSAGES.badTile);
    }
    const wrongType = await client.get(TILE.replace('.mvt', '.png'));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(BASEMAP_MESSAGES.badExtension('mvt'));
  });

  it('answers TileJSON with tile URLs on our origin', async () => {
    const response = await client.get('/tiles/basemap.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      tilejson: '3.0.0',
      tiles: [`${app.url}/tiles/basemap/{z}/{x}/{y}.mvt`],
      minzoom: 0,
      maxzoom: 15,
    });
  });

  it('serves terrain tiles as PNG and 404 outside them', async () => {
    const [tile] = tilesCovering(
      { west: CENTRE.longitude, south: CENTRE.latitude, east: CENTRE.longitude, north: CENTRE.latitude },
      10,
    );
    const response = await fetch(`${app.url}/tiles/terrain/10/${tile?.x}/${tile?.y}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${app.url}/tiles/terrain/10/0/0.png`)).status).toBe(404);
  });

  it('serves byte ranges of the archive with an ETag', async () => {
    const response = await fetch(`${app.url}/tiles/basemap.pmtiles`, { headers: { range: 'bytes=0-126' } });
    expect(response.status).toBe(206);
    const header = Buffer.from(await response.arrayBuffer());
    expect(header.length).toBe(127);
    expect(header.subarray(0, 7).toString('ascii')).toBe('PMTiles');
    expect(header[7]).toBe(3);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(await revalidate(`${app.url}/tiles/basemap.pmtiles`, etag)).toBe(304);
  });

  it('serves glyph ranges of the app font for any font stack, and the sprite', async () => {
    const glyphs = await fetch(`${app.url}/map/fonts/Noto%20Sans%20Regular/0-255.pbf`);
    expect(glyphs.status).toBe(200);
    const bytes = Buffer.from(await glyphs.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.includes('Noto Sans Regular')).toBe(true);
    const bold = Buffer.from(
      await (await fetch(`${app.url}/map/fonts/Open%20Sans%20Bold,Arial/0-255.pbf`)).arrayBuffer(),
    );
    expect(bold.includes('Noto Sans Bold')).toBe(true);
    const empty = await fetch(`${app.url}/map/fonts/Noto%20Sans%20Regular/59904-60159.pbf`);
    expect(empty.status).toBe(200);
    const badRange = await client.get('/map/fonts/Noto%20Sans%20Regular/3-300.pbf');
    expect(badRange.status).toBe(400);
    expect(badRange.body.message).toBe(BASEMAP_MESSAGES.badGlyphRange);
    const sprite = await client.get('/map/sprite.json');
    expect(sprite.status).toBe(200);
    expect(sprite.body.peak).toMatchObject({ width: 12, height: 12, pixelRatio: 1 });
    expect((await fetch(`${app.url}/map/sprite@2x.png`)).headers.get('content-type')).toBe('image/png');
    expect((await client.get('/map/sprite.svg')).status).toBe(404);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const paths = ((await client.get('/api/openapi.json')).body as { paths: Record<string, unknown> }).paths;
    for (const route of [
      '/map/style.json',
      '/map/fonts/{fontstack}/{range}.pbf',
      '/tiles/basemap/{z}/{x}/{y}.mvt',
      '/tiles/basemap.pmtiles',
      '/tiles/contours/{z}/{x}/{y}.mvt',
    ])
      expect(paths[route], route).toBeDefined();
  });

  it('uses the dark palette', async () => {
    const style = (await client.get('/map/style.json')).body as unknown as StyleJson;
    expect(style.layers.find((layer) => layer.id === 'paths')?.paint?.['line-color']).toBe(BASEMAP_PALETTE.path);
  });
});

describe('the basemap with nothing configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp({
      basemap: { ...UNREACHABLE_BASEMAP, defaultTileJsonUrl: 'https://tiles.example.org/planet' },
    });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('points the street style at the public service in its schema, and lets the browser reach only it', async () => {
    const response = await new TestClient(plain.url).get('/map/style.json?style=street');
    expect(response.status).toBe(200);
    const style = response.body as unknown as StyleJson;
    expect(style.sources.basemap).toMatchObject({ type: 'vector', url: 'https://tiles.example.org/planet' });
    expect(style.metadata).toMatchObject({ 'sacred:origin': 'default', 'sacred:schema': 'openmaptiles' });
    expect(style.layers.find((layer) => layer.id === 'paths')?.['source-layer']).toBe('transportation');
    expect(style.glyphs).toBe('/map/fonts/{fontstack}/{range}.pbf');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.org;/);
  });

  it('answers 404 with a message for tiles, as there is no archive', async () => {
    const response = await new TestClient(plain.url).get('/tiles/basemap/1/0/0.mvt');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(BASEMAP_MESSAGES.noArchive('basemap'));
    const contours = await new TestClient(plain.url).get('/tiles/contours/1/0/0.mvt');
    expect(contours.status).toBe(404);
    expect(contours.body.message).toBe(BASEMAP_MESSAGES.noArchive('terrain'));
  });
});
