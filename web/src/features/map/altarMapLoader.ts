import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

let workerFetched = false;

/**
 * The interactive map's module (AltarMap.tsx, with MapLibre), loaded once the preview has painted the first
 * markers (MapPreview.tsx) so that its 290 KB do not slow them down. MapLibre's worker script (145 KB)
 * is fetched beside it into the HTTP cache (assets are immutable), rather than after the library has
 * arrived and started its workers: `new Worker` then finds it there.
 */
export function loadAltarMap() {
  if (!workerFetched) {
    workerFetched = true;
    void fetch(workerUrl)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  return import('./AltarMap');
}
