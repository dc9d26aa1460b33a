import type { Knex } from 'knex';
import type { Ritual } from './ritual.types';

interface RitualRow {
  id: number;
  user_id: number;
  altar_id: number | null;
  intention: string | null;
  duration: number;
  completed_at: Date;
}

export class RitualRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async insert(userId: number, altarId: number, intention: string | null, duration: number): Promise<Ritual> {
    const [row] = await this.db('rituals')
      .insert({ user_id: userId, altar_id: altarId, intention, duration })
      .returning<RitualRow[]>(['id', 'user_id', 'altar_id', 'intention', 'duration', 'completed_at']);
    const ritual = row as RitualRow;
    return {
      id: ritual.id,
      userId: ritual.user_id,
      altarId: ritual.altar_id,
      intention: ritual.intention,
      duration: ritual.duration,
      completedAt: ritual.completed_at,
    };
  }
}
