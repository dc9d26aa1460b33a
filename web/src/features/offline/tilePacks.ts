import {
  ESTIMATE_SAMPLE_TILES,
  estimateBytes,
  mapStyleUrl,
  PACK_MESSAGES,
  packStyleDocuments,
  planTiles,
  spreadSample,
  styleAssets,
  type Disk,
  type PackSource,
} from '@sacred/core/offlinePacks';
import type { MapStyle } from '@sacred/core/settings';
import { hasIndexedDb, idb } from './idb';
import { TILE_PACK_CACHE } from './tileCache';

/**
 * Offline map packs: the basemap of an area or a pilgrimage corridor in the member's map style, read
 * generically from the MapLibre style the app serves (`/map/style.json?style=...`): every tile of its
 * vector, raster and DEM sources (the terrain style's elevation and contours too) over the pack's disks
 * from zoom 0 to 15 (or the source's maximum), the glyph ranges of the font stacks its layers use, the
 * sprite, and the style documents (packStyleDocuments). Stored in Cache Storage
 * (TILE_PACK_CACHE), listed in the device database (`downloads`, key `tile-packs`), served by the
 * service worker when the network is away. A URL shared by two packs stays until both are deleted.
 */

export interface PackRecord {
  /** 'area' for Settings -> Offline, `pilgrimage-<id>` for a pilgrimage. */
  id: string;
  label: string;
  createdAt: number;
  bytes: number;
  tileCount: number;
  urls: string[];
  /** The map style the pack was downloaded in (packs from before styles counted are street). */
  style?: MapStyle;
}

export interface PackPlanned {
  style: MapStyle;
  urls: string[];
  tileCount: number;
  /** The deepest zoom the pack holds (PACK_MAX_ZOOM, or the sources' maximum when lower). */
  maxZoom: number;
  estimatedBytes: number;
}

export class PackError extends Error {}

const PACKS_KEY = 'tile-packs';
const CONCURRENCY = 6;

const absolute = (url: string) => new URL(url, window.location.origin).href;

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { credentials: 'same-origin' });
  // A server without the basemap routes answers 404 (or, behind some proxies, the app's HTML page).
  const json = /json/.test(response.headers.get('content-type') ?? '');
  if (response.status === 404 || (response.ok && !json)) throw new PackError(PACK_MESSAGES.noBasemap);
  if (!response.ok) throw new PackError(PACK_MESSAGES.styleFailed);
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new PackError(PACK_MESSAGES.styleFailed);
  }
}

/** The style's tiled sources (a source given by a TileJSON `url` is read for its templates and zooms). */
async function sourcesOf(style: Record<string, unknown>): Promise<PackSource[]> {
  const entries = Object.values((style.sources ?? {}) as Record<string, Record<string, unknown>>);
  const tiled = entries.filter((source) => ['vector', 'raster', 'raster-dem'].includes(String(source.type)));
  const sources = await Promise.all(
    tiled.map(async (source) => {
      const described =
        typeof source.url === 'string' ? { ...(await fetchJson(absolute(source.url))), ...source } : source;
      const tiles = Array.isArray(described.tiles)
        ? (described.tiles as unknown[]).filter((t) => typeof t === 'string')
        : [];
      return {
        tiles: tiles as string[],
        minzoom: typeof described.minzoom === 'number' ? described.minzoom : 0,
        maxzoom: typeof described.maxzoom === 'number' ? described.maxzoom : 22,
      };
    }),
  );
  return sources.filter((source) => source.tiles.length > 0);
}

async function sizeOf(url: string): Promise<number> {
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? (await response.blob()).size : 0;
}

