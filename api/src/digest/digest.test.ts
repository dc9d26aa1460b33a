import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_MESSAGES } from '@sacred/core/digest';
import { DEFAULT_SETTINGS, EMAIL_DIGEST_UNAVAILABLE } from '@sacred/core/settings';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { TestClient, validSignup } from '../../test/http';
import { startMailbox, type Mailbox } from '../../test/mailbox';

let addressCounter = 0;

async function member(app: TestApp, firstName: string) {
  const client = new TestClient(app.url, { 'x-forwarded-for': `198.18.7.${++addressCounter}` });
  const input = validSignup({ firstName });
  const response = await client.post('/api/auth/signup', input);
  expect(response.status).toBe(201);
  // With email set up, sign-up asks to confirm the address first; signing in still works.
  const signedIn = response.body.user
    ? response
    : await client.post('/api/auth/login', { email: input.email, password: input.password });
  const user = signedIn.body.user as { id: number; email: string };
  return { client, id: user.id, email: user.email };
}

const withDigest = (on: boolean, timeZone: string | null = null) => ({
  ...DEFAULT_SETTINGS,
  notifications: { ...DEFAULT_SETTINGS.notifications, emailDigest: on },
  preferences: { ...DEFAULT_SETTINGS.preferences, timeZone },
});

const HOUR = 3600 * 1000;
const WEEK = 7 * 24 * HOUR;

/** The first Monday 08:05 UTC after now: the digest's morning for a member whose zone is not known. */
function nextMondayMorningUtc(): Date {
  const at = new Date();
  at.setUTCHours(8, 5, 0, 0);
  while (at.getUTCDay() !== 1 || at.getTime() <= Date.now()) at.setTime(at.getTime() + 24 * HOUR);
  return at;
}

