/**
 * The size of an offline pilgrimage pack for a 100 km rural corridor (issue 18 item 4's target:
 * at most 25 MB for tiles + altars + pilgrimage + weather), and how it grows with zoom.
 *
 * No regional extract can be fetched on this machine, so the basemap is a synthetic rural world of
 * realistic density for European farmland and woods, written here as Mapbox Vector Tiles in the
 * Protomaps layer names: per km², 0.3 km of major road, 1.5 km of minor road, 2.5 km of tracks and
 * paths, 3 km of hedges and tree rows, 1.2 km of streams (vertices every 25-40 m with jitter, half
 * the roads and a third of the streams named), 15 fields of ~12 vertices, 2 woods of ~60 vertices,
 * 15 buildings, 1 POI, and a place name per 10 km². Each zoom keeps what a basemap keeps there (major
 * roads from z7, minor from z11, paths, hedges and streams from z12, buildings from z14, polygons
 * smaller than a pixel dropped), clipped to the tile plus a 64-unit buffer, on the 4096 grid. The tiles enumerated are exactly the
 * ones the app downloads (core/src/offlinePacks.ts: corridorDisks + planTiles, zoom 0-15).
 * Sizes are as stored on the device (the decoded body; Cache Storage keeps what fetch returned) and,
 * for reference, gzip-compressed as an archive would hold them.
 *
 *   npx tsx bench/offline-pack.ts
 */
import { gzipSync } from 'node:zlib';
import { haversineMeters, type LatLng } from '../core/src/geo';
import {
  CORRIDOR_BUFFER_METERS,
  corridorDisks,
  planTiles,
  routeMeters,
  tileBounds,
  type TileId,
} from '../core/src/offlinePacks';
import { mulberry32 } from '@sacred/db/seeds/random';

const TARGET_BYTES = 25 * 1024 * 1024;
const EXTENT = 4096;
const BUFFER = 64;

const rand = mulberry32(18);

// The corridor: 100 km of route through farmland and woods at 45° N, with a few bends.
const start: LatLng = { latitude: 45.0, longitude: 5.0 };
const route: LatLng[] = [start];
for (let leg = 0; leg < 10; leg++) {
  const last = route[route.length - 1] as LatLng;
  const bearing = ((30 + (rand() - 0.5) * 60) * Math.PI) / 180;
  const km = 10;
  route.push({
    latitude: last.latitude + (km * Math.cos(bearing)) / 111.32,
    longitude: last.longitude + (km * Math.sin(bearing)) / (111.32 * Math.cos((last.latitude * Math.PI) / 180)),
  });
}
const disks = corridorDisks(route);

type Kind =
  'major_road' | 'minor_road' | 'path' | 'hedge' | 'stream' | 'wood' | 'farmland' | 'building' | 'poi' | 'place';
interface Feature {
  layer: string;
  kind: Kind;
  minZoom: number;
  type: 1 | 2 | 3;
  points: LatLng[];
  name?: string;
}

// The world is built over the corridor's disks (plus a margin), at the densities above.
const areaKm2 = (disks.length * Math.PI * (CORRIDOR_BUFFER_METERS / 1000) ** 2) / 6; // disks overlap ~6x
const world: Feature[] = [];
const inCorridor = (point: LatLng) =>
  disks.some((disk) => haversineMeters(disk.centre, point) <= disk.radiusMeters + 1000);
const randomPoint = (): LatLng => {
  for (;;) {
    const disk = disks[Math.floor(rand() * disks.length)] as (typeof disks)[number];
    const point = {
      latitude: disk.centre.latitude + ((rand() - 0.5) * 2 * 3000) / 111_320,
      longitude: disk.centre.longitude + ((rand() - 0.5) * 2 * 3000) / (111_320 * Math.cos((45 * Math.PI) / 180)),
    };
    if (inCorridor(point)) return point;
  }
};
const metersToLat = (m: number) => m / 111_320;
const metersToLng = (m: number, latitude: number) => m / (111_320 * Math.cos((latitude * Math.PI) / 180));

