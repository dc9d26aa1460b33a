import { useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE } from '@sacred/core/limits';
import { useMemo } from 'react';
import { PilgrimagesOnMapDocument } from '../../gql/graphql';
import { toPilgrimageMarkers } from './markers';
import type { PilgrimageMarker } from './markers';

/** Pilgrimage markers: a few curated routes, read once per visit. */
export function usePilgrimagesOnMap(): PilgrimageMarker[] {
  const { data } = useQuery(PilgrimagesOnMapDocument, { variables: { limit: MAX_PAGE_SIZE } });
  return useMemo(() => toPilgrimageMarkers(data?.pilgrimages ?? []), [data]);
}
