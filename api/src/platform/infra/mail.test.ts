import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../../test/mailbox';
import { loadConfig } from '../config';
import { createLogger } from './logger';
import { Mailer, MAIL_UNAVAILABLE_MESSAGE } from './mail';

describe('Mailer', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.close();
  });

  it('delivers a message over SMTP with the configured sender', async () => {
    const mailer = new Mailer(
      { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' },
      undefined,
      createLogger({ logLevel: 'silent' }),
    );
    mailer.listeningAt('http://127.0.0.1:4321');
    await mailer.send({ to: 'walker@example.org', subject: 'Welcome', text: `Open ${mailer.link('/journal')}` });
    const mail = await mailbox.waitFor((m) => m.subject === 'Welcome');
    expect(mail.to).toEqual(['walker@example.org']);
    expect(mail.from).toBe('"Sacred Spaces" <hello@sacred.test>');
    expect(mail.text.trim()).toBe('Open http://127.0.0.1:4321/journal');
    mailer.close();
  });

  it('without SMTP it is unavailable and refuses to send', async () => {
    const mailer = new Mailer(undefined, 'https://sacred.example', createLogger({ logLevel: 'silent' }));
    expect(mailer.available).toBe(false);
    expect(mailer.link('/reset?token=a')).toBe('https://sacred.example/reset?token=a');
    await expect(mailer.send({ to: 'a@b.c', subject: 'x', text: 'y' })).rejects.toThrow(MAIL_UNAVAILABLE_MESSAGE);
  });

  it('config: SMTP_URL must be smtp(s), PUBLIC_URL must be http(s)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL must be an http/);
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://sacred.example/app' });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'Sacred Spaces <no-reply@localhost>' });
    expect(config.publicUrl).toBe('https://sacred.example');
  });
});
