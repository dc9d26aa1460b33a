/**
 * Imported first by the entry: on a map path the map page's chunks and outlines start downloading while the rest of
 * the entry is still being evaluated (about half a second at 4x CPU), not after it.
 */
import { fetchAtlas } from '../features/map/worldAtlas';
import { isMapPath } from '../features/map/mapPaths';
import { loadMapPage } from './pageLoaders';

if (isMapPath(window.location.pathname)) {
  void loadMapPage().catch(() => undefined);
  // The coarse outlines the map starts with (features/map/worldAtlas.ts).
  void fetchAtlas('110m').catch(() => undefined);
  // MapLibre's worker script (145 KB) is left to AltarMap.tsx's prewarm: fetched here it took Slow 4G's
  // bandwidth from the chunks needed first.
}
