import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { LatLng } from '@sacred/core/geo';
import { hexToRgba } from './colors';
import type { Rgba } from './colors';
import { altarIcon, ICON_LOAD_OPTIONS, MARKER_SIZE, pilgrimageIcon } from './markerIcons';
import type { AltarMarker, ClusterMarker, PilgrimageMarker } from './markers';
import { CLUSTER_LABEL_CHARACTERS, clusterLabel, clusterRadiusPixels } from './markers';
import { altarBadges, altarColor, pilgrimageColor } from './markerStyle';

/** Stable layer ids, bottom to top: deck.gl matches layers across renders by id and only diffs the data. */
export const LAYER_IDS = {
  searchRadius: 'search-radius',
  // Routes often start where altars cluster: their pins peek out above the circles, which stay readable
  // and clickable.
  pilgrimages: 'pilgrimage-markers',
  clusters: 'altar-clusters',
  clusterCounts: 'altar-cluster-counts',
  altars: 'altar-markers',
} as const;

export interface MapLayerColors {
  cluster: string;
  clusterRing: string;
  clusterText: string;
  location: string;
}

export interface MapLayerInput {
  colors: MapLayerColors;
  /** The user's location and the search radius in meters, when the location is known. */
  searchArea: { centre: LatLng; radiusMeters: number } | null;
  clusters: readonly ClusterMarker[];
  /** Draw the counts on the clusters (left out of the map's very first frames, see MapPage.tsx). */
  clusterCounts: boolean;
  altars: readonly AltarMarker[];
  pilgrimages: readonly PilgrimageMarker[];
  selectedIds: ReadonlySet<number>;
  onClusterClick(cluster: ClusterMarker): void;
  onAltarClick(altar: AltarMarker): void;
  onPilgrimageClick(pilgrimage: PilgrimageMarker): void;
}

const position = (point: LatLng): [number, number] => [point.longitude, point.latitude];

const hasData = (layer: Layer): boolean => !Array.isArray(layer.props.data) || layer.props.data.length > 0;

/**
 * The deck.gl layers of the map home; a click handler returning true stops the map-level click.
 * Layers with nothing to draw are left out: deck.gl would still build their shaders and buffers,
 * which at the map's start delays the first markers (bench/mobile-speed.ts).
 */
export function buildMapLayers(input: MapLayerInput): Layer[] {
  const { colors, selectedIds } = input;
  const location = hexToRgba(colors.location);
  const withAlpha = ([r, g, b]: Rgba, alpha: number): Rgba => [r, g, b, alpha];
  // Selection changes redraw the icons, not the data.
  const selectionKey = [...selectedIds].sort((a, b) => a - b).join(',');

  const layers: Layer[] = [
    new ScatterplotLayer<{ centre: LatLng; radiusMeters: number }>({
      id: LAYER_IDS.searchRadius,
      data: input.searchArea ? [input.searchArea] : [],
      getPosition: (area) => position(area.centre),
      getRadius: (area) => area.radiusMeters,
      radiusUnits: 'meters',
      filled: true,
      stroked: true,
      getFillColor: withAlpha(location, 28),
      getLineColor: withAlpha(location, 190),
      lineWidthUnits: 'pixels',
      getLineWidth: 1.5,
      updateTriggers: { getRadius: input.searchArea?.radiusMeters },
    }),
    new IconLayer<PilgrimageMarker>({
      id: LAYER_IDS.pilgrimages,
      data: input.pilgrimages,
      pickable: true,
      getPosition: position,
      getIcon: (pilgrimage) => pilgrimageIcon(pilgrimageColor(pilgrimage.type)),
      getSize: MARKER_SIZE,
      sizeUnits: 'pixels',
      loadOptions: ICON_LOAD_OPTIONS,
      onClick: (info: PickingInfo<PilgrimageMarker>) => {
        if (info.object) input.onPilgrimageClick(info.object);
        return true;
      },
    }),
    new ScatterplotLayer<ClusterMarker>({
      id: LAYER_IDS.clusters,
      data: input.clusters,
      pickable: true,
      getPosition: position,
      getRadius: (cluster) => clusterRadiusPixels(cluster.count),
      radiusUnits: 'pixels',
      getFillColor: hexToRgba(colors.cluster),
      stroked: true,
      getLineColor: hexToRgba(colors.clusterRing, 150),
      lineWidthUnits: 'pixels',
      getLineWidth: 4,
      onClick: (info: PickingInfo<ClusterMarker>) => {
        if (info.object) input.onClusterClick(info.object);
        return true;
      },
    }),
    new TextLayer<ClusterMarker>({
      id: LAYER_IDS.clusterCounts,
      data: input.clusterCounts ? input.clusters.filter((cluster) => cluster.count > 1) : [],
      getPosition: position,
      getText: (cluster) => clusterLabel(cluster.count),
      getSize: 13,
      sizeUnits: 'pixels',
      getColor: hexToRgba(colors.clusterText),
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      fontWeight: 700,
      // A small atlas drawn once from a local font: no glyph downloads.
      characterSet: CLUSTER_LABEL_CHARACTERS,
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
    new IconLayer<AltarMarker>({
      id: LAYER_IDS.altars,
      data: input.altars,
      pickable: true,
      getPosition: position,
      getIcon: (altar) => altarIcon(altarColor(altar.altarType), altarBadges(altar), selectedIds.has(altar.id)),
      getSize: MARKER_SIZE,
      sizeUnits: 'pixels',
      loadOptions: ICON_LOAD_OPTIONS,
      updateTriggers: { getIcon: selectionKey },
      onClick: (info: PickingInfo<AltarMarker>) => {
        if (info.object) input.onAltarClick(info.object);
        return true;
      },
    }),
  ];
  return layers.filter(hasData);
}
