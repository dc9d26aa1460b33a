import { useQuery } from '@apollo/client/react';
import type { LatLng } from '@sacred/core/geo';
import { MAP_SEARCH } from '@sacred/core/search';
import { MapSearchDocument, type MapSearchQuery } from '../../gql/graphql';

export type MapSearchMatch = MapSearchQuery['mapSearch'][number];

export interface MapSearchState {
  /** True once the text is long enough to be searched. */
  ready: boolean;
  loading: boolean;
  matches: MapSearchMatch[];
  failed: boolean;
}

/** Rounds the point searched from to about 1 km, so small map moves do not ask again. */
const roughly = (value: number) => Math.round(value * 100) / 100;

/** The matches for the (debounced) search text, measured from the member or the map centre. */
export function useMapSearch(text: string, from: LatLng | null): MapSearchState {
  const query = text.trim();
  const ready = query.length >= MAP_SEARCH.minQueryLength;
  const { data, previousData, loading, error } = useQuery(MapSearchDocument, {
    variables: {
      query,
      latitude: from ? roughly(from.latitude) : null,
      longitude: from ? roughly(from.longitude) : null,
    },
    skip: !ready,
  });
  const answer = data ?? (loading ? previousData : undefined);
  return { ready, loading, matches: ready ? (answer?.mapSearch ?? []) : [], failed: Boolean(error) };
}
