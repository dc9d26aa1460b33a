import type { StyleSpecification } from 'maplibre-gl';

/**
 * Fetching, ahead of a style switch, the tiles the new style will ask for in the map's current view
 * (so that the first switch to terrain does not wait for the view's elevation and contour tiles). The
 * responses land in the browser's HTTP cache (tiles are `public, max-age=604800`) and the server's
 * contour memo, where MapLibre finds them when the style is applied.
 */

/** A tiled source as MapLibre asks for its tiles: which zooms and how big a tile is on screen. */
export interface PrefetchSource {
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  tileSize: number;
  /** MapLibre rounds the zoom for raster and raster-DEM sources and floors it for vector ones. */
  roundZoom: boolean;
}

/** What `map.coveringTiles` gives back: the tile address (MapLibre's `OverscaledTileID.canonical`). */
export interface CoveredTile {
  canonical: { z: number; x: number; y: number };
}

/** `map.coveringTiles` of the map on screen: the tiles a source with these options shows in the view. */
export type CoverView = (options: {
  tileSize: number;
  minzoom: number;
  maxzoom: number;
  roundZoom: boolean;
}) => CoveredTile[];

/** At most this many tiles per source: a steeply pitched view could cover more, and it is only a head start. */
export const MAX_PREFETCH_TILES_PER_SOURCE = 24;

const TILED_TYPES = ['vector', 'raster', 'raster-dem'];
/** MapLibre's defaults for a source that does not say. */
const DEFAULT_TILE_SIZE = 512;
const DEFAULT_MAX_ZOOM = 22;

const templatesOf = (source: unknown): string[] => {
  const tiles = (source as { tiles?: unknown }).tiles;
  return Array.isArray(tiles) ? tiles.filter((tile): tile is string => typeof tile === 'string') : [];
};

/**
 * The tiled sources of `next` whose tiles `current` does not already draw (for street -> terrain: the
 * elevation and the contours; the basemap's own tiles are shared). Sources given only by a TileJSON
 * `url` are left out: their tile addresses are not known without another request.
 */
export function sourcesToPrefetch(next: StyleSpecification, current: StyleSpecification | undefined): PrefetchSource[] {
  const drawn = new Set(Object.values(current?.sources ?? {}).flatMap(templatesOf));
  return Object.values(next.sources).flatMap((source) => {
    const tiles = templatesOf(source);
    if (!TILED_TYPES.includes(source.type) || tiles.length === 0 || tiles.every((tile) => drawn.has(tile))) return [];
    const described = source as { minzoom?: number; maxzoom?: number; tileSize?: number };
    return [
      {
        tiles,
        minzoom: described.minzoom ?? 0,
        maxzoom: described.maxzoom ?? DEFAULT_MAX_ZOOM,
        tileSize: described.tileSize ?? DEFAULT_TILE_SIZE,
        roundZoom: source.type !== 'vector',
      },
    ];
  });
}

/** The URLs of the tiles each source shows in the view (the first template, each tile once, bounded). */
export function tileUrlsInView(sources: readonly PrefetchSource[], cover: CoverView): string[] {
  const urls = new Set<string>();
  for (const { tiles, ...options } of sources) {
    const template = tiles[0] as string;
    const addresses = new Set(cover(options).map(({ canonical: { z, x, y } }) => `${z}/${x}/${y}`));
    for (const address of [...addresses].slice(0, MAX_PREFETCH_TILES_PER_SOURCE)) {
      const [z, x, y] = address.split('/') as [string, string, string];
      urls.add(template.replace('{z}', z).replace('{x}', x).replace('{y}', y));
    }
  }
  return [...urls];
}

/** Fetched in this page load: opening the menu again does not ask again. */
const fetched = new Set<string>();

/**
 * Fetches (once per page load) the tiles of `next` that the map showing `current` lacks in its view.
 * Failures are ignored: the switch then fetches them itself, as it would have without this.
 */
export function prefetchTilesInView(
  next: StyleSpecification,
  current: StyleSpecification | undefined,
  cover: CoverView,
): void {
  for (const url of tileUrlsInView(sourcesToPrefetch(next, current), cover)) {
    if (fetched.has(url)) continue;
    fetched.add(url);
    // The body is read so that the whole response is stored in the HTTP cache.
    fetch(url, { credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .catch(() => fetched.delete(url));
  }
}
