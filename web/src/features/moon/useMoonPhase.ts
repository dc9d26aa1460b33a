import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MoonPhaseNowDocument } from '../../gql/graphql';
import { resolveMoon } from './moonView';
import type { ResolvedMoon } from './moonView';

export type MoonState = { status: 'loading' } | ({ status: 'ready' } & ResolvedMoon);

/** The Moon now, from the server; computed on the device when the call fails or answers nothing. */
export function useMoonPhase(
  place?: { latitude: number; longitude: number },
  { skip = false }: { skip?: boolean } = {},
): MoonState {
  const variables = place ? { latitude: place.latitude, longitude: place.longitude } : {};
  const { data, loading, error } = useQuery(MoonPhaseNowDocument, { variables, skip });
  const answer = data?.moonPhase;
  const settled = !loading || answer !== undefined || error !== undefined;
  return useMemo(
    () => (settled ? { status: 'ready', ...resolveMoon(answer, new Date()) } : { status: 'loading' }),
    [settled, answer],
  );
}
