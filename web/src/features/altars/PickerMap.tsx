import { useEffect, useRef, useState } from 'react';
import { Map as MapView, Marker } from 'react-map-gl/maplibre';
import { MapScale } from '../map/basemap/MapScale';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '@sacred/core/geo';
import styled, { useTheme } from 'styled-components';
import { maplibregl, MapFrame, useOutlineBasemap } from '../map/basemap/smallMap';
import { useLiveMapLibreLocale, useMapLibreLocale } from '../map/basemap/maplibreLocale';
import { useAltarsText } from './messages';

export interface Camera extends LatLng {
  zoom: number;
}

const Frame = styled(MapFrame)`
  height: 260px;
`;

const Status = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

const Pin = styled.svg`
  display: block;
  cursor: grab;
  filter: drop-shadow(0 2px 4px rgba(0, 0, 0, 0.6));
`;

interface PickerMapProps {
  camera: Camera;
  selected: LatLng | null;
  onPick(position: LatLng): void;
}

/** The Map tab: click to place the marker, drag it to adjust; the offline basemap of the map page. */
export function PickerMap({ camera, selected, onPick }: PickerMapProps) {
  const t = useAltarsText();
  const theme = useTheme();
  const mapRef = useRef<MapRef>(null);
  const mapLibreTexts = useMapLibreLocale();
  useLiveMapLibreLocale(mapRef, mapLibreTexts);
  // The member's basemap over the outlines (web/src/features/map/basemap).
  const basemap = useOutlineBasemap('50m');

  // The camera moves when the picker asks (a search result, the user's own location, coordinates); a
  // map that mounts later opens on the camera of that moment.
  const shownCamera = useRef(camera);
  useEffect(() => {
    if (camera === shownCamera.current || !mapRef.current) return;
    shownCamera.current = camera;
    mapRef.current.flyTo({ center: [camera.longitude, camera.latitude], zoom: camera.zoom, duration: 600 });
  }, [camera]);
  const [centre, setCentre] = useState<LatLng | null>(null);
  const showCentre = (map: { getCenter(): { lat: number; lng: number } }) => {
    const { lat, lng } = map.getCenter();
    setCentre({ latitude: lat, longitude: lng });
  };

  return (
    <Frame
      data-testid="picker-map"
      data-map-centre={centre ? `${centre.latitude.toFixed(4)},${centre.longitude.toFixed(4)}` : undefined}
    >
      {/* A basemap that fails to load leaves "Loading map..." in place of the map. */}
      {!basemap.mapStyle && <Status role="status">{t('loadingMap')}</Status>}
      {basemap.mapStyle && (
        <MapView
          ref={mapRef}
          mapLib={maplibregl}
          locale={mapLibreTexts}
          initialViewState={camera}
          onLoad={(event) => {
            shownCamera.current = camera;
            showCentre(event.target);
          }}
          onMoveEnd={(event) => showCentre(event.target)}
          mapStyle={basemap.mapStyle}
          style={{ position: 'absolute', inset: 0 }}
          attributionControl={{ compact: true }}
          dragRotate={false}
          touchPitch={false}
          cursor="crosshair"
          onClick={(event) => onPick({ latitude: event.lngLat.lat, longitude: event.lngLat.lng })}
        >
          <MapScale />
          {basemap.watcher}
          {selected && (
            <Marker
              longitude={selected.longitude}
              latitude={selected.latitude}
              anchor="bottom"
              draggable
              onDragEnd={(event) => onPick({ latitude: event.lngLat.lat, longitude: event.lngLat.lng })}
            >
              <Pin width="30" height="40" viewBox="0 0 30 40" role="img" aria-label={t('selectedPin')}>
                <path
                  d="M15 39C15 39 28 24 28 14A13 13 0 0 0 2 14C2 24 15 39 15 39Z"
                  fill={theme.colors.amber}
                  stroke={theme.colors.night}
                  strokeWidth="2"
                />
                <circle cx="15" cy="14" r="5" fill={theme.colors.night} />
              </Pin>
            </Marker>
          )}
        </MapView>
      )}
    </Frame>
  );
}
