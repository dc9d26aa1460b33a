import type { Knex } from 'knex';
import type { RitualInput } from '@sacred/core/rituals';
import type { AltarActivityService } from '../altars/altar-activity.service';
import type { AltarService } from '../altars/altar.service';
import { RitualRepository } from './ritual.repository';
import type { Ritual } from './ritual.types';

export class RitualService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: AltarService,
    private readonly altarActivity: AltarActivityService,
  ) {}

  /** Records the ritual and counts it as a visit to the altar, in one transaction. */
  async record(userId: number, { altarId, intention, duration }: RitualInput): Promise<Ritual> {
    const altar = await this.altars.get(altarId);
    return this.knex.transaction(async (trx) => {
      const ritual = await new RitualRepository(trx).insert(userId, altar.id, intention || null, duration);
      await this.altarActivity.recordVisit(altar.id, trx);
      return ritual;
    });
  }
}
