import type { Knex } from 'knex';
import { AltarActivityRepository } from './altar-activity.repository';

/** How often recent activity is recomputed so that old rituals and reviews stop counting. */
export const ACTIVITY_REFRESH_MS = 60 * 60 * 1000;

export class AltarActivityService {
  constructor(private readonly knex: Knex) {}

  /** Recomputes recentActivity for altars that still show some; returns how many were touched. */
  refreshRecentActivity(): Promise<number> {
    return new AltarActivityRepository(this.knex).refreshAll();
  }
}
