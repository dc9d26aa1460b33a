import type { Knex } from 'knex';
import { RECENT_ACTIVITY_DAYS } from '@sacred/core/rituals';

/**
 * Visits and recent activity come from real rows: a ritual at the altar is a visit (one from afar is
 * not); such rituals and reviews of the last RECENT_ACTIVITY_DAYS days are the altar's recent activity.
 */
const RECENT_ACTIVITY_SQL = `
  (SELECT count(*) FROM rituals r WHERE r.altar_id = altars.id AND NOT r.from_afar AND r.completed_at > now() - make_interval(days => ?))
  + (SELECT count(*) FROM altar_reviews v WHERE v.altar_id = altars.id AND v.updated_at > now() - make_interval(days => ?))`;

export class AltarActivityRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async recordVisit(altarId: number): Promise<void> {
    await this.db('altars').where({ id: altarId }).increment('visit_count', 1);
    await this.refresh(altarId);
  }

  async refresh(altarId: number): Promise<void> {
    await this.db('altars')
      .where({ id: altarId })
      .update({ recent_activity: this.db.raw(RECENT_ACTIVITY_SQL, [RECENT_ACTIVITY_DAYS, RECENT_ACTIVITY_DAYS]) });
  }

  /** Lets activity older than the window fall away; returns how many altars changed. */
  async refreshAll(): Promise<number> {
    return this.db('altars')
      .where('recent_activity', '>', 0)
      .update({ recent_activity: this.db.raw(RECENT_ACTIVITY_SQL, [RECENT_ACTIVITY_DAYS, RECENT_ACTIVITY_DAYS]) });
  }
}
