import type { LatLng } from '@sacred/core/geo';
import type { BoundingBox } from '@sacred/core/map';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { prefersReducedMotion } from '../../ui/useMediaQuery';
import type { MapState } from './AltarMap';
import { LOCATION_ZOOM } from './geolocation';
import { rememberMapView } from './lastMapView';
import { initialMapView } from './firstView';
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
  /** Shows a box; when it is already the view, zooms two levels in on `focus` (else the box centre). */
  fitBox(box: BoundingBox, focus?: LatLng): void;
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
    viewTimer.current = window.setTimeout(() => {
      setView((previous) => (sameView(previous, next) ? previous : next));
      rememberMapView({ ...next.centre, zoom: next.zoom });
    }, VIEWPORT_DEBOUNCE_MS);
  }, []);

  // A move asked for before the map exists (a tap in the nearby list over the preview) is made, at once,
  // when the map loads; a later one replaces it.
  const pendingMove = useRef<((map: MapRef) => void) | null>(null);
  const move = useCallback((action: (map: MapRef, animate: boolean) => void) => {
    if (mapRef.current) action(mapRef.current, !prefersReducedMotion());
    else pendingMove.current = (map) => action(map, false);
  }, []);

  const flyTo = useCallback(
    (point: LatLng, zoom: number, offset?: [number, number]) =>
      move((map, animate) =>
        map.flyTo({
          center: [point.longitude, point.latitude],
          zoom,
          // MapLibre fails on an explicit `offset: undefined`.
          ...(offset ? { offset } : {}),
          duration: animate ? 1200 : 0,
        }),
      ),
    [move],
  );

  const fitBox = useCallback(
    (box: BoundingBox, focus?: LatLng) =>
      move((map, animate) => {
        const bounds: [[number, number], [number, number]] = [
          [box.west, box.south],
          [box.east, box.north],
        ];
        const fitted = map.cameraForBounds(bounds, { padding: 48, maxZoom: 18 });
        // A cluster of altars a few km apart in one coarse cell can fit to the view already shown, and
        // pressing it again would change nothing: then it zooms two levels in on the cluster instead.
        if (fitted?.zoom !== undefined && fitted.zoom < map.getZoom() + 1) {
          map.easeTo({
            center: focus
              ? [focus.longitude, focus.latitude]
              : [(box.west + box.east) / 2, (box.south + box.north) / 2],
            zoom: Math.min(18, map.getZoom() + 2),
            duration: animate ? 700 : 0,
          });
          return;
        }
        map.fitBounds(bounds, { padding: 48, maxZoom: 18, duration: animate ? 700 : 0 });
      }),
    [move],
  );

  const easeTo = useCallback(
    (point: LatLng, offset: [number, number]) =>
      move((map, animate) =>
        map.easeTo({ center: [point.longitude, point.latitude], offset, duration: animate ? 400 : 0 }),
      ),
    [move],
  );

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
    const map = mapRef.current;
    if (state !== 'loaded' || !map) return;
    if (pendingCentre.current) {
      const { longitude, latitude } = pendingCentre.current;
      pendingCentre.current = null;
      map.jumpTo({ center: [longitude, latitude], zoom: LOCATION_ZOOM });
    }
    const asked = pendingMove.current;
    pendingMove.current = null;
    asked?.(map);
  }, []);

  return { mapRef, view, onViewChange, mapState, onMapState, flyTo, fitBox, easeTo, location, recenter };
}
