import 'maplibre-gl/dist/maplibre-gl.css';
import type { LatLng } from '@sacred/core/geo';
import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import * as maplibregl from 'maplibre-gl';
import type { PositionAnchor } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Map as MapView, Marker, Popup } from 'react-map-gl/maplibre';
import { MapScale } from './basemap/MapScale';
import type { MapLayerMouseEvent, MapRef, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import styled, { keyframes, useTheme } from 'styled-components';
import { prefersReducedMotion } from '../../ui/useMediaQuery';
import { useBasemap } from './basemap/useBasemap';

import type { MapLayerColors, MapMarkers } from './mapLayers';
import { buildOfflineStyle, setWorldData, themeMapPalette } from './mapStyle';
import type { AltarMarker, ClusterMarker, PilgrimageMarker } from './markers';
import { MarkerLayers } from './MarkerLayers';
import { pickMarker } from './markerPicking';
import { viewportBox } from './viewport';
import type { ViewRequest } from './useViewportAltars';
import type { WorldGeometry } from './worldGeometry';
import { legibleAttribution } from './basemap/attributionStyle';
import { useLiveMapLibreLocale, useMapLibreLocale } from './basemap/maplibreLocale';
import { useMapText } from './messages';

// Under Vite, MapLibre cannot find its worker by itself: without this the map stays blank.
maplibregl.setWorkerUrl(workerUrl);
// The workers (a 520 KB script) start loading with this module, not when the map is created.
maplibregl.prewarm();

export type MapState = 'loading' | 'loaded' | 'idle';

const Frame = styled.div`
  position: absolute;
  inset: 0;

  .maplibregl-popup {
    z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  }
  .maplibregl-popup-content {
    max-height: min(520px, calc(100vh - 300px));
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.forest800};
    border: 1px solid ${({ theme }) => theme.colors.forest600};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  [class*='maplibregl-popup-anchor-bottom'] .maplibregl-popup-tip {
    border-top-color: ${({ theme }) => theme.colors.forest800};
  }
  [class*='maplibregl-popup-anchor-top'] .maplibregl-popup-tip {
    border-bottom-color: ${({ theme }) => theme.colors.forest800};
  }
  .maplibregl-popup-anchor-left .maplibregl-popup-tip {
    border-right-color: ${({ theme }) => theme.colors.forest800};
  }
  .maplibregl-popup-anchor-right .maplibregl-popup-tip {
    border-left-color: ${({ theme }) => theme.colors.forest800};
  }
  .maplibregl-popup-close-button {
    width: 44px;
    height: 44px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.moonlight};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${legibleAttribution}
`;

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70% { transform: scale(3.2); opacity: 0; }
  100% { transform: scale(3.2); opacity: 0; }
`;

/** The user's location: a blue dot with a pulsing halo (still under prefers-reduced-motion). */
const LocationDot = styled.span`
  position: relative;
  display: block;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: #3b82f6;
  border: 3px solid #ffffff;
  box-shadow:
    0 0 0 1px rgba(7, 17, 11, 0.6),
    0 2px 6px rgba(0, 0, 0, 0.5);

  &::before {
    content: '';
    position: absolute;
    inset: -3px;
    border-radius: 50%;
    background: rgba(59, 130, 246, 0.55);
    animation: ${pulse} 2s ease-out infinite;
    z-index: -1;
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
      transform: scale(2);
      opacity: 0.35;
    }
  }