/** Reads the style, lists the pack's URLs and estimates its size from a few sampled tiles. */
export async function planPack(style: MapStyle, disks: Disk[]): Promise<PackPlanned> {
  const styleDocument = await fetchJson(mapStyleUrl(style));
  const sources = await sourcesOf(styleDocument);
  if (sources.length === 0) throw new PackError(PACK_MESSAGES.noBasemap);
  const byZoom = planTiles(sources, disks);
  const tileUrls = byZoom.flatMap((zoom) => zoom.urls).map(absolute);
  const assets = [...packStyleDocuments(style), ...styleAssets(styleDocument)].map(absolute);
  // The deepest two zooms hold about 15/16 of the tiles: the sample comes from them.
  const deep = byZoom
    .slice(-2)
    .flatMap((zoom) => zoom.urls)
    .map(absolute);
  const samples = await Promise.all(spreadSample(deep, ESTIMATE_SAMPLE_TILES).map((url) => sizeOf(url).catch(() => 0)));
  const assetSamples = await Promise.all(assets.slice(0, 2).map((url) => sizeOf(url).catch(() => 0)));
  const assetMean = assetSamples.reduce((sum, bytes) => sum + bytes, 0) / Math.max(1, assetSamples.length);
  return {
    style,
    urls: [...tileUrls, ...assets],
    tileCount: tileUrls.length,
    maxZoom: byZoom.at(-1)?.z ?? 0,
    estimatedBytes: estimateBytes(tileUrls.length, samples, assetMean * assets.length),
  };
}

export async function packRecords(): Promise<PackRecord[]> {
  if (!hasIndexedDb()) return [];
  return (await idb.get<PackRecord[]>('downloads', PACKS_KEY)) ?? [];
}

export interface PackProgress {
  done: number;
  total: number;
  bytes: number;
}

/**
 * Downloads every URL of the plan into the pack cache, a few at a time, reporting real progress.
 * Empty tiles (204) and tiles outside the archive (404) count as done and are not stored. A URL that
 * fails twice is left out and counted; the pack keeps the rest.
 */
export async function downloadPack(
  id: string,
  label: string,
  plan: PackPlanned,
  onProgress: (progress: PackProgress) => void,
): Promise<{ record: PackRecord; failed: number }> {
  const cache = await caches.open(TILE_PACK_CACHE);
  const progress: PackProgress = { done: 0, total: plan.urls.length, bytes: 0 };
  const stored: string[] = [];
  let failed = 0;
  let next = 0;
  const fetchOne = async (url: string) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.status === 204 || response.status === 404) return;
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = await response.blob();
        await cache.put(url, new Response(body, { status: 200, headers: response.headers }));
        stored.push(url);
        progress.bytes += body.size;
        return;
      } catch {
        // tried again once, then counted as failed
      }
    }
    failed++;
  };
  const worker = async () => {
    while (next < plan.urls.length) {
      const url = plan.urls[next++] as string;
      await fetchOne(url);
      progress.done++;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const record: PackRecord = {
    id,
    label,
    createdAt: Date.now(),
    bytes: progress.bytes,
    tileCount: plan.tileCount,
    urls: stored,
    style: plan.style,
  };
  const others = (await packRecords()).filter((pack) => pack.id !== id);
  const previous = (await packRecords()).find((pack) => pack.id === id);
  await idb.put('downloads', [...others, record], PACKS_KEY);
  // A pack downloaded again: URLs it no longer needs go, unless another pack holds them.
  if (previous) await dropUnshared(previous.urls, [...others, record], cache);
  return { record, failed };
}

async function dropUnshared(urls: readonly string[], keep: readonly PackRecord[], cache: Cache): Promise<void> {
  const kept = new Set(keep.flatMap((pack) => pack.urls));
  await Promise.all(urls.filter((url) => !kept.has(url)).map((url) => cache.delete(url)));
}

/** Deletes a pack: its URLs leave the cache unless another pack holds them. */
export async function deletePack(id: string): Promise<void> {
  const packs = await packRecords();
  const pack = packs.find((candidate) => candidate.id === id);
  if (!pack) return;
  const others = packs.filter((candidate) => candidate.id !== id);
  await dropUnshared(pack.urls, others, await caches.open(TILE_PACK_CACHE));
  await idb.put('downloads', others, PACKS_KEY);
}
