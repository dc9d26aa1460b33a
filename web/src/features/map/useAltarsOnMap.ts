import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { AltarCreatedOnMapDocument, AltarsForMapDocument } from '../../gql/graphql';
import { toAltarPoints, withAltar } from './altarPoints';
import type { AltarPoint } from './altarPoints';

export const MAP_ALTAR_LIMIT = 2000;

export interface AltarsOnMap {
  altars: AltarPoint[];
  loading: boolean;
  error: boolean;
}

/** The map's altars: one query, kept current by the altarCreated subscription. */
export function useAltarsOnMap(): AltarsOnMap {
  const variables = { limit: MAP_ALTAR_LIMIT };
  const { data, loading, error } = useQuery(AltarsForMapDocument, { variables });

  useSubscription(AltarCreatedOnMapDocument, {
    onData: ({ client, data: event }) => {
      const created = event.data?.altarCreated;
      if (!created) return;
      client.cache.updateQuery({ query: AltarsForMapDocument, variables }, (previous) =>
        previous ? { ...previous, altars: withAltar(previous.altars, created) } : previous,
      );
    },
    // Live updates are a bonus: a failed socket must not disturb the map.
    onError: () => undefined,
  });

  const altars = useMemo(() => toAltarPoints(data?.altars ?? []), [data]);
  return { altars, loading, error: error !== undefined };
}
