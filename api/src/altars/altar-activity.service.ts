import type { Knex } from 'knex';
import { AltarActivityRepository } from './altar-activity.repository';

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
}
