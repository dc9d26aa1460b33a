import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { DIGEST_MESSAGES, type DigestSummary } from '@sacred/core/digest';
import { FALLBACK_TIME_ZONE, localClock } from '@sacred/core/time-zone';
import { ValidationError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import type { Logger } from '../platform/infra/logger';
import type { Mailer } from '../platform/infra/mail';
import type { SettingsService } from '../profiles/settings.service';
import { AudienceRepository } from '../i18n/audience.repository';
import type { Text } from '../i18n/translator';
import { DigestRepository } from './digest.repository';
import { weeklyDigestText } from './messages';
import type english from './messages/en';

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

/** The digest's plain text in the member's language: core's digestText, line by line (the HTML says the same). */
function writtenDigest(
  t: Text<typeof english>,
  summary: DigestSummary,
  links: { app: string; unsubscribe: string },
): string {
  const lines = [
    t('greeting', { name: summary.firstName }),
    '',
    t('yourWeek'),
    t('rituals', { count: summary.rituals }),
    t('journeysCompleted', { count: summary.journeysCompleted }),
    '',
    t('communityWeek'),
    t('newAltars', { count: summary.newAltars }),
    t('newPosts', { count: summary.newPosts }),
  ];
  if (summary.altarNames.length > 0) lines.push(t('newlyShared', { names: summary.altarNames.join(', ') }));
  lines.push('', t('visit', { link: links.app }), '', t('why', { link: links.unsubscribe }));
  return lines.join('\n');
}
/** The digest goes out on the member's Monday, from 08:00 in their time zone (the window's last hour: 11). */
export const DIGEST_LOCAL_TIME = { weekday: 1, fromHour: 8, lastHour: 11 } as const;

/**
 * The weekly email digest: every 15 minutes a cron job queues one send job per member with Email Digest
 * on whose Monday 08:00 has come in their own time zone (UTC while unknown), once per member and week;
 * each sends the member's summary through the Mailer. Every message carries an unsubscribe link
 * (and List-Unsubscribe headers) with a token signed by the server, which turns the digest off without
 * signing in. Without SMTP nothing is queued, and the setting cannot be turned on (SettingsService).
 */
export class DigestService {
  constructor(
    private readonly knex: Knex,
    private readonly mailer: Pick<Mailer, 'available' | 'link' | 'send'>,
    private readonly jobs: JobQueue,
    private readonly settings: SettingsService,
    /** The key of the unsubscribe tokens (SESSION_SECRET, or one kept in the database). */
    private readonly secret: () => Promise<string>,
    private readonly logger: Pick<Logger, 'info'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    jobs.define(DIGEST_JOBS.weekly, async () => void (await this.queueWeekly()), {
      cron: '*/15 * * * *',
      retryLimit: 0,
    });
    jobs.define<SendJob>(DIGEST_JOBS.send, (job) => this.sendTo(job.userId, new Date(job.until)));
  }

  /**
   * The members who want the digest and whose Monday morning (in their own time zone) it is at `now`,
   * each with that local Monday's date.
   */
  async dueRecipients(now: Date): Promise<Array<{ userId: number; localDate: string }>> {
    const due: Array<{ userId: number; localDate: string }> = [];
    for (const { userId, timeZone } of await new DigestRepository(this.knex).recipients()) {
      const local = localClock(now, timeZone ?? FALLBACK_TIME_ZONE);
      if (local.weekday !== DIGEST_LOCAL_TIME.weekday) continue;
      if (local.hour < DIGEST_LOCAL_TIME.fromHour || local.hour > DIGEST_LOCAL_TIME.lastHour) continue;
      due.push({ userId, localDate: local.date });
    }
    return due;
  }

  /**
   * Queues this week's digest for every member due one; returns how many were due. The job's id is the
   * member's and their local Monday's, so the window's later ticks (and a second worker) queue nothing more.
   */
  async queueWeekly(now: Date = this.now()): Promise<number> {
    if (!this.mailer.available) return 0;
    const due = await this.dueRecipients(now);
    for (const { userId, localDate } of due) {
      await this.jobs.send(DIGEST_JOBS.send, { userId, until: now.toISOString() } satisfies SendJob, {
        id: jobIdOf(`digest:${userId}:${localDate}`),
      });
    }
    if (due.length > 0) this.logger.info({ recipients: due.length }, 'weekly digest queued');
    return due.length;
  }

  /** Sends one member's digest, unless they turned it off since it was queued. */
  async sendTo(userId: number, until: Date): Promise<void> {
    const repository = new DigestRepository(this.knex);
    if (!(await repository.wantsDigest(userId))) return;
    const member = await repository.member(userId);
    if (!member) return;
    const t = weeklyDigestText(await new AudienceRepository(this.knex).of(userId));
    const summary = { firstName: member.firstName ?? t('pilgrim'), ...(await repository.summary(userId, until)) };
    const token = await this.unsubscribeToken(userId);
    const links = {
      app: this.mailer.link('/'),
      unsubscribe: this.mailer.link(`/unsubscribe?token=${token}`),
    };
    const oneClick = this.mailer.link(`/api/digest/unsubscribe?token=${token}`);
    const text = writtenDigest(t, summary, links);
    await this.mailer.send({
      to: member.email,
      subject: t('subject'),
      text,
      html: `<div style="font-family:Georgia,serif;line-height:1.5">${escapeHtml(text)
        .split('\n')
        .join('<br>')
        .replace(
          escapeHtml(links.unsubscribe),
          `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t('unsubscribe'))}</a>`,
        )}</div>`,
      // RFC 8058 one-click: mail clients POST to the link with List-Unsubscribe=One-Click.
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  /** Turns the digest off for the member the token was signed for; the same answer when already off. */
  async unsubscribe(token: string): Promise<{ message: string }> {
    const userId = await this.verify(token);
    if (userId === undefined)
      throw new ValidationError(DIGEST_MESSAGES.invalidLink, { token: DIGEST_MESSAGES.invalidLink });
    await this.settings.turnOffEmailDigest(userId);
    return { message: DIGEST_MESSAGES.unsubscribed };
  }

  /** `<member id>.<HMAC>`: it never expires, as an unsubscribe link must keep working. */
  async unsubscribeToken(userId: number): Promise<string> {
    return `${userId}.${await this.signature(userId)}`;
  }

  private async signature(userId: number): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`digest-unsubscribe:${userId}`)
      .digest('base64url');
  }

  private async verify(token: string): Promise<number | undefined> {
    const [id, signature] = token.split('.');
    if (!id || !signature || !/^[1-9][0-9]{0,9}$/.test(id)) return undefined;
    const userId = Number(id);
    const expected = Buffer.from(await this.signature(userId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
  }
}
