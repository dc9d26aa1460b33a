import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { DIGEST_MESSAGES, digestText } from '@sacred/core/digest';
import { ValidationError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/jobs';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail';
import type { SettingsService } from '../profiles/settings.service';
import { DigestRepository } from './digest.repository';

export const DIGEST_JOBS = {
  weekly: 'email-digest-weekly',
  send: 'email-digest-send',
} as const;

interface SendJob {
  userId: number;
  /** The week's end (ISO), so a retried or duplicated job sends the same week once. */
  until: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The weekly email digest: every Monday at 08:00 UTC a cron job queues one send job per member with Email
 * Digest on; each sends the member's summary through the Mailer. Every message carries an unsubscribe link
 * (and List-Unsubscribe headers) with a token signed by the server, which turns the digest off without
 * signing in. Without SMTP nothing is queued, and the setting cannot be turned on (SettingsService).
 */
export class DigestService {
  constructor(
    private readonly knex: Knex,
    private readonly mailer: Pick<Mailer, 'available' | 'link' | 'send'>,
    private readonly jobs: JobQueue,
    private readonly settings: SettingsService,
    private readonly secret: string,
    private readonly logger: Pick<Logger, 'info'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    jobs.define(DIGEST_JOBS.weekly, async () => void (await this.queueWeekly()), {
      cron: '0 8 * * 1',
      retryLimit: 0,
    });
    jobs.define<SendJob>(DIGEST_JOBS.send, (job) => this.sendTo(job.userId, new Date(job.until)));
  }

  /** Queues this week's digest for every member who wants it; returns how many were queued. */
  async queueWeekly(until: Date = this.now()): Promise<number> {
    if (!this.mailer.available) return 0;
    const recipients = await new DigestRepository(this.knex).recipients();
    const week = until.toISOString().slice(0, 10);
    for (const userId of recipients) {
      await this.jobs.send(DIGEST_JOBS.send, { userId, until: until.toISOString() } satisfies SendJob, {
        id: jobIdOf(`digest:${userId}:${week}`),
      });
    }
    this.logger.info({ recipients: recipients.length }, 'weekly digest queued');
    return recipients.length;
  }

  /** Sends one member's digest, unless they turned it off since it was queued. */
  async sendTo(userId: number, until: Date): Promise<void> {
    const repository = new DigestRepository(this.knex);
    if (!(await repository.wantsDigest(userId))) return;
    const member = await repository.member(userId);
    if (!member) return;
    const summary = { firstName: member.firstName, ...(await repository.summary(userId, until)) };
    const token = this.unsubscribeToken(userId);
    const links = {
      app: this.mailer.link('/'),
      unsubscribe: this.mailer.link(`/unsubscribe?token=${token}`),
    };
    const oneClick = this.mailer.link(`/api/digest/unsubscribe?token=${token}`);
    const text = digestText(summary, links);
    await this.mailer.send({
      to: member.email,
      subject: DIGEST_MESSAGES.subject,
      text,
      html: `<div style="font-family:Georgia,serif;line-height:1.5">${escapeHtml(text)
        .split('\n')
        .join('<br>')
        .replace(escapeHtml(links.unsubscribe), `<a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a>`)}</div>`,
      // RFC 8058 one-click: mail clients POST to the link with List-Unsubscribe=One-Click.
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  /** Turns the digest off for the member the token was signed for; the same answer when already off. */
  async unsubscribe(token: string): Promise<{ message: string }> {
    const userId = this.verify(token);
    if (userId === undefined)
      throw new ValidationError(DIGEST_MESSAGES.invalidLink, { token: DIGEST_MESSAGES.invalidLink });
    await this.settings.turnOffEmailDigest(userId);
    return { message: DIGEST_MESSAGES.unsubscribed };
  }

  /** `<member id>.<HMAC>`: it never expires, as an unsubscribe link must keep working. */
  unsubscribeToken(userId: number): string {
    return `${userId}.${this.signature(userId)}`;
  }

  private signature(userId: number): string {
    return createHmac('sha256', this.secret).update(`digest-unsubscribe:${userId}`).digest('base64url');
  }

  private verify(token: string): number | undefined {
    const [id, signature] = token.split('.');
    if (!id || !signature || !/^[1-9][0-9]{0,9}$/.test(id)) return undefined;
    const userId = Number(id);
    const expected = Buffer.from(this.signature(userId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
  }
}
