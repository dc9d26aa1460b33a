import type { Knex } from 'knex';

export interface StampRow {
  journey_id: number;
  pilgrimage_name: string;
  started_at: Date;
  ended_at: Date | null;
  is_active: boolean;
  total: number | string;
  reached: number | string;
  altar_id: number | null;
  altar_name: string | null;
  reached_at: Date | null;
  credential_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

export interface CredentialRow {
  id: string;
  user_id: number;
  active_pilgrimage_id: number;
  show_name: boolean;
  document: string;
  signature: string;
}

/**
 * The passport's reads over the journeys' tables (read only: the journeys domain writes them) and the
 * credentials it issues. A stamp is an altar of a journey's `checkpoint_reached` (appended only when a
 * checkpoint is accepted within 0.1 mile); its time is that of the journey's checkpoint update at the altar.
 */
export class PassportRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Every stamp of the member, newest journey first and in the order reached; journeys without a stamp too. */
  async stamps(userId: number, journeyId?: number): Promise<StampRow[]> {
    const { rows } = await this.db.raw<{ rows: StampRow[] }>(
      `SELECT j.id AS journey_id, p.name AS pilgrimage_name, j.started_at, j.ended_at, j.is_active,
              cardinality(p.altar_ids) AS total, cardinality(j.checkpoint_reached) AS reached,
              r.altar_id, a.name AS altar_name,
              (SELECT min(u.created_at) FROM pilgrimage_updates u
                WHERE u.active_pilgrimage_id = j.id AND u.altar_id = r.altar_id AND u.update_type = 'checkpoint')
                AS reached_at,
              c.id AS credential_id, us.first_name, us.last_name
         FROM active_pilgrimages j
         JOIN pilgrimages p ON p.id = j.pilgrimage_id
         JOIN users us ON us.id = j.user_id
         LEFT JOIN LATERAL unnest(j.checkpoint_reached) WITH ORDINALITY AS r(altar_id, ord) ON true
         LEFT JOIN altars a ON a.id = r.altar_id
         LEFT JOIN credentials c ON c.active_pilgrimage_id = j.id
        WHERE j.user_id = ? AND (?::int IS NULL OR j.id = ?::int)
        ORDER BY j.started_at DESC, j.id DESC, r.ord`,
      [userId, journeyId ?? null, journeyId ?? null],
    );
    return rows;
  }

  async credentialFor(journeyId: number): Promise<CredentialRow | undefined> {
    return (await this.db('credentials').where({ active_pilgrimage_id: journeyId }).first()) as
      CredentialRow | undefined;
  }

  async credential(id: string): Promise<CredentialRow | undefined> {
    return (await this.db('credentials').where({ id }).first()) as CredentialRow | undefined;
  }

  /** Stores the credential of a journey (a new document and signature for the same id when it was issued before). */
  async save(row: CredentialRow): Promise<void> {
    await this.db('credentials').insert(row).onConflict('active_pilgrimage_id').merge({
      show_name: row.show_name,
      document: row.document,
      signature: row.signature,
      updated_at: this.db.fn.now(),
    });
  }
}
