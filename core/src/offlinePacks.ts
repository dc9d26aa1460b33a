import { haversineMeters, type LatLng } from './geo';
import type { MapStyle } from './settings';

/**
 * Offline packs: the basemap tiles of an area or of a pilgrimage's corridor, with
 * the glyphs and sprite its style uses, enumerated from the MapLibre style the map draws. Pure
 * arithmetic shared by the browser (download, estimate) and the benchmark (bench/offline-pack.ts).
 */

/** The deepest zoom a pack holds (the source's own maximum when lower): street detail for walking. */
export const PACK_MAX_ZOOM = 15;
/** Settings -> Offline: the map within this radius of the member ("sacred spaces within 50 km"). */
export const AREA_PACK_RADIUS_METERS = 50_000;
/** A pilgrimage pack: this far either side of the route start -> sites in order -> end. */
export const CORRIDOR_BUFFER_METERS = 2_000;
/**
 * Glyph ranges kept per font stack (256 code points each): Basic Latin and Latin-1, Latin Extended
 * A/B, IPA and spacing marks, Greek and Coptic, Cyrillic, and General Punctuation (curly quotes,
 * dashes). MapLibre draws CJK ideographs with a local font, so they need no ranges.
 */
export const PACK_GLYPH_RANGES = ['0-255', '256-511', '512-767', '768-1023', '1024-1279', '8192-8447'] as const;
/** Tiles sampled to estimate a pack's size before it is downloaded. */
export const ESTIMATE_SAMPLE_TILES = 8;

export const PACK_MESSAGES = {
  noBasemap: 'The map itself cannot be downloaded: this server offers no basemap tiles. Altars and routes still are.',
  styleFailed: 'The map style could not be read, so the map was not downloaded.',
  estimating: 'Estimating the size...',
  pathsKept: (paths: string, size: string) =>
    `Paths for routing without a network: ${paths} paths, ${size} (© OpenStreetMap contributors).`,
  deleted: 'Offline map deleted.',
  noRoute: 'This pilgrimage has no mapped route to download.',
  publicTerms: (maxZoom: number) =>
    `This map comes from a free public service whose maintainer asks that offline maps stay near 50 MB: ` +
    `this one keeps zoom 0-${maxZoom} and downloads 3 files at a time, pausing when the service asks.`,
  reachedCap: "The download stopped at the public map service's 50 MB limit; the part downloaded is kept.",
  otherStyle: (kept: MapStyle, chosen: MapStyle) =>
    `Downloaded with the ${packStyleName(kept)}; download again to have the ${packStyleName(chosen)} offline.`,
} as const;

/**
 * How a pack downloads from the public tile service (the default basemap, OpenFreeMap): its maintainer
 * allows offline areas a member starts if the app keeps each near 50 MB, makes at most 3 requests at once
 * and backs off when told to (429) or when the service fails (5xx). Our own archive (BASEMAP_PMTILES) is
 * read as fast as before.
 */
export const PUBLIC_TILE_TERMS = { concurrency: 3, maxPackBytes: 50 * 1024 * 1024 } as const;
export const OWN_TILE_TERMS = { concurrency: 6, maxPackBytes: undefined } as const;

export interface DownloadTerms {
  concurrency: number;
  /** The most a pack may hold; undefined = no cap. */
  maxPackBytes: number | undefined;
}

/** The public service's terms when any tile comes from another origin than the app's. */
export function downloadTermsFor(tileUrls: readonly string[], appOrigin: string): DownloadTerms {
  const foreign = tileUrls.some((url) => new URL(url, appOrigin).origin !== appOrigin);
  return foreign ? { ...PUBLIC_TILE_TERMS } : { ...OWN_TILE_TERMS };
}

/** A status worth asking again after a pause: the service asked us to slow down, or failed. */
export const isRetriableStatus = (status: number): boolean => status === 429 || status >= 500;

/** Tries of one URL that keeps answering 429 or 5xx before it is counted as failed. */
export const RETRIES_ON_BACKOFF = 5;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

/**
 * How long every download of a pack pauses after a 429 or 5xx: the Retry-After the service sent (seconds or
 * an HTTP date), else a second, then twice as long with each try of the same URL, at most a minute.
 */
export function backoffMs(attempt: number, retryAfter: string | null, now = Date.now()): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(BACKOFF_MAX_MS, seconds * 1000);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.min(BACKOFF_MAX_MS, Math.max(0, at - now));
  }
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * The deepest zoom a capped pack keeps: zooms are dropped from the deepest until the estimate (the sampled
 * mean tile size times the tiles kept, plus the assets) fits `maxBytes`; every zoom when it already fits.
 */
