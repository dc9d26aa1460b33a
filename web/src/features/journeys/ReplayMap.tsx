import { MapLibreOverlay } from '@deck.gl/maplibre';
import { TripsLayer } from '@deck.gl/geo-layers';
import { ScatterplotLayer } from '@deck.gl/layers';
import { useEffect, useMemo, useState } from 'react';
import { Map as MapView, useControl } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { MapScale } from '../map/basemap/MapScale';
import { useMapLibreLocale } from '../map/basemap/maplibreLocale';
import { maplibregl, MapFrame, useOutlineBasemap } from '../map/basemap/smallMap';
import {
  degreesPerPixel,
  positionAt,
  simplifyTrack,
  siteLit,
  type ReplayClock,
  type Timeline,
  type TimelineSite,
  type TimelineTrack,
} from './replayTimeline';

/**
 * The replay's map, a chunk of its own with deck.gl: the member's basemap, the tracks drawn up to the
 * current time with deck.gl's TripsLayer (in its own canvas over the map, so a frame of the replay redraws
 * only the tracks), each walker's head and the sites, lit from the moment they were reached.
 */

type Rgba = [number, number, number, number];
const WALKER: Rgba = [242, 192, 99, 255];
const COMPANION: Rgba = [167, 139, 250, 255];
const LIT: Rgba = [242, 192, 99, 255];
const UNLIT: Rgba = [138, 143, 135, 200];
const OUTLINE: Rgba = [11, 18, 15, 255];

const Frame = styled(MapFrame)<{ $height: string }>`
  height: ${({ $height }) => $height};
`;

/** How far, in screen pixels, the drawn track may stray from the recorded one. */
const DRAWN_WITHIN_PIXELS = 0.5;

/**
 * The replay's layers at `time`, with stable ids: deck.gl keeps their buffers, and only the time changes
 * from frame to frame. The tracks are drawn as `drawn` (simplified at the map's scale); the walkers' heads
 * stand where every recorded point puts them.
 */
function layersAt(timeline: Timeline, drawn: TimelineTrack[], time: number) {
  const lit = timeline.sites.filter((site) => siteLit(site, time)).length;
  const heads = timeline.tracks.flatMap((track) => {
    const here = positionAt(track, time);
    return here ? [{ track, position: [here.longitude, here.latitude] as [number, number] }] : [];
  });
  return [
    new TripsLayer<TimelineTrack>({
      id: 'replay-trips',
      data: drawn,
      getPath: (track) => track.path,
      getTimestamps: (track) => track.times,
      getColor: (track) => (track.isWalker ? WALKER : COMPANION),
      widthMinPixels: 4,
      capRounded: true,
      jointRounded: true,
      fadeTrail: false,
      trailLength: timeline.duration + 1,
      currentTime: time,
    }),
    new ScatterplotLayer<TimelineSite>({
      id: 'replay-sites',
      data: timeline.sites,
      getPosition: (site) => [site.longitude, site.latitude],
      getFillColor: (site) => (siteLit(site, time) ? LIT : UNLIT),
      getLineColor: OUTLINE,
      getRadius: (site) => (siteLit(site, time) ? 9 : 6),
      radiusUnits: 'pixels',
      stroked: true,
      lineWidthMinPixels: 2,
      updateTriggers: { getFillColor: lit, getRadius: lit },
    }),
    new ScatterplotLayer<{ track: TimelineTrack; position: [number, number] }>({
      id: 'replay-heads',
      data: heads,
      getPosition: (head) => head.position,
      getFillColor: (head) => (head.track.isWalker ? WALKER : COMPANION),
      getLineColor: [255, 255, 255, 255],
      getRadius: 7,
      radiusUnits: 'pixels',
      stroked: true,
      lineWidthMinPixels: 3,
    }),
  ];
}

/** deck.gl as a MapLibre control, redrawn at each tick of the clock. */
function Overlay({ timeline, clock, zoom }: { timeline: Timeline; clock: ReplayClock; zoom: number }) {
  const overlay = useControl(() => {
    let drawn = 0;
    return new MapLibreOverlay({
      interleaved: false,
      layers: [],
      // Frames deck.gl has drawn, on its canvas (what bench/replay-fps.ts counts beside the page's frames).
      onAfterRender: () => overlay.getCanvas()?.setAttribute('data-frames-drawn', String((drawn += 1))),
    });
  });
  const drawn = useMemo(
    () => timeline.tracks.map((track) => simplifyTrack(track, degreesPerPixel(zoom) * DRAWN_WITHIN_PIXELS)),
    [timeline, zoom],
  );
  useEffect(() => {
    overlay.setProps({ layers: layersAt(timeline, drawn, clock.now) });
    return clock.subscribe((time) => overlay.setProps({ layers: layersAt(timeline, drawn, time) }));
  }, [overlay, timeline, drawn, clock]);
  return null;
}

function boundsOf(timeline: Timeline): [[number, number], [number, number]] | null {
  const points = [
    ...timeline.tracks.flatMap((track) => track.path),
    ...timeline.sites.map((site): [number, number] => [site.longitude, site.latitude]),
  ];
  if (points.length === 0) return null;
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

export interface ReplayMapProps {
  timeline: Timeline;
  /** The replay's time: the map follows it without rendering again. */
  clock: ReplayClock;
  height?: string;
}

export function ReplayMap({ timeline, clock, height = '280px' }: ReplayMapProps) {
  const basemap = useOutlineBasemap('110m', { oceanIfUnavailable: true });
  const mapLibreTexts = useMapLibreLocale();
  const [loaded, setLoaded] = useState(false);
  /** The map's zoom, whole: the tracks are drawn again for each. */
  const [zoom, setZoom] = useState<number | null>(null);
  const bounds = useMemo(() => boundsOf(timeline), [timeline]);
  const [initialView] = useState(() =>
    bounds ? { bounds, fitBoundsOptions: { padding: 32, maxZoom: 16 } } : { latitude: 0, longitude: 0, zoom: 1 },
  );
  return (
    <Frame $height={height} data-testid="replay-map" data-map-state={loaded ? 'loaded' : 'loading'}>
      {basemap.mapStyle && (
        <MapView
          mapLib={maplibregl}
          locale={mapLibreTexts}
          initialViewState={initialView}
          mapStyle={basemap.mapStyle}
          style={{ position: 'absolute', inset: 0 }}
          attributionControl={{ compact: true }}
          dragRotate={false}
          touchPitch={false}
          onLoad={(event) => {
            setZoom(Math.floor(event.target.getZoom()));
            setLoaded(true);
          }}
          onZoomEnd={(event) => setZoom(Math.floor(event.target.getZoom()))}
        >
          <MapScale />
          {basemap.watcher}
          {zoom !== null && <Overlay timeline={timeline} clock={clock} zoom={zoom} />}
        </MapView>
      )}
    </Frame>
  );
}
