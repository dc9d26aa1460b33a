import type { Knex } from 'knex';
import type { ReportableContent, ReportStatus } from '@sacred/core/community';
import type { ContentReport } from './community.types';

interface ReportRow {
  id: number;
  content_type: string;
  content_id: number;
  reason: string;
  status: string;
  created_at: Date;
}

const toReport = (row: ReportRow): ContentReport => ({
  id: row.id,
  contentType: row.content_type,
  contentId: row.content_id,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at,
});

/** Where each kind of reportable content lives and who its author is. */
const CONTENT_TABLES: Record<ReportableContent, { table: string; author: string }> = {
  post: { table: 'posts', author: 'author_id' },
  review: { table: 'altar_reviews', author: 'user_id' },
  altar: { table: 'altars', author: 'creator_id' },
  pilgrimage: { table: 'pilgrimages', author: 'creator_id' },
  intention: { table: 'intentions', author: 'sender_id' },
};

/**
 * SQL condition "not hidden by reports, unless the viewer is the author" for any domain's query
 * (bound values only; `idColumn` and `authorColumn` are identifiers such as 'p.id', 'p.author_id').
 * Hidden means a moderator upheld a report of it (view `hidden_content`, migration 20261201222000):
 * reports alone never hide (core REPORT_ALERT_THRESHOLD).
 */
export function visibleDespiteReports(
  db: Knex | Knex.Transaction,
  contentType: ReportableContent,
  idColumn: string,
  authorColumn: string,
  viewerId: number | undefined,
): Knex.Raw {
  return db.raw(
    `(NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = ? AND h.content_id = ??) OR ?? = ?)`,
    [contentType, idColumn, authorColumn, viewerId ?? null],
  );
}

export interface OpenReportGroup {
  contentType: ReportableContent;
  contentId: number;
  openReports: number;
  hidden: boolean;
  reasons: string[];
}

export class ReportRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** The author of the content, or undefined when it does not exist. */
  async authorOf(contentType: ReportableContent, contentId: number): Promise<{ authorId: number | null } | undefined> {
    const { table, author } = CONTENT_TABLES[contentType];
    const row = await this.db(table)
      .select({ authorId: author })
      .where({ id: contentId })
      .first<{ authorId: number | null } | undefined>();
    return row;
  }

  /**
   * Files or updates the member's report. `established`: it counts toward hiding; `upheld`: a
   * moderator's report, which hides the content at once.
   */
  async upsert(
    reporterId: number,
    contentType: ReportableContent,
    contentId: number,
    reason: string,
    { established, upheld }: { established: boolean; upheld: boolean },
  ): Promise<ContentReport> {
    const status = upheld ? 'upheld' : 'open';
    const [row] = await this.db('content_reports')
      .insert({
        reporter_id: reporterId,
        content_type: contentType,
        content_id: contentId,
        reason,
        established,
        status,
      })
      .onConflict(['reporter_id', 'content_type', 'content_id'])
      .merge(upheld ? { reason, established, status, reviewed_at: this.db.fn.now() } : { reason, established })
      .returning<ReportRow[]>(['id', 'content_type', 'content_id', 'reason', 'status', 'created_at']);
    return toReport(row as ReportRow);
  }

  async exists(reporterId: number, contentType: ReportableContent, contentId: number): Promise<boolean> {
    const row = await this.db('content_reports')
      .where({ reporter_id: reporterId, content_type: contentType, content_id: contentId })
      .first('id');
    return row !== undefined;
  }

  /** Reports the member filed since `since` (the hourly allowance). */
  async countSince(reporterId: number, since: Date): Promise<number> {
    const [row] = await this.db('content_reports')
      .where({ reporter_id: reporterId })
      .where('created_at', '>', since)
      .count<Array<{ count: string | number }>>('* as count');
    return Number(row?.count ?? 0);
  }

  /** Open reports of the content from established reporters. */
  async establishedOpenReports(contentType: ReportableContent, contentId: number): Promise<number> {
    const row = await this.db('content_reports')
      .where({ content_type: contentType, content_id: contentId, status: 'open', established: true })
      .count<{ count: string | number }[]>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  }

  async hasOpenReports(contentType: ReportableContent, contentId: number): Promise<boolean> {
    const row = await this.db('content_reports')
      .where({ content_type: contentType, content_id: contentId, status: 'open' })
      .first('id');
    return row !== undefined;
  }

  async listByReporter(reporterId: number, limit: number): Promise<ContentReport[]> {
    const rows = await this.db('content_reports')
      .select<ReportRow[]>('id', 'content_type', 'content_id', 'reason', 'status', 'created_at')
      .where({ reporter_id: reporterId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map(toReport);
  }

  async isHidden(contentType: ReportableContent, contentId: number): Promise<boolean> {
    const row = await this.db('hidden_content').where({ content_type: contentType, content_id: contentId }).first();
    return row !== undefined;
  }

  /** Content with open reports, most reported first (the moderation queue). */
  async openGroups(limit: number): Promise<OpenReportGroup[]> {
    const rows: Array<{
      content_type: ReportableContent;
      content_id: number;
      open_reports: string | number;
      hidden: boolean;
      reasons: string[];
    }> = await this.db('content_reports as r')
      .select(
        'r.content_type',
        'r.content_id',
        this.db.raw('count(*) AS open_reports'),
        this.db.raw(
          'EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = r.content_type AND h.content_id = r.content_id) AS hidden',
        ),
        this.db.raw('array_agg(r.reason ORDER BY r.created_at) AS reasons'),
      )
      .where('r.status', 'open')
      .groupBy('r.content_type', 'r.content_id')
      .orderByRaw('count(*) DESC, min(r.created_at)')
      .limit(limit);
    return rows.map((row) => ({
      contentType: row.content_type,
      contentId: row.content_id,
      openReports: Number(row.open_reports),
      hidden: row.hidden,
      reasons: row.reasons,
    }));
  }

  /**
   * A moderator's decision on one piece of content: 'upheld' closes its open reports and keeps it
   * hidden; 'dismissed' closes every report (upheld ones too), so it shows again. Returns how many changed.
   */
  async decide(
    contentType: ReportableContent,
    contentId: number,
    status: Exclude<ReportStatus, 'open'>,
  ): Promise<number> {
    return this.db('content_reports')
      .where({ content_type: contentType, content_id: contentId })
      .whereIn('status', status === 'upheld' ? ['open'] : ['open', 'upheld'])
      .update({ status, reviewed_at: this.db.fn.now() });
  }
}
