import * as client from 'openid-client';
import type { OidcConfig } from '../platform/config';
import { UnauthenticatedError } from '../platform/errors';

/** What the browser's session keeps between leaving for the identity provider and coming back. */
export interface PendingOidcSignIn {
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface OidcIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const OIDC_FAILED = 'Sign-in with your provider did not complete. Please try again.';

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** OpenID Connect authorization-code sign-in with PKCE, discovered lazily from the issuer. */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcConfig) {}

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= client
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // Plain HTTP only for an issuer on this machine (development and tests).
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(redirectUri: string): Promise<{ url: URL; pending: PendingOidcSignIn }> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    });
    return { url, pending: { state, codeVerifier, redirectUri } };
  }

  async finish(callbackUrl: URL, pending: PendingOidcSignIn | undefined): Promise<OidcIdentity> {
    if (!pending) throw new UnauthenticatedError(OIDC_FAILED);
    const configuration = await this.discover();
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
      });
      claims = tokens.claims();
    } catch {
      throw new UnauthenticatedError(OIDC_FAILED);
    }
    // Only a verified address may be matched to an existing member.
    if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new UnauthenticatedError(OIDC_FAILED);
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      email: claims.email.toLowerCase(),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
}
