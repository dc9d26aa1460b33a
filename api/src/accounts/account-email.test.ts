import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_LINKS, ACCOUNT_MESSAGES, linkUsedForAnotherAccount } from '@sacred/core/accounts';
import { REPORT_ALERT_THRESHOLD } from '@sacred/core/community';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../test/mailbox';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

/**
 * Accounts on a server that sends email (confirmation, reset and sign-in links): every link is read
 * from the email the real local SMTP server received and followed as a member would.
 */

let app: TestApp;
let mailbox: Mailbox;
let addressCounter = 0;

const newClient = () => new TestClient(app.url, { 'x-forwarded-for': `198.51.100.${++addressCounter}` });

/** The token of the link to `path` in an email. */
function tokenIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`(https?://\\S+${path}\\?token=[A-Za-z0-9_-]+)`))?.[1];
  expect(link, `a ${path} link in "${mail.subject}"`).toBeDefined();
  const url = new URL(link ?? '');
  expect(url.origin).toBe(app.url);
  return url.searchParams.get('token') ?? '';
}

const mailTo = (email: string, subject: string) =>
  mailbox.waitFor((mail) => mail.to.includes(email) && mail.subject === subject);

const CONFIRM_SUBJECT = 'Confirm your email for Sacred Spaces';
const RESET_SUBJECT = 'Choose a new password for Sacred Spaces';
const TRIED_SUBJECT = 'Someone tried to sign up with your email';

/** Signs up and follows the confirmation link: a confirmed member, signed in on `client`. */
async function confirmedMember() {
  const client = newClient();
  const input = validSignup();
  expect((await client.post('/api/auth/signup', input)).status).toBe(201);
  const token = tokenIn(await mailTo(input.email, CONFIRM_SUBJECT), '/verify-email');
  const confirmed = await client.post('/api/auth/verify-email', { token });
  expect(confirmed.status).toBe(200);
  return { client, input, id: (confirmed.body.user as { id: number }).id };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } });
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
});

describe('sign-up with email confirmation', () => {
  it('answers a new and a taken address alike, signs neither in, and mails each owner', async () => {
    const { input: taken } = await confirmedMember();
    const fresh = validSignup();

    const first = newClient();
    const second = newClient();
    const forFresh = await first.post('/api/auth/signup', fresh);
    const forTaken = await second.post('/api/auth/signup', { ...validSignup(), email: taken.email });
    expect(forFresh.status).toBe(201);
    expect(forTaken.status).toBe(forFresh.status);
    expect(forTaken.body).toEqual(forFresh.body);
    expect(forFresh.body).toEqual({ message: ACCOUNT_MESSAGES.checkYourEmail });
    expect(forFresh.headers.get('set-cookie')).toBeNull();
    expect(forTaken.headers.get('set-cookie')).toBeNull();

    // The owner of the taken address hears about it, with a link to choose a new password.
    tokenIn(await mailTo(taken.email, TRIED_SUBJECT), '/reset-password');

    // The new member confirms with the link, which signs them in, once.
    const token = tokenIn(await mailTo(fresh.email, CONFIRM_SUBJECT), '/verify-email');
    const stored = await app.db.knex('account_tokens').select('token_hash').where({ purpose: 'verify-email' });
    expect(stored.map((row: { token_hash: string }) => row.token_hash)).not.toContain(token);
    const confirmed = await first.post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: ACCOUNT_MESSAGES.emailConfirmed,
      user: { email: fresh.email, emailVerified: true },
    });
    expect((await first.get('/api/auth/user')).body).toMatchObject({ email: fresh.email, emailVerified: true });
    const again = await newClient().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('a member who has not confirmed signs in, sees emailVerified false, and may ask for a new link 3 times an hour', async () => {
    const client = newClient();
    const input = validSignup();
    await client.post('/api/auth/signup', input);
    await mailTo(input.email, CONFIRM_SUBJECT);
    const login = await client.post('/api/auth/login', { email: input.email, password: input.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ emailVerified: false });

    const answers = [];
    for (let i = 0; i < ACCOUNT_LINKS.emailsPerHour; i++) {
      // Each new link is made by the email job: wait for it before asking again.
      const before = mailbox.messages.filter((mail) => mail.to.includes(input.email)).length;
      const resent = await client.post('/api/auth/verify-email/resend');
      answers.push(resent.status);
      if (resent.status === 200) {
        await mailbox.waitFor(() => mailbox.messages.filter((mail) => mail.to.includes(input.email)).length > before);
      }
    }
    // The sign-up's link and two more make three this hour; the next one is refused.
    expect(answers).toEqual([200, 200, 429]);
    const refused = await client.post('/api/auth/verify-email/resend');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.tooManyEmails);
  });

  it('refuses a malformed, an unknown and an expired link with the same message', async () => {
    const client = newClient();
    const input = validSignup();
    await client.post('/api/auth/signup', input);
    const token = tokenIn(await mailTo(input.email, CONFIRM_SUBJECT), '/verify-email');
    await app.db
      .knex('account_tokens')
      .update({ expires_at: new Date(Date.now() - 1000) })
      .where({ email: input.email });
    for (const given of ['short', 'A'.repeat(43), token]) {
      const answer = await client.post('/api/auth/verify-email', { token: given });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    }
    expect((await app.db.knex('users').where({ email: input.email }).first()).email_verified_at).toBeNull();
  });
});

