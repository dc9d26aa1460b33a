import { request as httpRequest } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A tiny cookie-keeping client, like one browser tab, for tests over real HTTP. */
export class TestClient {
  cookie: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const headerValues: Record<string, string> = {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...this.headers,
      ...headers,
    };
    const init = {
      method,
      redirect: 'manual' as const,
      headers: headerValues,
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    // fetch always names the address it connects to as the Host; a tab at another address (behind a proxy) needs node:http.
    const response = headerValues.host
      ? await viaNodeHttp(`${this.baseUrl}${path}`, init)
      : await fetch(`${this.baseUrl}${path}`, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      body: json as Record<string, unknown> & { message?: string; errors?: Record<string, string> },
      text,
    };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  graphql(query: string, variables?: Record<string, unknown>) {
    return this.post('/graphql', { query, variables });
  }

  /** A graphql-ws client on `baseUrl` (or another server's), its handshake carrying this tab's cookie. */
  socket(baseUrl = this.baseUrl): Client {
    const cookie = this.cookie ?? '';
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    }
    return createClient({
      url: `${baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
    });
  }
}

export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Willow',
  lastName: 'Brook',
  email: `willow.${Math.random().toString(36).slice(2)}@example.test`,
  password: 'Moonlit9Path',
  ...overrides,
});

export interface SignedUpMember {
  /** The member's own client, signed in. */
  client: TestClient;
  id: number;
  email: string;
  password: string;
}

let memberAddresses = 0;

/**
 * Signs a new member up through the API and hands back their signed-in client. Each member comes from a
 * network address of its own (X-Forwarded-For, read where the server trusts a proxy), so the per-address
 * sign-up and sign-in limits never count two members together. Where email is set up, sign-up asks to
 * confirm the address first and the member signs in instead.
 */
export async function signUpMember(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<SignedUpMember> {
  memberAddresses += 1;
  const address = `198.19.${Math.floor(memberAddresses / 250) % 250}.${(memberAddresses % 250) + 1}`;
  const client = new TestClient(baseUrl, { 'x-forwarded-for': address });
  const input = validSignup(overrides);
  const signup = await client.post('/api/auth/signup', input);
  if (signup.status !== 201) throw new Error(`Sign-up answered ${signup.status}: ${signup.text}`);
  const signedIn = signup.body.user
    ? signup
    : await client.post('/api/auth/login', { email: input.email, password: input.password });
  if (!signedIn.body.user) throw new Error(`Sign-in after sign-up answered ${signedIn.status}: ${signedIn.text}`);
  return {
    client,
    id: (signedIn.body.user as { id: number }).id,
    email: input.email as string,
    password: input.password as string,
  };
}

/** A request with the given Host header (which fetch will not send), answered as a fetch Response. */
function viaNodeHttp(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: init.method, headers: init.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        }
        const status = incoming.statusCode ?? 500;
        const body = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers }));
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
