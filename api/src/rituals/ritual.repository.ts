import type { Knex } from 'knex';
import type { Ritual } from './ritual.types';

interface RitualRow {
  id: number;
  user_id: number;
  altar_id: number | null;
  intention: string | null;
  duration: number;
  completed_at: Date;
  ended_early: boolean;
  seconds_spent: number | null;
  from_afar: boolean;
}

export interface NewRitual {
  userId: number;
  altarId: number;
  intention: string | null;
  duration: number;
  endedEarly: boolean;
  secondsSpent: number | null;
  fromAfar: boolean;
}

export class RitualRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async insert(ritual: NewRitual): Promise<Ritual> {
    const [row] = await this.db('rituals')
      .insert({
        user_id: ritual.userId,
        altar_id: ritual.altarId,
        intention: ritual.intention,
        duration: ritual.duration,
        ended_early: ritual.endedEarly,
        seconds_spent: ritual.secondsSpent,
        from_afar: ritual.fromAfar,
      })
      .returning<RitualRow[]>([
        'id',
        'user_id',
        'altar_id',
        'intention',
        'duration',
        'completed_at',
        'ended_early',
        'seconds_spent',
        'from_afar',
      ]);
    const stored = row as RitualRow;
    return {
      id: stored.id,
      userId: stored.user_id,
      altarId: stored.altar_id,
      intention: stored.intention,
      duration: stored.duration,
      completedAt: stored.completed_at,
      endedEarly: stored.ended_early,
      secondsSpent: stored.seconds_spent,
      fromAfar: stored.from_afar,
      countedAsVisit: !stored.from_afar,
    };
  }
}