describe('links sent by email never switch a signed-in session', () => {
  it("confirming someone else's address while signed in confirms it, names it, and keeps the member signed in as themselves", async () => {
    const { client: victim, input: own } = await confirmedMember();
    const attacker = validSignup();
    expect((await newClient().post('/api/auth/signup', attacker)).status).toBe(201);
    const token = tokenIn(await mailTo(attacker.email, CONFIRM_SUBJECT), '/verify-email');

    const pressed = await victim.post('/api/auth/verify-email', { token });
    expect(pressed.status).toBe(200);
    expect(pressed.body).toMatchObject({
      signedIn: false,
      user: { email: attacker.email },
      message: linkUsedForAnotherAccount(ACCOUNT_MESSAGES.emailConfirmed, attacker.email),
    });
    expect((await victim.get('/api/auth/user')).body).toMatchObject({ email: own.email });
    const stored = await app.db
      .knex('users')
      .where({ email: attacker.email })
      .first<{ email_verified_at: Date | null }>();
    expect(stored.email_verified_at).not.toBeNull();

    // Over GraphQL too; a browser nobody is signed in to is signed in as the link's member and told so.
    const second = validSignup();
    expect((await newClient().post('/api/auth/signup', second)).status).toBe(201);
    const secondToken = tokenIn(await mailTo(second.email, CONFIRM_SUBJECT), '/verify-email');
    const graphql = await victim.graphql(
      'mutation C($input: EmailTokenInput!) { confirmEmail(input: $input) { signedIn message user { email } } }',
      { input: { token: secondToken } },
    );
    expect((graphql.body.data as { confirmEmail: unknown }).confirmEmail).toMatchObject({
      signedIn: false,
      user: { email: second.email },
    });
    expect((await victim.get('/api/auth/user')).body).toMatchObject({ email: own.email });
  });

  it('a sign-in link is refused while a member is signed in here, and still works once nobody is', async () => {
    const { id, input } = await confirmedMember();
    const { client: victim, input: own } = await confirmedMember();
    const token = randomBytes(32).toString('base64url');
    await app.db.knex('account_tokens').insert({
      user_id: id,
      purpose: 'sign-in',
      token_hash: createHash('sha256').update(token).digest('hex'),
      email: input.email,
      expires_at: new Date(Date.now() + 10 * 60_000),
    });
    const refused = await victim.post('/api/auth/sign-in-link', { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: ACCOUNT_MESSAGES.signOutFirst });
    expect((await victim.get('/api/auth/user')).body).toMatchObject({ email: own.email });
    const guest = newClient();
    const signedIn = await guest.post('/api/auth/sign-in-link', { token });
    expect(signedIn.body).toMatchObject({ signedIn: true, user: { email: input.email } });
    expect((await guest.get('/api/auth/user')).body).toMatchObject({ email: input.email });
  });
});

