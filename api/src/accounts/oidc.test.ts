import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { FakeOidcIssuer } from '../../test/fake-oidc-issuer';
import { TestClient, validSignup } from '../../test/http';

let issuer: FakeOidcIssuer;
let app: TestApp;

beforeAll(async () => {
  issuer = new FakeOidcIssuer();
  await issuer.start();
  app = await startTestApp({
    oidc: { issuer: issuer.url, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
  });
});

afterAll(async () => {
  await app?.close();
  await issuer?.stop();
});

async function leaveForProvider(client: TestClient) {
  const start = await client.get('/api/login');
  expect(start.status).toBe(303);
  const location = start.headers.get('location') ?? '';
  expect(location.startsWith(`${issuer.url}/authorize?`)).toBe(true);
  const params = new URL(location).searchParams;
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('redirect_uri')).toBe(`${app.url}/api/callback`);
  return location;
}

describe('sign-in through an OpenID Connect provider (/api/login)', () => {
  it('tells the sign-in pages that OpenID Connect is offered', async () => {
    expect((await new TestClient(app.url).get('/api/auth/providers')).body).toEqual({ openIdConnect: true });
  });

  it('creates a member from verified claims, signs them in with a fresh session id and goes to /', async () => {
    const client = new TestClient(app.url);
    const location = await leaveForProvider(client);
    const cookieWhileAway = client.cookie;
    const { code, state } = issuer.approve(location, {
      email: 'Rowan.Oak@Example.test',
      emailVerified: true,
      givenName: 'Rowan',
      familyName: 'Oak',
    });
    const back = await client.get(`/api/callback?code=${code}&state=${state}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/');
    expect(client.cookie).not.toBe(cookieWhileAway);
    const me = await client.get('/api/auth/user');
    expect(me.body).toMatchObject({ email: 'rowan.oak@example.test', firstName: 'Rowan', lastName: 'Oak' });
  });

  it('signs an existing member in by verified email once their own email is confirmed too', async () => {
    const member = new TestClient(app.url);
    const input = validSignup();
    const { body } = await member.post('/api/auth/signup', input);
    const id = (body.user as { id: number }).id;
    // What a confirmation or reset link does (account-email.test.ts follows the real links).
    await app.db.knex('users').where({ id }).update({ email_verified_at: app.db.knex.fn.now() });
    const client = new TestClient(app.url);
    const location = await leaveForProvider(client);
    const { code, state } = issuer.approve(location, { email: input.email, emailVerified: true });
    await client.get(`/api/callback?code=${code}&state=${state}`);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ id });
  });

  it("never links a provider identity to an unconfirmed account, nor lets one keep the owner out: the squatter's password and sessions end", async () => {
    // Someone opened an account with the victim's address and a password of their own, and is signed in.
    const squatter = new TestClient(app.url);
    const input = validSignup();
    const { body } = await squatter.post('/api/auth/signup', input);
    const id = (body.user as { id: number }).id;
    expect((await squatter.get('/api/auth/user')).status).toBe(200);

    const victim = new TestClient(app.url);
    const location = await leaveForProvider(victim);
    const { code, state } = issuer.approve(location, { email: input.email, emailVerified: true });
    const back = await victim.get(`/api/callback?code=${code}&state=${state}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/');
    // The owner has an account of their own, with nothing the squatter prepared.
    const me = (await victim.get('/api/auth/user')).body as { id: number; email: string };
    expect(me.email).toBe(input.email.toLowerCase());
    expect(me.id).not.toBe(id);
    // The squatter is signed out, and their password opens nothing.
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    const again = await new TestClient(app.url).post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(again.status).toBe(401);
    const released = await app.db.knex('users').where({ id }).first<{ email: string; password_hash: string }>();
    expect(released).toMatchObject({ email: `unclaimed-${id}@sacredspaces.invalid`, password_hash: '!' });
  });

  it("refuses a provider's word for a reserved address (the placeholder's, any `.invalid`): back to /login", async () => {
    const placeholder = await app.db.knex('users').where({ is_former_member: true }).first<{ id: number }>();
    for (const email of ['former-member@sacredspaces.invalid', 'someone@elsewhere.invalid']) {
      const client = new TestClient(app.url);
      const { code, state } = issuer.approve(await leaveForProvider(client), { email, emailVerified: true });
      const back = await client.get(`/api/callback?code=${code}&state=${state}`);
      expect(back.headers.get('location'), email).toBe('/login?error=reserved');
      expect((await client.get('/api/auth/user')).status).toBe(401);
    }
    const tried = ['former-member@sacredspaces.invalid', 'someone@elsewhere.invalid'];
    expect(await app.db.knex('users').whereIn('email', tried).pluck('id')).toEqual([placeholder.id]);
  });

  it('refuses an unverified email, a wrong state and a replayed code, back to /login', async () => {
    const unverified = new TestClient(app.url);
    const first = issuer.approve(await leaveForProvider(unverified), {
      email: 'someone@example.test',
      emailVerified: false,
    });
    const refused = await unverified.get(`/api/callback?code=${first.code}&state=${first.state}`);
    expect(refused.headers.get('location')).toBe('/login?error=provider');
    expect((await unverified.get('/api/auth/user')).status).toBe(401);

    const forged = new TestClient(app.url);
    const second = issuer.approve(await leaveForProvider(forged), {
      email: 'someone@example.test',
      emailVerified: true,
    });
    const wrongState = await forged.get(`/api/callback?code=${second.code}&state=not-the-state`);
    expect(wrongState.headers.get('location')).toBe('/login?error=provider');
    // The pending sign-in is used up: the real state no longer works either.
    const replay = await forged.get(`/api/callback?code=${second.code}&state=${second.state}`);
    expect(replay.headers.get('location')).toBe('/login?error=provider');
    expect(await app.db.knex('users').where({ email: 'someone@example.test' }).first()).toBeUndefined();
  });
});
