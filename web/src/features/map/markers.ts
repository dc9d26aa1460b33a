import { isLatitude, isLongitude } from '@sacred/core/geo';
import type { BoundingBox } from '@sacred/core/map';
import type { MapViewportQuery, PilgrimagesOnMapQuery } from '../../gql/graphql';

/** What the map draws, from the viewport and pilgrimage answers; invalid coordinates are skipped. */

type ViewportAnswer = MapViewportQuery['altarViewport'];
export type AltarMarker = ViewportAnswer['altars'][number];
export type MapPilgrimage = PilgrimagesOnMapQuery['pilgrimages'][number];

export interface ClusterMarker {
  id: string;
  count: number;
  latitude: number;
  longitude: number;
  bounds: BoundingBox;
}

export interface PilgrimageMarker extends MapPilgrimage {
  /** The start: startLatitude or startingLatitude. */
  latitude: number;
  longitude: number;
}

const hasValidPosition = (point: { latitude: number; longitude: number }): boolean =>
  isLatitude(point.latitude) && isLongitude(point.longitude);

export function toAltarMarkers(altars: readonly AltarMarker[]): AltarMarker[] {
  return altars.filter(hasValidPosition);
}

export function toClusterMarkers(clusters: ViewportAnswer['clusters']): ClusterMarker[] {
  return clusters.filter(hasValidPosition).map(({ id, count, latitude, longitude, west, south, east, north }) => ({
    id,
    count,
    latitude,
    longitude,
    bounds: { west, south, east, north },
  }));
}

/** Pilgrimage markers sit at the start: startLatitude or startingLatitude, startLongitude or startingLongitude. */
export function toPilgrimageMarkers(pilgrimages: readonly MapPilgrimage[]): PilgrimageMarker[] {
  const markers: PilgrimageMarker[] = [];
  for (const pilgrimage of pilgrimages) {
    const latitude = pilgrimage.startLatitude ?? pilgrimage.startingLatitude;
    const longitude = pilgrimage.startLongitude ?? pilgrimage.startingLongitude;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    if (!hasValidPosition({ latitude, longitude })) continue;
    markers.push({ ...pilgrimage, latitude, longitude });
  }
  return markers;
}

/** Cluster circles grow with the logarithm of their count: 1 is a dot, 10 about 20 px, 10,000 about 41 px. */
export function clusterRadiusPixels(count: number): number {
  if (count <= 1) return 8;
  return Math.round(13 + 7 * Math.log10(count));
}

/** The count drawn on a cluster, short enough for the circle: 999, 1.2k, 12k, 1.2M. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  const [value, unit] = count < 1_000_000 ? [count / 1000, 'k'] : [count / 1_000_000, 'M'];
  const rounded = value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value);
  return `${String(rounded)}${unit}`;
}

/** The characters clusterLabel uses: the text layer's font atlas needs nothing else. */
export const CLUSTER_LABEL_CHARACTERS = '0123456789.kM';

/** The status line that says how many altars the map shows. */
export function altarCountLabel(count: number): string {
  return `${count} sacred ${count === 1 ? 'space' : 'spaces'} on the map`;
}
