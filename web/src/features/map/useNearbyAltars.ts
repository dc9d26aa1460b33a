import { useApolloClient } from '@apollo/client/react';
import { altarCursorOf } from '@sacred/core/altars-cursor';
import type { LatLng } from '@sacred/core/geo';
import { ALTAR_PAGE_MAX, MAX_LIST_ITEMS } from '@sacred/core/limits';
import { useCallback, useEffect, useState } from 'react';
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
 * Altars within the radius of the user, nearest first. The whole radius is asked for (pages of at most
 * 200, up to 2000 altars, lean fields) so "+N more spaces" is a true count; the position is rounded so
 * a watch that reports every few metres does not re-query. No cache: a NearbyAltar's distance depends
 * on the point. The previous answer stays shown while the next one loads.
 */
export function useNearbyAltars(position: LatLng | null, radiusMeters: number, filter: AltarFilterInput): NearbyAltars {
  const client = useApolloClient();
  const point = position ? queryPoint(position) : null;
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  const filterKey = JSON.stringify(filter);
  const [altars, setAltars] = useState<readonly NearbyAltar[]>([]);
  const [loading, setLoading] = useState(false);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    let current = true;
    const load = async () => {
      setLoading(true);
      const found: NearbyAltar[] = [];
      let after: string | undefined;
      try {
        while (found.length < MAX_LIST_ITEMS) {
          const { data } = await client.query({
            query: NearbyAltarsDocument,
            variables: {
              latitude,
              longitude,
              radius: radiusMeters,
              limit: ALTAR_PAGE_MAX,
              filter: JSON.parse(filterKey) as AltarFilterInput,
              after,
            },
            fetchPolicy: 'no-cache',
          });
          const page = data?.altarsNear ?? [];
          found.push(...page);
          const last = page[page.length - 1];
          if (page.length < ALTAR_PAGE_MAX || !last) break;
          after = altarCursorOf(last);
        }
        if (current) setAltars(found);
      } catch {
        // Keep what was shown; the next move or refresh asks again.
      } finally {
        if (current) setLoading(false);
      }
    };
    void load();
    return () => {
      current = false;
    };
  }, [client, latitude, longitude, radiusMeters, filterKey, asked]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { altars: point ? altars : [], loading: point !== null && loading, refresh };
}
