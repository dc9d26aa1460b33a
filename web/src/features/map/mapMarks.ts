/**
 * Performance marks of the map home (bench/mobile-speed.ts reads them), in a module of their own so that
 * the page can name them without loading the map library.
 */

/** Set once per page load when the first altar or cluster markers are painted, by the preview or the map. */
export const FIRST_MARKERS_MARK = 'map:first-markers';
/** Set once per page load when MapLibre itself first draws altar or cluster markers (the map is usable then). */
export const MAP_MARKERS_MARK = 'map:maplibre-markers';

export const hasMark = (name: string): boolean => performance.getEntriesByName(name).length > 0;

/** Sets a once-per-page-load mark unless it is set already. */
export function markOnce(name: string): void {
  if (!hasMark(name)) performance.mark(name);
}
