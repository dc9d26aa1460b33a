import type { LatLng } from '@sacred/core/geo';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map as MapView, Marker, Source } from 'react-map-gl/maplibre';
import type { MapRef } from 'react-map-gl/maplibre';
import { MapScale } from './MapScale';
import styled, { useTheme } from 'styled-components';
import { maplibregl, MapFrame, useOutlineBasemap } from './smallMap';
import { useLiveMapLibreLocale, useMapLibreLocale } from './maplibreLocale';
import { useMapText } from '../messages';

export type TrailPointKind = 'start' | 'site' | 'end' | 'reached' | 'next' | 'altar' | 'companion';

export interface TrailPoint extends LatLng {
  key: string;
  kind: TrailPointKind;
  /** What the marker says to a screen reader and in its tooltip. */
  label: string;
  /** Shown in the marker (a site's number in the route). */
  badge?: string;
}

export interface Walker extends LatLng {
  /** Metres (the GPS fix's accuracy radius). */
  accuracy?: number | null;
  /** Degrees clockwise from north. */
  heading?: number | null;
  /** Names the dot (default "Your location"; a share page names the walker). */
  label?: string;
  /** An old position: drawn grey, so it does not pretend to be live. */
  stale?: boolean;
}

/** A line drawn out from the map's first point along an azimuth (sunrise and sunset directions). */
export interface MapRay {
  key: string;
  /** Degrees clockwise from true north. */
  azimuth: number;
  /** 'rise' rays are drawn amber, 'set' rays violet. */
  kind: 'rise' | 'set';
}

/** How far a ray reaches from its point, in metres (beyond the small map's frame at its usual zoom). */
const RAY_METRES = 3000;

function rayFeatures(origin: LatLng | undefined, rays: MapRay[]): GeoJSON.FeatureCollection<GeoJSON.LineString> {
  const features = origin
    ? rays.map((ray) => {
        const radians = (ray.azimuth * Math.PI) / 180;
        const north = (RAY_METRES * Math.cos(radians)) / 111_320;
        const east = (RAY_METRES * Math.sin(radians)) / (111_320 * Math.cos((origin.latitude * Math.PI) / 180));
        return {
          type: 'Feature' as const,
          properties: { kind: ray.kind },
          geometry: {
            type: 'LineString' as const,
            coordinates: [
              [origin.longitude, origin.latitude],
              [origin.longitude + east, origin.latitude + north],
            ],
          },
        };
      })
    : [];
  return { type: 'FeatureCollection', features };
}

interface TrailMapProps {
  /** Names the map for screen readers; the page's list stays the accessible equivalent. */
  label: string;
  points: TrailPoint[];
  /** The route line, in order. */
  line?: LatLng[];
  /** A second line over the route, drawn dashed: the way back to it (the live page's "Route me back"). */
  guide?: LatLng[];
  walker?: Walker | null;
  /** Keep the walker in view as they move (the live page). */
  follow?: boolean;
  /** Places kept in the frame with the followed walker (the next site): the map fits them all. */
  frame?: LatLng[];
  /** Tapping a marker (sites open their altar). */
  onSelect?(point: TrailPoint): void;
  height?: string;
  testId?: string;
  /** Directions drawn out from the first point; the page lists them in text. */
  rays?: MapRay[];
}

const Frame = styled(MapFrame)<{ $height: string }>`
  height: ${({ $height }) => $height};
`;

/** A place on the trail: a 44 px touch target around the small pill that shows it. */
const Pin = styled.button`
  display: grid;
  place-items: center;
  min-width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
`;

const PinFace = styled.span<{ $kind: TrailPointKind }>`
  display: grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border-radius: 14px;
  border: 2px solid ${({ theme }) => theme.colors.night};
  font:
    700 0.8rem/1 system-ui,
    sans-serif;
  color: ${({ theme }) => theme.colors.night};
  background: ${({ $kind, theme }) =>
    $kind === 'start'
      ? theme.colors.moss
      : $kind === 'end'
        ? theme.colors.earth300
        : $kind === 'reached'
          ? theme.colors.mist
          : $kind === 'companion'
            ? '#a78bfa'
            : theme.colors.amberBright};
  box-shadow: ${({ $kind }) => ($kind === 'next' ? '0 0 0 4px rgba(242, 192, 99, 0.45)' : '0 2px 4px rgba(0,0,0,0.5)')};
`;

