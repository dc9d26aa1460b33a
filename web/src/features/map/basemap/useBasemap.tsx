import { inLightPalette } from '@sacred/core/basemap';
import type { MapStyle } from '@sacred/core/settings';
import type { ErrorEvent, MapSourceDataEvent, StyleSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useTheme } from 'styled-components';
import { useMemberMapStyle } from './useStyleChoices';
import { BASEMAP_TEXTS, fetchBasemapStyle, withFallbackNotice, withWorldBeneath } from './basemapStyle';
import { mapTextOr } from '../messages';

/** The vector source of our styles (core/src/basemap.ts). */
const BASEMAP_SOURCE = 'basemap';

interface WatcherProps {
  onUnreachable(): void;
}

/** The map style a map has finished drawing (MapLibre idle with it), on the map's container. */
export const DRAWN_STYLE_ATTRIBUTE = 'data-drawn-style';

/**
 * Inside a map: when the basemap's tiles (or its TileJSON) cannot be fetched before any tile arrived,
 * the detailed map is out of reach (no internet, the public service down): say so once. Tile failures are
 * judged when the map is idle, every request settled: offline, the tiles a downloaded area lacks fail at
 * once while the ones it holds are still being parsed, and two such failures could come first. Also marks
 * the container with the style drawn once the map is idle with it (tests and the benchmark read it).
 */
function BasemapWatcher({ onUnreachable }: WatcherProps) {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const drawnStyle = () => {
      const metadata = map.getStyle()?.metadata as Record<string, unknown> | undefined;
      return String(metadata?.['sacred:mapStyle'] ?? '');
    };
    const container = map.getContainer();
    let tileArrived = false;
    let failures = 0;
    const onIdle = () => {
      container.setAttribute(DRAWN_STYLE_ATTRIBUTE, drawnStyle());
      // Every tile asked for has come or failed: none came and two failed (one flaky request is forgiven).
      if (!tileArrived && failures >= 2) onUnreachable();
    };
    const onData = (event: MapSourceDataEvent) => {
      if (event.sourceId === BASEMAP_SOURCE && event.tile) tileArrived = true;
    };
    const onError = (error: ErrorEvent) => {
      // MapLibre adds the source and tile to its error events.
      const event = error as ErrorEvent & { sourceId?: string; tile?: unknown };
      if (event.sourceId !== BASEMAP_SOURCE || tileArrived) return;
      // A TileJSON that fails is final.
      if (!event.tile) onUnreachable();
      else failures += 1;
    };
    map.on('sourcedata', onData);
    map.on('error', onError);
    map.on('idle', onIdle);
    return () => {
      map.off('sourcedata', onData);
      map.off('error', onError);
      map.off('idle', onIdle);
    };
  }, [current, onUnreachable]);
  return null;
}

export interface Basemap {
  /** The style to draw: the detailed basemap once it is ready, else the outlines given. */
  mapStyle: StyleSpecification | null;
  /** The map style in use (the member's choice when this server can draw it). */
  style: MapStyle;
  /** 'outlines' while the detailed map loads or after it failed (then with the notice). */
  status: 'loading' | 'detailed' | 'outlines';
  /** Render inside the map: watches the basemap's tiles (until the map falls back to the outlines). */
  watcher: ReactNode;
}

/**
 * The member's basemap for any of our maps. The outlines (already on screen, never waiting for the
 * network, so the markers never wait either) are replaced by the detailed style as soon as its JSON
 * arrives, and come back with a quiet notice when its tiles cannot be reached.
 */
export function useBasemap(outlines: StyleSpecification | null, override?: MapStyle): Basemap {
  const chosen = useMemberMapStyle(override);
  const style = chosen ?? 'street';
  const [detailed, setDetailed] = useState<{ style: MapStyle; spec: StyleSpecification } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    fetchBasemapStyle(chosen).then(
      (spec) => {
        if (!live) return;
        setDetailed({ style: chosen, spec });
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chosen, attempt]);

  // Back online: try the detailed map again.
  useEffect(() => {
    const retry = () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  // The Light theme (and Auto in daylight) reads the map in its light palette.
  const light = useTheme().mode === 'light';
  const themed = useMemo(() => {
    if (!detailed) return null;
    const spec = light ? inLightPalette(detailed.spec) : detailed.spec;
    return { ...detailed, spec: outlines ? withWorldBeneath(spec, outlines) : spec };
  }, [detailed, light, outlines]);
  // Shown after a failure, in the displayed language (English on a page that has not loaded the map's texts).
  const fallback = useMemo(
    () => outlines && withFallbackNotice(outlines, mapTextOr(BASEMAP_TEXTS.fallbackNotice, 'basemapUnavailable')),
    [outlines],
  );
  const watcher = useMemo(() => <BasemapWatcher onUnreachable={() => setFailed(true)} />, []);
  if (failed) return { mapStyle: fallback, style, status: 'outlines', watcher: null };
  if (themed) return { mapStyle: themed.spec, style: themed.style, status: 'detailed', watcher };
  // Watching from the start: a style that arrives late is applied in the same render as the watcher
  // would mount, and its first failure could come before the watcher listens.
  return { mapStyle: outlines, style, status: 'loading', watcher };
}
