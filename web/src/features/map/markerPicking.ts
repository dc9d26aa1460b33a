import type { LatLng } from '@sacred/core/geo';
import type { MapMarkers } from './mapLayers';
import { MARKER_SIZE } from './markerIcons';
import type { AltarMarker, ClusterMarker, PilgrimageMarker } from './markers';
import { clusterRadiusPixels } from './markers';

export type PickedMarker =
  | { kind: 'altar'; altar: AltarMarker }
  | { kind: 'cluster'; cluster: ClusterMarker }
  | { kind: 'pilgrimage'; pilgrimage: PilgrimageMarker };

export interface ScreenPoint {
  x: number;
  y: number;
}

/** A pin (32 x 32, anchored at its bottom centre) covers the point, with a few pixels of slack for fingers. */
function onPin(anchor: ScreenPoint, at: ScreenPoint, slack = 2): boolean {
  const half = MARKER_SIZE / 2 + slack;
  return Math.abs(at.x - anchor.x) <= half && at.y <= anchor.y + slack && at.y >= anchor.y - MARKER_SIZE - slack;
}

function last<T>(items: readonly T[], hit: (item: T) => boolean): T | undefined {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]!;
    if (hit(item)) return item;
  }
  return undefined;
}

/**
 * The marker under a tap, topmost first as the layers are stacked (altars over clusters over routes;
 * within a layer the later one), from the markers' own positions: a tap hits what the page shows or is
 * about to show, even in the frames before the map has laid out new data.
 */
export function pickMarker(
  markers: Pick<MapMarkers, 'altars' | 'clusters' | 'pilgrimages'>,
  at: ScreenPoint,
  project: (point: LatLng) => ScreenPoint,
): PickedMarker | null {
  const altar = last(markers.altars, (candidate) => onPin(project(candidate), at));
  if (altar) return { kind: 'altar', altar };
  const cluster = last(markers.clusters, (candidate) => {
    const centre = project(candidate);
    return Math.hypot(centre.x - at.x, centre.y - at.y) <= clusterRadiusPixels(candidate.count);
  });
  if (cluster) return { kind: 'cluster', cluster };
  const pilgrimage = last(markers.pilgrimages, (candidate) => onPin(project(candidate), at));
  if (pilgrimage) return { kind: 'pilgrimage', pilgrimage };
  return null;
}
