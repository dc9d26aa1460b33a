/**
 * The Cache Storage cache that holds offline packs' basemap tiles, glyphs, sprites and styles. Shared
 * by the page (tilePacks.ts writes it) and the service worker (sw.ts serves it when the network is
 * away). It is apart from the outbox and the answers (IndexedDB), so neither can evict the other.
 */
export const TILE_PACK_CACHE = 'sacred-offline-tiles';

/**
 * Requests the service worker may answer from the pack cache when the network fails: same-origin map
 * assets (/map/ styles, fonts, sprites; /tiles/ basemap and terrain) and any cross-origin GET (a hosted
 * basemap's tiles). Everything else never touches the pack cache.
 */
export function mayComeFromPack(url: URL, ownOrigin: string): boolean {
  if (url.origin !== ownOrigin) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.pathname.startsWith('/map/') ||
    (url.pathname.startsWith('/tiles/') && !url.pathname.startsWith('/tiles/altars/'))
  );
}
