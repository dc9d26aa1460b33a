import type { Knex } from 'knex';

export interface SummaryRow {
  id: number;
  pilgrimage_id: number;
  pilgrimage_name: string;
  distance_traveled: string | number;
  current_altar_index: number;
  total_sites: string | number;
  is_active: boolean;
  started_at: Date;
  ended_at: Date | null;
  summary_post_id: number | null;
  photos: string | number;
}

export interface LockedJourney {
  id: number;
  user_id: number;
  pilgrimage_id: number;
  current_altar_index: number;
  is_active: boolean;
  altar_ids: number[];
  has_position: boolean;
}

/** A member's own journey: where they are, the track they walk, the sites reached, its end. */
export class JourneyProgressRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** The member's own journey, locked for the rest of the transaction. */
  async lockOwn(journeyId: number, userId: number): Promise<LockedJourney | undefined> {
    const result = await this.db.raw<{ rows: LockedJourney[] }>(
      `SELECT j.id, j.user_id, j.pilgrimage_id, j.current_altar_index, j.is_active, p.altar_ids,
              j.current_geog IS NOT NULL AS has_position
         FROM active_pilgrimages j JOIN pilgrimages p ON p.id = j.pilgrimage_id
        WHERE j.id = ? AND j.user_id = ?
        FOR UPDATE OF j`,
      [journeyId, userId],
    );
    return result.rows[0];
  }

  /** The journey's positions of the last `sinceMs`, oldest first (the walker's recent pace). */
  async recentTrack(
    journeyId: number,
    sinceMs: number,
  ): Promise<Array<{ latitude: number; longitude: number; at: Date }>> {
    const rows = await this.db.raw<{ rows: Array<{ latitude: string; longitude: string; recorded_at: Date }> }>(
      `SELECT latitude, longitude, recorded_at FROM journey_positions
        WHERE active_pilgrimage_id = ? AND recorded_at >= now() - (? * interval '1 millisecond')
        ORDER BY recorded_at`,
      [journeyId, sinceMs],
    );
    return rows.rows.map((row) => ({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      at: new Date(row.recorded_at),
    }));
  }

  async setEstimate(journeyId: number, minutes: number): Promise<void> {
    await this.db('active_pilgrimages').where({ id: journeyId }).update({ estimated_time_remaining: minutes });
  }

  /** The journey's recorded track, oldest first, at most `limit` points (the newest are dropped). */
  async trackOf(
    journeyId: number,
    limit: number,
  ): Promise<Array<{ latitude: number; longitude: number; altitude: number | null; at: Date }>> {
    const rows = await this.db.raw<{
      rows: Array<{ latitude: string; longitude: string; altitude: number | null; recorded_at: Date }>;
    }>(
      `SELECT latitude, longitude, altitude, recorded_at FROM journey_positions
        WHERE active_pilgrimage_id = ? ORDER BY recorded_at, id LIMIT ?`,
      [journeyId, limit],
    );
    return rows.rows.map((row) => ({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      altitude: row.altitude === null ? null : Number(row.altitude),
      at: new Date(row.recorded_at),
    }));
  }

  /** What the end-of-journey summary reads: the journey, its ending and the photos taken during it. */
  async summaryOf(journeyId: number, userId: number): Promise<SummaryRow | undefined> {
    const result = await this.db.raw<{ rows: SummaryRow[] }>(
      `SELECT j.id, j.pilgrimage_id, p.name AS pilgrimage_name, j.distance_traveled, j.current_altar_index,
              cardinality(p.altar_ids) AS total_sites, j.is_active, j.started_at, j.ended_at, j.summary_post_id,
              (SELECT count(*) FROM pilgrimage_photos ph
                WHERE ph.user_id = j.user_id AND ph.pilgrimage_id = j.pilgrimage_id
                  AND ph.created_at >= j.started_at AND ph.created_at <= COALESCE(j.ended_at, now())) AS photos
         FROM active_pilgrimages j JOIN pilgrimages p ON p.id = j.pilgrimage_id
        WHERE j.id = ? AND j.user_id = ?`,
      [journeyId, userId],
    );
    return result.rows[0];
  }

  /** Records the post a summary was shared as, unless one already was; answers the one that stands. */
  async claimSummaryPost(journeyId: number, postId: number): Promise<number> {
    const result = await this.db.raw<{ rows: Array<{ summary_post_id: number }> }>(
      `UPDATE active_pilgrimages SET summary_post_id = COALESCE(summary_post_id, ?) WHERE id = ?
       RETURNING summary_post_id`,
      [postId, journeyId],
    );
    return result.rows[0]?.summary_post_id ?? postId;
  }

  /** Whether the journey's current position lies within `meters` of the point (geodesic, ST_DWithin). */
  async isWithin(journeyId: number, point: { latitude: number; longitude: number }, meters: number): Promise<boolean> {
    const result = await this.db.raw<{ rows: Array<{ within: boolean }> }>(
      `SELECT ST_DWithin(current_geog, ST_SetSRID(ST_MakePoint(?::float8, ?::float8), 4326)::geography, ?) AS within
         FROM active_pilgrimages WHERE id = ?`,
      [point.longitude, point.latitude, meters, journeyId],
    );
    return result.rows[0]?.within === true;
  }

  /**
   * Activity Tracking off (README "Settings"): an ended journey keeps only its distance. The positions it
   * recorded go, and so does the last point on the journey and on the member's companion row.
   */
  async reduceToDistance(journey: LockedJourney): Promise<void> {
    await this.db('journey_positions').where({ active_pilgrimage_id: journey.id }).delete();
    await this.db('active_pilgrimages')
      .where({ id: journey.id })
      .update({ current_latitude: null, current_longitude: null });
    await this.db('pilgrimage_companions')
      .where({ pilgrimage_id: journey.pilgrimage_id, user_id: journey.user_id })
      .update({ current_latitude: null, current_longitude: null });
  }

  /** Ends a journey before its last site: it stops being under way and its companion row goes quiet. */
  async end(journey: LockedJourney): Promise<void> {
    await this.db('active_pilgrimages')
      .where({ id: journey.id })
      .update({ is_active: false, ended_at: this.db.fn.now(), updated_at: this.db.fn.now() });
    await this.db('pilgrimage_companions')
      .where({ pilgrimage_id: journey.pilgrimage_id, user_id: journey.user_id })
      .update({ is_active: false });
  }

  /** Advances past the current site; the last one ends the journey into pilgrimage_completions. */
  async advance(journey: LockedJourney, altarId: number): Promise<boolean> {
    const completed = journey.current_altar_index + 1 >= journey.altar_ids.length;
    await this.db('active_pilgrimages')
      .where({ id: journey.id })
      .update({
        current_altar_index: journey.current_altar_index + 1,
        checkpoint_reached: this.db.raw('array_append(checkpoint_reached, ?::int)', [altarId]),
        is_active: !completed,
        ended_at: completed ? this.db.fn.now() : null,
        updated_at: this.db.fn.now(),
      });
    if (completed) {
      await this.db('pilgrimage_completions').insert({
        user_id: journey.user_id,
        pilgrimage_id: journey.pilgrimage_id,
      });
      await this.db('pilgrimage_companions')
        .where({ pilgrimage_id: journey.pilgrimage_id, user_id: journey.user_id })
        .update({ is_active: false });
    }
    return completed;
  }
}
