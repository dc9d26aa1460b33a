import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { BoundingBox } from '@sacred/core/map';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AltarCreatedOnMapDocument, MapViewportDocument } from '../../gql/graphql';
import type { AltarFilterInput } from '../../gql/graphql';
import { toAltarMarkers, toClusterMarkers } from './markers';
import type { AltarMarker, ClusterMarker } from './markers';
import { boxContains } from './viewport';

export interface ViewRequest {
  box: BoundingBox;
  zoom: number;
  /** The map centre (not sent: the box is what the query needs). */
  centre: { latitude: number; longitude: number };
}

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
    client
      .query({
        query: MapViewportDocument,
        variables: { bbox: request.box, zoom: request.zoom, filter },
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal: controller.signal } },
      })
      .then(({ data }) => {
        if (controller.signal.aborted || !data) return;
        const answer = data.altarViewport;
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
