import {
  downloadTermsFor,
  ESTIMATE_SAMPLE_TILES,
  estimateBytes,
  mapStyleUrl,
  PACK_MESSAGES,
  packStyleDocuments,
  planTiles,
  spreadSample,
  styleAssets,
  zoomWithin,
  type Disk,
  type DownloadTerms,
  type PackSource,
} from '@sacred/core/offlinePacks';
import type { MapStyle } from '@sacred/core/settings';
import { hasIndexedDb, idb } from './idb';
import { TILE_PACK_CACHE } from './tileCache';
import { downloadAll, type DownloadProgress } from './tileDownloads';

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
  /** How politely the tiles are fetched: the public service's terms, or our own archive's speed. */
  terms: DownloadTerms;
  /** True when the public service's size cap took the deepest zooms off the pack. */
  trimmed: boolean;
}

export class PackError extends Error {}

const PACKS_KEY = 'tile-packs';

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

/** Runs `work` over `items` with at most `concurrency` at once (the estimate's samples keep the terms too). */
async function limited<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return results;
}

/**
 * Reads the style, lists the pack's URLs and estimates its size from a few sampled tiles. From the public
 * tile service the pack keeps only the zooms whose estimate fits its cap (PUBLIC_TILE_TERMS).
 */
export async function planPack(style: MapStyle, disks: Disk[]): Promise<PackPlanned> {
  const styleDocument = await fetchJson(mapStyleUrl(style));
  const sources = await sourcesOf(styleDocument);
  if (sources.length === 0) throw new PackError(PACK_MESSAGES.noBasemap);
  const allZooms = planTiles(sources, disks);
  const terms = downloadTermsFor(
    allZooms.flatMap((zoom) => zoom.urls.slice(0, 1)).map(absolute),
    window.location.origin,
  );
  const assets = [...packStyleDocuments(style), ...styleAssets(styleDocument)].map(absolute);
  // The deepest two zooms hold about 15/16 of the tiles: the sample comes from them.
  const deep = allZooms
    .slice(-2)
    .flatMap((zoom) => zoom.urls)
    .map(absolute);
  const samples = await limited(spreadSample(deep, ESTIMATE_SAMPLE_TILES), terms.concurrency, (url) =>
    sizeOf(url).catch(() => 0),
  );
  const assetSamples = await Promise.all(assets.slice(0, 2).map((url) => sizeOf(url).catch(() => 0)));
  const assetMean = assetSamples.reduce((sum, bytes) => sum + bytes, 0) / Math.max(1, assetSamples.length);
  const meanTile = samples.length > 0 ? samples.reduce((sum, bytes) => sum + bytes, 0) / samples.length : 0;
  const deepestKept =
    terms.maxPackBytes === undefined
      ? (allZooms.at(-1)?.z ?? 0)
      : zoomWithin(
          allZooms.map((zoom) => ({ z: zoom.z, count: zoom.urls.length })),
          meanTile,
          assetMean * assets.length,
          terms.maxPackBytes,
        );
  const byZoom = allZooms.filter((zoom) => zoom.z <= deepestKept);
  const tileUrls = byZoom.flatMap((zoom) => zoom.urls).map(absolute);
  return {
    style,
    // The style documents, glyphs and sprite first: a pack stopped at the cap still draws.
    urls: [...assets, ...tileUrls],
    tileCount: tileUrls.length,
    maxZoom: byZoom.at(-1)?.z ?? 0,
    estimatedBytes: estimateBytes(tileUrls.length, samples, assetMean * assets.length),
    terms,
    trimmed: byZoom.length < allZooms.length,
  };
}

export async function packRecords(): Promise<PackRecord[]> {
  if (!hasIndexedDb()) return [];
  return (await idb.get<PackRecord[]>('downloads', PACKS_KEY)) ?? [];
}

export type PackProgress = DownloadProgress;

/**
 * Downloads every URL of the plan into the pack cache on the plan's terms (tileDownloads.ts), reporting
 * real progress. Empty tiles (204) and tiles outside the archive (404) count as done and are not stored. A
 * URL that keeps failing is left out and counted; the pack keeps the rest, and so it does when the public
 * service's cap stops the download early (`capped`).
 */
export async function downloadPack(
  id: string,
  label: string,
  plan: PackPlanned,
  onProgress: (progress: PackProgress) => void,
): Promise<{ record: PackRecord; failed: number; capped: boolean }> {
  const cache = await caches.open(TILE_PACK_CACHE);
  const { stored, bytes, failed, capped } = await downloadAll(plan.urls, plan.terms, {
    fetch: (url) => fetch(url, { credentials: 'same-origin' }),
    store: (url, body, response) => cache.put(url, new Response(body, { status: 200, headers: response.headers })),
    onProgress,
  });

  const record: PackRecord = {
    id,
    label,
    createdAt: Date.now(),
    bytes,
    tileCount: plan.tileCount,
    urls: stored,
    style: plan.style,
  };
  const others = (await packRecords()).filter((pack) => pack.id !== id);
  const previous = (await packRecords()).find((pack) => pack.id === id);
  await idb.put('downloads', [...others, record], PACKS_KEY);
  // A pack downloaded again: URLs it no longer needs go, unless another pack holds them.
  if (previous) await dropUnshared(previous.urls, [...others, record], cache);
  return { record, failed, capped };
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
