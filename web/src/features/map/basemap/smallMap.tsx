import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { buildOfflineStyle, themeMapPalette } from '../mapStyle';
import { loadWorldOnce } from '../useWorldOutlines';
import type { AtlasDetail } from '../worldAtlas';
import { EMPTY_WORLD, type WorldGeometry } from '../worldGeometry';
import { useBasemap, type Basemap } from './useBasemap';
import { legibleAttribution } from './attributionStyle';

/** The set-up the small maps inside pages share (the route planner, the location picker, trail maps). */

// Under Vite, MapLibre cannot find its worker by itself: without this the map stays blank.
maplibregl.setWorkerUrl(workerUrl);
export { maplibregl };

/** A small map's frame: rounded, the ocean showing until the map draws, the attribution legible on it. */
export const MapFrame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.ocean};

  ${legibleAttribution}
`;

/**
 * The member's basemap over the world's outlines at `detail` (loaded once per page load); no style
 * until the outlines arrive. When they cannot be had the map waits, or with `oceanIfUnavailable`
 * shows the ocean only.
 */
export function useOutlineBasemap(detail: AtlasDetail, { oceanIfUnavailable = false } = {}): Basemap {
  const theme = useTheme();
  const [world, setWorld] = useState<WorldGeometry | null>(null);
  useEffect(() => {
    let active = true;
    void loadWorldOnce(detail).then((geometry) => {
      if (active) setWorld(geometry ?? (oceanIfUnavailable ? EMPTY_WORLD : null));
    });
    return () => {
      active = false;
    };
  }, [detail, oceanIfUnavailable]);
  const outlines = useMemo(() => world && buildOfflineStyle(world, themeMapPalette(theme.colors)), [world, theme]);
  return useBasemap(outlines);
}
