import type { Knex } from 'knex';
import {
  REPORT_ALERT_THRESHOLD,
  REPORT_MESSAGES,
  REPORTER_MIN_ACCOUNT_DAYS,
  REPORTS_PER_HOUR,
  type ModerationDecisionInput,
  type ReportableContent,
  type ReportInput,
} from '@sacred/core/community';
import type { AccountService } from '../accounts/account.service';
import { NotFoundError, RateLimitedError, ValidationError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import type { Mailer } from '../platform/infra/mail';
import type { ContentReport } from './community.types';
import { ReportRepository, visibleDespiteReports, type OpenReportGroup } from './report.repository';
import { AudienceRepository } from '../i18n/audience.repository';
import { communityText } from './messages';

const MY_REPORTS_PAGE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const MODERATOR_ALERT_JOB = 'moderator-alert';

interface ModeratorAlert {
  contentType: ReportableContent;
  contentId: number;
  /**
   * 'first': the content's first open report; 'decide': established reporters' reports reached
   * REPORT_ALERT_THRESHOLD; 'hidden': a moderator's report just hid it.
   */
  event: 'first' | 'decide' | 'hidden';
}

/** The reports' visibility rule alone, for command-line tools that only read (e.g. curate.ts). */
export const reportVisibility = (knex: Knex): Pick<ReportService, 'notHiddenByReports'> => ({
  notHiddenByReports: (contentType, idColumn, authorColumn, viewerId) =>
    visibleDespiteReports(knex, contentType, idColumn, authorColumn, viewerId),
});

/**
 * Reports of posts, reviews, altars and pilgrimages (beyond the spec; docs/product.md "Reports and moderation").
 * Content is hidden from everyone but its author only by a moderator (an upheld report, or a moderator's
 * own report); reports alone never hide it (core REPORT_ALERT_THRESHOLD). Reports are rate limited;
 * moderators are emailed when content gets its first report, when REPORT_ALERT_THRESHOLD established
 * reporters (a confirmed email and an account REPORTER_MIN_ACCOUNT_DAYS old) reported it, and when it is
 * hidden, and see the queue at GET /api/moderation/reports.
 */
export class ReportService {
  constructor(
    private readonly knex: Knex,
    private readonly accounts: Pick<AccountService, 'standing' | 'moderatorEmails'>,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
  ) {
    jobs.define<ModeratorAlert>(MODERATOR_ALERT_JOB, (alert) => this.alertModerators(alert));
  }

  /**
   * The condition another domain's query adds to leave out content hidden by reports, except for its
   * author (bound values; `idColumn` and `authorColumn` are identifiers such as 'p.id', 'p.creator_id').
   */
  notHiddenByReports(
    contentType: ReportableContent,
    idColumn: string,
    authorColumn: string,
    viewerId: number | undefined,
  ): Knex.Raw {
    return visibleDespiteReports(this.knex, contentType, idColumn, authorColumn, viewerId);
  }

  async report(
    reporterId: number,
    { contentType, contentId, reason }: Omit<ReportInput, 'contentType'> & { contentType: ReportableContent },
    now = new Date(),
  ): Promise<ContentReport> {
    const type = contentType as ReportableContent;
    const repository = new ReportRepository(this.knex);
    const target = await repository.authorOf(type, contentId);
    if (!target) {
      throw new NotFoundError(REPORT_MESSAGES.contentNotFound);
    }
    if (target.authorId === reporterId) {
      const message = 'You cannot report your own content.';
      throw new ValidationError(message, { contentId: message });
    }
    const standing = await this.accounts.standing(reporterId);
    if (!standing) throw new NotFoundError(REPORT_MESSAGES.contentNotFound);
    const isNew = !(await repository.exists(reporterId, type, contentId));
    if (
      isNew &&
      (await repository.countSince(reporterId, new Date(now.getTime() - 60 * 60 * 1000))) >= REPORTS_PER_HOUR
    ) {
      throw new RateLimitedError(REPORT_MESSAGES.tooMany, 60 * 60, 'reports');
    }
    const established =
      standing.isModerator ||
      (standing.emailConfirmed && now.getTime() - standing.createdAt.getTime() >= REPORTER_MIN_ACCOUNT_DAYS * DAY_MS);
    const wasHidden = await repository.isHidden(type, contentId);
    const hadOpenReports = await repository.hasOpenReports(type, contentId);
    const establishedBefore = await repository.establishedOpenReports(type, contentId);
    const report = await repository.upsert(reporterId, type, contentId, reason, {
      established,
      upheld: standing.isModerator,
    });
    const nowHidden = await repository.isHidden(type, contentId);
    const establishedNow = await repository.establishedOpenReports(type, contentId);
    if (!wasHidden && nowHidden) await this.queueAlert({ contentType: type, contentId, event: 'hidden' });
    else if (establishedBefore < REPORT_ALERT_THRESHOLD && establishedNow >= REPORT_ALERT_THRESHOLD)
      await this.queueAlert({ contentType: type, contentId, event: 'decide' });
    else if (!hadOpenReports) await this.queueAlert({ contentType: type, contentId, event: 'first' });
    return report;
  }

  /** The moderation queue for a moderator; others are told it does not exist. */
  async moderationQueue(memberId: number): Promise<OpenReportGroup[]> {
    await this.requireModerator(memberId);
    return this.queue();
  }

  /** A moderator's decision on one piece of content (see `decide`); answers how many reports changed. */
  async moderate(
    memberId: number,
    { contentType, contentId, decision }: ModerationDecisionInput,
  ): Promise<{ changed: number }> {
    await this.requireModerator(memberId);
    const changed = await this.decide(contentType as ReportableContent, contentId, decision as 'upheld' | 'dismissed');
    if (changed === 0) throw new NotFoundError(REPORT_MESSAGES.contentNotFound);
    return { changed };
  }

  private async requireModerator(memberId: number): Promise<void> {
    if (!(await this.accounts.standing(memberId))?.isModerator) throw new NotFoundError('Not found');
  }

  private async queueAlert(alert: ModeratorAlert): Promise<void> {
    if (!this.mailer.available) return;
    // One alert per content and event while pg-boss remembers the job.
    await this.jobs.send(MODERATOR_ALERT_JOB, alert, {
      id: jobIdOf(`moderator-alert:${alert.contentType}:${alert.contentId}:${alert.event}`),
    });
  }

  private async alertModerators({ contentType, contentId, event }: ModeratorAlert): Promise<void> {
    const moderators = await this.accounts.moderatorEmails();
    const group = (await new ReportRepository(this.knex).openGroups(1000)).find(
      (candidate) => candidate.contentType === contentType && candidate.contentId === contentId,
    );
    // Each moderator reads the alert in their own language.
    const audiences = await new AudienceRepository(this.knex).ofEmails(moderators);
    for (const to of moderators) {
      const t = communityText(audiences.get(to));
      const what = { type: contentType, id: contentId };
      const subject = t(
        event === 'hidden' ? 'hiddenSubject' : event === 'decide' ? 'decideSubject' : 'reportedSubject',
        what,
      );
      const text = [
        event === 'hidden'
          ? t('hiddenText', what)
          : event === 'decide'
            ? t('decideText', { ...what, threshold: REPORT_ALERT_THRESHOLD })
            : t('reportedText', what),
        t('openReports', { count: group?.openReports ?? 0 }),
        ...(group?.reasons ?? []).map((reason) => `- ${reason}`),
        '',
        t('decideIn', { link: this.mailer.link('/api/moderation/reports') }),
      ].join('\n');
      await this.mailer.send({ to, subject, text });
    }
  }

  mine(reporterId: number): Promise<ContentReport[]> {
    return new ReportRepository(this.knex).listByReporter(reporterId, MY_REPORTS_PAGE);
  }

  isHidden(contentType: ReportableContent, contentId: number): Promise<boolean> {
    return new ReportRepository(this.knex).isHidden(contentType, contentId);
  }

  /** The moderation queue (the `moderate` command line). */
  queue(limit = 100): Promise<OpenReportGroup[]> {
    return new ReportRepository(this.knex).openGroups(limit);
  }

  decide(contentType: ReportableContent, contentId: number, decision: 'upheld' | 'dismissed'): Promise<number> {
    return new ReportRepository(this.knex).decide(contentType, contentId, decision);
  }
}