`;

/**
 * Where a popup sits beside its marker (34 px tall, its point at the bottom). No fixed anchor: MapLibre
 * puts the popup above the marker and, when that would cross an edge of the map, beside or below it,
 * so the whole popup and its close button stay on screen for a marker near an edge.
 */
const POPUP_OFFSETS: Record<PositionAnchor, [number, number]> = {
  center: [0, -17],
  top: [0, 0],
  'top-left': [0, 0],
  'top-right': [0, 0],
  bottom: [0, -34],
  'bottom-left': [0, -34],
  'bottom-right': [0, -34],
  left: [12, -17],
  right: [-12, -17],
};

interface PopupFitProps {
  mapRef: RefObject<MapRef | null>;
  /** Pixels at the top of the map covered by the page's own controls. */
  topInset(): number;
  children: ReactNode;
}

/**
 * Keeps an open popup clear of the search bar (and the guest banner): when the map settles, or the
 * popup grows (its details arrive), the map pans down by what is hidden.
 */
function PopupFit({ mapRef, topInset, children }: PopupFitProps) {
  const ref = useRef<HTMLDivElement>(null);
  const topInsetRef = useRef(topInset);
  useEffect(() => {
    topInsetRef.current = topInset;
  }, [topInset]);

  useEffect(() => {
    const element = ref.current;
    const map = mapRef.current?.getMap();
    if (!element || !map) return;
    const fit = () => {
      if (map.isMoving()) return;
      const popup = element.closest('.maplibregl-popup') ?? element;
      const hidden =
        map.getContainer().getBoundingClientRect().top + topInsetRef.current() + 8 - popup.getBoundingClientRect().top;
      if (hidden > 1) map.panBy([0, -hidden], { duration: prefersReducedMotion() ? 0 : 250 });
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    map.on('moveend', fit);
    return () => {
      observer.disconnect();
      map.off('moveend', fit);
    };
  }, [mapRef]);

  return <div ref={ref}>{children}</div>;
}

export interface MapPopup {
  key: string;
  latitude: number;
  longitude: number;
  content: ReactNode;
}

interface AltarMapProps {
  world: WorldGeometry;
  mapRef: RefObject<MapRef | null>;
  markers: MapMarkers;
  markerColors: MapLayerColors;
  onClusterClick(cluster: ClusterMarker): void;
  onAltarClick(altar: AltarMarker): void;
  onPilgrimageClick(pilgrimage: PilgrimageMarker): void;
  userPosition: LatLng | null;
  popup: MapPopup | null;
  onPopupClose(): void;
  /** Pixels at the top of the map covered by the page's own controls (popups stay below them). */
  topInset(): number;
  onStateChange(state: MapState): void;
  /** The map has drawn its first altar or cluster markers. */
  onFirstMarkers?(): void;
  /** The map starts to move (the preview of its first view no longer matches it). */
  onMoveStart?(): void;
  /** The detailed basemap may replace the outlines (after the first markers). */
  detailedBasemap: boolean;
  /** The view settled (after load and after every move). */
  onViewChange(view: ViewRequest): void;
}

function viewOf(map: maplibregl.Map): ViewRequest {
  const bounds = map.getBounds();
  return {
    box: viewportBox({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    }),
    zoom: Math.round(map.getZoom() * 100) / 100,
    centre: { latitude: map.getCenter().lat, longitude: map.getCenter().lng },
  };
}

export function AltarMap({
  world,
  mapRef,
  markers,
  markerColors,
  onClusterClick,
  onAltarClick,
  onPilgrimageClick,
  userPosition,
  popup,
  onPopupClose,
  topInset,
  onStateChange,
  onFirstMarkers,
  onMoveStart,
  detailedBasemap,
  onViewChange,
}: AltarMapProps) {
  const theme = useTheme();
  const t = useMapText();
  const locale = useMapLibreLocale();
  useLiveMapLibreLocale(mapRef, locale);
  const [cursor, setCursor] = useState<string | undefined>(undefined);

  // A tap on a marker opens it (the topmost marker under the finger); anywhere else closes the popup.
  const pickAt = (event: MapLayerMouseEvent) =>
    pickMarker(markers, event.point, ({ longitude, latitude }) => event.target.project([longitude, latitude]));
  const onClick = (event: MapLayerMouseEvent) => {
    const picked = pickAt(event);
    if (!picked) return onPopupClose();
    switch (picked.kind) {
      case 'altar':
        return onAltarClick(picked.altar);
      case 'cluster':
        return onClusterClick(picked.cluster);
      case 'pilgrimage':
        return onPilgrimageClick(picked.pilgrimage);
    }
  };
  const onMouseMove = (event: MapLayerMouseEvent) => {
    const next = pickAt(event) ? 'pointer' : undefined;
    if (next !== cursor) setCursor(next);
  };

  // The style is built once; a more detailed world later replaces the sources' data only (a new style
  // would be diffed against one that holds the marker layers).
  const [firstWorld] = useState(world);
  const mapStyle = useMemo(() => buildOfflineStyle(firstWorld, themeMapPalette(theme.colors)), [firstWorld, theme]);
  // The member's detailed basemap replaces the outlines once its style arrives, and never before the first
  // markers are painted: a new style takes the map's sources and layers, markers included, down with the
  // old one until its own sprite, glyphs and tiles are in.
  const basemap = useBasemap(mapStyle);
  const detailedStyle = detailedBasemap ? basemap.mapStyle : null;
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || world === firstWorld) return;
    const apply = () => setWorldData(map, world);
    if (map.loaded()) apply();
    else map.once('load', apply);
    return () => {
      map.off('load', apply);
    };
  }, [mapRef, world, firstWorld]);

  return (
    <Frame
      data-basemap={basemap.status === 'detailed' && !detailedStyle ? 'loading' : basemap.status}
      data-map-style={basemap.style}
    >
      <MapView
        ref={mapRef}
        mapLib={maplibregl}
        locale={locale}
        initialViewState={DEFAULT_MAP_VIEW}
        mapStyle={detailedStyle ?? mapStyle}
        style={{ position: 'absolute', inset: 0 }}
        attributionControl={{ compact: true }}
        dragRotate={false}
        touchPitch={false}
        cursor={cursor}
        onMouseMove={onMouseMove}
        onClick={onClick}
        onLoad={(event) => {
          onStateChange('loaded');
          onViewChange(viewOf(event.target));
        }}
        onIdle={() => onStateChange('idle')}
        onMoveStart={() => onMoveStart?.()}
        onMoveEnd={(event: ViewStateChangeEvent) => onViewChange(viewOf(event.target))}
      >
        <MapScale />
        {basemap.watcher}
        <MarkerLayers markers={markers} colors={markerColors} onFirstMarkers={onFirstMarkers} />
        {userPosition && (
          <Marker longitude={userPosition.longitude} latitude={userPosition.latitude} anchor="center">
            <LocationDot role="img" aria-label={t('yourLocation')} data-testid="user-location" />
          </Marker>
        )}
        {popup && (
          <Popup
            key={popup.key}
            longitude={popup.longitude}
            latitude={popup.latitude}
            offset={POPUP_OFFSETS}
            maxWidth="300px"
            closeOnClick={false}
            onClose={onPopupClose}
          >
            <PopupFit mapRef={mapRef} topInset={topInset}>
              {popup.content}
            </PopupFit>
          </Popup>
        )}
      </MapView>
    </Frame>
  );
}
