import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIdentity {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

interface IssuedCode {
  identity: FakeIdentity;
  codeChallenge: string;
  redirectUri: string;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A minimal OpenID Connect provider on 127.0.0.1 for tests: discovery, JWKS, and a token endpoint
 * that checks the PKCE verifier and answers with an RS256-signed ID token.
 */
export class FakeOidcIssuer {
  readonly clientId = 'sacred-test-client';
  readonly clientSecret = 'sacred-test-secret';
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly codes = new Map<string, IssuedCode>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.url);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer: this.url,
          authorization_endpoint: `${this.url}/authorize`,
          token_endpoint: `${this.url}/token`,
          jwks_uri: `${this.url}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') {
        return json(200, {
          keys: [{ ...this.keys.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
        });
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          const issued = this.codes.get(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!issued || issued.codeChallenge !== challenge || issued.redirectUri !== form.get('redirect_uri')) {
            return json(400, { error: 'invalid_grant' });
          }
          this.codes.delete(form.get('code') ?? '');
          return json(200, {
            access_token: 'at',
            token_type: 'Bearer',
            expires_in: 300,
            id_token: this.idToken(issued.identity),
          });
        });
        return undefined;
      }
      return json(404, { error: 'not_found' });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the provider does when the member approves: a code bound to the PKCE challenge. */
  approve(authorizationUrl: string, identity: FakeIdentity): { code: string; state: string; redirectUri: string } {
    const params = new URL(authorizationUrl).searchParams;
    const code = randomBytes(16).toString('hex');
    const redirectUri = params.get('redirect_uri') ?? '';
    this.codes.set(code, { identity, codeChallenge: params.get('code_challenge') ?? '', redirectUri });
    return { code, state: params.get('state') ?? '', redirectUri };
  }

  private idToken(identity: FakeIdentity): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'k1' }));
    const payload = base64url(
      JSON.stringify({
        iss: this.url,
        sub: `sub-${identity.email}`,
        aud: this.clientId,
        iat: now,
        exp: now + 300,
        email: identity.email,
        email_verified: identity.emailVerified,
        given_name: identity.givenName,
        family_name: identity.familyName,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), this.keys.privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
