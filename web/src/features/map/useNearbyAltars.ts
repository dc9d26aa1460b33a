import { useQuery } from '@apollo/client/react';
import type { LatLng } from '@sacred/core/geo';
import { MAX_PAGE_SIZE } from '@sacred/core/limits';
import { useCallback, useMemo } from 'react';
import { NearbyAltarsDocument } from '../../gql/graphql';
import type { AltarFilterInput, NearbyAltarsQuery } from '../../gql/graphql';
import { queryPoint } from './geolocation';

export type NearbyAltar = NearbyAltarsQuery['altarsNear'][number];

export interface NearbyAltars {
  altars: readonly NearbyAltar[];
  loading: boolean;
  /** Asks again (a new altar appeared within the radius). */
  refresh(): void;
}

/**
 * Altars within the radius of the user, nearest first. The whole radius is asked for (at most 2000,
 * lean fields) so "+N more spaces" is a true count; the position is rounded so a watch that reports
 * every few metres does not re-query. No cache: a NearbyAltar's distance depends on the point.
 */
export function useNearbyAltars(position: LatLng | null, radiusMeters: number, filter: AltarFilterInput): NearbyAltars {
  const point = position ? queryPoint(position) : null;
  const { data, previousData, loading, refetch } = useQuery(NearbyAltarsDocument, {
    variables: {
      latitude: point?.latitude ?? 0,
      longitude: point?.longitude ?? 0,
      radius: radiusMeters,
      limit: MAX_PAGE_SIZE,
      filter,
    },
    skip: point === null,
    fetchPolicy: 'no-cache',
  });
  const answer = data ?? previousData;
  const altars = useMemo(() => answer?.altarsNear ?? [], [answer]);
  const asked = point !== null;
  const refresh = useCallback(() => {
    if (asked) void refetch().catch(() => undefined);
  }, [asked, refetch]);
  return { altars: point ? altars : [], loading: point !== null && loading, refresh };
}
