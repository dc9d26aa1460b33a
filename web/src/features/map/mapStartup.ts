/**
 * The map home's first paint as one state machine. The phases come in this order, each one skippable:
 *
 * - `asking`: the first viewport answer is on its way; nothing of the app's is painted yet (on map.html the
 *   first-paint script's canvas, mapFirstPaint.ts, may show through the map's box).
 * - `loadingMap`: MapLibre is loading with no preview painted (the answer failed, or is late).
 * - `previewing`: the preview canvas (MapPreview.tsx) shows the first view while MapLibre loads.
 * - `movedEarly`: the walker moved the map before its first markers: the map shows, the preview is gone.
 * - `ready`: the map drew its first markers, or settled with none to draw: what can wait loads now (the
 *   detailed basemap and outlines, the pilgrimage pins).
 *
 * docs/map-first-paint.md follows one page load through them.
 */
export type MapStartupPhase = 'asking' | 'loadingMap' | 'previewing' | 'movedEarly' | 'ready';

export type MapStartupEvent =
  /** The preview canvas painted the first view. */
  | 'previewPainted'
  /** The first answer failed: MapLibre loads and reports it. */
  | 'answerFailed'
  /** No paint came in time: MapLibre loads anyway. */
  | 'mapOverdue'
  /** The walker started moving the map. */
  | 'mapMoved'
  /** MapLibre drew its first markers. */
  | 'firstMarkers'
  /** MapLibre settled with nothing to draw (no altar in view, or no answer). */
  | 'settledWithNothing';

/** Where a page load starts: `ready` when the map was shown before in this page load. */
export function initialMapStartupPhase(mapShownBefore: boolean): MapStartupPhase {
  return mapShownBefore ? 'ready' : 'asking';
}

/** The next phase; an event that does not apply in a phase leaves it as it is. */
export function nextMapStartupPhase(phase: MapStartupPhase, event: MapStartupEvent): MapStartupPhase {
  if (phase === 'ready') return phase;
  switch (event) {
    case 'firstMarkers':
    case 'settledWithNothing':
      return 'ready';
    case 'mapMoved':
      return 'movedEarly';
    case 'previewPainted':
      return phase === 'asking' || phase === 'loadingMap' ? 'previewing' : phase;
    case 'answerFailed':
    case 'mapOverdue':
      return phase === 'asking' ? 'loadingMap' : phase;
  }
}

/** What the page shows in a phase. */
export interface MapStartupView {
  /** MapLibre's chunk is loaded and the map mounted. */
  mapWanted: boolean;
  /** The preview canvas may paint (once the answer is in). */
  previewShown: boolean;
  /** Something of the app's shows the first view: the first-paint script's canvas goes. */
  firstViewPainted: boolean;
  /** The first paint is over: what can wait loads. */
  firstMarkersDone: boolean;
}

export function mapStartupView(phase: MapStartupPhase): MapStartupView {
  return {
    mapWanted: phase !== 'asking',
    previewShown: phase === 'asking' || phase === 'loadingMap' || phase === 'previewing',
    firstViewPainted: phase === 'previewing' || phase === 'movedEarly' || phase === 'ready',
    firstMarkersDone: phase === 'ready',
  };
}