export function zoomWithin(
  tilesByZoom: ReadonlyArray<{ z: number; count: number }>,
  meanTileBytes: number,
  assetBytes: number,
  maxBytes: number,
): number {
  let kept = tilesByZoom.length;
  const bytesUpTo = (n: number) =>
    tilesByZoom.slice(0, n).reduce((sum, zoom) => sum + zoom.count, 0) * meanTileBytes + assetBytes;
  while (kept > 1 && bytesUpTo(kept) > maxBytes) kept -= 1;
  return tilesByZoom[kept - 1]?.z ?? 0;
}

/** The style document a map of `style` reads (`GET /map/style.json?style=`). */
export const mapStyleUrl = (style: MapStyle) => `/map/style.json?style=${style}`;
/** Which map styles the server can draw: read by every map before it picks the member's style. */
export const MAP_STYLE_CHOICES_URL = '/map/styles.json';

/**
 * The style documents a pack keeps besides its tiles: the member's style, the street style (its
 * sources are part of every style's, so switching to it offline shows the same ground), and the
 * list of styles, without which an offline map would not know the member's style can be drawn.
 */
export function packStyleDocuments(style: MapStyle): string[] {
  return [mapStyleUrl(style), ...(style === 'street' ? [] : [mapStyleUrl('street')]), MAP_STYLE_CHOICES_URL];
}

/** "Terrain map": how a pack names the style it was downloaded in. */
export const packStyleName = (style: MapStyle) => `${style.charAt(0).toUpperCase()}${style.slice(1)} map`;

/** A disk on the ground: packs are unions of disks (one for an area, a chain of them along a route). */
export interface Disk {
  centre: LatLng;
  radiusMeters: number;
}

export interface TileId {
  z: number;
  x: number;
  y: number;
}

const MAX_MERCATOR_LATITUDE = 85.0511287798;
const clampLatitude = (latitude: number) => Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, latitude));

