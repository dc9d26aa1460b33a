import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MeDocument } from '../gql/graphql';
import { AuthContext } from './authContext';
import type { AuthState } from './authContext';
import { isGuestPath } from './navigation';
import type { Viewer } from './routeAccess';

/**
 * Auth state: a path under /guest is guest mode and makes no user lookup; anywhere
 * else `me` decides, null meaning nobody. The lookup is made once and not retried.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const guest = isGuestPath(pathname);
  const { data, error, refetch } = useQuery(MeDocument, { skip: guest, fetchPolicy: 'cache-first' });

  useEffect(() => {
    if (error) console.error('The current-user lookup failed; treating the visitor as signed out', error);
  }, [error]);

  const user = guest ? null : (data?.me ?? null);
  let viewer: Viewer;
  if (guest) viewer = 'guest';
  else if (user) viewer = 'member';
  else if (data || error) viewer = 'visitor';
  else viewer = 'loading';

  const value = useMemo<AuthState>(
    () => ({
      viewer,
      user,
      refresh: async () => {
        await refetch();
      },
    }),
    [viewer, user, refetch],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
