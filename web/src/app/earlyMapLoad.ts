/**
 * Imported first by the entry: on a map path the map page's chunks and outlines start downloading while the rest of
 * the entry is still being evaluated (about half a second at 4x CPU), not after it.
 */
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { fetchAtlas } from '../features/map/worldAtlas';
import { isMapPath, loadMapPage } from './pageLoaders';

if (isMapPath(window.location.pathname)) {
  void loadMapPage().catch(() => undefined);
  // The coarse outlines the map starts with (features/map/worldAtlas.ts).
  void fetchAtlas('110m').catch(() => undefined);
  // MapLibre's worker script (150 KB gzip) into the HTTP cache, where the worker finds it when the map
  // starts it, instead of downloading it only then.
  void fetch(mapWorkerUrl).catch(() => undefined);
}
