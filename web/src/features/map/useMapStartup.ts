import { useCallback, useEffect, useReducer, useState } from 'react';
import type { MapState } from './AltarMap';
import { earlyCanvasMayShow, removeEarlyCanvas } from './earlyViewport';
import { hasMark, MAP_MARKERS_MARK } from './mapMarks';
import { initialMapStartupPhase, mapStartupView, nextMapStartupPhase } from './mapStartup';
import type { MapStartupEvent, MapStartupPhase, MapStartupView } from './mapStartup';

/** The map loads after this long even when the preview could not be painted (no answer yet). */
const MAP_LOAD_AT_THE_LATEST_MS = 8000;

export interface MapStartup extends MapStartupView {
  phase: MapStartupPhase;
  /** The map's box lets the first-paint script's canvas show through (it is there, or may come). */
  seeThrough: boolean;
  onPreviewPainted(): void;
  onFirstMarkers(): void;
  onMapMoveStart(): void;
}

/**
 * The map home's first paint (mapStartup.ts): the phase, what it shows, and the callbacks the preview and
 * the map report through. The first-paint script's canvas is removed once the first view is painted.
 */
export function useMapStartup(
  mapState: MapState,
  viewport: { loaded: boolean; total: number; error?: unknown },
): MapStartup {
  const [latched, dispatch] = useReducer(nextMapStartupPhase, undefined, () =>
    initialMapStartupPhase(hasMark(MAP_MARKERS_MARK)),
  );
  const failed = Boolean(viewport.error);
  const settledWithNothing = mapState === 'idle' && ((viewport.loaded && viewport.total === 0) || failed);
  // What the viewport and the map say now counts in this render already; the effect keeps it.
  const now: MapStartupEvent[] = [
    ...(failed ? (['answerFailed'] as const) : []),
    ...(settledWithNothing ? (['settledWithNothing'] as const) : []),
  ];
  const phase = now.reduce(nextMapStartupPhase, latched);
  useEffect(() => {
    if (failed) dispatch('answerFailed');
  }, [failed]);
  useEffect(() => {
    if (settledWithNothing) dispatch('settledWithNothing');
  }, [settledWithNothing]);
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch('mapOverdue'), MAP_LOAD_AT_THE_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const view = mapStartupView(phase);
  // On map.html the script's canvas lies under the app, outside React's tree.
  const [earlyCanvasAwaited] = useState(earlyCanvasMayShow);
  useEffect(() => {
    if (view.firstViewPainted) removeEarlyCanvas();
  }, [view.firstViewPainted]);
  useEffect(() => removeEarlyCanvas, []);

  const onPreviewPainted = useCallback(() => dispatch('previewPainted'), []);
  const onFirstMarkers = useCallback(() => dispatch('firstMarkers'), []);
  const onMapMoveStart = useCallback(() => dispatch('mapMoved'), []);
  return {
    phase,
    ...view,
    seeThrough: earlyCanvasAwaited && !view.firstViewPainted,
    onPreviewPainted,
    onFirstMarkers,
    onMapMoveStart,
  };
}
