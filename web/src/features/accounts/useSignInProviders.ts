import { useEffect, useState } from 'react';
import { request } from '../../app/http';

interface SignInProviders {
  openIdConnect: boolean;
}

let known: Promise<SignInProviders> | undefined;

function fetchProviders(): Promise<SignInProviders> {
  known ??= request<SignInProviders>('GET', '/api/auth/providers').catch((error: unknown) => {
    known = undefined;
    throw error;
  });
  return known;
}

/**
 * Whether this server signs in through OpenID Connect ("Continue with Google"); undefined until known.
 * Without an issuer the provider buttons are not offered (they would land in guest mode).
 */
export function useSignInProviders(): SignInProviders | undefined {
  const [providers, setProviders] = useState<SignInProviders | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    fetchProviders()
      .then((found) => alive && setProviders(found))
      .catch(() => alive && setProviders({ openIdConnect: false }));
    return () => {
      alive = false;
    };
  }, []);
  return providers;
}
