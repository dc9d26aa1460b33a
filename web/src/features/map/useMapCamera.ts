import type { LatLng } from '@sacred/core/geo';
import type { BoundingBox } from '@sacred/core/map';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { prefersReducedMotion } from '../../ui/useMediaQuery';
import type { MapState } from './AltarMap';
import { LOCATION_ZOOM } from './geolocation';
import { initialMapView } from './mapPreload';
import { useUserLocation } from './useUserLocation';
import type { UserLocation } from './useUserLocation';
import type { ViewRequest } from './useViewportAltars';
import { sameView, VIEWPORT_DEBOUNCE_MS } from './viewport';

export interface MapCamera {
  mapRef: React.RefObject<MapRef | null>;
  /** The settled view the markers are asked for (debounced; the first one is known before the map). */
  view: ViewRequest | null;
  onViewChange(next: ViewRequest): void;
  mapState: MapState;
  onMapState(state: MapState): void;
  flyTo(point: LatLng, zoom: number, offset?: [number, number]): void;
  fitBox(box: BoundingBox): void;
  /** Pans so that a point sits under the popup's anchor (the popup opens above it). */
  easeTo(point: LatLng, offset: [number, number]): void;
  location: UserLocation['state'];
  recenter: UserLocation['recenter'];
}

/**
 * Where the map looks: the view the markers follow, moves (fly, fit, ease; instant under reduced motion)
 * and the user's location, whose first fix centres the map once, even when it comes before the map.
 */
export function useMapCamera(): MapCamera {
  const mapRef = useRef<MapRef>(null);
  const [mapState, setMapState] = useState<MapState>('loading');
  // The first view is known before the map exists: its altars are asked for at once (mapPreload.ts).
  const [view, setView] = useState<ViewRequest | null>(initialMapView);
  const viewTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(viewTimer.current), []);

  const onViewChange = useCallback((next: ViewRequest) => {
    window.clearTimeout(viewTimer.current);
    viewTimer.current = window.setTimeout(
      () => setView((previous) => (sameView(previous, next) ? previous : next)),
      VIEWPORT_DEBOUNCE_MS,
    );
  }, []);

  const flyTo = useCallback((point: LatLng, zoom: number, offset?: [number, number]) => {
    mapRef.current?.flyTo({
      center: [point.longitude, point.latitude],
      zoom,
      // MapLibre fails on an explicit `offset: undefined`.
      ...(offset ? { offset } : {}),
      duration: prefersReducedMotion() ? 0 : 1200,
    });
  }, []);

  const fitBox = useCallback((box: BoundingBox) => {
    mapRef.current?.fitBounds(
      [
        [box.west, box.south],
        [box.east, box.north],
      ],
      { padding: 48, maxZoom: 18, duration: prefersReducedMotion() ? 0 : 700 },
    );
  }, []);

  const easeTo = useCallback((point: LatLng, offset: [number, number]) => {
    mapRef.current?.easeTo({
      center: [point.longitude, point.latitude],
      offset,
      duration: prefersReducedMotion() ? 0 : 400,
    });
  }, []);

  // A first fix can arrive before the map exists: it is applied when the map loads.
  const pendingCentre = useRef<LatLng | null>(null);
  const onFirstFix = useCallback(
    (position: LatLng) => {
      if (mapRef.current) flyTo(position, LOCATION_ZOOM);
      else pendingCentre.current = position;
    },
    [flyTo],
  );
  const { state: location, recenter } = useUserLocation(onFirstFix);

  const onMapState = useCallback((state: MapState) => {
    setMapState(state);
    if (state === 'loaded' && pendingCentre.current && mapRef.current) {
      const { longitude, latitude } = pendingCentre.current;
      pendingCentre.current = null;
      mapRef.current.jumpTo({ center: [longitude, latitude], zoom: LOCATION_ZOOM });
    }
  }, []);

  return { mapRef, view, onViewChange, mapState, onMapState, flyTo, fitBox, easeTo, location, recenter };
}
