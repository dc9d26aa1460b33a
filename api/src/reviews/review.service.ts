import type { Knex } from 'knex';
import { summarizeRatings, type RatingSummary, type ReviewInput } from '@sacred/core/reviews';
import type { AltarActivityService } from '../altars/altar-activity.service';
import type { AltarService } from '../altars/altar.service';
import type { ReportService } from '../community/report.service';
import type { BadgeService } from '../rewards/badge.service';
import { ReviewRepository } from './review.repository';
import type { Review } from './review.types';

/** Most reviews one answer carries; an altar with more shows the newest. */
const REVIEW_PAGE = 200;

export class ReviewService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: AltarService,
    private readonly altarActivity: AltarActivityService,
    private readonly reports: ReportService,
    private readonly badges: Pick<BadgeService, 'afterActivity'>,
  ) {}

  async list(altarId: unknown, viewerId?: number): Promise<Review[]> {
    const altar = await this.altars.get(altarId);
    return new ReviewRepository(this.knex, this.reports).listForAltar(altar.id, REVIEW_PAGE, viewerId);
  }

  async summary(altarId: unknown): Promise<RatingSummary> {
    const altar = await this.altars.get(altarId);
    return summarizeRatings(await new ReviewRepository(this.knex, this.reports).ratingsForAltar(altar.id));
  }

  /**
   * Writes the member's review of the altar; a second review of the same altar updates the first. A
   * review counts towards Sacred Explorer, so the badges are checked once it is committed.
   */
  async write(userId: number, altarId: unknown, review: ReviewInput): Promise<Review> {
    const altar = await this.altars.get(altarId);
    const saved = await this.knex.transaction(async (trx) => {
      const written = await new ReviewRepository(trx, this.reports).upsert(altar.id, userId, review);
      await this.altarActivity.refresh(altar.id, trx);
      return written;
    });
    await this.badges.afterActivity(userId);
    return saved;
  }
}
