import 'maplibre-gl/dist/maplibre-gl.css';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { PickingInfo } from '@deck.gl/core';
import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useMemo, useRef, useState } from 'react';
import { Map as MapView, Popup } from 'react-map-gl/maplibre';
import type { MapRef } from 'react-map-gl/maplibre';
import styled, { useTheme } from 'styled-components';
import { AltarPopup } from './AltarPopup';
import type { AltarPoint } from './altarPoints';
import { hexToRgba } from './colors';
import { DeckOverlay } from './DeckOverlay';
import { buildOfflineStyle } from './mapStyle';
import type { WorldGeometry } from './worldGeometry';

// Under Vite, MapLibre cannot find its worker by itself: without this the map stays blank.
maplibregl.setWorkerUrl(workerUrl);

export type MapState = 'loading' | 'loaded' | 'idle';

const Frame = styled.div`
  position: absolute;
  inset: 0;

  .maplibregl-popup {
    z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  }
  .maplibregl-popup-content {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.forest800};
    border: 1px solid ${({ theme }) => theme.colors.forest600};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  .maplibregl-popup-anchor-bottom .maplibregl-popup-tip {
    border-top-color: ${({ theme }) => theme.colors.forest800};
  }
  .maplibregl-popup-anchor-top .maplibregl-popup-tip {
    border-bottom-color: ${({ theme }) => theme.colors.forest800};
  }
  .maplibregl-popup-close-button {
    width: 32px;
    height: 32px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.moonlight};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  && .maplibregl-ctrl.maplibregl-ctrl-attrib {
    background: rgba(7, 17, 11, 0.75);
    color: ${({ theme }) => theme.colors.mist};
    a {
      color: ${({ theme }) => theme.colors.mist};
    }
  }
  && .maplibregl-ctrl-attrib-button {
    background-color: ${({ theme }) => theme.colors.mist};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

const ZoomControls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: 56px;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const ZoomButton = styled.button.attrs({ type: 'button' })`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: rgba(19, 39, 27, 0.92);
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

interface AltarMapProps {
  world: WorldGeometry;
  altars: AltarPoint[];
  onStateChange: (state: MapState) => void;
}

export function AltarMap({ world, altars, onStateChange }: AltarMapProps) {
  const theme = useTheme();
  const mapRef = useRef<MapRef>(null);
  const [selected, setSelected] = useState<AltarPoint | null>(null);

  const mapStyle = useMemo(
    () =>
      buildOfflineStyle(world, {
        ocean: theme.colors.ocean,
        land: theme.colors.land,
        coastline: theme.colors.forest500,
        border: theme.colors.earth500,
      }),
    [world, theme],
  );

  const layers = useMemo(
    () => [
      new ScatterplotLayer<AltarPoint>({
        id: 'altars',
        data: altars,
        pickable: true,
        autoHighlight: true,
        highlightColor: hexToRgba(theme.colors.amberBright),
        getPosition: (altar) => [altar.longitude, altar.latitude],
        getFillColor: hexToRgba(theme.colors.amber),
        getLineColor: hexToRgba(theme.colors.night, 220),
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 1.5,
        radiusUnits: 'pixels',
        getRadius: 7,
        onClick: (info: PickingInfo<AltarPoint>) => {
          const altar = info.object ?? null;
          setSelected(altar);
          // On a phone the popup is wider than half the screen: bring the altar to the middle, a little
          // low, so the popup above it fits.
          if (altar) {
            mapRef.current?.easeTo({ center: [altar.longitude, altar.latitude], offset: [0, 120], duration: 400 });
          }
          // Handled: the overlay-level click (which closes the popup) does not run.
          return true;
        },
      }),
    ],
    [altars, theme],
  );

  return (
    <Frame>
      <MapView
        ref={mapRef}
        mapLib={maplibregl}
        initialViewState={DEFAULT_MAP_VIEW}
        mapStyle={mapStyle}
        style={{ position: 'absolute', inset: 0 }}
        attributionControl={{ compact: true }}
        dragRotate={false}
        touchPitch={false}
        onLoad={() => onStateChange('loaded')}
        onIdle={() => onStateChange('idle')}
      >
        <DeckOverlay layers={layers} onClick={() => setSelected(null)} />
        {selected && (
          <Popup
            longitude={selected.longitude}
            latitude={selected.latitude}
            anchor="bottom"
            offset={12}
            maxWidth="280px"
            closeOnClick={false}
            onClose={() => setSelected(null)}
          >
            <AltarPopup altar={selected} />
          </Popup>
        )}
      </MapView>
      <ZoomControls>
        <ZoomButton aria-label="Zoom in" onClick={() => mapRef.current?.zoomIn()}>
          <span aria-hidden="true">+</span>
        </ZoomButton>
        <ZoomButton aria-label="Zoom out" onClick={() => mapRef.current?.zoomOut()}>
          <span aria-hidden="true">−</span>
        </ZoomButton>
      </ZoomControls>
    </Frame>
  );
}