const WalkerDot = styled.span<{ $heading: number | null; $stale: boolean }>`
  position: relative;
  display: block;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ $stale }) => ($stale ? '#8a8f87' : '#3b82f6')};
  opacity: ${({ $stale }) => ($stale ? 0.8 : 1)};
  border: 3px solid #ffffff;
  &::after {
    content: '';
    display: ${({ $heading }) => ($heading === null ? 'none' : 'block')};
    position: absolute;
    left: 50%;
    top: -14px;
    border: 6px solid transparent;
    border-bottom: 10px solid #3b82f6;
    transform-origin: 50% 21px;
    transform: translateX(-50%) rotate(${({ $heading }) => $heading ?? 0}deg);
  }
`;

/** A circle of `metres` around a point, as a polygon (for the accuracy halo). */
function circle(centre: LatLng, metres: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const steps = 48;
  const latitudeRadius = metres / 111_320;
  const longitudeRadius = latitudeRadius / Math.cos((centre.latitude * Math.PI) / 180);
  const ring = Array.from({ length: steps + 1 }, (_, index) => {
    const angle = (index / steps) * 2 * Math.PI;
    return [centre.longitude + longitudeRadius * Math.cos(angle), centre.latitude + latitudeRadius * Math.sin(angle)];
  });
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

function boundsOf(points: LatLng[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lngs = points.map((point) => point.longitude);
  const lats = points.map((point) => point.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

const NO_GUIDE: LatLng[] = [];

/** Room kept around the walker and the next site, in pixels (the pins and the halo stay whole). */
const FOLLOW_PADDING = 48;

const lineFeature = (points: readonly LatLng[]) => ({
  type: 'Feature' as const,
  properties: {},
  geometry: { type: 'LineString' as const, coordinates: points.map((point) => [point.longitude, point.latitude]) },
});

/**
 * A small map of a route or a place on the member's basemap: numbered sites, start and end, the line
 * between them, fitted to the frame; optionally the walker (accuracy halo and heading), followed.
 */
export function TrailMap({
  label,
  points,
  line = [],
  guide = NO_GUIDE,
  walker,
  follow = false,
  frame = NO_GUIDE,
  onSelect,
  height = '260px',
  testId,
  rays = [],
}: TrailMapProps) {
  const theme = useTheme();
  const t = useMapText();
  const locale = useMapLibreLocale();
  const mapRef = useRef<MapRef>(null);
  useLiveMapLibreLocale(mapRef, locale);
  const [loaded, setLoaded] = useState(false);
  const basemap = useOutlineBasemap('110m');

  const everything = useMemo(() => [...points, ...line, ...(walker ? [walker] : [])], [points, line, walker]);
  const bounds = useMemo(() => boundsOf(everything), [everything]);
  const initialView = useRef(
    bounds ? { bounds, fitBoundsOptions: { padding: 40, maxZoom: 16 } } : { latitude: 0, longitude: 0, zoom: 1 },
  );

  // A new route refits (only a change of its extent); a moving walker is followed.
  const routeBounds = useMemo(() => boundsOf([...points, ...line]), [points, line]);
  const boundsKey = JSON.stringify(routeBounds);
  const latestRouteBounds = useRef(routeBounds);
  useEffect(() => {
    latestRouteBounds.current = routeBounds;
  }, [routeBounds]);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || follow) return;
    const fit = latestRouteBounds.current;
    if (fit) map.fitBounds(fit, { padding: 40, maxZoom: 16, duration: 0 });
  }, [boundsKey, loaded, follow]);
  const walkerLatitude = walker?.latitude;
  const walkerLongitude = walker?.longitude;
  const walkerAccuracy = walker?.accuracy;
  // The followed walker and the places framed with them fit the map, with room around them.
  const followBounds = useMemo(
    () =>
      walkerLatitude === undefined || walkerLongitude === undefined
        ? null
        : boundsOf([{ latitude: walkerLatitude, longitude: walkerLongitude }, ...frame]),
    [walkerLatitude, walkerLongitude, frame],
  );
  // An equal frame does not move the map again: the effect runs on a change of the key.
  const followKey = JSON.stringify(followBounds);
  const latestFollowBounds = useRef(followBounds);
  useEffect(() => {
    latestFollowBounds.current = followBounds;
  }, [followBounds]);
  useEffect(() => {
    const map = mapRef.current;
    const fit = latestFollowBounds.current;
    if (!loaded || !map || !follow || !fit) return;
    map.fitBounds(fit, { padding: FOLLOW_PADDING, maxZoom: 16, duration: 400 });
  }, [follow, followKey, loaded]);

  const lineData = useMemo(() => lineFeature(line), [line]);
  const guideData = useMemo(() => lineFeature(guide), [guide]);
  const rayData = useMemo(() => rayFeatures(points[0], rays), [points, rays]);
  const halo = useMemo(
    () =>
      walkerAccuracy && walkerLatitude !== undefined && walkerLongitude !== undefined
        ? circle({ latitude: walkerLatitude, longitude: walkerLongitude }, walkerAccuracy)
        : null,
    [walkerLatitude, walkerLongitude, walkerAccuracy],
  );

  return (
    <Frame
      $height={height}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-basemap={basemap.status}
      data-map-state={loaded ? 'loaded' : 'loading'}
      data-rays={rays.length || undefined}
      data-guide-points={guide.length || undefined}
    >
      {basemap.mapStyle && (
        <MapView
          ref={mapRef}
          mapLib={maplibregl}
          locale={locale}
          initialViewState={initialView.current}
          mapStyle={basemap.mapStyle}
          style={{ position: 'absolute', inset: 0 }}
          attributionControl={{ compact: true }}
          dragRotate={false}
          touchPitch={false}
          onLoad={() => setLoaded(true)}
        >
          <MapScale />
          {basemap.watcher}
          {line.length > 1 && (
            <Source id="trail-line" type="geojson" data={lineData}>
              <Layer
                id="trail-line-casing"
                type="line"
                paint={{ 'line-color': theme.colors.night, 'line-width': 7 }}
                layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              />
              <Layer
                id="trail-line"
                type="line"
                paint={{ 'line-color': theme.colors.amberBright, 'line-width': 4 }}
                layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              />
            </Source>
          )}
          {guide.length > 1 && (
            <Source id="trail-guide" type="geojson" data={guideData}>
              <Layer
                id="trail-guide"
                type="line"
                paint={{ 'line-color': '#3b82f6', 'line-width': 4, 'line-dasharray': [1.5, 1] }}
                layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              />
            </Source>
          )}
          {rayData.features.length > 0 && (
            <Source id="sky-rays" type="geojson" data={rayData}>
              <Layer
                id="sky-rays"
                type="line"
                paint={{
                  'line-color': ['match', ['get', 'kind'], 'rise', theme.colors.amberBright, '#a78bfa'],
                  'line-width': 3,
                  'line-dasharray': [2, 1],
                }}
                layout={{ 'line-cap': 'round' }}
              />
            </Source>
          )}
          {halo && (
            <Source id="walker-accuracy" type="geojson" data={halo}>
              <Layer id="walker-accuracy" type="fill" paint={{ 'fill-color': '#3b82f6', 'fill-opacity': 0.18 }} />
            </Source>
          )}
          {points.map((point) => (
            <Marker key={point.key} longitude={point.longitude} latitude={point.latitude} anchor="center">
              <Pin
                type="button"
                title={point.label}
                aria-label={point.label}
                data-testid="trail-point"
                data-kind={point.kind}
                // The page's list is the keyboard and screen-reader way to the same places.
                tabIndex={-1}
                onClick={() => onSelect?.(point)}
              >
                <PinFace $kind={point.kind}>{point.badge ?? ''}</PinFace>
              </Pin>
            </Marker>
          ))}
          {walker && (
            <Marker longitude={walker.longitude} latitude={walker.latitude} anchor="center">
              <WalkerDot
                role="img"
                aria-label={walker.label ?? t('yourLocation')}
                data-testid="walker"
                data-stale={walker.stale ? 'true' : undefined}
                $heading={walker.heading ?? null}
                $stale={walker.stale ?? false}
              />
            </Marker>
          )}
        </MapView>
      )}
    </Frame>
  );
}
