import type { Knex } from 'knex';
import type { RitualInput } from '@sacred/core/rituals';
import { AltarActivityRepository } from '../altars/altar-activity.repository';
import type { AltarService } from '../altars/altar.service';
import { RitualRepository } from './ritual.repository';
import type { Ritual } from './ritual.types';

export class RitualService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: AltarService,
  ) {}

  /** Records the ritual and counts it as a visit to the altar, in one transaction. */
  async record(userId: number, { altarId, intention, duration }: RitualInput): Promise<Ritual> {
    const altar = await this.altars.get(altarId);
    return this.knex.transaction(async (trx) => {
      const ritual = await new RitualRepository(trx).insert(userId, altar.id, intention || null, duration);
      await new AltarActivityRepository(trx).recordVisit(altar.id);
      return ritual;
    });
  }
}
