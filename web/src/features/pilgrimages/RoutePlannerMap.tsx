import { CREATE_MAP_VIEW } from '@sacred/core/pilgrimages';
import { routeLineFeatures } from '@sacred/core/routing';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Layer, Map as MapView, Marker, Source } from 'react-map-gl/maplibre';
import { MapScale } from '../map/basemap/MapScale';
import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import styled, { useTheme } from 'styled-components';
import { maplibregl, MapFrame, useOutlineBasemap } from '../map/basemap/smallMap';
import { useLiveMapLibreLocale, useMapLibreLocale } from '../map/basemap/maplibreLocale';
import { usePilgrimagesText } from './messages';

export interface PlannerPoint {
  latitude: number;
  longitude: number;
}

export interface PlannerAltar extends PlannerPoint {
  id: number;
  name: string;
}

export type PickMode = 'none' | 'start' | 'end';

/** Where the drawn line begins, "latitude,longitude" to 4 places. */
const routeStart = (features: ReturnType<typeof routeLineFeatures>['features']) => {
  const first = features[0]?.geometry.coordinates[0];
  return first ? `${first[1]!.toFixed(4)},${first[0]!.toFixed(4)}` : undefined;
};

/** How many points of the drawn line follow the paths (0 while it is straight). */
const routePointsOnPath = (features: ReturnType<typeof routeLineFeatures>['features']) =>
  features.reduce((sum, feature) => sum + (feature.properties.onNetwork ? feature.geometry.coordinates.length : 0), 0);

const Frame = styled(MapFrame)<{ $picking: boolean }>`
  height: 320px;
  border-color: ${({ theme, $picking }) => ($picking ? theme.colors.amber : theme.colors.forest600)};
`;

const Banner = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: 50%;
  transform: translateX(-50%);
  z-index: 2;
  width: max-content;
  max-width: calc(100% - 1rem);
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-align: center;
  pointer-events: none;
`;

const Pin = styled.div<{ $tone: 'start' | 'end' | 'site' }>`
  display: grid;
  justify-items: center;
  gap: 2px;
  pointer-events: none;

  span {
    padding: 1px 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: rgba(7, 17, 11, 0.85);
    color: ${({ theme }) => theme.colors.moonlight};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    white-space: nowrap;
  }
  i {
    display: grid;
    place-items: center;
    width: ${({ $tone }) => ($tone === 'site' ? '22px' : '18px')};
    height: ${({ $tone }) => ($tone === 'site' ? '22px' : '18px')};
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.night};
    background: ${({ theme, $tone }) =>
      $tone === 'start' ? theme.colors.moss : $tone === 'end' ? theme.colors.danger : theme.colors.amber};
    color: ${({ theme }) => theme.colors.night};
    font-style: normal;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
  }
