import type { Knex } from 'knex';
import { ritualIsVisit, type RitualInput } from '@sacred/core/rituals';
import type { AltarActivityService } from '../altars/altar-activity.service';
import type { AltarService } from '../altars/altar.service';
import type { BadgeService } from '../rewards/badge.service';
import { RitualRepository } from './ritual.repository';
import type { Ritual } from './ritual.types';

export class RitualService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: AltarService,
    private readonly altarActivity: AltarActivityService,
    private readonly badges: Pick<BadgeService, 'afterActivity'>,
  ) {}

  /**
   * Records the ritual as it happened (full time, or ended early with the time spent), and counts it
   * as a visit only when the member's position is within about 150 m of the altar as they see it
   * (a sensitive altar's public point for everyone but its creator); otherwise it is a ritual from
   * afar. One transaction; a ritual counts towards Sacred Explorer, so the badges are checked after it.
   */
  async record(userId: number, input: RitualInput): Promise<Ritual> {
    const altar = await this.altars.get(input.altarId, userId);
    const position =
      input.latitude !== undefined &&
      input.latitude !== null &&
      input.longitude !== undefined &&
      input.longitude !== null
        ? { latitude: input.latitude, longitude: input.longitude }
        : null;
    const visit = ritualIsVisit(position, altar);
    const recorded = await this.knex.transaction(async (trx) => {
      const ritual = await new RitualRepository(trx).insert({
        userId,
        altarId: altar.id,
        intention: input.intention || null,
        duration: input.duration,
        endedEarly: input.endedEarly,
        secondsSpent: input.secondsSpent ?? null,
        fromAfar: !visit,
      });
      if (visit) await this.altarActivity.recordVisit(altar.id, trx);
      return ritual;
    });
    await this.badges.afterActivity(userId);
    return recorded;
  }
}
