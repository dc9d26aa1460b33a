import type { Knex } from 'knex';
import type { IntentionStatus } from '@sacred/core/intentions';

export interface IntentionRow {
  id: number;
  sender_id: number | null;
  guest_email: string | null;
  confirmed_at: Date | null;
  pilgrimage_id: number;
  pilgrimage_name: string;
  altar_id: number | null;
  altar_name: string | null;
  text: string;
  anonymous: boolean;
  status: IntentionStatus;
  carrier_id: number | null;
  carrier_journey_id: number | null;
  sender_first_name: string | null;
  sender_last_name: string | null;
  accepted_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

/** A delivered intention and where its sender is told. */
export interface DeliveredRow {
  id: number;
  sender_id: number | null;
  email: string | null;
  place_name: string;
  delivered_at: Date;
}

/** The walker's journey under way on a pilgrimage, with the sites it has reached. */
export interface WalkingJourney {
  id: number;
  checkpoint_reached: number[];
}

const SELECTED = `i.id, i.sender_id, i.guest_email, i.confirmed_at, i.pilgrimage_id, p.name AS pilgrimage_name,
  i.altar_id, a.name AS altar_name, i.text, i.anonymous, i.status, i.carrier_id, i.carrier_journey_id,
  u.first_name AS sender_first_name, u.last_name AS sender_last_name, i.accepted_at, i.delivered_at, i.created_at`;
const FROM = `FROM intentions i
  JOIN pilgrimages p ON p.id = i.pilgrimage_id
  LEFT JOIN altars a ON a.id = i.altar_id
  LEFT JOIN users u ON u.id = i.sender_id`;

/** Lock key space of a carrier's accepts (pg_advisory_xact_lock(int, int)): one accept at a time per walker. */
const CARRIER_LOCK = 4_480_001;

/**
 * Intentions and the few reads of journeys they need (read only: the journeys domain writes those).
 * Accepting is one transaction under the walker's advisory lock and a conditional update, so the limit of
 * intentions carried at once and "first come" hold however many requests arrive together.
 */
export class IntentionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async insert(row: {
    senderId: number | null;
    guestEmail: string | null;
    confirmTokenHash: string | null;
    pilgrimageId: number;
    altarId: number | null;
    text: string;
    anonymous: boolean;
  }): Promise<number> {
    const [inserted] = await this.db('intentions')
      .insert({
        sender_id: row.senderId,
        guest_email: row.guestEmail,
        confirm_token_hash: row.confirmTokenHash,
        confirmed_at: row.senderId === null ? null : this.db.fn.now(),
        pilgrimage_id: row.pilgrimageId,
        altar_id: row.altarId,
        text: row.text,
        anonymous: row.anonymous,
      })
      .returning('id');
    return (inserted as { id: number }).id;
  }

  async find(id: number): Promise<IntentionRow | undefined> {
    const { rows } = await this.db.raw<{ rows: IntentionRow[] }>(`SELECT ${SELECTED} ${FROM} WHERE i.id = ?`, [id]);
    return rows[0];
  }

  async sentBy(senderId: number): Promise<IntentionRow[]> {
    const { rows } = await this.db.raw<{ rows: IntentionRow[] }>(
      `SELECT ${SELECTED} ${FROM} WHERE i.sender_id = ? ORDER BY i.created_at DESC, i.id DESC LIMIT 200`,
      [senderId],
    );
    return rows;
  }

  /** Confirmed intentions of a pilgrimage waiting for a carrier, oldest first (first entrusted, first offered). */
  async offeredOn(pilgrimageId: number, excludeSenderId: number): Promise<IntentionRow[]> {
    const { rows } = await this.db.raw<{ rows: IntentionRow[] }>(
      `SELECT ${SELECTED} ${FROM}
        WHERE i.pilgrimage_id = ? AND i.status = 'offered' AND i.confirmed_at IS NOT NULL
          AND i.sender_id IS DISTINCT FROM ?
        ORDER BY i.created_at, i.id LIMIT 100`,
      [pilgrimageId, excludeSenderId],
    );
    return rows;
  }

  /** What the walker carries or carried on this pilgrimage. */
  async carriedBy(carrierId: number, pilgrimageId: number): Promise<IntentionRow[]> {
    const { rows } = await this.db.raw<{ rows: IntentionRow[] }>(
      `SELECT ${SELECTED} ${FROM}
        WHERE i.carrier_id = ? AND i.pilgrimage_id = ? AND i.status IN ('carried', 'delivered')
        ORDER BY i.accepted_at, i.id`,
      [carrierId, pilgrimageId],
    );
    return rows;
  }

  async walkingOn(userId: number, pilgrimageId: number): Promise<WalkingJourney | undefined> {
    return (await this.db('active_pilgrimages')
      .select('id', 'checkpoint_reached')
      .where({ user_id: userId, pilgrimage_id: pilgrimageId, is_active: true })
      .first()) as WalkingJourney | undefined;
  }

  async siteOnRoute(pilgrimageId: number, altarId: number): Promise<boolean> {
    const row = await this.db('pilgrimages')
      .where({ id: pilgrimageId })
      .whereRaw('? = ANY(altar_ids)', [altarId])
      .first('id');
    return row !== undefined;
  }