`;

interface RoutePlannerMapProps {
  start: PlannerPoint | null;
  end: PlannerPoint | null;
  sites: readonly PlannerAltar[];
  nearby: readonly PlannerAltar[];
  mode: PickMode;
  onPick(point: PlannerPoint): void;
  onAddAltar(id: number): void;
  /** Where to look: the map eases there when it changes (a GPX import, the first preselected site). */
  focus: PlannerPoint | null;
  /** The route along the paths for these points, once known; the straight line is drawn until then. */
  legs?: ReadonlyArray<{ onNetwork: boolean; geometry: { coordinates: number[][] } }>;
}

/**
 * Route planning: a click while picking sets the start or the end (crosshair cursor,
 * a banner); otherwise a click on a nearby altar (amber dot) adds it as the next sacred site.
 */
export function RoutePlannerMap({
  start,
  end,
  sites,
  nearby,
  mode,
  onPick,
  onAddAltar,
  focus,
  legs,
}: RoutePlannerMapProps) {
  const theme = useTheme();
  const t = usePilgrimagesText();
  const mapRef = useRef<MapRef>(null);
  const mapLibreTexts = useMapLibreLocale();
  useLiveMapLibreLocale(mapRef, mapLibreTexts);
  const [state, setState] = useState<'loading' | 'loaded'>('loading');
  const [centre, setCentre] = useState<PlannerPoint | null>(null);
  const showCentre = (map: { getCenter(): { lat: number; lng: number } }) => {
    const { lat, lng } = map.getCenter();
    setCentre({ latitude: lat, longitude: lng });
  };

  const points = useMemo(() => [...(start ? [start] : []), ...sites, ...(end ? [end] : [])], [start, sites, end]);

  // A prefill (?altars=, GPX) moves the view onto the whole route; later edits leave the view alone:
  // the route is read when the focus changes (an effect event), it does not trigger a move itself.
  const showRoute = useEffectEvent(() => {
    const map = mapRef.current;
    const shown = points.length > 0 ? points : focus ? [focus] : [];
    if (!map || shown.length === 0) return;
    if (shown.length === 1) {
      map.easeTo({ center: [shown[0]!.longitude, shown[0]!.latitude], duration: 400 });
      return;
    }
    const longitudes = shown.map((point) => point.longitude);
    const latitudes = shown.map((point) => point.latitude);
    map.fitBounds(
      [
        [Math.min(...longitudes), Math.min(...latitudes)],
        [Math.max(...longitudes), Math.max(...latitudes)],
      ],
      { padding: 48, maxZoom: 14, duration: 400 },
    );
  });
  useEffect(() => {
    if (focus && state === 'loaded') showRoute();
  }, [focus, state]);

  // The member's basemap over the outlines (web/src/features/map/basemap); the ocean alone without them.
  const basemap = useOutlineBasemap('50m', { oceanIfUnavailable: true });

  const route = useMemo(() => routeLineFeatures(points, legs), [points, legs]);

  const nearbyData = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: nearby
        .filter((altar) => !sites.some((site) => site.id === altar.id))
        .map((altar) => ({
          type: 'Feature' as const,
          properties: { id: altar.id, name: altar.name },
          geometry: { type: 'Point' as const, coordinates: [altar.longitude, altar.latitude] },
        })),
    }),
    [nearby, sites],
  );

  const onClick = (event: MapLayerMouseEvent) => {
    if (mode !== 'none') {
      onPick({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
      return;
    }
    const id = event.features?.[0]?.properties?.id as unknown;
    if (typeof id === 'number') onAddAltar(id);
  };

  return (
    <Frame
      $picking={mode !== 'none'}
      data-testid="route-map"
      data-map-state={state}
      data-pick-mode={mode}
      data-map-centre={centre ? `${centre.latitude.toFixed(4)},${centre.longitude.toFixed(4)}` : undefined}
      data-route-points-on-path={routePointsOnPath(route.features)}
      data-route-start={routeStart(route.features)}
    >
      {mode === 'start' && <Banner role="status">{t('pickStartBanner')}</Banner>}
      {mode === 'end' && <Banner role="status">{t('pickEndBanner')}</Banner>}
      {basemap.mapStyle && (
        <MapView
          ref={mapRef}
          mapLib={maplibregl}
          locale={mapLibreTexts}
          initialViewState={focus ? { ...focus, zoom: CREATE_MAP_VIEW.zoom } : CREATE_MAP_VIEW}
          mapStyle={basemap.mapStyle}
          style={{ position: 'absolute', inset: 0 }}
          attributionControl={{ compact: true }}
          dragRotate={false}
          touchPitch={false}
          cursor={mode !== 'none' ? 'crosshair' : undefined}
          interactiveLayerIds={['planning-altars']}
          onClick={onClick}
          onLoad={(event) => {
            setState('loaded');
            showCentre(event.target);
          }}
          onMoveEnd={(event) => showCentre(event.target)}
        >
          <MapScale />
          {basemap.watcher}
          <Source id="planning-altars" type="geojson" data={nearbyData}>
            <Layer
              id="planning-altars"
              type="circle"
              paint={{
                'circle-radius': 6,
                'circle-color': theme.colors.amber,
                'circle-opacity': 0.55,
                'circle-stroke-color': theme.colors.night,
                'circle-stroke-width': 1,
              }}
            />
          </Source>
          <Source id="planned-route" type="geojson" data={route}>
            {/* Along the paths solid; off them (or not yet routed) dashed. */}
            <Layer
              id="planned-route"
              type="line"
              filter={['==', ['get', 'onNetwork'], true]}
              layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              paint={{ 'line-color': theme.colors.amberBright, 'line-width': 3 }}
            />
            <Layer
              id="planned-route-off-path"
              type="line"
              filter={['==', ['get', 'onNetwork'], false]}
              layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              paint={{ 'line-color': theme.colors.amberBright, 'line-width': 3, 'line-dasharray': [2, 1.5] }}
            />
          </Source>
          {sites.map((site, index) => (
            <Marker key={site.id} longitude={site.longitude} latitude={site.latitude} anchor="center">
              <Pin $tone="site" aria-label={t('sitePin', { position: index + 1, name: site.name })}>
                <i>{index + 1}</i>
              </Pin>
            </Marker>
          ))}
          {start && (
            <Marker longitude={start.longitude} latitude={start.latitude} anchor="bottom">
              <Pin $tone="start" data-testid="start-marker">
                <span>{t('startMarker')}</span>
                <i />
              </Pin>
            </Marker>
          )}
          {end && (
            <Marker longitude={end.longitude} latitude={end.latitude} anchor="bottom">
              <Pin $tone="end" data-testid="end-marker">
                <span>{t('endMarker')}</span>
                <i />
              </Pin>
            </Marker>
          )}
        </MapView>
      )}
    </Frame>
  );
}
