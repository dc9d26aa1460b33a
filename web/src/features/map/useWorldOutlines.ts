import { useEffect, useRef, useState } from 'react';
import { loadWorldGeometry } from './loadWorld';
import type { AtlasDetail } from './worldAtlas';
import { EMPTY_WORLD } from './worldGeometry';
import type { WorldGeometry } from './worldGeometry';

const worldPromises = new Map<AtlasDetail, Promise<WorldGeometry | null>>();

/**
 * Each atlas detail is converted once per page load and reused when the map page is opened again;
 * null when it cannot be had (the map keeps what it shows, or the ocean only).
 */
export function loadWorldOnce(detail: AtlasDetail): Promise<WorldGeometry | null> {
  let promise = worldPromises.get(detail);
  if (!promise) {
    promise = loadWorldGeometry(undefined, detail).catch((error: unknown) => {
      worldPromises.delete(detail);
      console.error(`World geometry (${detail}) unavailable`, error);
      return null;
    });
    worldPromises.set(detail, promise);
  }
  return promise;
}

/**
 * The outlines under the map: the coarse ones first, so the map and its first markers come sooner; the
 * detailed ones replace them once `detailedNow` (the first markers are on screen, worldAtlas.ts).
 * Null until the coarse ones are ready (the map is created then).
 */
export function useWorldOutlines(detailedNow: boolean): WorldGeometry | null {
  const [world, setWorld] = useState<WorldGeometry | null>(null);
  const detailedAsked = useRef(false);

  useEffect(() => {
    let active = true;
    void loadWorldOnce('110m').then((geometry) => {
      if (active) setWorld((current) => current ?? geometry ?? EMPTY_WORLD);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (detailedAsked.current || !detailedNow) return;
    detailedAsked.current = true;
    void loadWorldOnce('50m').then((geometry) => {
      if (geometry) setWorld(geometry);
    });
  }, [detailedNow]);

  return world;
}