describe('the weekly email digest', () => {
  let app: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startTestApp({ mail: { smtpUrl: mailbox.smtpUrl, from: 'Sacred Spaces <hello@sacred.test>' } });
  });

  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it("emails the member's week to those who turned it on, and the link turns it off without signing in", async () => {
    const fern = await member(app, 'Fern');
    const rowan = await member(app, 'Rowan');
    const quiet = await member(app, 'Quiet');
    for (const someone of [fern, rowan]) {
      expect((await someone.client.patch(`/api/users/${someone.id}/settings`, withDigest(true))).status).toBe(200);
    }
    const altar = await buildAltar(app.db.knex, { creatorId: rowan.id, name: 'Birch Hollow Cairn' });
    expect(
      (
        await fern.client.post('/api/rituals', {
          altarId: altar.id,
          duration: 3,
          intention: 'stillness',
          secondsSpent: 180,
        })
      ).status,
    ).toBe(201);

    // The cron tick of Monday morning queues one send job per member who wants the digest.
    const monday = nextMondayMorningUtc();
    await app.server.services.digest.queueWeekly(monday);
    const mail = await mailbox.waitFor(
      (message) => message.to.includes(fern.email) && message.subject === DIGEST_MESSAGES.subject,
    );
    expect(mail.subject).toBe(DIGEST_MESSAGES.subject);
    expect(mail.text).toContain('Dear Fern,');
    expect(mail.text).toContain('- 1 ritual\n');
    expect(mail.text).toContain('Birch Hollow Cairn');
    expect(mail.html).toContain('>Unsubscribe</a>');
    // mailparser gathers the List-* headers under `list`.
    expect(JSON.stringify(mail.headers.get('list'))).toMatch(
      /"url":"http:\/\/127\.0\.0\.1:\d+\/api\/digest\/unsubscribe\?token=/,
    );
    await mailbox.waitFor((message) => message.to.includes(rowan.email) && message.subject === DIGEST_MESSAGES.subject);
    const digests = mailbox.messages.filter((message) => message.subject === DIGEST_MESSAGES.subject);
    expect(digests.filter((message) => message.to.includes(quiet.email))).toEqual([]);

    const link = /Stop it: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=/);
    const token = new URL(link!).searchParams.get('token')!;
    const stranger = new TestClient(app.url);
    const forged = await stranger.post(`/api/digest/unsubscribe?token=${rowan.id}.${token.split('.')[1]}`);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(DIGEST_MESSAGES.invalidLink);
    const done = await stranger.post(`/api/digest/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(DIGEST_MESSAGES.unsubscribed);
    expect((await fern.client.get(`/api/users/${fern.id}/settings`)).body).toMatchObject({
      notifications: { emailDigest: false },
    });
    // Again: the same answer, nothing else changed.
    expect((await stranger.post(`/api/digest/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await rowan.client.get(`/api/users/${rowan.id}/settings`)).body).toMatchObject({
      notifications: { emailDigest: true },
    });

    // The next week: Rowan (the positive control) gets one, Fern no longer does.
    const before = mailbox.messages.length;
    await app.server.services.digest.queueWeekly(new Date(monday.getTime() + WEEK));
    const isDigest = (message: { subject: string }) => message.subject === DIGEST_MESSAGES.subject;
    await mailbox.waitFor(
      (message) => isDigest(message) && message.to.includes(rowan.email) && mailbox.messages.indexOf(message) >= before,
    );
    expect(
      mailbox.messages.slice(before).filter((message) => isDigest(message) && message.to.includes(fern.email)),
    ).toEqual([]);
  });

  it('reaches members in Auckland and Los Angeles on their own Monday at 08:00, once', async () => {
    const auckland = await member(app, 'Kauri');
    const angeles = await member(app, 'Sage');
    for (const [someone, zone] of [
      [auckland, 'Pacific/Auckland'],
      [angeles, 'America/Los_Angeles'],
    ] as const) {
      expect((await someone.client.patch(`/api/users/${someone.id}/settings`, withDigest(true, zone))).status).toBe(
        200,
      );
    }
    const digest = app.server.services.digest;
    const ours = new Set([auckland.id, angeles.id]);
    // Every 15-minute tick from Saturday to Tuesday, UTC (December: NZDT is UTC+13, PST UTC-8).
    const firstDue = new Map<number, string>();
    for (let at = Date.parse('2026-12-05T00:00:00Z'); at < Date.parse('2026-12-09T00:00:00Z'); at += HOUR / 4) {
      for (const { userId } of await digest.dueRecipients(new Date(at))) {
        if (ours.has(userId) && !firstDue.has(userId)) firstDue.set(userId, new Date(at).toISOString());
      }
    }
    // Monday 08:00 in Auckland is Sunday 19:00 UTC; in Los Angeles, Monday 16:00 UTC.
    expect(firstDue.get(auckland.id)).toBe('2026-12-06T19:00:00.000Z');
    expect(firstDue.get(angeles.id)).toBe('2026-12-07T16:00:00.000Z');

    const digestsTo = (email: string) =>
      mailbox.messages.filter((message) => message.subject === DIGEST_MESSAGES.subject && message.to.includes(email));
    // Auckland's morning (a Sunday evening in UTC and in Los Angeles), and the window's next tick.
    await digest.queueWeekly(new Date('2026-12-06T19:00:00Z'));
    await digest.queueWeekly(new Date('2026-12-06T19:15:00Z'));
    await mailbox.waitFor(
      (message) => message.subject === DIGEST_MESSAGES.subject && message.to.includes(auckland.email),
    );
    expect(digestsTo(angeles.email)).toEqual([]);
    // Los Angeles' morning: Tuesday already in Auckland.
    await digest.queueWeekly(new Date('2026-12-07T16:00:00Z'));
    await mailbox.waitFor(
      (message) => message.subject === DIGEST_MESSAGES.subject && message.to.includes(angeles.email),
    );
    expect(digestsTo(auckland.email)).toHaveLength(1);
    expect(digestsTo(angeles.email)).toHaveLength(1);
  });

  it('refuses a missing or malformed token with 400', async () => {
    const stranger = new TestClient(app.url);
    expect((await stranger.post('/api/digest/unsubscribe')).status).toBe(400);
    expect((await stranger.post('/api/digest/unsubscribe?token=%3Cscript%3E')).status).toBe(400);
    expect((await stranger.post('/api/digest/unsubscribe?token=0.abc')).status).toBe(400);
  });
});

describe('without SMTP', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ mail: undefined });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('says the digest is unavailable and why, and refuses to turn it on (off still saves)', async () => {
    const options = await new TestClient(app.url).get('/api/settings/options');
    expect(options.body).toEqual({ emailDigest: { available: false, reason: EMAIL_DIGEST_UNAVAILABLE } });
    const someone = await member(app, 'Moss');
    const refused = await someone.client.patch(`/api/users/${someone.id}/settings`, withDigest(true));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'notifications.emailDigest': EMAIL_DIGEST_UNAVAILABLE });
    expect((await someone.client.patch(`/api/users/${someone.id}/settings`, withDigest(false))).status).toBe(200);
    expect(await app.server.services.digest.queueWeekly()).toBe(0);
  });
});
