import { useEffect, useState } from 'react';

interface SignInProviders {
  openIdConnect: boolean;
}

let known: Promise<SignInProviders> | undefined;

function fetchProviders(): Promise<SignInProviders> {
  known ??= fetch('/api/auth/providers', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`providers: ${response.status}`);
      return (await response.json()) as SignInProviders;
    })
    .catch((error: unknown) => {
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
