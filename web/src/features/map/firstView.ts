import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import { theme } from '../../theme/theme';
import { viewAround } from './viewport';
import type { ViewRequest } from './viewport';

/**
 * The map's first view, shared by the app (mapPreload.ts) and the first-paint script (mapFirstPaint.ts) so
 * that both ask for the same box. Plain data and arithmetic only: the script loads no React or Apollo.
 */

/** The map's box: the whole screen above the bottom bar (MapLayout.tsx's Screen). */
export function mapBoxSize(): { width: number; height: number } {
  const height = window.innerHeight - Number.parseFloat(theme.layout.bottomNavHeight);
  return { width: window.innerWidth, height: Math.max(1, height) };
}

/** The map's first view: the default centre and zoom on the map's box. */
export function initialMapView(): ViewRequest {
  const { width, height } = mapBoxSize();
  return viewAround(DEFAULT_MAP_VIEW, DEFAULT_MAP_VIEW.zoom, width, height);
}
