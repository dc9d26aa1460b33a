import type { Knex } from 'knex';
import type { Logger } from '../platform/logger';
import { AltarActivityRepository } from './altar-activity.repository';

/** How often recent activity is recomputed so that old rituals and reviews stop counting. */
export const ACTIVITY_REFRESH_MS = 60 * 60 * 1000;

export class AltarActivityService {
  constructor(private readonly knex: Knex) {}

  /**
   * A ritual at the altar: one more visit, and its recent activity recomputed. Pass the caller's
   * transaction so the visit commits (or not) with the ritual.
   */
  async recordVisit(altarId: number, trx?: Knex.Transaction): Promise<void> {
    await new AltarActivityRepository(trx ?? this.knex).recordVisit(altarId);
  }

  /** Recomputes the altar's recent activity (after a review), in the caller's transaction when given. */
  async refresh(altarId: number, trx?: Knex.Transaction): Promise<void> {
    await new AltarActivityRepository(trx ?? this.knex).refresh(altarId);
  }

  /** Recomputes recentActivity for altars that still show some; returns how many were touched. */
  refreshRecentActivity(): Promise<number> {
    return new AltarActivityRepository(this.knex).refreshAll();
  }

  /**
   * Rituals and reviews older than a week stop counting as recent activity: refreshes now and then
   * every ACTIVITY_REFRESH_MS (a failure is logged and tried again next time). Answers how to stop.
   */
  refreshPeriodically(logger: Logger): () => void {
    const refresh = () =>
      this.refreshRecentActivity().catch((error: unknown) => {
        logger.warn({ err: error }, 'could not refresh recent altar activity');
        return 0;
      });
    void refresh();
    const timer = setInterval(() => void refresh(), ACTIVITY_REFRESH_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
