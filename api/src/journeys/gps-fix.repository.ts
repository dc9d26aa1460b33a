import type { Knex } from 'knex';
import { localDate, zoneColumn } from '../platform/infra/member-day';

/** One fix to record: `atMicros` is when it was taken, in microseconds since 1970 (its identity with the journey). */
export interface FixRow {
  journeyId: number;
  userId: number;
  latitude: number;
  longitude: number;
  heading: number | null;
  /** Metres above sea level, as the device read it. */
  altitude: number | null;
  atMicros: number;
  /** A single fix sent later with its own time (PUT /location): never placed before the journey began. */
  notBeforeStart?: boolean;
}

/** A journey a group moved: its member's own and under way, with how many of its fixes were new. */
export interface MovedJourney {
  id: number;
  user_id: number;
  pilgrimage_id: number;
  current_altar_index: number;
  stored: number;
}

/** The track's writes: many walkers' fixes in one statement. */
export class GpsFixRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Records a group of fixes, of any number of journeys, in one statement (so in one transaction and one
   * round trip): a fix marked `notBeforeStart` taken before its journey began is placed at the start; each
   * journey named is locked (in id order, so concurrent groups never deadlock) when it is
   * its member's and under way; its fixes not already in the track are appended (a fix already there, the
   * same journey at the same time, is skipped); the journey moves to its last new fix, its distance grows by
   * the geodesic (spheroid) legs from where it was through its new fixes in the group's order, the days of
   * the fixes join the days walked, and the member shows as an active companion there. Answers the journeys
   * that were their member's and under way; fixes of any other are ignored.
   */
  async recordGroup(fixes: FixRow[]): Promise<MovedJourney[]> {
    const rows = fixes.map((fix, ord) => ({
      journey_id: fix.journeyId,
      user_id: fix.userId,
      latitude: fix.latitude,
      longitude: fix.longitude,
      heading: fix.heading,
      altitude: fix.altitude,
      at_us: fix.atMicros,
      ord,
      not_before_start: fix.notBeforeStart ?? false,
    }));
    const firstLeg = 'COALESCE(ST_Distance(a.current_geog, w.first_geog), 0) + w.inner_meters';
    const result = await this.db.raw<{ rows: MovedJourney[] }>(
      `WITH sent AS (
         SELECT f.*,
                CASE WHEN f.not_before_start
                     THEN GREATEST(timestamptz 'epoch' + f.at_us * interval '1 microsecond', a.started_at)
                     ELSE timestamptz 'epoch' + f.at_us * interval '1 microsecond' END AS recorded_at
           FROM json_to_recordset(?::json) AS f(journey_id int, user_id int, latitude float8, longitude float8,
                                                 heading float8, altitude float8, at_us bigint, ord int,
                                                 not_before_start boolean)
           JOIN active_pilgrimages a ON a.id = f.journey_id
       ), input AS (
         SELECT DISTINCT ON (f.journey_id, f.recorded_at) f.* FROM sent f ORDER BY f.journey_id, f.recorded_at, f.ord
       ), journey AS (
         SELECT a.id, a.user_id, a.pilgrimage_id, a.current_altar_index FROM active_pilgrimages a
          WHERE a.id IN (SELECT journey_id FROM input) AND a.is_active
          ORDER BY a.id
            FOR UPDATE
       ), kept AS (
         INSERT INTO journey_positions (active_pilgrimage_id, latitude, longitude, heading, altitude, recorded_at)
         SELECT f.journey_id, f.latitude, f.longitude, f.heading, f.altitude, f.recorded_at
           FROM input f JOIN journey j ON j.id = f.journey_id AND j.user_id = f.user_id
          ORDER BY f.ord
         ON CONFLICT (active_pilgrimage_id, recorded_at) DO NOTHING
         RETURNING active_pilgrimage_id, recorded_at, geog
       ), path AS (
         SELECT k.active_pilgrimage_id AS id, f.ord, f.latitude, f.longitude, k.recorded_at, k.geog,
                COALESCE(ST_Distance(lag(k.geog) OVER w, k.geog), 0) AS leg
           FROM kept k JOIN input f ON f.journey_id = k.active_pilgrimage_id AND f.recorded_at = k.recorded_at
         WINDOW w AS (PARTITION BY k.active_pilgrimage_id ORDER BY f.ord)
       ), walk AS (
         SELECT p.id, count(*)::int AS stored, sum(p.leg) AS inner_meters,
                (array_agg(p.geog ORDER BY p.ord))[1] AS first_geog,
                (array_agg(p.latitude ORDER BY p.ord DESC))[1] AS latitude,
                (array_agg(p.longitude ORDER BY p.ord DESC))[1] AS longitude,
                -- The days walked are the member's own calendar days.
                array_agg(DISTINCT ${localDate('p.recorded_at', zoneColumn('u.time_zone'))}) AS days
           FROM path p JOIN journey j ON j.id = p.id JOIN users u ON u.id = j.user_id
          GROUP BY p.id
       ), moved AS (
         UPDATE active_pilgrimages a
            SET distance_meters = a.distance_meters + ${firstLeg},
                distance_traveled = round(((a.distance_meters + ${firstLeg}) / 1000)::numeric, 2),
                current_latitude = w.latitude, current_longitude = w.longitude,
                last_location_update = now(), updated_at = now(),
                walked_days = a.walked_days || ARRAY(SELECT d FROM unnest(w.days) d WHERE d <> ALL (a.walked_days) ORDER BY d)
           FROM walk w
          WHERE a.id = w.id
         RETURNING a.id, a.pilgrimage_id, a.user_id, w.latitude, w.longitude
       ), companion AS (
         INSERT INTO pilgrimage_companions (pilgrimage_id, user_id, current_latitude, current_longitude, last_active_at, is_active)
         SELECT pilgrimage_id, user_id, latitude, longitude, now(), true FROM moved
         ON CONFLICT (pilgrimage_id, user_id) DO UPDATE
           SET current_latitude = EXCLUDED.current_latitude, current_longitude = EXCLUDED.current_longitude,
               last_active_at = now(), is_active = true
       )
       SELECT j.id, j.user_id, j.pilgrimage_id, j.current_altar_index, COALESCE(w.stored, 0) AS stored
         FROM journey j LEFT JOIN walk w ON w.id = j.id`,
      [JSON.stringify(rows)],
    );
    return result.rows;
  }
}
