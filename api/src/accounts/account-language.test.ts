import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGNUP_LANGUAGE_MESSAGE } from '@sacred/core/accounts';
import { TIME_ZONE_MESSAGES } from '@sacred/core/time-zone';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

/**
 * A member signs up in their language and zone (REST and GraphQL), and the account's emails speak it:
 * German in, German out; English stays the spec's words. The emails are read from a real local SMTP server.
 */

let app: TestApp;
let mailbox: Mailbox;
let addressCounter = 0;

const newClient = () => new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${++addressCounter}` });
const mailTo = (email: string) => mailbox.waitFor((mail) => mail.to.includes(email));

const storedPreferences = async (email: string) => {
  const row = await app.db
    .knex('users as u')
    .leftJoin('user_settings as s', 's.user_id', 'u.id')
    .select('u.time_zone', 's.settings')
    .where('u.email', email)
    .first<{ time_zone: string | null; settings: { preferences?: { language?: string } } | null } | undefined>();
  return row && { language: row.settings?.preferences?.language ?? null, timeZone: row.time_zone };
};

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } });
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
});

describe('signing up in a language', () => {
  it('stores language=de and the zone, and sends the confirmation in German', async () => {
    const client = newClient();
    const input = validSignup({ language: 'de', timeZone: 'europe/berlin' });
    const answer = await client.post('/api/auth/signup', input);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: ACCOUNT_MESSAGES.checkYourEmail });
    expect(await storedPreferences(input.email)).toEqual({ language: 'de', timeZone: 'Europe/Berlin' });

    const mail = await mailTo(input.email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Sacred Spaces');
    expect(mail.text).toContain('Hallo Willow,');
    expect(mail.text).toContain('Der Link gilt 48 Stunden.');
    expect(mail.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]+/);

    // Settings read the language back.
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const confirmed = await client.post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    const settings = await client.get(`/api/users/${(confirmed.body.user as { id: number }).id}/settings`);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      preferences: { language: 'de', timeZone: 'Europe/Berlin', units: 'metric' },
    });
  });

  it('a German member asking for a password reset gets it in German, an English member in English', async () => {
    const german = validSignup({ language: 'de' });
    const english = validSignup();
    expect((await newClient().post('/api/auth/signup', german)).status).toBe(201);
    expect((await newClient().post('/api/auth/signup', english)).status).toBe(201);
    await mailTo(german.email);
    await mailTo(english.email);

    expect((await newClient().post('/api/auth/password-reset', { email: german.email })).status).toBe(202);
    const reset = await mailbox.waitFor((mail) => mail.to.includes(german.email) && mail.subject.startsWith('Wähle'));
    expect(reset.subject).toBe('Wähle ein neues Passwort für Sacred Spaces');
    expect(reset.text).toContain('Öffne diesen Link, um ein neues Passwort zu wählen (er gilt eine Stunde, einmal):');

    expect((await newClient().post('/api/auth/password-reset', { email: english.email })).status).toBe(202);
    const englishReset = await mailbox.waitFor(
      (mail) => mail.to.includes(english.email) && mail.subject === 'Choose a new password for Sacred Spaces',
    );
    expect(englishReset.text).toMatch(
      /^Hello Willow,\n\nOpen this link to choose a new password \(it works for one hour, once\):\nhttp\S+\/reset-password\?token=[A-Za-z0-9_-]+\n\nIf you did not ask for it, ignore this email; your password stays as it is\.\n?$/,
    );
  });

  it('refuses language=xx and an unknown zone with 400 and a message, and creates nothing', async () => {
    const input = validSignup({ language: 'xx' });
    const answer = await newClient().post('/api/auth/signup', input);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SIGNUP_LANGUAGE_MESSAGE);
    expect(answer.body.errors).toMatchObject({ language: SIGNUP_LANGUAGE_MESSAGE });

    const zoned = validSignup({ timeZone: 'Mars/Olympus_Mons' });
    const refused = await newClient().post('/api/auth/signup', zoned);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TIME_ZONE_MESSAGES.invalid);

    expect(await app.db.knex('users').whereIn('email', [input.email, zoned.email]).pluck('id')).toEqual([]);
  });

  it('GraphQL signup takes the language and zone too, and refuses another language as BAD_USER_INPUT', async () => {
    const mutation = `mutation ($input: SignupInput!) { signup(input: $input) { __typename } }`;
    const input = validSignup({ language: 'es', timeZone: 'Europe/Madrid' });
    const created = await newClient().graphql(mutation, { input });
    expect(created.status).toBe(200);
    expect(created.body.errors).toBeUndefined();
    expect(await storedPreferences(input.email)).toEqual({ language: 'es', timeZone: 'Europe/Madrid' });
    const mail = await mailTo(input.email);
    expect(mail.subject).toBe('Confirma tu correo para Sacred Spaces');
    expect(mail.text).toContain('Hola, Willow:');

    const wrong = validSignup({ language: 'fr' });
    const refused = await newClient().graphql(mutation, { input: wrong });
    const errors = refused.body.errors as unknown as Array<{ message: string; extensions: { code: string } }>;
    expect(errors[0]?.message).toBe(SIGNUP_LANGUAGE_MESSAGE);
    expect(errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await storedPreferences(wrong.email)).toBeUndefined();
  });

  it('a German moderator reads the report alert in German, an English one in English', async () => {
    const confirmed = async (language?: string) => {
      const client = newClient();
      const input = validSignup(language ? { language } : {});
      expect((await client.post('/api/auth/signup', input)).status).toBe(201);
      const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec((await mailTo(input.email)).text)?.[1];
      const answer = await client.post('/api/auth/verify-email', { token });
      expect(answer.status).toBe(200);
      return { client, input, id: (answer.body.user as { id: number }).id };
    };
    const author = await confirmed();
    const reporter = await confirmed();
    const german = await confirmed('de');
    const english = await confirmed();
    await app.db.knex('users').whereIn('id', [german.id, english.id]).update({ is_moderator: true });
    const post = await author.client.post('/api/posts', { content: 'Directions to the hidden spring' });
    expect(post.status).toBe(201);
    const postId = (post.body as { id: number }).id;
    const report = { contentType: 'post', contentId: postId, reason: 'Reveals a sensitive site' };
    expect((await reporter.client.post('/api/reports', report)).status).toBe(201);

    const forGerman = await mailbox.waitFor(
      (mail) => mail.to.includes(german.input.email) && mail.subject === `Neue Meldung: post ${postId}`,
    );
    expect(forGerman.text).toContain(
      `Der Inhalt post ${postId} wurde gemeldet.\nOffene Meldungen: 1.\n- Reveals a sensitive site`,
    );
    const forEnglish = await mailbox.waitFor(
      (mail) => mail.to.includes(english.input.email) && mail.subject === `New report: post ${postId}`,
    );
    expect(forEnglish.text).toContain(`The post ${postId} was reported.\nOpen reports: 1.\n- Reveals a sensitive site`);
  });
});
