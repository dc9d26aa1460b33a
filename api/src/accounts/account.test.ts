import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import WebSocket from 'ws';
import { buildAltar } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

let app: TestApp;
let addressCounter = 0;

/** Each test signs in from its own address, so per-address limits never couple tests. */
const newClient = () => new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}` });

async function signedUpMember(overrides: Record<string, unknown> = {}) {
  const client = newClient();
  const input = validSignup(overrides);
  const response = await client.post('/api/auth/signup', input);
  expect(response.status).toBe(201);
  return { client, input, user: response.body.user as { id: number; email: string } };
}

/**
 * A GET with the Sec-Fetch headers a browser would send (fetch() replaces Sec-Fetch-Mode with "cors"),
 * carrying and updating the client's cookie.
 */
function navigate(client: TestClient, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = httpGet(
      `${app.url}${path}`,
      { headers: { ...headers, ...(client.cookie ? { cookie: client.cookie } : {}) } },
      (response) => {
        response.resume();
        const setCookie = response.headers['set-cookie']?.[0];
        if (setCookie) client.cookie = setCookie.split(';')[0];
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
  });
}

const countUsers = async () => Number((await app.db.knex('users').count<{ count: number }[]>('* as count'))[0]?.count);

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('sign-up', () => {
  it('creates the member, signs them in, and never answers with the password or its hash', async () => {
    const { client, input, user } = await signedUpMember();
    expect(user).toMatchObject({ email: input.email, firstName: 'Willow', lastName: 'Brook' });
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email: input.email });
    expect(me.text).not.toMatch(/password|argon2/i);

    const stored = await app.db.knex('users').where({ id: user.id }).first<{ password_hash: string }>();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const client = newClient();
    const response = await client.post('/api/auth/signup', validSignup());
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sacred\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here; HTTPS (or a trusted proxy saying so) adds it
  });

  it.each([
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: 'B' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Short1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'NOLOWERCASE1' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'nouppercase1' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'NoNumberHere' }, 'password', 'Password must contain at least one number'],
    [{ email: '' }, 'email', 'Required'],
  ])('refuses %o with 400 on %s and stores nothing', async (override, field, message) => {
    const before = await countUsers();
    const response = await newClient().post('/api/auth/signup', validSignup(override));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
    expect(response.body.message).toBeTruthy();
    expect(await countUsers()).toBe(before);
  });

  it('answers a taken email (in any case) with 409 and the message on the email field', async () => {
    const { input } = await signedUpMember();
    const before = await countUsers();
    const response = await newClient().post('/api/auth/signup', validSignup({ email: input.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.errors?.email).toBe('An account with this email already exists. Please sign in instead.');
    expect(await countUsers()).toBe(before);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await newClient().request('POST', '/api/auth/signup', ['not', 'an', 'object']);
    expect(response.status).toBe(400);
    expect(response.body.message).toBeTruthy();
  });
});

describe('sign-in and sign-out', () => {
  it('answers 401 for nobody', async () => {
    const response = await newClient().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body.message).toBeTruthy();
  });

  it('signs in with the right password and answers with the user', async () => {
    const { input, user } = await signedUpMember();
    const client = newClient();
    const response = await client.post('/api/auth/login', { email: input.email, password: input.password });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: user.id });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ id: user.id });
  });

  it('gives one answer for an unknown email and for a wrong password', async () => {
    const { input } = await signedUpMember();
    const wrong = await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    const unknown = await newClient().post('/api/auth/login', {
      email: 'nobody@example.test',
      password: 'Wrong1Password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password. Please try again.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('issues a new session id at sign-in, so a planted one is worth nothing (fixation)', async () => {
    const { input } = await signedUpMember();
    const attacker = await signedUpMember();
    const planted = attacker.client.cookie;
    const victim = newClient();
    victim.cookie = planted;
    const response = await victim.post('/api/auth/login', { email: input.email, password: input.password });
    expect(response.status).toBe(200);
    expect(victim.cookie).not.toBe(planted);
    // The planted id no longer names any session.
    expect((await attacker.client.get('/api/auth/user')).status).toBe(401);
  });

  it('logout destroys the session', async () => {
    const { client } = await signedUpMember();
    const oldCookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const replay = newClient();
    replay.cookie = oldCookie;
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('/api/logout signs out on a same-site navigation and sends the browser to /login; /api/login sends it to /guest', async () => {
    const { client } = await signedUpMember();
    // An <img src="/api/logout"> (or a fetch, or another site's link) sends the browser's Sec-Fetch
    // headers: it is sent to /login and stays signed in.
    const headerSets: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      {},
    ];
    for (const headers of headerSets) {
      const ignored = await navigate(client, '/api/logout', headers);
      expect(ignored.status).toBe(303);
      expect((await client.get('/api/auth/user')).status, JSON.stringify(headers)).toBe(200);
    }
    const logout = await navigate(client, '/api/logout', {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    });
    expect(logout.status).toBe(303);
    expect(logout.location).toBe('/login');
    expect((await client.get('/api/auth/user')).status).toBe(401);
    // Without an issuer the sign-in pages offer no "Continue with Google".
    expect((await newClient().get('/api/auth/providers')).body).toEqual({ openIdConnect: false });
    const login = await newClient().get('/api/login');
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/guest');
  });
});

describe('profile picture', () => {
  it('takes only a photo uploaded here: a same-site path such as /api/logout, javascript: or another site is refused', async () => {
    const { client, user } = await signedUpMember();
    for (const profileImageUrl of [
      '/api/logout',
      'javascript:alert(1)',
      'https://tracker.example/pixel.gif',
      '/media/uploads/../../api/logout',
    ]) {
      const response = await client.patch(`/api/users/${user.id}`, { profileImageUrl });
      expect(response.status, profileImageUrl).toBe(400);
      expect(response.body.errors?.profileImageUrl).toBe(ACCOUNT_MESSAGES.profileImageNotUploaded);
    }
    const uploaded = `/media/uploads/${'a'.repeat(64)}.webp`;
    const accepted = await client.patch(`/api/users/${user.id}`, { profileImageUrl: uploaded });
    expect(accepted.status).toBe(200);
    expect((await app.db.knex('users').where({ id: user.id }).first()).profile_image_url).toBe(uploaded);
  });
});

describe('sign-in rate limits', () => {
  it('locks one account from one address after 5 attempts, with Retry-After, but never the member elsewhere', async () => {
    const { input } = await signedUpMember();
    const attacker = newClient();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await attacker.post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
      expect(response.status).toBe(401);
    }
    const locked = await attacker.post('/api/auth/login', { email: input.email, password: input.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // The member, from their own address, signs in with the right password.
    expect((await newClient().post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(
      200,
    );
  });

  it('counts attempts before checking the password: 50 parallel wrong guesses get at most 5 checked', async () => {
    const { input } = await signedUpMember();
    const attacker = newClient();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        attacker.post('/api/auth/login', { email: input.email, password: 'Wrong1Password' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it('locks the same account and address out twice as long the second time (progressive delay)', async () => {
    const { input } = await signedUpMember();
    const attacker = newClient();
    const guessFiveTimes = async () => {
      for (let attempt = 0; attempt < 5; attempt++)
        await attacker.post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    };
    await guessFiveTimes();
    const first = await attacker.post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    expect(Number(first.headers.get('retry-after'))).toBe(15 * 60);
    // The first lockout has run out (its counters expired in the store).
    await app.db.knex('rate_limit_points').where('key', 'like', 'sign-in-pair:%').update({ expire: 0 });
    await guessFiveTimes();
    const second = await attacker.post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(30 * 60);
  });

  it('guessing spread over many addresses stops new addresses, not one the member signed in from', async () => {
    const { input } = await signedUpMember();
    const home = newClient();
    expect((await home.post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(200);
    for (let attempt = 0; attempt < 20; attempt++)
      await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    const stranger = await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    expect(stranger.status).toBe(429);
    expect((await home.post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(200);
  });

  it('limits one address to 20 failures whatever the accounts', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await client.post('/api/auth/login', {
        email: `guess${attempt}@example.test`,
        password: 'Guess1Password',
      });
      expect(response.status).toBe(401);
    }
    const refused = await client.post('/api/auth/login', {
      email: 'guess-more@example.test',
      password: 'Guess1Password',
    });
    expect(refused.status).toBe(429);
    // Another address is unaffected.
    expect(
      (await newClient().post('/api/auth/login', { email: 'guess-more@example.test', password: 'Guess1Password' }))
        .status,
    ).toBe(401);
  });

  it('a success clears the account counter', async () => {
    const { input } = await signedUpMember();
    for (let attempt = 0; attempt < 4; attempt++) {
      await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    }
    expect((await newClient().post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(
      200,
    );
    for (let attempt = 0; attempt < 4; attempt++) {
      await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    }
    expect((await newClient().post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(
      200,
    );
  });
});

describe('CSRF defence', () => {
  it('refuses a cross-site write over REST and changes nothing', async () => {
    const before = await countUsers();
    const response = await newClient().post('/api/auth/signup', validSignup(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Cross-site requests are not allowed.');
    expect(await countUsers()).toBe(before);
  });

  it('refuses a cross-site GraphQL mutation, and a same-origin one passes', async () => {
    const { client } = await signedUpMember();
    const crossSite = await client.post(
      '/graphql',
      { query: 'mutation { logout }' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const sameSite = await client.post('/graphql', { query: 'mutation { logout }' }, { origin: app.url });
    expect(sameSite.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a WebSocket handshake from another origin', async () => {
    const url = `${app.url.replace('http', 'ws')}/graphql`;
    const outcome = await new Promise<string>((resolve) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', { origin: 'https://evil.example' });
      socket.on('open', () => {
        socket.close();
        resolve('opened');
      });
      socket.on('unexpected-response', (_request, response) => resolve(`refused ${response.statusCode}`));
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toMatch(/^refused/);
  });
});

describe('the member account under /api/users/{id}', () => {
  it('updates one’s own profile and refuses a guest (401) and another member (403)', async () => {
    const { client, user } = await signedUpMember();
    const other = await signedUpMember();
    expect((await newClient().patch(`/api/users/${user.id}`, { bio: 'x' })).status).toBe(401);
    const foreign = await other.client.patch(`/api/users/${user.id}`, { bio: 'Not mine to write' });
    expect(foreign.status).toBe(403);

    const updated = await client.patch(`/api/users/${user.id}`, { firstName: 'Fern', bio: 'Walker of quiet trails' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: user.id,
      firstName: 'Fern',
      lastName: 'Brook',
      bio: 'Walker of quiet trails',
    });
  });

  it('holds profile names to the sign-up rules: no empty, blank, one-letter or null name is saved', async () => {
    const { client, user, input } = await signedUpMember();
    for (const [field, value, message] of [
      ['firstName', '', ACCOUNT_MESSAGES.firstNameTooShort],
      ['firstName', '   ', ACCOUNT_MESSAGES.firstNameTooShort],
      ['firstName', null, ACCOUNT_MESSAGES.firstNameTooShort],
      ['lastName', 'B', ACCOUNT_MESSAGES.lastNameTooShort],
    ] as const) {
      const response = await client.patch(`/api/users/${user.id}`, { [field]: value });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[field]).toBe(message);
    }
    const over = await client.graphql(`mutation { updateProfile(input: { firstName: "" }) { firstName } }`);
    expect(JSON.stringify(over.body.errors)).toContain(ACCOUNT_MESSAGES.firstNameTooShort);
    const me = (await client.get('/api/auth/user')).body;
    expect(me).toMatchObject({ firstName: input.firstName, lastName: input.lastName });
    expect((await client.patch(`/api/users/${user.id}`, { firstName: '  Jo  ' })).body.firstName).toBe('Jo');
  });

  it('refuses a bio over 200 characters and keeps the old one', async () => {
    const { client, user } = await signedUpMember();
    await client.patch(`/api/users/${user.id}`, { bio: 'Before' });
    const response = await client.patch(`/api/users/${user.id}`, { bio: 'x'.repeat(201) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.bio).toBe('Bio must be at most 200 characters');
    expect((await client.get('/api/auth/user')).body.bio).toBe('Before');
    expect((await client.patch(`/api/users/${user.id}`, { bio: 'y'.repeat(200) })).status).toBe(200);
  });

  it('exports everything the member owns as a dated JSON download, without secrets', async () => {
    const { client, user } = await signedUpMember();
    await buildAltar(app.db.knex, { creatorId: user.id, name: 'Export Test Mound' });
    const response = await client.get(`/api/users/${user.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?sacred-spaces-export-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(response.body.user).toMatchObject({ id: user.id });
    expect((response.body.altars as Array<{ name: string }>).map((a) => a.name)).toEqual(['Export Test Mound']);
    for (const section of ['journalEntries', 'posts', 'favoriteAltars', 'reports', 'settings', 'pushSubscriptions']) {
      expect(Array.isArray(response.body[section])).toBe(true);
    }
    expect(response.text).not.toMatch(/password|argon2/i);
    const other = await signedUpMember();
    expect((await other.client.get(`/api/users/${user.id}/export`)).status).toBe(403);
  });

  it("recounts the likes and comments of others' posts when a member who liked or commented leaves", async () => {
    const author = await signedUpMember();
    const leaver = await signedUpMember();
    const post = await author.client.post('/api/posts', { content: 'Moss on the north stones' });
    expect(post.status).toBe(201);
    const postId = (post.body as { id: number }).id;
    expect((await leaver.client.post(`/api/posts/${postId}/like`)).status).toBe(200);
    expect((await leaver.client.post(`/api/posts/${postId}/comments`, { content: 'Lovely' })).status).toBe(201);
    expect((await leaver.client.delete(`/api/users/${leaver.user.id}`)).status).toBe(200);
    const stored = await app.db
      .knex('posts')
      .where({ id: postId })
      .first<{ likes_count: number; comments_count: number }>();
    expect(stored).toMatchObject({ likes_count: 0, comments_count: 0 });
  });

  it('deletes the account: personal data goes, shared places stay with "Former member", every session ends', async () => {
    const { client, input, user } = await signedUpMember();
    const secondDevice = newClient();
    await secondDevice.post('/api/auth/login', { email: input.email, password: input.password });
    const altar = await buildAltar(app.db.knex, { creatorId: user.id });
    await app.db.knex('journal_entries').insert({ user_id: user.id, content: 'A private thought' });

    const other = await signedUpMember();
    expect((await other.client.delete(`/api/users/${user.id}`)).status).toBe(403);

    const response = await client.delete(`/api/users/${user.id}`);
    expect(response.status).toBe(200);
    expect(await app.db.knex('users').where({ id: user.id }).first()).toBeUndefined();
    expect(await app.db.knex('journal_entries').where({ user_id: user.id })).toEqual([]);
    const kept = await app.db.knex('altars').where({ id: altar.id }).first<{ creator_id: number }>();
    const former = await app.db
      .knex('users')
      .where({ id: kept.creator_id })
      .first<{ first_name: string; last_name: string }>();
    expect(`${former.first_name} ${former.last_name}`).toBe('Former member');
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await secondDevice.get('/api/auth/user')).status).toBe(401);
    // Nobody can sign in as the placeholder.
    const asFormer = await newClient().post('/api/auth/login', {
      email: 'former-member@sacredspaces.invalid',
      password: '!!!!!!',
    });
    expect(asFormer.status).toBe(401);
  });

  it("hands a deleted member's places to the placeholder its migration made, never to a member using its address", async () => {
    // The placeholder exists before anyone is deleted, flagged as such.
    const placeholder = await app.db
      .knex('users')
      .where({ is_former_member: true })
      .first<{ id: number; email: string; password_hash: string }>();
    expect(placeholder).toMatchObject({ email: 'former-member@sacredspaces.invalid', password_hash: '!' });
    // Its address (and any other `.invalid` one) cannot be signed up for, in any case.
    for (const email of [
      'former-member@sacredspaces.invalid',
      'Former-Member@SacredSpaces.INVALID',
      'me@anything.invalid',
    ]) {
      const before = await countUsers();
      const refused = await newClient().post('/api/auth/signup', validSignup({ email }));
      expect(refused.status, email).toBe(400);
      expect(refused.body.errors?.email).toBe(ACCOUNT_MESSAGES.reservedEmail);
      expect(await countUsers()).toBe(before);
    }
    const graphql = await newClient().graphql(
      'mutation S($input: SignupInput!) { signup(input: $input) { __typename } }',
      { input: validSignup({ email: 'former-member@sacredspaces.invalid' }) },
    );
    expect((graphql.body.errors as Array<{ message: string }> | undefined)?.[0]?.message).toBe(
      ACCOUNT_MESSAGES.reservedEmail,
    );

    const { client, user } = await signedUpMember();
    const altar = await buildAltar(app.db.knex, { creatorId: user.id });
    expect((await client.delete(`/api/users/${user.id}`)).status).toBe(200);
    const kept = await app.db.knex('altars').where({ id: altar.id }).first<{ creator_id: number }>();
    expect(kept.creator_id).toBe(placeholder?.id);
  });

  it('answers 403 for a malformed id of someone else and 401 for a guest', async () => {
    const { client } = await signedUpMember();
    expect((await client.get('/api/users/abc/export')).status).toBe(403);
    expect((await newClient().delete('/api/users/1')).status).toBe(401);
  });
});

