import type { Knex } from 'knex';
import { ritualSchema } from '@sacred/core/rituals';
import { AltarActivityRepository } from '../altars/altar-activity.repository';
import type { AltarService } from '../altars/altar.service';
import { validateInput } from '../platform/validation';
import { RitualRepository } from './ritual.repository';
import type { Ritual } from './ritual.types';

export class RitualService {
  constructor(
    private readonly knex: Knex,
    private readonly altars: AltarService,
  ) {}

  /** Records the ritual and counts it as a visit to the altar, in one transaction. */
  async record(userId: number, input: unknown): Promise<Ritual> {
    const { altarId, intention, duration } = await validateInput(ritualSchema, input);
    const altar = await this.altars.get(altarId);
    return this.knex.transaction(async (trx) => {
      const ritual = await new RitualRepository(trx).insert(userId, altar.id, intention || null, duration);
      await new AltarActivityRepository(trx).recordVisit(altar.id);
      return ritual;
    });
  }
}
