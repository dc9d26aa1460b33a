import type { LatLng } from '@sacred/core/geo';
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { altarIcon, clusterCountIconId, pilgrimageIcon } from './markerIcons';
import type { AltarMarker, ClusterMarker, PilgrimageMarker } from './markers';
import { clusterLabel, clusterRadiusPixels } from './markers';
import { altarBadges, altarColor, pilgrimageColor } from './markerStyle';

/**
 * The map home's markers as MapLibre's own layers over GeoJSON sources: drawn by the map itself in
 * its first frames, with no WebGL library of ours to download and start first (bench/mobile-speed.ts).
 * Stable ids, bottom to top; a marker's feature carries its index in the list it was built from.
 */
export const LAYER_IDS = {
  searchRadius: 'search-radius',
  searchRadiusOutline: 'search-radius-outline',
  // Routes often start where altars cluster: their pins peek out above the circles, which stay readable
  // and clickable.
  pilgrimages: 'pilgrimage-markers',
  clusters: 'altar-clusters',
  clusterCounts: 'altar-cluster-counts',
  altars: 'altar-markers',
} as const;

export const SOURCE_IDS = {
  searchArea: 'map-search-area',
  pilgrimages: 'map-pilgrimages',
  clusters: 'map-clusters',
  altars: 'map-altars',
} as const;

/** The layers whose first paint is "the first markers". */
export const MARKER_LAYERS: readonly string[] = [LAYER_IDS.altars, LAYER_IDS.clusters];

export interface MapLayerColors {
  cluster: string;
  clusterRing: string;
  clusterText: string;
  location: string;
}

/** The markers' colours from the app's theme (light or dark). */
export const themeMarkerColors = (colors: { amber: string; amberBright: string; night: string }): MapLayerColors => ({
  cluster: colors.amber,
  clusterRing: colors.amberBright,
  clusterText: colors.night,
  location: '#3b82f6',
});

export interface MapMarkers {
  /** The user's location and the search radius in meters, when the location is known. */
  searchArea: { centre: LatLng; radiusMeters: number } | null;
  clusters: readonly ClusterMarker[];
  altars: readonly AltarMarker[];
  pilgrimages: readonly PilgrimageMarker[];
  selectedIds: ReadonlySet<number>;
}

type PointFeature = GeoJSON.Feature<GeoJSON.Point, { i: number; icon?: string; radius?: number; count?: string }>;

const point = (at: LatLng, properties: PointFeature['properties']): PointFeature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [at.longitude, at.latitude] },
});

const collection = <F extends GeoJSON.Feature>(
  features: F[],
): GeoJSON.FeatureCollection<F['geometry'], F['properties']> => ({
  type: 'FeatureCollection',
  features,
});

/** An altar's pin: its type's colour, its badges, and a ring when it is selected. */
export const altarMarkerIcon = (altar: AltarMarker, selected: boolean) =>
  altarIcon(altarColor(altar.altarType), altarBadges(altar), selected);

export function altarFeatures(altars: readonly AltarMarker[], selectedIds: ReadonlySet<number>) {
  return collection(
    altars.map((altar, i) => point(altar, { i, icon: altarMarkerIcon(altar, selectedIds.has(altar.id)).id })),
  );
}

/** Clusters with their circle's radius and, for more than one altar, the image of their count. */
export function clusterFeatures(clusters: readonly ClusterMarker[]) {
  return collection(
    clusters.map((cluster, i) =>
      point(cluster, {
        i,
        radius: clusterRadiusPixels(cluster.count),
        ...(cluster.count > 1 ? { count: clusterCountIconId(clusterLabel(cluster.count)) } : {}),
      }),
    ),
  );
}

export function pilgrimageFeatures(pilgrimages: readonly PilgrimageMarker[]) {
  return collection(
    pilgrimages.map((pilgrimage, i) =>
      point(pilgrimage, { i, icon: pilgrimageIcon(pilgrimageColor(pilgrimage.type)).id }),
    ),
  );
}

const EARTH_RADIUS_METERS = 6_371_008.8;

/** The search area as a 64-sided polygon on the sphere (the circle a radius query covers). */
export function searchAreaFeature(area: MapMarkers['searchArea']) {
  if (!area) return collection([]);
  const angular = area.radiusMeters / EARTH_RADIUS_METERS;
  const lat = (area.centre.latitude * Math.PI) / 180;
  const lng = (area.centre.longitude * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let step = 0; step <= 64; step += 1) {
    const bearing = (2 * Math.PI * (step % 64)) / 64;
    const lat2 = Math.asin(Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing));
    const lng2 =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(lat2),
      );
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  return collection([
    {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring] },
    } as GeoJSON.Feature<GeoJSON.Polygon>,
  ]);
}

/** Every marker is drawn, overlapping as it must: a hidden altar would be a lie about the map. */
const ICON_LAYOUT = {
  'icon-image': ['get', 'icon'],
  'icon-anchor': 'bottom',
  'icon-allow-overlap': true,
  'icon-ignore-placement': true,
} as const satisfies SymbolLayerSpecification['layout'];

/** A cluster's ring, drawn outside its circle: the circle and its ring together are clusterRadiusPixels. */
export const CLUSTER_RING = { width: 4, opacity: 150 / 255 } as const;

/** The layer specifications (without their source, which the component gives). */
export function markerLayerSpecs(colors: MapLayerColors) {
  return {
    searchRadius: {
      id: LAYER_IDS.searchRadius,
      type: 'fill',
      paint: { 'fill-color': colors.location, 'fill-opacity': 28 / 255 },
    } satisfies Omit<FillLayerSpecification, 'source'>,
    searchRadiusOutline: {
      id: LAYER_IDS.searchRadiusOutline,
      type: 'line',
      paint: { 'line-color': colors.location, 'line-opacity': 190 / 255, 'line-width': 1.5 },
    } satisfies Omit<LineLayerSpecification, 'source'>,
    pilgrimages: {
      id: LAYER_IDS.pilgrimages,
      type: 'symbol',
      layout: ICON_LAYOUT,
    } satisfies Omit<SymbolLayerSpecification, 'source'>,
    // The circle and its ring together are the cluster's size (MapLibre strokes outside the radius).
    clusters: {
      id: LAYER_IDS.clusters,
      type: 'circle',
      paint: {
        'circle-radius': ['-', ['get', 'radius'], CLUSTER_RING.width],
        'circle-color': colors.cluster,
        'circle-stroke-color': colors.clusterRing,
        'circle-stroke-opacity': CLUSTER_RING.opacity,
        'circle-stroke-width': CLUSTER_RING.width,
      },
    } satisfies Omit<CircleLayerSpecification, 'source'>,
    clusterCounts: {
      id: LAYER_IDS.clusterCounts,
      type: 'symbol',
      filter: ['has', 'count'],
      layout: {
        'icon-image': ['get', 'count'],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    } satisfies Omit<SymbolLayerSpecification, 'source'>,
    altars: {
      id: LAYER_IDS.altars,
      type: 'symbol',
      layout: ICON_LAYOUT,
    } satisfies Omit<SymbolLayerSpecification, 'source'>,
  };
}