  /**
   * Offers again what was carried on a journey that ended without reaching its site (or whose journey is gone),
   * for a pilgrimage's walkers, one carrier or one sender: a walk left unfinished frees its intentions and its
   * carrier's places.
   */
  async releaseAbandoned(scope: { pilgrimageId?: number; carrierId?: number; senderId?: number }): Promise<void> {
    await this.db.raw(
      `UPDATE intentions i
          SET status = 'offered', carrier_id = NULL, carrier_journey_id = NULL, accepted_at = NULL, updated_at = now()
        WHERE i.status = 'carried'
          AND (i.pilgrimage_id = ? OR i.carrier_id = ? OR i.sender_id = ?)
          AND NOT EXISTS (
            SELECT 1 FROM active_pilgrimages j JOIN pilgrimages p ON p.id = j.pilgrimage_id
             WHERE j.id = i.carrier_journey_id
               AND (j.is_active
                    -- Proved but not yet delivered (the checkpoint committed a moment ago): delivery's to move.
                    OR (i.altar_id IS NOT NULL AND i.altar_id = ANY(j.checkpoint_reached))
                    OR (i.altar_id IS NULL AND cardinality(p.altar_ids) > 0
                        AND j.current_altar_index >= cardinality(p.altar_ids))))`,
      [scope.pilgrimageId ?? null, scope.carrierId ?? null, scope.senderId ?? null],
    );
  }

  /** Serialises one walker's accepts until the transaction ends. */
  async lockCarrier(carrierId: number): Promise<void> {
    await this.db.raw('SELECT pg_advisory_xact_lock(?::int, ?::int)', [CARRIER_LOCK, carrierId]);
  }

  async carryingCount(carrierId: number): Promise<number> {
    const row = await this.db('intentions')
      .where({ carrier_id: carrierId, status: 'carried' })
      .count<{ count: string }[]>('* as count')
      .first();
    return Number(row?.count ?? 0);
  }

  /** Takes the intention for the walker's journey if it is still offered: false when someone was first. */
  async take(id: number, carrierId: number, journeyId: number): Promise<boolean> {
    const taken = await this.db('intentions').where({ id, status: 'offered' }).whereNotNull('confirmed_at').update({
      status: 'carried',
      carrier_id: carrierId,
      carrier_journey_id: journeyId,
      accepted_at: this.db.fn.now(),
      updated_at: this.db.fn.now(),
    });
    return taken === 1;
  }

  /** Moves the intention from one of `from` to `to` (for `who` when set): false when it was not there. */
  async move(
    id: number,
    from: IntentionStatus[],
    to: IntentionStatus,
    who: { carrierId?: number; senderId?: number },
  ): Promise<boolean> {
    const query = this.db('intentions').where({ id }).whereIn('status', from);
    if (who.carrierId !== undefined) query.where({ carrier_id: who.carrierId });
    if (who.senderId !== undefined) query.where({ sender_id: who.senderId });
    return (await query.update({ status: to, updated_at: this.db.fn.now() })) === 1;
  }

  /** A guest's link: confirms once, and answers the intention. */
  async confirm(tokenHash: string, notBefore: Date): Promise<number | undefined> {
    const [row] = await this.db('intentions')
      .where({ confirm_token_hash: tokenHash })
      .where('created_at', '>=', notBefore)
      .update({ confirm_token_hash: null, confirmed_at: this.db.fn.now(), updated_at: this.db.fn.now() })
      .returning('id');
    return (row as { id: number } | undefined)?.id;
  }

  /**
   * Delivers what the journey carries and has proved: an intention for a site the journey's accepted
   * checkpoints include, or for the whole pilgrimage once the journey completed it. One statement, and only
   * `carried` rows move, so calling it again delivers (and answers) nothing twice.
   */
  async deliverProved(journeyId: number): Promise<DeliveredRow[]> {
    const { rows } = await this.db.raw<{ rows: DeliveredRow[] }>(
      `WITH journey AS (
         SELECT j.id, j.checkpoint_reached,
                (NOT j.is_active AND cardinality(p.altar_ids) > 0
                  AND j.current_altar_index >= cardinality(p.altar_ids)) AS completed,
                p.name AS pilgrimage_name
           FROM active_pilgrimages j JOIN pilgrimages p ON p.id = j.pilgrimage_id
          WHERE j.id = ?
       ), delivered AS (
         UPDATE intentions i
            SET status = 'delivered', delivered_at = now(), notified_at = now(), updated_at = now()
           FROM journey
          WHERE i.carrier_journey_id = journey.id AND i.status = 'carried' AND i.notified_at IS NULL
            AND ((i.altar_id IS NOT NULL AND i.altar_id = ANY(journey.checkpoint_reached))
                 OR (i.altar_id IS NULL AND journey.completed))
         RETURNING i.id, i.sender_id, i.guest_email, i.altar_id, i.delivered_at, journey.pilgrimage_name
       )
       SELECT d.id, d.sender_id, coalesce(d.guest_email, u.email)::text AS email,
              coalesce(a.name, d.pilgrimage_name) AS place_name, d.delivered_at
         FROM delivered d
         LEFT JOIN altars a ON a.id = d.altar_id
         LEFT JOIN users u ON u.id = d.sender_id`,
      [journeyId],
    );
    return rows;
  }
}