function wiggly(lengthMeters: number, spacing: [number, number]): LatLng[] {
  const points = [randomPoint()];
  let heading = rand() * 2 * Math.PI;
  let walked = 0;
  while (walked < lengthMeters) {
    const last = points[points.length - 1] as LatLng;
    const step = spacing[0] + rand() * (spacing[1] - spacing[0]);
    heading += (rand() - 0.5) * 0.5;
    points.push({
      latitude: last.latitude + metersToLat(step * Math.cos(heading)),
      longitude: last.longitude + metersToLng(step * Math.sin(heading), last.latitude),
    });
    walked += step;
  }
  return points;
}

function blob(radiusMeters: number, vertices: number): LatLng[] {
  const centre = randomPoint();
  const ring = Array.from({ length: vertices }, (_, i) => {
    const angle = (i / vertices) * 2 * Math.PI;
    const r = radiusMeters * (0.7 + rand() * 0.6);
    return {
      latitude: centre.latitude + metersToLat(r * Math.cos(angle)),
      longitude: centre.longitude + metersToLng(r * Math.sin(angle), centre.latitude),
    };
  });
  return [...ring, ring[0] as LatLng];
}

const addLines = (
  kmPerKm2: number,
  meanKm: number,
  layer: string,
  kind: Kind,
  minZoom: number,
  spacing: [number, number],
  named: number,
) => {
  const count = Math.round((areaKm2 * kmPerKm2) / meanKm);
  for (let i = 0; i < count; i++) {
    const points = wiggly(meanKm * 1000 * (0.5 + rand()), spacing);
    world.push({ layer, kind, minZoom, type: 2, points, ...(rand() < named ? { name: `${kind} ${i} lane` } : {}) });
  }
};
addLines(0.3, 8, 'roads', 'major_road', 7, [30, 40], 1);
addLines(1.5, 2, 'roads', 'minor_road', 11, [25, 40], 0.5);
addLines(2.5, 1.2, 'roads', 'path', 12, [25, 35], 0.1);
addLines(3, 0.4, 'landcover', 'hedge', 12, [20, 30], 0);
addLines(1.2, 1.5, 'water', 'stream', 12, [25, 35], 0.33);
for (let i = 0; i < areaKm2 * 15; i++) {
  world.push({ layer: 'landuse', kind: 'farmland', minZoom: 7, type: 3, points: blob(110 + rand() * 80, 12) });
}
for (let i = 0; i < areaKm2 * 2; i++) {
  world.push({ layer: 'landcover', kind: 'wood', minZoom: 7, type: 3, points: blob(200 + rand() * 300, 60) });
}
for (let i = 0; i < areaKm2 * 15; i++)
  world.push({ layer: 'buildings', kind: 'building', minZoom: 14, type: 3, points: blob(8, 4) });
for (let i = 0; i < areaKm2; i++)
  world.push({ layer: 'pois', kind: 'poi', minZoom: 14, type: 1, points: [randomPoint()], name: `Wayside ${i}` });
for (let i = 0; i < areaKm2 / 10; i++)
  world.push({ layer: 'places', kind: 'place', minZoom: 10, type: 1, points: [randomPoint()], name: `Hamlet ${i}` });

// --- Mapbox Vector Tile encoding (protobuf, by hand: varints, packed fields, zigzag geometry) ---
class Writer {
  bytes: number[] = [];
  varint(value: number) {
    let v = value >>> 0;
    let high = Math.floor(value / 2 ** 32);
    while (high > 0 || v > 0x7f) {
      this.bytes.push((v & 0x7f) | 0x80);
      v = (v >>> 7) | ((high & 0x7f) << 25);
      high = Math.floor(high / 128);
    }
    this.bytes.push(v);
  }
  key(field: number, wire: number) {
    this.varint((field << 3) | wire);
  }
  lengthDelimited(field: number, payload: number[]) {
    this.key(field, 2);
    this.varint(payload.length);
    for (const byte of payload) this.bytes.push(byte);
  }
  string(field: number, text: string) {
    this.lengthDelimited(field, [...Buffer.from(text, 'utf8')]);
  }
  packed(field: number, values: number[]) {
    const inner = new Writer();
    for (const value of values) inner.varint(value);
    this.lengthDelimited(field, inner.bytes);
  }
}
const zigzag = (n: number) => ((n << 1) ^ (n >> 31)) >>> 0;
const command = (id: number, count: number) => (id & 7) | (count << 3);

