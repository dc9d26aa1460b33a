import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../app/toasts/toastContext';
import { LogoutDocument, MeDocument } from '../../gql/graphql';
import { useAccountsText } from './messages';

/** Where the browser goes when the sign-out call fails: the server signs out and redirects to /login. */
export const LOGOUT_FALLBACK_PATH = '/api/logout';

/**
 * Sign-out: the logout call, then every cached answer is dropped and the member goes
 * to /login. When the call fails it is logged and the browser signs out through /api/logout instead.
 */
export function useSignOut(): { signOut(): Promise<void>; pending: boolean } {
  const t = useAccountsText();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [logout] = useMutation(LogoutDocument);
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      console.error('The sign-out call failed; signing out through /api/logout', error);
      window.location.assign(LOGOUT_FALLBACK_PATH);
      return;
    }
    await client.clearStore();
    // Nobody is signed in now; say so without another round trip.
    client.writeQuery({ query: MeDocument, data: { me: null } });
    setPending(false);
    toast({ title: t('signedOutTitle'), description: t('signedOutDescription') });
    await navigate('/login', { replace: true });
  }, [client, logout, navigate, toast, t]);

  return { signOut, pending };
}
