import type { Knex } from 'knex';
import { TRACK_RETENTION } from '@sacred/core/journeys';
import { monthStart, TrackRepository } from './track.repository';

/** The upkeep of the monthly track partitions: the months ahead made, the months past retention dropped. */
export class TrackService {
  constructor(private readonly knex: Knex) {}

  async upkeep(now = new Date()): Promise<{ added: Date[]; dropped: Date[] }> {
    const repository = new TrackRepository(this.knex);
    const have = new Set((await repository.months()).map((month) => month.getTime()));
    const added: Date[] = [];
    for (let ahead = 0; ahead <= TRACK_RETENTION.monthsAhead; ahead += 1) {
      const month = monthStart(now.getUTCFullYear(), now.getUTCMonth() + ahead);
      if (have.has(month.getTime())) continue;
      await repository.addMonth(month);
      added.push(month);
    }
    // A month is dropped once it ended more than retentionMonths ago.
    const cutoff = monthStart(now.getUTCFullYear(), now.getUTCMonth() - TRACK_RETENTION.retentionMonths);
    const dropped: Date[] = [];
    for (const month of await repository.months()) {
      if (monthStart(month.getUTCFullYear(), month.getUTCMonth() + 1) > cutoff) continue;
      await repository.dropMonth(month);
      dropped.push(month);
    }
    await repository.pruneDefault(cutoff);
    return { added, dropped };
  }
}
