import { useQuery } from '@apollo/client/react';
import { PILGRIMAGE_PAGE_MAX } from '@sacred/core/pilgrimages';
import { useMemo } from 'react';
import { useFollowingPages } from '../../app/followingPages';
import { PilgrimagesOnMapDocument } from '../../gql/graphql';
import { toPilgrimageMarkers } from './markers';
import type { PilgrimageMarker } from './markers';

/** Pilgrimage markers, read once per visit: the first page, then the rest page by page. */
export function usePilgrimagesOnMap(): PilgrimageMarker[] {
  const { data, fetchMore } = useQuery(PilgrimagesOnMapDocument, { variables: { limit: PILGRIMAGE_PAGE_MAX } });
  useFollowingPages(data?.pilgrimages, PILGRIMAGE_PAGE_MAX, (after) => fetchMore({ variables: { after } }));
  return useMemo(() => toPilgrimageMarkers(data?.pilgrimages ?? []), [data]);
}
