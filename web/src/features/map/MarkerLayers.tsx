import type { MapStyleImageMissingEvent } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import {
  altarFeatures,
  clusterFeatures,
  markerLayerSpecs,
  MARKER_LAYERS,
  pilgrimageFeatures,
  searchAreaFeature,
  SOURCE_IDS,
} from './mapLayers';
import type { MapLayerColors, MapMarkers } from './mapLayers';
import { drawCount, drawIcon, ICON_PIXEL_RATIO, knownIcon } from './markerIcons';
import { FIRST_MARKERS_MARK, hasMark, MAP_MARKERS_MARK, markOnce } from './mapMarks';

const COUNT_PREFIX = 'count-';

interface MarkerLayersProps {
  markers: MapMarkers;
  colors: MapLayerColors;
  /** The first altar or cluster markers are painted. */
  onFirstMarkers?(): void;
}

/**
 * The markers inside the map: four GeoJSON sources and their layers, the marker images drawn when the
 * map first asks for them (and again after a style switch, which clears the style's images).
 */
export function MarkerLayers({ markers, colors, onFirstMarkers }: MarkerLayersProps) {
  const { current } = useMap();
  const map = current?.getMap();
  const specs = useMemo(() => markerLayerSpecs(colors), [colors]);
  const altars = useMemo(
    () => altarFeatures(markers.altars, markers.selectedIds),
    [markers.altars, markers.selectedIds],
  );
  const clusters = useMemo(() => clusterFeatures(markers.clusters), [markers.clusters]);
  const pilgrimages = useMemo(() => pilgrimageFeatures(markers.pilgrimages), [markers.pilgrimages]);
  const searchArea = useMemo(() => searchAreaFeature(markers.searchArea), [markers.searchArea]);

  // The images are added before the sources get the data that names them: an image the map lacks when
  // it lays out a tile leaves that marker out of the tile.
  const addImage = useCallback(
    (id: string) => {
      if (!map || map.hasImage(id)) return;
      const icon = knownIcon(id);
      if (icon) map.addImage(id, drawIcon(icon), { pixelRatio: ICON_PIXEL_RATIO });
      else if (id.startsWith(COUNT_PREFIX))
        map.addImage(id, drawCount(id.slice(COUNT_PREFIX.length), colors.clusterText), {
          pixelRatio: ICON_PIXEL_RATIO,
        });
    },
    [map, colors.clusterText],
  );
  for (const collection of [altars, clusters, pilgrimages]) {
    for (const feature of collection.features) {
      const { icon, count } = feature.properties;
      if (icon) addImage(icon);
      if (count) addImage(count);
    }
  }

  // A style switch clears the style's images: the map asks for them again.
  useEffect(() => {
    if (!map) return;
    const onMissing = ({ id }: MapStyleImageMissingEvent) => addImage(id);
    map.on('styleimagemissing', onMissing);
    return () => {
      map.off('styleimagemissing', onMissing);
    };
  }, [map, addImage]);

  // The map's mark is set on its first frame that shows a marker (its source loaded and its layer drawn);
  // the first-markers mark too, unless the preview painted markers before.
  const hasMarkers = markers.altars.length > 0 || markers.clusters.length > 0;
  const onFirstMarkersRef = useRef(onFirstMarkers);
  useEffect(() => {
    onFirstMarkersRef.current = onFirstMarkers;
  }, [onFirstMarkers]);
  useEffect(() => {
    if (!map || !hasMarkers || hasMark(MAP_MARKERS_MARK)) return;
    const onRender = () => {
      const layers = MARKER_LAYERS.filter((id) => map.getLayer(id));
      if (layers.length === 0 || map.queryRenderedFeatures({ layers }).length === 0) return;
      map.off('render', onRender);
      markOnce(MAP_MARKERS_MARK);
      markOnce(FIRST_MARKERS_MARK);
      onFirstMarkersRef.current?.();
    };
    map.on('render', onRender);
    map.triggerRepaint();
    return () => {
      map.off('render', onRender);
    };
  }, [map, hasMarkers]);

  return (
    <>
      <Source id={SOURCE_IDS.searchArea} type="geojson" data={searchArea}>
        <Layer {...specs.searchRadius} />
        <Layer {...specs.searchRadiusOutline} />
      </Source>
      <Source id={SOURCE_IDS.pilgrimages} type="geojson" data={pilgrimages}>
        <Layer {...specs.pilgrimages} />
      </Source>
      <Source id={SOURCE_IDS.clusters} type="geojson" data={clusters}>
        <Layer {...specs.clusters} />
        <Layer {...specs.clusterCounts} />
      </Source>
      <Source id={SOURCE_IDS.altars} type="geojson" data={altars}>
        <Layer {...specs.altars} />
      </Source>
    </>
  );
}