/** The Web Mercator tile holding a point at zoom z (the XYZ scheme MapLibre uses). */
export function tileAt(point: LatLng, z: number): TileId {
  const n = 2 ** z;
  const latitude = (clampLatitude(point.latitude) * Math.PI) / 180;
  const x = Math.floor(((point.longitude + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n);
  return { z, x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** The tile's bounds in degrees. */
export function tileBounds({ z, x, y }: TileId): { west: number; south: number; east: number; north: number } {
  const n = 2 ** z;
  const latitudeOf = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return { west: (x / n) * 360 - 180, east: ((x + 1) / n) * 360 - 180, north: latitudeOf(y), south: latitudeOf(y + 1) };
}

const METERS_PER_DEGREE_LATITUDE = 111_320;

/** Whether any part of the tile lies within the disk (the nearest point of the tile to the centre). */
function tileTouchesDisk(tile: TileId, disk: Disk): boolean {
  const box = tileBounds(tile);
  const nearest = {
    latitude: Math.max(box.south, Math.min(box.north, disk.centre.latitude)),
    longitude: Math.max(box.west, Math.min(box.east, disk.centre.longitude)),
  };
  return haversineMeters(disk.centre, nearest) <= disk.radiusMeters;
}

/** The tiles at zoom z that touch any of the disks, each once, in a stable order. */
export function tilesForDisks(disks: readonly Disk[], z: number): TileId[] {
  const seen = new Set<string>();
  const tiles: TileId[] = [];
  for (const disk of disks) {
    const dLat = disk.radiusMeters / METERS_PER_DEGREE_LATITUDE;
    const cos = Math.max(0.01, Math.cos((disk.centre.latitude * Math.PI) / 180));
    const dLng = Math.min(180, disk.radiusMeters / (METERS_PER_DEGREE_LATITUDE * cos));
    const topLeft = tileAt({ latitude: disk.centre.latitude + dLat, longitude: disk.centre.longitude - dLng }, z);
    const bottomRight = tileAt({ latitude: disk.centre.latitude - dLat, longitude: disk.centre.longitude + dLng }, z);
    for (let x = topLeft.x; x <= bottomRight.x; x++) {
      for (let y = topLeft.y; y <= bottomRight.y; y++) {
        const key = `${x}/${y}`;
        if (seen.has(key)) continue;
        const tile = { z, x, y };
        if (!tileTouchesDisk(tile, disk)) continue;
        seen.add(key);
        tiles.push(tile);
      }
    }
  }
  return tiles;
}

/** The area pack: one disk around the member. */
export const areaDisks = (centre: LatLng, radiusMeters = AREA_PACK_RADIUS_METERS): Disk[] => [{ centre, radiusMeters }];

/**
 * A corridor along a route (start -> sites -> end) as a chain of disks of radius `bufferMeters`
 * spaced a quarter radius apart, which covers at least 0.99 of the buffer either side of the line.
 */
export function corridorDisks(route: readonly LatLng[], bufferMeters = CORRIDOR_BUFFER_METERS): Disk[] {
  const spacing = bufferMeters / 4;
  const disks: Disk[] = [];
  route.forEach((point, index) => {
    const next = route[index + 1];
    disks.push({ centre: point, radiusMeters: bufferMeters });
    if (!next) return;
    const steps = Math.ceil(haversineMeters(point, next) / spacing);
    for (let step = 1; step < steps; step++) {
      const t = step / steps;
      disks.push({
        centre: {
          latitude: point.latitude + (next.latitude - point.latitude) * t,
          longitude: point.longitude + (next.longitude - point.longitude) * t,
        },
        radiusMeters: bufferMeters,
      });
    }
  });
  return disks;
}

/** The length of a route in meters (great circle between its points). */
export const routeMeters = (route: readonly LatLng[]): number =>
  route.reduce((sum, point, index) => (index === 0 ? 0 : sum + haversineMeters(route[index - 1] as LatLng, point)), 0);

/** What the pack needs from a style's source (after its TileJSON, when it names one, was read). */
export interface PackSource {
  tiles: string[];
  minzoom: number;
  maxzoom: number;
}

/** A tile URL from a template ({z}/{x}/{y}; {s} takes the first subdomain letter a). */
export const tileUrl = (template: string, { z, x, y }: TileId): string =>
  template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a');

export interface PackPlan {
  /** Every URL the pack stores: tiles, then glyphs and sprite. */
  urls: string[];
  /** Tile URLs per zoom (for the estimate and the zoom growth table). */
  tilesByZoom: Array<{ z: number; urls: string[] }>;
  /** Glyph and sprite URLs. */
  assets: string[];
}

/** The tile URLs of every source for the disks, zoom by zoom up to min(PACK_MAX_ZOOM, source max). */
export function planTiles(
  sources: readonly PackSource[],
  disks: readonly Disk[],
  maxZoom = PACK_MAX_ZOOM,
): PackPlan['tilesByZoom'] {
  const byZoom: PackPlan['tilesByZoom'] = [];
  const deepest = Math.min(maxZoom, Math.max(-1, ...sources.map((source) => source.maxzoom)));
  for (let z = 0; z <= deepest; z++) {
    const tiles = tilesForDisks(disks, z);
    const urls: string[] = [];
    for (const source of sources) {
      if (z < source.minzoom || z > source.maxzoom) continue;
      const template = source.tiles[0];
      if (template) urls.push(...tiles.map((tile) => tileUrl(template, tile)));
    }
    byZoom.push({ z, urls });
  }
  return byZoom;
}

/** The style's layers, as far as the pack reads them. */
interface StyleLayer {
  layout?: { 'text-font'?: unknown };
}

/** The font stacks the style's symbol layers name (literal arrays of font names; expressions are skipped). */
export function fontStacks(layers: readonly StyleLayer[]): string[] {
  const stacks = new Set<string>();
  for (const layer of layers) {
    const font = layer.layout?.['text-font'];
    if (Array.isArray(font) && font.length > 0 && font.every((name) => typeof name === 'string')) {
      stacks.add((font as string[]).join(','));
    }
  }
  return [...stacks];
}

/** Glyph URLs for the font stacks, and the sprite's four files (1x and 2x, JSON and PNG). */
export function styleAssets(style: { glyphs?: unknown; sprite?: unknown; layers?: unknown }): string[] {
  const urls: string[] = [];
  const layers = Array.isArray(style.layers) ? (style.layers as StyleLayer[]) : [];
  if (typeof style.glyphs === 'string') {
    for (const stack of fontStacks(layers)) {
      for (const range of PACK_GLYPH_RANGES) {
        urls.push(style.glyphs.replace('{fontstack}', encodeURIComponent(stack)).replace('{range}', range));
      }
    }
  }
  const sprites =
    typeof style.sprite === 'string'
      ? [style.sprite]
      : Array.isArray(style.sprite)
        ? (style.sprite as Array<{ url?: unknown }>).flatMap((entry) =>
            typeof entry.url === 'string' ? [entry.url] : [],
          )
        : [];
  for (const sprite of sprites) {
    urls.push(`${sprite}.json`, `${sprite}.png`, `${sprite}@2x.json`, `${sprite}@2x.png`);
  }
  return urls;
}

/**
 * The estimate before downloading: the mean size of sampled tiles, per zoom band, times the tile
 * count, plus the assets. Tiles of the deepest zooms dominate a pack (each zoom has four times the
 * tiles of the one above), so samples come from there; shallower zooms use the same mean.
 */
export function estimateBytes(tileCount: number, sampleBytes: readonly number[], assetBytes: number): number {
  if (sampleBytes.length === 0) return assetBytes;
  const mean = sampleBytes.reduce((sum, bytes) => sum + bytes, 0) / sampleBytes.length;
  return Math.round(mean * tileCount + assetBytes);
}

/** Evenly spread picks from a list (for sampling tiles across the area). */
export function spreadSample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor(((index + 0.5) * items.length) / count)] as T);
}

/** "12.4 MB", "850 KB" for sizes shown to the member. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