describe('accounts over GraphQL', () => {
  it('signs up, reads me, refuses guests on member mutations', async () => {
    const client = newClient();
    const input = validSignup();
    const signup = await client.graphql('mutation ($input: SignupInput!) { signup(input: $input) { id email } }', {
      input,
    });
    expect(signup.body.errors).toBeUndefined();
    const me = await client.graphql('{ me { email firstName } }');
    expect(me.body.data).toEqual({ me: { email: input.email, firstName: 'Willow' } });

    const guest = newClient();
    expect((await guest.graphql('{ me { id } }')).body.data).toEqual({ me: null });
    const refused = await guest.graphql('mutation { updateProfile(input: { bio: "hi" }) { id } }');
    expect((refused.body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('knows the member on a WebSocket from the session cookie', async () => {
    const { client } = await signedUpMember();
    const ws = client.socket();
    try {
      const result = await ws.iterate<{ me: { firstName: string } | null }>({ query: '{ me { firstName } }' }).next();
      expect(result.value?.data?.me).toEqual({ firstName: 'Willow' });
    } finally {
      await ws.dispose();
    }
  });
});

describe('sign-ups per network address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ signupRateLimit: 2 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('refuses the sign-up after the hourly allowance of one address, creating nothing, while another address signs up', async () => {
    const from = (address: string) => new TestClient(limited.url, { 'x-forwarded-for': address });
    for (let i = 0; i < 2; i++)
      expect((await from('192.0.2.10').post('/api/auth/signup', validSignup())).status).toBe(201);
    const refusedInput = validSignup();
    const refused = await from('192.0.2.10').post('/api/auth/signup', refusedInput);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: ACCOUNT_MESSAGES.tooManySignups });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.db.knex('users').where({ email: refusedInput.email }).first()).toBeUndefined();
    expect((await from('192.0.2.11').post('/api/auth/signup', validSignup())).status).toBe(201);
  });
});
