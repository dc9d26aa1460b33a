import type { Knex } from 'knex';
import { displayName } from '@sacred/core/accounts';
import type { ReviewInput } from '@sacred/core/reviews';
import type { ReportService } from '../community/report.service';
import type { Review } from './review.types';

interface ReviewRow {
  id: number;
  altar_id: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  rating: number;
  title: string | null;
  review: string | null;
  visit_date: string | null;
  tips: string | null;
  accessibility: string | null;
  best_time_to_visit: string | null;
  created_at: Date;
  updated_at: Date;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  altarId: row.altar_id,
  userId: row.user_id,
  userName: displayName(row.first_name, row.last_name),
  rating: row.rating,
  title: row.title,
  review: row.review ?? '',
  visitDate: row.visit_date,
  tips: row.tips,
  accessibility: row.accessibility,
  bestTimeToVisit: row.best_time_to_visit,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class ReviewRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    /** Reports hide reviews: their rule comes from the community domain's service. */
    private readonly reports: Pick<ReportService, 'notHiddenByReports'>,
  ) {}

  private select() {
    return this.db('altar_reviews as r')
      .join('users as u', 'u.id', 'r.user_id')
      .select<ReviewRow[]>(
        'r.id',
        'r.altar_id',
        'r.user_id',
        'u.first_name',
        'u.last_name',
        'r.rating',
        'r.title',
        'r.review',
        this.db.raw(`to_char(r.visit_date, 'YYYY-MM-DD') AS visit_date`),
        'r.tips',
        'r.accessibility',
        'r.best_time_to_visit',
        'r.created_at',
        'r.updated_at',
      );
  }

  /** Reviews hidden by reports are left out, except for the viewer who wrote them. */
  async listForAltar(altarId: number, limit: number, viewerId: number | undefined): Promise<Review[]> {
    const rows = await this.select()
      .where('r.altar_id', altarId)
      .where(this.reports.notHiddenByReports('review', 'r.id', 'r.user_id', viewerId))
      .orderBy('r.updated_at', 'desc')
      .limit(limit);
    return rows.map(toReview);
  }

  /** The ratings everyone sees: reviews hidden by reports do not count. */
  async ratingsForAltar(altarId: number): Promise<number[]> {
    const rows = await this.db('altar_reviews as r')
      .select<{ rating: number }[]>('r.rating')
      .where('r.altar_id', altarId)
      .where(this.reports.notHiddenByReports('review', 'r.id', 'r.user_id', undefined));
    return rows.map((row) => row.rating);
  }

  /** Inserts the member's review of the altar, or updates the one they wrote before. */
  async upsert(altarId: number, userId: number, input: ReviewInput): Promise<Review> {
    const values = {
      rating: input.rating,
      title: input.title || null,
      review: input.review,
      visit_date: input.visitDate || null,
      tips: input.tips || null,
      accessibility: input.accessibility || null,
      best_time_to_visit: input.bestTimeToVisit || null,
    };
    const [row] = await this.db('altar_reviews')
      .insert({ altar_id: altarId, user_id: userId, ...values })
      .onConflict(['altar_id', 'user_id'])
      .merge({ ...values, updated_at: this.db.fn.now() })
      .returning<{ id: number }[]>('id');
    const review = await this.select()
      .where('r.id', (row as { id: number }).id)
      .first<ReviewRow>();
    return toReview(review);
  }
}