function project(point: LatLng, tile: TileId): [number, number] {
  const n = 2 ** tile.z;
  const x = ((point.longitude + 180) / 360) * n;
  const lat = (point.latitude * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n;
  return [Math.round((x - tile.x) * EXTENT), Math.round((y - tile.y) * EXTENT)];
}

const inside = ([x, y]: [number, number]) =>
  x >= -BUFFER && x <= EXTENT + BUFFER && y >= -BUFFER && y <= EXTENT + BUFFER;
const clamp = (v: number) => Math.max(-BUFFER, Math.min(EXTENT + BUFFER, v));

/** Geometry commands for a feature in a tile: lines split into their runs inside the buffer, polygons clamped. */
function geometry(feature: Feature, tile: TileId): number[] | null {
  const projected = feature.points.map((point) => project(point, tile));
  const dedupe = (points: Array<[number, number]>) =>
    points.filter(
      (p, i) =>
        i === 0 || p[0] !== (points[i - 1] as [number, number])[0] || p[1] !== (points[i - 1] as [number, number])[1],
    );
  let cx = 0;
  let cy = 0;
  const out: number[] = [];
  const moveTo = ([x, y]: [number, number]) => {
    out.push(command(1, 1), zigzag(x - cx), zigzag(y - cy));
    cx = x;
    cy = y;
  };
  const lineTo = (points: Array<[number, number]>) => {
    out.push(command(2, points.length));
    for (const [x, y] of points) {
      out.push(zigzag(x - cx), zigzag(y - cy));
      cx = x;
      cy = y;
    }
  };
  if (feature.type === 1) {
    const point = projected[0] as [number, number];
    if (!inside(point) || point[0] < 0 || point[0] > EXTENT || point[1] < 0 || point[1] > EXTENT) return null;
    moveTo(point);
    return out;
  }
  if (feature.type === 2) {
    let run: Array<[number, number]> = [];
    const flush = () => {
      const points = dedupe(run);
      if (points.length >= 2) {
        moveTo(points[0] as [number, number]);
        lineTo(points.slice(1));
      }
      run = [];
    };
    for (const point of projected) {
      if (inside(point)) run.push(point);
      else flush();
    }
    flush();
    return out.length ? out : null;
  }
  if (!projected.some(inside)) {
    // A polygon around the whole tile still covers it.
    const xs = projected.map((p) => p[0]);
    const ys = projected.map((p) => p[1]);
    if (!(Math.min(...xs) < 0 && Math.max(...xs) > EXTENT && Math.min(...ys) < 0 && Math.max(...ys) > EXTENT))
      return null;
  }
  const ring = dedupe(projected.slice(0, -1).map(([x, y]) => [clamp(x), clamp(y)] as [number, number]));
  if (ring.length < 3) return null;
  let area = 0;
  ring.forEach(([x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length] as [number, number];
    area += x * ny - nx * y;
  });
  if (Math.abs(area) / 2 < 64) return null; // under a pixel (8 x 8 units on a 512 px tile): generalized away
  moveTo(ring[0] as [number, number]);
  lineTo(ring.slice(1));
  out.push(command(7, 1));
  return out;
}

/** Features by tile: a coarse index on the tile grid of each feature's bounding box. */
function encodeTile(tile: TileId): Buffer {
  const box = tileBounds(tile);
  const margin = (box.east - box.west) * 0.02;
  const layers = new Map<string, Array<{ feature: Feature; commands: number[] }>>();
  for (const feature of world) {
    if (feature.minZoom > tile.z) continue;
    const b = bounds(feature);
    if (
      b.east < box.west - margin ||
      b.west > box.east + margin ||
      b.north < box.south - margin ||
      b.south > box.north + margin
    )
      continue;
    const commands = geometry(feature, tile);
    if (!commands) continue;
    const list = layers.get(feature.layer) ?? [];
    list.push({ feature, commands });
    layers.set(feature.layer, list);
  }
  const tileWriter = new Writer();
  for (const [name, features] of layers) {
    const layer = new Writer();
    layer.key(15, 0);
    layer.varint(2);
    layer.string(1, name);
    const keys = ['kind', 'name', 'min_zoom'];
    const values: Array<string | number> = [];
    const valueIndex = (value: string | number) => {
      let index = values.indexOf(value);
      if (index < 0) index = values.push(value) - 1;
      return index;
    };
    features.forEach(({ feature, commands }, id) => {
      const f = new Writer();
      f.key(1, 0);
      f.varint(id + 1);
      const tags = [0, valueIndex(feature.kind), 2, valueIndex(feature.minZoom)];
      if (feature.name) tags.push(1, valueIndex(feature.name));
      f.packed(2, tags);
      f.key(3, 0);
      f.varint(feature.type);
      f.packed(4, commands);
      layer.lengthDelimited(2, f.bytes);
    });
    for (const key of keys) layer.string(3, key);
    for (const value of values) {
      const v = new Writer();
      if (typeof value === 'string') v.string(1, value);
      else {
        v.key(5, 0);
        v.varint(value);
      }
      layer.lengthDelimited(4, v.bytes);
    }
    layer.key(5, 0);
    layer.varint(EXTENT);
    tileWriter.lengthDelimited(3, layer.bytes);
  }
  return Buffer.from(tileWriter.bytes);
}

const boundsCache = new WeakMap<Feature, { west: number; east: number; south: number; north: number }>();
function bounds(feature: Feature) {
  let b = boundsCache.get(feature);
  if (!b) {
    const lats = feature.points.map((p) => p.latitude);
    const lngs = feature.points.map((p) => p.longitude);
    b = { west: Math.min(...lngs), east: Math.max(...lngs), south: Math.min(...lats), north: Math.max(...lats) };
    boundsCache.set(feature, b);
  }
  return b;
}

// --- The pack ---
const plan = planTiles([{ tiles: ['{z}/{x}/{y}'], minzoom: 0, maxzoom: 15 }], disks);
console.log(
  `Corridor ${(routeMeters(route) / 1000).toFixed(1)} km, ${CORRIDOR_BUFFER_METERS / 1000} km either side (~${Math.round(areaKm2)} km²); ` +
    `synthetic world: ${world.length.toLocaleString('en-US')} features, ` +
    `${world.reduce((sum, f) => sum + f.points.length, 0).toLocaleString('en-US')} vertices.`,
);
console.log('\n| zoom | tiles | stored MB | gzip MB | stored MB up to this zoom | mean tile KB |');
console.log('| ---: | ----: | --------: | ------: | ------------------------: | -----------: |');
let cumulative = 0;
let cumulativeGzip = 0;
let tiles = 0;
for (const { z, urls } of plan) {
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const [tz, tx, ty] = url.split('/').map(Number) as [number, number, number];
    const body = encodeTile({ z: tz, x: tx, y: ty });
    raw += body.length;
    gz += gzipSync(body).length;
  }
  cumulative += raw;
  cumulativeGzip += gz;
  tiles += urls.length;
  console.log(
    `| ${z} | ${urls.length} | ${(raw / 2 ** 20).toFixed(2)} | ${(gz / 2 ** 20).toFixed(2)} | ${(cumulative / 2 ** 20).toFixed(2)} | ${(raw / Math.max(1, urls.length) / 1024).toFixed(1)} |`,
  );
}

// The pack's data besides tiles, at API sizes: ~200 altar pages (detail + reviews answers, ~3 KB each),
// the pilgrimage with its pages (~20 KB), the weather (~1 KB), the style, 6 glyph ranges x 2 font
// stacks (~60 KB each, typical for Noto Sans ranges) and the sprite (~60 KB).
const dataBytes = 200 * 3 * 1024 + 20 * 1024 + 1024 + 20 * 1024 + 12 * 60 * 1024 + 60 * 1024;
const total = cumulative + dataBytes;
console.log(
  `\nTiles: ${tiles.toLocaleString('en-US')}, ${(cumulative / 2 ** 20).toFixed(1)} MB stored (${(cumulativeGzip / 2 ** 20).toFixed(1)} MB gzip).` +
    ` Data, glyphs and sprite: ${(dataBytes / 2 ** 20).toFixed(1)} MB.` +
    ` Pack: ${(total / 2 ** 20).toFixed(1)} MB = ${(total / TARGET_BYTES).toFixed(2)} of the 25 MB target.`,
);
