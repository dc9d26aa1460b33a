import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_LANGUAGE_MESSAGE } from '@sacred/core/accounts';
import { startTestApp, type TestApp } from '../../test/app';
import { buildPilgrimage } from '../../test/factories';
import { TestClient } from '../../test/http';
import { startMailbox, type Mailbox } from '../../test/mailbox';

/** A guest's intention email in the language the page sent; English as before without one. */

let app: TestApp;
let mailbox: Mailbox;
let addressCounter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await startTestApp({ mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } });
});

afterAll(async () => {
  await app?.close();
  await mailbox?.close();
});

describe('a guest intention in a language', () => {
  it('confirms in Spanish when the guest asked in Spanish, refuses an unknown language', async () => {
    const pilgrimage = await buildPilgrimage(app.db.knex, {});
    const guest = new TestClient(app.url, { 'x-forwarded-for': `198.18.3.${++addressCounter}` });
    const email = `invitado.${Date.now()}@example.test`;
    const made = await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
      text: 'Por la lluvia',
      email,
      language: 'es',
    });
    expect(made.status, made.text).toBe(201);
    const mail = await mailbox.waitFor((received) => received.to.includes(email));
    expect(mail.subject).toBe(`Confirma tu intención para ${pilgrimage.name}`);
    expect(mail.text).toMatch(/^Hola:\n\nAbre este enlace para confiar tu intención/);
    expect(mail.text).toMatch(/\/intentions\/confirm\?token=[A-Za-z0-9_-]{43}/);

    const english = `guest.${Date.now()}@example.test`;
    expect(
      (await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, { text: 'For rain', email: english })).status,
    ).toBe(201);
    const englishMail = await mailbox.waitFor((received) => received.to.includes(english));
    expect(englishMail.subject).toBe(`Confirm your intention for ${pilgrimage.name}`);

    const wrong = await guest.post(`/api/pilgrimages/${pilgrimage.id}/intentions`, {
      text: 'For rain',
      email: `other.${Date.now()}@example.test`,
      language: 'xx',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SIGNUP_LANGUAGE_MESSAGE);
  });
});
