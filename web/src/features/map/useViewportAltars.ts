import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { BoundingBox } from '@sacred/core/map';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AltarCreatedOnMapDocument } from '../../gql/graphql';
import { queryViewport, takePrefetchedViewport } from './mapPreload';
import type { AltarFilterInput } from '../../gql/graphql';
import { toAltarMarkers, toClusterMarkers } from './markers';
import type { AltarMarker, ClusterMarker } from './markers';
import { boxContains } from './viewport';
import type { ViewRequest } from './viewport';

export type { ViewRequest } from './viewport';

export interface ViewportAltars {
  altars: AltarMarker[];
  clusters: ClusterMarker[];
  /** Altars represented (sum of cluster counts, or the altars). */
  total: number;
  /** An answer has arrived (for this or an earlier view). */
  loaded: boolean;
  /** A request is in flight; the previous answer stays on the map meanwhile. */
  loading: boolean;
  error: boolean;
}

const EMPTY: ViewportAltars = { altars: [], clusters: [], total: 0, loaded: false, loading: false, error: false };

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Markers for the visible box: one viewport query per settled view (the caller debounces moveend), the
 * stale request aborted when the view or the filters change, the previous markers kept until the new
 * answer replaces them. Answers skip Apollo's cache: boxes rarely repeat, and a long session of panning
 * must not grow the cache. A new altar inside the box (altarCreated) refreshes the view; `onAltarCreated` hears of every one.
 */
export function useViewportAltars(
  request: ViewRequest | null,
  filter: AltarFilterInput,
  onAltarCreated?: (altar: { latitude: number; longitude: number }) => void,
): ViewportAltars {
  const client = useApolloClient();
  const [state, setState] = useState<ViewportAltars>(EMPTY);
  const [refreshes, setRefreshes] = useState(0);
  const boxRef = useRef<BoundingBox | null>(null);

  useEffect(() => {
    if (!request) return;
    boxRef.current = request.box;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const fetchAnswer = () => queryViewport(client, request, filter, controller.signal);
    // The entry may already have asked for the map's first view (mapPreload.ts).
    const prefetched = takePrefetchedViewport(request, filter);
    (prefetched ? prefetched.catch(fetchAnswer) : fetchAnswer())
      .then((answer) => {
        if (controller.signal.aborted || !answer) return;
        setState({
          altars: toAltarMarkers(answer.altars),
          clusters: toClusterMarkers(answer.clusters),
          total: answer.total,
          loaded: true,
          loading: false,
          error: false,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        console.error('The map viewport query failed', error);
        setState((previous) => ({ ...previous, loading: false, error: true }));
      });
    return () => controller.abort();
  }, [client, request, filter, refreshes]);

  const refreshIfVisible = useCallback((point: { latitude: number; longitude: number }) => {
    if (boxRef.current && boxContains(boxRef.current, point)) setRefreshes((count) => count + 1);
  }, []);

  useSubscription(AltarCreatedOnMapDocument, {
    onData: ({ data: event }) => {
      const created = event.data?.altarCreated;
      if (!created) return;
      refreshIfVisible(created);
      onAltarCreated?.(created);
    },
    // Live updates are a bonus: a failed socket must not disturb the map.
    onError: () => undefined,
  });

  return state;
}
