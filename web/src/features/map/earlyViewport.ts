import type { MapViewportQuery } from '../../gql/graphql';
import type { ViewRequest } from './viewport';

/**
 * The hand-over from the first-paint script (mapFirstPaint.ts, its own bundle on map.html) to the app:
 * the script publishes its viewport question and answer on `window`, the app takes them (mapPreload.ts),
 * so that one viewport query serves both. The script's canvas stays outside React's tree: it lies under
 * the app's root, seen through the map's box until the app paints the map, then it is removed.
 */

export type ViewportAnswer = MapViewportQuery['altarViewport'];

export interface EarlyViewport {
  view: ViewRequest;
  /** The filter, as JSON (the first view has none). */
  filter: string;
  /** Rejects when the network, the server or the answer failed: the app then asks on its own. */
  answer: Promise<ViewportAnswer>;
}

const EARLY_KEY = '__sacredEarlyViewport';
/** The canvas's id (set by the script, looked for by the app). */
export const EARLY_CANVAS_ID = 'map-first-paint';

type WithEarly = Window & { [EARLY_KEY]?: EarlyViewport | null };

/** Set by the script when it starts (before its answer): the map's box lets the canvas show through. */
export function publishEarlyViewport(early: EarlyViewport): void {
  (window as WithEarly)[EARLY_KEY] = early;
}

/** Whether the first-paint script ran on this page load (map.html; not index.html, not the dev server). */
export const earlyViewportRan = (): boolean => EARLY_KEY in window;

/** The script's question and answer, handed out once. */
export function takeEarlyViewport(): EarlyViewport | undefined {
  const early = (window as WithEarly)[EARLY_KEY] ?? undefined;
  (window as WithEarly)[EARLY_KEY] = null;
  return early;
}

/** Whether the script's canvas is over: removed by the app, or not to be painted any more. */
export const earlyCanvasOver = (): boolean => document.documentElement.hasAttribute('data-first-paint-over');

/** Whether the map's box should let the script's canvas show through (it is there, or may come). */
export const earlyCanvasMayShow = (): boolean => earlyViewportRan() && !earlyCanvasOver();

/** Removes the script's canvas, and keeps a late answer from painting one: the app has painted the map (or left it). */
export function removeEarlyCanvas(): void {
  document.documentElement.setAttribute('data-first-paint-over', '');
  document.getElementById(EARLY_CANVAS_ID)?.remove();
}
