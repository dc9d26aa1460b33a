import { createContext, useContext } from 'react';
import type { CurrentUserFragment } from '../gql/graphql';
import type { Viewer } from './routeAccess';

export interface AuthState {
  /** guest on /guest paths (no lookup), loading while `me` is asked, then member or visitor. */
  viewer: Viewer;
  user: CurrentUserFragment | null;
  /** Asks the server again who is signed in (after sign-up, for instance). */
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
