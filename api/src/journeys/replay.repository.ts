import type { Knex } from 'knex';
import { MEMBER_NAME_SQL } from './live-rows';

export interface ReplayJourneyRow {
  id: number;
  user_id: number;
  walker_name: string | null;
  pilgrimage_id: number;
  pilgrimage_name: string;
  altar_ids: number[];
  current_altar_index: number;
  distance_traveled: string | number;
  is_active: boolean;
  started_at: Date;
  ended_at: Date | null;
  /** The walker's Location Sharing setting (off when they never saved settings). */
  sharing: boolean;
}

/** A companion of the journey: an accepted link with its walker and a journey of their own at the same time. */
export interface ReplayCompanionRow {
  user_id: number;
  name: string | null;
  journey_id: number;
  sharing: boolean;
}

export interface ReplayPointRow {
  latitude: number;
  longitude: number;
  at: Date;
}

const SHARING_SQL =
  'COALESCE((SELECT s.location_sharing FROM user_settings s WHERE s.user_id = u.id), false) AS sharing';

/** The reads of a journey's replay (read only: the live journey writes these tables). */
export class ReplayRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async journey(journeyId: number): Promise<ReplayJourneyRow | undefined> {
    const { rows } = await this.db.raw<{ rows: ReplayJourneyRow[] }>(
      `SELECT j.id, j.user_id, ${MEMBER_NAME_SQL} AS walker_name, j.pilgrimage_id, p.name AS pilgrimage_name,
              p.altar_ids, j.current_altar_index, j.distance_traveled, j.is_active, j.started_at, j.ended_at,
              ${SHARING_SQL}
         FROM active_pilgrimages j
         JOIN pilgrimages p ON p.id = j.pilgrimage_id
         JOIN users u ON u.id = j.user_id
        WHERE j.id = ?`,
      [journeyId],
    );
    return rows[0];
  }

  /** The member's most recent completed journey on the pilgrimage (every site reached), if any. */
  async lastCompleted(pilgrimageId: number, userId: number): Promise<number | undefined> {
    const { rows } = await this.db.raw<{ rows: Array<{ id: number }> }>(
      `SELECT j.id FROM active_pilgrimages j JOIN pilgrimages p ON p.id = j.pilgrimage_id
        WHERE j.pilgrimage_id = ? AND j.user_id = ? AND NOT j.is_active
          AND cardinality(p.altar_ids) > 0 AND j.current_altar_index >= cardinality(p.altar_ids)
        ORDER BY j.ended_at DESC NULLS LAST, j.id DESC LIMIT 1`,
      [pilgrimageId, userId],
    );
    return rows[0]?.id;
  }

  /**
   * The journey's companions: members whose walking together with its walker on the pilgrimage stands
   * accepted, each with their own journey on it that overlapped this one in time (the latest such).
   */
  async companions(journey: ReplayJourneyRow): Promise<ReplayCompanionRow[]> {
    const { rows } = await this.db.raw<{ rows: ReplayCompanionRow[] }>(
      `SELECT DISTINCT ON (u.id) u.id AS user_id, ${MEMBER_NAME_SQL} AS name, k.id AS journey_id, ${SHARING_SQL}
         FROM companion_links l
         JOIN users u ON u.id = CASE WHEN l.requester_id = ? THEN l.addressee_id ELSE l.requester_id END
         JOIN active_pilgrimages k ON k.user_id = u.id AND k.pilgrimage_id = l.pilgrimage_id
        WHERE l.pilgrimage_id = ? AND l.accepted_at IS NOT NULL AND ? IN (l.requester_id, l.addressee_id)
          AND k.started_at <= COALESCE(?::timestamptz, now()) AND COALESCE(k.ended_at, now()) >= ?::timestamptz
        ORDER BY u.id, k.started_at DESC`,
      [journey.user_id, journey.pilgrimage_id, journey.user_id, journey.ended_at, journey.started_at],
    );
    return rows;
  }

  /** Whether the two members' walking together on the pilgrimage stands accepted. */
  async walkTogether(pilgrimageId: number, a: number, b: number): Promise<boolean> {
    const { rows } = await this.db.raw<{ rows: Array<{ yes: boolean }> }>(
      `SELECT EXISTS (SELECT 1 FROM companion_links WHERE pilgrimage_id = ? AND accepted_at IS NOT NULL
          AND ((requester_id = ? AND addressee_id = ?) OR (requester_id = ? AND addressee_id = ?))) AS yes`,
      [pilgrimageId, a, b, b, a],
    );
    return rows[0]?.yes === true;
  }

  /**
   * A journey's positions between two times, oldest first, thinned to at most `max` points: every nth
   * (n = ceil(count / (max - 1))) and always the last, each with its own recorded time.
   */
  async track(journeyId: number, from: Date, until: Date | null, max: number): Promise<ReplayPointRow[]> {
    const { rows } = await this.db.raw<{ rows: Array<{ latitude: string; longitude: string; recorded_at: Date }> }>(
      `SELECT latitude, longitude, recorded_at FROM (
         SELECT latitude, longitude, recorded_at,
                row_number() OVER (ORDER BY recorded_at, id) AS n, count(*) OVER () AS total
           FROM journey_positions
          WHERE active_pilgrimage_id = ? AND recorded_at >= ? AND recorded_at <= COALESCE(?::timestamptz, now())
       ) t
       WHERE (n - 1) % GREATEST(1, ceil(total::float8 / ?::float8))::bigint = 0 OR n = total
       ORDER BY n`,
      [journeyId, from, until, Math.max(1, max - 1)],
    );
    return rows.map((row) => ({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      at: new Date(row.recorded_at),
    }));
  }

  /** When the journey's checkpoint at each site was accepted, by altar id. */
  async checkpointTimes(journeyId: number): Promise<Map<number, Date>> {
    const { rows } = await this.db.raw<{ rows: Array<{ altar_id: number; reached_at: Date }> }>(
      `SELECT altar_id, min(created_at) AS reached_at FROM pilgrimage_updates
        WHERE active_pilgrimage_id = ? AND update_type = 'checkpoint' AND altar_id IS NOT NULL
        GROUP BY altar_id`,
      [journeyId],
    );
    return new Map(rows.map((row) => [row.altar_id, new Date(row.reached_at)]));
  }
}
