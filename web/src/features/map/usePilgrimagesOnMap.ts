import { useQuery } from '@apollo/client/react';
import type { BoundingBox } from '@sacred/core/map';
import { PILGRIMAGE_PAGE_MAX } from '@sacred/core/pilgrimages';
import { useMemo } from 'react';
import { useFollowingPages } from '../../app/followingPages';
import { PilgrimagesOnMapDocument } from '../../gql/graphql';
import { toPilgrimageMarkers } from './markers';
import type { PilgrimageMarker } from './markers';
import { pilgrimageFetchBox } from './viewport';

const NONE: PilgrimageMarker[] = [];

/**
 * Pilgrimage markers around the map's view (none until there is one): the first page, then the rest page by
 * page. The box asked for is the view grown and snapped (pilgrimageFetchBox), so panning nearby asks nothing.
 */
export function usePilgrimagesOnMap(view: BoundingBox | null): PilgrimageMarker[] {
  const bbox = useMemo(() => (view ? pilgrimageFetchBox(view) : null), [view]);
  // Apollo compares variables by value: a view inside the same box asks nothing new.
  const { data, previousData, fetchMore } = useQuery(PilgrimagesOnMapDocument, {
    variables: { limit: PILGRIMAGE_PAGE_MAX, bbox },
    skip: !bbox,
  });
  useFollowingPages(data?.pilgrimages, PILGRIMAGE_PAGE_MAX, (after) => fetchMore({ variables: { after } }));
  // The last box's markers stay while the next box is on its way.
  const shown = data ?? previousData;
  return useMemo(() => (shown ? toPilgrimageMarkers(shown.pilgrimages) : NONE), [shown]);
}
