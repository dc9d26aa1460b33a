import type { Knex } from 'knex';
import { REPORT_MESSAGES, type ReportableContent, type ReportInput } from '@sacred/core/community';
import { NotFoundError, ValidationError } from '../platform/errors';
import type { ContentReport } from './community.types';
import { ReportRepository, visibleDespiteReports, type OpenReportGroup } from './report.repository';

const MY_REPORTS_PAGE = 200;

/**
 * Reports of posts, reviews, altars and pilgrimages (beyond the spec). Three open reports, or one a
 * moderator upheld, hide the content from everyone but its author; see the README for the review path.
 */
export class ReportService {
  constructor(private readonly knex: Knex) {}

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

  async report(reporterId: number, { contentType, contentId, reason }: ReportInput): Promise<ContentReport> {
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
    return repository.upsert(reporterId, type, contentId, reason);
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
