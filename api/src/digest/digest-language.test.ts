import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_MESSAGES, digestText } from '@sacred/core/digest';
import { DEFAULT_SETTINGS, type Language } from '@sacred/core/settings';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';
import { startMailbox, type Mailbox } from '../../test/mailbox';

/** The weekly digest in the member's language; English word for word as core's digestText. */

let app: TestApp;
let mailbox: Mailbox;
let addressCounter = 0;

async function digestMember(firstName: string, language: Language) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `198.18.9.${++addressCounter}` });
  const input = validSignup({ firstName, language });
  expect((await client.post('/api/auth/signup', input)).status).toBe(201);
  const login = await client.post('/api/auth/login', { email: input.email, password: input.password });
  const id = (login.body.user as { id: number }).id;
  const saved = await client.patch(`/api/users/${id}/settings`, {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, emailDigest: true },
    preferences: { ...DEFAULT_SETTINGS.preferences, language },
  });
  expect(saved.status).toBe(200);
  return { id, email: input.email };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } });
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
});

describe('the weekly digest in the member language', () => {
  it('writes a German member German and an English member the words of core', async () => {
    const german = await digestMember('Fern', 'de');
    const english = await digestMember('Rowan', 'en');
    await app.server.services.digest.sendTo(german.id, new Date());
    await app.server.services.digest.sendTo(english.id, new Date());

    const mail = await mailbox.waitFor((message) => message.to.includes(german.email) && message.headers.has('list'));
    expect(mail.subject).toBe('Deine Woche bei Sacred Spaces');
    expect(mail.text).toContain('Hallo Fern,\n\nDeine Woche:\n- 0 Rituale\n- 0 Pilgerwege abgeschlossen\n');
    expect(mail.text).toContain('Die Community diese Woche:');
    expect(mail.html).toContain('>Abbestellen</a>');

    const englishMail = await mailbox.waitFor(
      (message) => message.to.includes(english.email) && message.headers.has('list'),
    );
    expect(englishMail.subject).toBe(DIGEST_MESSAGES.subject);
    const links = {
      app: /Visit: (\S+)/.exec(englishMail.text)?.[1] ?? '',
      unsubscribe: /Stop it: (\S+)/.exec(englishMail.text)?.[1] ?? '',
    };
    const expected = digestText(
      { firstName: 'Rowan', rituals: 0, journeysCompleted: 0, newAltars: 0, newPosts: 0, altarNames: [] },
      links,
    );
    expect(englishMail.text.trimEnd()).toBe(expected);
    expect(englishMail.html).toContain('>Unsubscribe</a>');
  });
});
