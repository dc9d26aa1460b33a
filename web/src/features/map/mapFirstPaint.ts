/**
 * The map home's first markers, before the app (measured by bench/mobile-speed.ts): map.html starts this small
 * script ahead of the app's chunks (web/vite.config.ts builds it as a bundle of its own: no React, no Apollo).
 * It asks the viewport query for the map's first view with a plain fetch and paints the answer's markers
 * with the preview's painter (mapPreview.ts) on a canvas under the app's root, where the map's box will be.
 * The app takes the question and its answer over (earlyViewport.ts, mapPreload.ts): one viewport query per
 * load. When anything fails (offline, an error answer) nothing is painted and the app asks on its own, as
 * it does without this script.
 */
import { GRAPHQL_PATH } from '../../app/graphqlPath';
import { lightTheme, theme } from '../../theme/theme';
import { EARLY_CANVAS_ID, earlyCanvasOver, publishEarlyViewport } from './earlyViewport';
import type { ViewportAnswer } from './earlyViewport';
import { initialMapView, mapBoxSize } from './firstView';
import { themeMarkerColors } from './mapLayers';
import { FIRST_MARKERS_MARK, markOnce } from './mapMarks';
import { isMapPath } from './mapPaths';
import { paintMapPreview } from './mapPreview';
import { themeMapPalette } from './mapStyle';
import { toAltarMarkers, toClusterMarkers } from './markers';
import type { ViewRequest } from './viewport';
import { VIEWPORT_QUERY_TEXT } from './viewportQueryText';
import type { WorldGeometry } from './worldGeometry';

/** The outlines come with the app: the first paint is the ocean and the markers. */
const NO_OUTLINES: WorldGeometry = {
  land: { type: 'FeatureCollection', features: [] },
  borders: { type: 'MultiLineString', coordinates: [] },
};

async function askViewport(view: ViewRequest): Promise<ViewportAnswer> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'MapViewport',
      query: VIEWPORT_QUERY_TEXT,
      variables: { bbox: view.box, zoom: view.zoom, filter: {} },
    }),
  });
  if (!response.ok) throw new Error(`The viewport query answered ${response.status}`);
  const json = (await response.json()) as { data?: { altarViewport?: ViewportAnswer }; errors?: unknown[] };
  const answer = json.data?.altarViewport;
  if (!answer || json.errors?.length) throw new Error('The viewport query answered with errors');
  return answer;
}

/** Paints the answer's markers on a canvas over the map's box, under the app's root; answers how many. */
function paint(view: ViewRequest, answer: ViewportAnswer): number {
  const { width, height } = mapBoxSize();
  const scale = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.id = EARLY_CANVAS_ID;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  Object.assign(canvas.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    pointerEvents: 'none',
  });
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const colors = document.documentElement.dataset.theme === 'light' ? lightTheme.colors : theme.colors;
  const painted = paintMapPreview(
    context,
    {
      view: { centre: view.centre, zoom: view.zoom, width, height },
      world: NO_OUTLINES,
      clusters: toClusterMarkers(answer.clusters),
      altars: toAltarMarkers(answer.altars),
      palette: themeMapPalette(colors),
      colors: themeMarkerColors(colors),
    },
    scale,
  );
  // Under the app's root (painted first): the map's box lets it show through until the map paints.
  document.body.prepend(canvas);
  return painted;
}

function start(): void {
  if (!isMapPath(window.location.pathname)) return;
  const view = initialMapView();
  const answer = askViewport(view);
  publishEarlyViewport({ view, filter: JSON.stringify({}), answer });
  answer
    .then((result) => {
      // The app may have painted the map already, or moved on to another page.
      if (!isMapPath(window.location.pathname) || earlyCanvasOver()) return;
      if (paint(view, result) > 0) markOnce(FIRST_MARKERS_MARK);
    })
    // The app asks again and reports the failure (useViewportAltars.ts).
    .catch(() => undefined);
}

start();