describe('an address someone else signed up with', () => {
  it("the owner's first confirmation signs the squatter out, and the mail tells the owner how to choose their own password", async () => {
    const input = validSignup();
    const squatter = newClient();
    expect((await squatter.post('/api/auth/signup', input)).status).toBe(201);
    // Not yet confirmed, the squatter may sign in with the password they chose.
    expect((await squatter.post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(200);
    const mail = await mailTo(input.email, CONFIRM_SUBJECT);
    expect(mail.text).toContain(`${app.url}/reset-password`);
    const owner = newClient();
    const confirmed = await owner.post('/api/auth/verify-email', { token: tokenIn(mail, '/verify-email') });
    expect(confirmed.body).toMatchObject({ signedIn: true, user: { email: input.email } });
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ email: input.email });
  });

  it('a member confirming in the browser they are signed in to stays signed in there', async () => {
    const input = validSignup();
    const member = newClient();
    expect((await member.post('/api/auth/signup', input)).status).toBe(201);
    expect((await member.post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(200);
    const token = tokenIn(await mailTo(input.email, CONFIRM_SUBJECT), '/verify-email');
    expect((await member.post('/api/auth/verify-email', { token })).body).toMatchObject({ signedIn: true });
    expect((await member.get('/api/auth/user')).body).toMatchObject({ email: input.email });
  });
});

describe('nothing public before the email is confirmed', () => {
  it('refuses posts, reviews, altars and pilgrimages (REST and GraphQL) until the link is followed', async () => {
    const client = newClient();
    const input = validSignup();
    await client.post('/api/auth/signup', input);
    const token = tokenIn(await mailTo(input.email, CONFIRM_SUBJECT), '/verify-email');
    await client.post('/api/auth/login', { email: input.email, password: input.password });

    const post = await client.post('/api/posts', { content: 'First light over the cairn.' });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(ACCOUNT_MESSAGES.confirmEmailFirst);
    for (const path of ['/api/altars', '/api/pilgrimages', '/api/altars/1/reviews', '/api/posts/1/comments']) {
      const refused = await client.post(path, {});
      expect(refused.status, path).toBe(403);
    }
    const graphql = await client.graphql('mutation { createPost(input: { content: "Hello" }) { id } }');
    expect(graphql.body.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    expect(await app.db.knex('posts').where({ content: 'First light over the cairn.' }).first()).toBeUndefined();
    // Private things still work: the journal is the member's own.
    const me = (await client.get('/api/auth/user')).body as { id: number };
    const journal = await client.post(`/api/users/${me.id}/journal-entries`, {
      content: 'Quiet morning.',
      isPrivate: true,
    });
    expect(journal.status).toBe(201);

    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await client.post('/api/posts', { content: 'First light over the cairn.' })).status).toBe(201);
  });
});

describe('password reset by email', () => {
  it('answers the same for a member and an unknown address; the link works once and ends every session', async () => {
    const { client: oldSession, input } = await confirmedMember();
    const unknown = await newClient().post('/api/auth/password-reset', { email: 'nobody.here@example.test' });
    const known = await newClient().post('/api/auth/password-reset', { email: input.email.toUpperCase() });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });

    const token = tokenIn(await mailTo(input.email, RESET_SUBJECT), '/reset-password');
    const browser = newClient();
    const reset = await browser.post('/api/auth/reset-password', { token, password: 'Brand9NewPath' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(ACCOUNT_MESSAGES.passwordReset);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    // The session from before the reset is over; the old password no longer works, the new one does.
    expect((await oldSession.get('/api/auth/user')).status).toBe(401);
    const oldPassword = await newClient().post('/api/auth/login', { email: input.email, password: input.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await newClient().post('/api/auth/login', { email: input.email, password: 'Brand9NewPath' });
    expect(newPassword.status).toBe(200);

    const replay = await newClient().post('/api/auth/reset-password', { token, password: 'Other9NewPath' });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    expect(mailbox.messages.some((mail) => mail.to.includes('nobody.here@example.test'))).toBe(false);
  });

  it('a reset link lasts one hour and checks the new password like sign-up', async () => {
    const { input } = await confirmedMember();
    await newClient().post('/api/auth/password-reset', { email: input.email });
    const token = tokenIn(await mailTo(input.email, RESET_SUBJECT), '/reset-password');
    const row = await app.db
      .knex('account_tokens')
      .where({ email: input.email, purpose: 'reset-password' })
      .first<{ created_at: Date; expires_at: Date }>();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    const weak = await newClient().post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toMatchObject({ password: ACCOUNT_MESSAGES.passwordTooShort });

    await app.db
      .knex('account_tokens')
      .where({ email: input.email })
      .update({ expires_at: new Date(Date.now() - 1) });
    const late = await newClient().post('/api/auth/reset-password', { token, password: 'Late9Password' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('takes back an address someone else signed up with: the owner chooses the password and the squatter is signed out', async () => {
    const squatter = newClient();
    const victimEmail = `victim.${Math.random().toString(36).slice(2)}@example.test`;
    await squatter.post('/api/auth/signup', validSignup({ email: victimEmail, password: 'Squat9Password' }));
    expect((await squatter.post('/api/auth/login', { email: victimEmail, password: 'Squat9Password' })).status).toBe(
      200,
    );

    // The owner arrives and signs up: the same answer as anyone, and an email to the real owner.
    const owner = newClient();
    await owner.post('/api/auth/signup', validSignup({ email: victimEmail }));
    const token = tokenIn(await mailTo(victimEmail, TRIED_SUBJECT), '/reset-password');
    const reset = await owner.post('/api/auth/reset-password', { token, password: 'Owner9Password' });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ email: victimEmail, emailVerified: true });
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
  });
});

describe('sign-in limits never keep the member out', () => {
  const SIGN_IN_LINK_SUBJECT = 'Finish signing in to Sacred Spaces';

  it('under guessing from many addresses, the right password from a new address earns a link by email, not a refusal', async () => {
    const { input } = await confirmedMember();
    for (let attempt = 0; attempt < 20; attempt++)
      await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });

    // A new phone with the right password, and another stranger's guess: one answer, no session.
    const newPhone = newClient();
    const right = await newPhone.post('/api/auth/login', { email: input.email, password: input.password });
    const guess = await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong2Password' });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ message: ACCOUNT_MESSAGES.signInLinkSent });
    expect(guess.status).toBe(right.status);
    expect(guess.body).toEqual(right.body);
    expect(right.headers.get('set-cookie')).toBeNull();
    expect((await newPhone.get('/api/auth/user')).status).toBe(401);

    // Only the right password sent a link: one email, whose link signs the phone in, once.
    const mail = await mailTo(input.email, SIGN_IN_LINK_SUBJECT);
    const token = tokenIn(mail, '/sign-in-link');
    const signedIn = await newPhone.post('/api/auth/sign-in-link', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ message: ACCOUNT_MESSAGES.signedInByLink, user: { email: input.email } });
    expect((await newPhone.get('/api/auth/user')).body).toMatchObject({ email: input.email });
    const again = await newClient().post('/api/auth/sign-in-link', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: ACCOUNT_MESSAGES.linkInvalid });
    // Both answers queued an email job; once both have run, the wrong guess has sent nothing.
    await vi.waitFor(
      async () => {
        const waiting = await app.db
          .knex('pgboss.job')
          .where({ name: 'account-email' })
          .whereNotIn('state', ['completed', 'failed', 'cancelled'])
          .count<{ count: string }[]>();
        expect(Number(waiting[0]?.count)).toBe(0);
      },
      { timeout: 15_000, interval: 200 },
    );
    const sent = mailbox.messages.filter(
      (mail) => mail.to.includes(input.email) && mail.subject === SIGN_IN_LINK_SUBJECT,
    );
    expect(sent).toHaveLength(1);

    // The phone's address is remembered: while the guessing goes on, its password alone signs in again.
    await newPhone.post('/api/auth/logout');
    const next = await newPhone.post('/api/auth/login', { email: input.email, password: input.password });
    expect(next.status).toBe(200);
  });

  it('a reset link also signs a member in whose account is under guessing', async () => {
    const { input } = await confirmedMember();
    for (let attempt = 0; attempt < 20; attempt++)
      await newClient().post('/api/auth/login', { email: input.email, password: 'Wrong1Password' });
    const newPhone = newClient();
    expect((await newPhone.post('/api/auth/password-reset', { email: input.email })).status).toBe(202);
    const token = tokenIn(await mailTo(input.email, RESET_SUBJECT), '/reset-password');
    const reset = await newPhone.post('/api/auth/reset-password', { token, password: 'Phone9Password' });
    expect(reset.status).toBe(200);
    expect((await newPhone.get('/api/auth/user')).body).toMatchObject({ email: input.email });
  });
});

describe('password change and other sessions', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { client, input } = await confirmedMember();
    const phone = newClient();
    expect((await phone.post('/api/auth/login', { email: input.email, password: input.password })).status).toBe(200);

    const wrong = await client.post('/api/auth/password', {
      currentPassword: 'Not9ThePassword',
      newPassword: 'Fresh9Password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const changed = await client.post('/api/auth/password', {
      currentPassword: input.password,
      newPassword: 'Fresh9Password',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const login = await newClient().post('/api/auth/login', { email: input.email, password: 'Fresh9Password' });
    expect(login.status).toBe(200);
  });

  it('"sign out other sessions" ends them and closes their open sockets', async () => {
    const { client, input } = await confirmedMember();
    const laptop = newClient();
    await laptop.post('/api/auth/login', { email: input.email, password: input.password });
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: laptop.cookie ?? '' },
    });
    const acknowledged = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
      }),
    );
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await acknowledged;
    socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { altarCreated { id } }' } }),
    );

    const answer = await client.post('/api/auth/sessions/sign-out-others');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ACCOUNT_MESSAGES.otherSessionsEnded });
    expect(await closed).toBe(4403);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('sign-in timing for accounts without a password', () => {
  it('checks the password against a dummy argon2 hash, as for an unknown email', async () => {
    const email = `provider.${Math.random().toString(36).slice(2)}@example.test`;
    await app.db.knex('users').insert({ email, password_hash: '!', first_name: 'Only', last_name: 'Provider' });
    const verify = vi.spyOn(argon2, 'verify');
    try {
      const answer = await newClient().post('/api/auth/login', { email, password: 'Any9Password' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.loginFailed);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(String(verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$/);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('moderator alerts', () => {
  it('emails moderators when content gets its first report and when a moderator report hides it', async () => {
    const { client: author } = await confirmedMember();
    const { client: reporter } = await confirmedMember();
    const { id: moderatorId, client: moderatorClient, input: moderatorInput } = await confirmedMember();
    await app.db.knex('users').where({ id: moderatorId }).update({ is_moderator: true });
    const post = await author.post('/api/posts', { content: 'Directions to the hidden spring' });
    expect(post.status).toBe(201);
    const postId = (post.body as { id: number }).id;

    const report = { contentType: 'post', contentId: postId, reason: 'Reveals a sensitive site' };
    expect((await reporter.post('/api/reports', report)).status).toBe(201);
    const first = await mailTo(moderatorInput.email, `New report: post ${postId}`);
    expect(first.text).toContain('Reveals a sensitive site');

    expect((await moderatorClient.post('/api/reports', { ...report, reason: 'Confirmed, hiding it' })).status).toBe(
      201,
    );
    const hidden = await mailTo(moderatorInput.email, `Hidden by reports: post ${postId}`);
    expect(hidden.text).toContain('/api/moderation/reports');
  });
});

describe('reports from established members', () => {
  it('hide nothing by themselves: at the alert threshold the moderators are emailed for a decision', async () => {
    const { client: author } = await confirmedMember();
    const { id: moderatorId, input: moderatorInput } = await confirmedMember();
    await app.db.knex('users').where({ id: moderatorId }).update({ is_moderator: true });
    const post = await author.post('/api/posts', { content: 'A quiet bench by the river' });
    const postId = (post.body as { id: number }).id;
    const reporters = [];
    for (let i = 0; i < REPORT_ALERT_THRESHOLD; i++) reporters.push(await confirmedMember());
    await app.db
      .knex('users')
      .whereIn(
        'id',
        reporters.map((reporter) => reporter.id),
      )
      .update({ created_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) });
    for (const reporter of reporters) {
      const report = { contentType: 'post', contentId: postId, reason: 'I do not like it' };
      expect((await reporter.client.post('/api/reports', report)).status).toBe(201);
    }
    const alert = await mailTo(moderatorInput.email, `Needs a decision: post ${postId}`);
    expect(alert.text).toContain('stays visible until a moderator decides');
    const feed = (await reporters[0]!.client.get('/api/posts')).body as unknown as Array<{ id: number }>;
    expect(feed.map((entry) => entry.id)).toContain(postId);
  });
});

describe('export and deletion', () => {
  it('the export says whether the email is confirmed but never holds a link token; deletion removes the tokens', async () => {
    const { client, id, input } = await confirmedMember();
    await newClient().post('/api/auth/password-reset', { email: input.email });
    await mailTo(input.email, RESET_SUBJECT);
    const [tokens] = await app.db
      .knex('account_tokens')
      .where({ user_id: id })
      .count<{ count: string }[]>('* as count');
    expect(Number(tokens?.count)).toBe(1);
    const exported = await client.get(`/api/users/${id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.user).toMatchObject({ emailVerified: true, isModerator: false });
    expect((exported.body.user as { emailVerifiedAt: string | null }).emailVerifiedAt).not.toBeNull();
    expect(exported.text).not.toMatch(/token/i);

    expect((await client.delete(`/api/users/${id}`)).status).toBe(200);
    expect(await app.db.knex('account_tokens').where({ user_id: id }).first()).toBeUndefined();
  });
});
