import type { Knex } from 'knex';
import type { Companionship, WalkerPosition, PositionPrecision } from '@sacred/core/companions';
import type { JourneyCompanion, JourneyPhoto, PilgrimageMessage, PilgrimageUpdate } from './live.types';

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const FEED_PAGE = 100;
const CHAT_PAGE = 200;

interface UpdateRow {
  id: number;
  active_pilgrimage_id: number;
  pilgrimage_id: number;
  user_id: number;
  user_name: string | null;
  first_name: string | null;
  last_name: string | null;
  user_image: string | null;
  altar_id: number | null;
  altar_name: string | null;
  update_type: string;
  content: string | null;
  photo_url: string | null;
  latitude: string | null;
  longitude: string | null;
  likes_count: number;
  liked: boolean;
  created_at: Date;
}

const toUpdate = (row: UpdateRow): PilgrimageUpdate => ({
  id: row.id,
  activePilgrimageId: row.active_pilgrimage_id,
  pilgrimageId: row.pilgrimage_id,
  userId: row.user_id,
  userName: row.user_name ?? '',
  userImage: row.user_image,
  user: { firstName: row.first_name ?? '', lastName: row.last_name ?? '' },
  altarId: row.altar_id,
  altarName: row.altar_name,
  altar: row.altar_name === null ? null : { name: row.altar_name },
  updateType: row.update_type,
  content: row.content,
  photoUrl: row.photo_url,
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  likesCount: row.likes_count,
  likedByViewer: row.liked,
  createdAt: row.created_at,
});

interface MessageRow {
  id: number;
  pilgrimage_id: number;
  sender_id: number;
  sender_name: string | null;
  first_name: string | null;
  last_name: string | null;
  sender_image: string | null;
  message: string;
  message_type: string;
  attachment_url: string | null;
  latitude: string | null;
  longitude: string | null;
  created_at: Date;
}

const toMessage = (row: MessageRow): PilgrimageMessage => ({
  id: row.id,
  pilgrimageId: row.pilgrimage_id,
  senderId: row.sender_id,
  senderName: row.sender_name ?? '',
  senderImage: row.sender_image,
  sender: {
    id: row.sender_id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    profileImageUrl: row.sender_image,
  },
  message: row.message,
  messageType: row.message_type,
  attachmentUrl: row.attachment_url,
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  createdAt: row.created_at,
});

export interface CompanionRow {
  user_id: number;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  active_pilgrimage_id: number | null;
  current_altar_index: number | null;
  distance_traveled: string | null;
  latitude: string | null;
  longitude: string | null;
  heading: string | null;
  joined_at: Date | null;
  last_active_at: Date | null;
  /** The member's Location Sharing setting (off when they never saved settings). */
  sharing: boolean;
}

/** The stored position of a companion row, before the service decides what the viewer may see of it. */
export const positionOf = (row: CompanionRow): WalkerPosition => ({
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  heading: num(row.heading),
});

/** A companion as one viewer sees them: the position is the one the service allowed. */
export const toCompanion = (
  row: CompanionRow,
  seen: WalkerPosition & { precision: PositionPrecision | null },
  companionship: Companionship,
): JourneyCompanion => ({
  userId: row.user_id,
  id: row.user_id,
  name: row.name ?? '',
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  profileImageUrl: row.profile_image_url,
  activePilgrimageId: row.active_pilgrimage_id,
  currentAltarIndex: row.current_altar_index ?? 0,
  distanceTraveled: Number(row.distance_traveled ?? 0),
  distance: Number(row.distance_traveled ?? 0),
  latitude: seen.latitude,
  longitude: seen.longitude,
  heading: seen.heading,
  positionPrecision: seen.precision,
  companionship,
  joinedAt: row.joined_at,
  lastActiveAt: row.last_active_at,
});

export interface CompanionLinkRow {
  requesterId: number;
  addresseeId: number;
  accepted: boolean;
}

interface PhotoRow {
  id: number;
  update_id: number | null;
  pilgrimage_id: number;
  user_id: number;
  altar_id: number | null;
  photo_url: string;
  caption: string | null;
  tags: string[];
  mood: string | null;
  weather_condition: string | null;
  is_public: boolean;
  latitude: string | null;
  longitude: string | null;
  taken_at: Date;
}

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

const USER_NAME = "NULLIF(concat_ws(' ', u.first_name, u.last_name), '')";

export class LiveRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Participants: members with an active or a completed journey on the pilgrimage. */
  async isParticipant(pilgrimageId: number, userId: number): Promise<boolean> {
    const result = await this.db.raw<{ rows: Array<{ yes: boolean }> }>(
      `SELECT EXISTS (SELECT 1 FROM active_pilgrimages WHERE pilgrimage_id = ? AND user_id = ? AND is_active)
           OR EXISTS (SELECT 1 FROM pilgrimage_completions WHERE pilgrimage_id = ? AND user_id = ?) AS yes`,
      [pilgrimageId, userId, pilgrimageId, userId],
    );
    return result.rows[0]?.yes === true;
  }

  async participantIds(pilgrimageId: number): Promise<number[]> {
    const result = await this.db.raw<{ rows: Array<{ user_id: number }> }>(
      `SELECT user_id FROM active_pilgrimages WHERE pilgrimage_id = ? AND is_active
       UNION SELECT user_id FROM pilgrimage_completions WHERE pilgrimage_id = ?`,
      [pilgrimageId, pilgrimageId],
    );
    return result.rows.map((row) => row.user_id);
  }

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

  /**
   * One GPS fix in one statement (no transaction of its own, so one round trip): moves the member's own
   * journey there, if it is theirs and under way; the distance grows by the geodesic (spheroid) distance
   * from the previous position, kept in metres in full precision; the day joins the days walked; the
   * position is appended to the track; the member shows as an active companion there. Concurrent fixes of
   * one journey queue on the journey's row, so each adds its own leg. Undefined when no journey of the
   * member's that is under way has this id.
   */
  async recordOwnPosition(
    journeyId: number,
    userId: number,
    position: { latitude: number; longitude: number; heading: number | null },
  ): Promise<{ id: number; pilgrimage_id: number; current_altar_index: number } | undefined> {
    // CAST rather than ::, which knex would read as a named identifier binding (`:longitude:`).
    const point = 'ST_SetSRID(ST_MakePoint(CAST(:longitude AS float8), CAST(:latitude AS float8)), 4326)::geography';
    const leg = `COALESCE(ST_Distance(a.current_geog, ${point}), 0)`;
    const today = `(now() AT TIME ZONE 'UTC')::date`;
    const result = await this.db.raw<{
      rows: Array<{ id: number; pilgrimage_id: number; current_altar_index: number }>;
    }>(
      `WITH moved AS (
         UPDATE active_pilgrimages a
            SET distance_meters = a.distance_meters + ${leg},
                distance_traveled = round(((a.distance_meters + ${leg}) / 1000)::numeric, 2),
                current_latitude = :latitude, current_longitude = :longitude,
                last_location_update = now(), updated_at = now(),
                walked_days = CASE WHEN ${today} = ANY (a.walked_days) THEN a.walked_days
                                   ELSE array_append(a.walked_days, ${today}) END
          WHERE a.id = :journeyId AND a.user_id = :userId AND a.is_active
         RETURNING a.id, a.pilgrimage_id, a.current_altar_index
       ), track AS (
         INSERT INTO journey_positions (active_pilgrimage_id, latitude, longitude, heading)
         SELECT id, :latitude, :longitude, :heading FROM moved
       ), companion AS (
         INSERT INTO pilgrimage_companions (pilgrimage_id, user_id, current_latitude, current_longitude, last_active_at, is_active)
         SELECT pilgrimage_id, :userId, :latitude, :longitude, now(), true FROM moved
         ON CONFLICT (pilgrimage_id, user_id) DO UPDATE
           SET current_latitude = EXCLUDED.current_latitude, current_longitude = EXCLUDED.current_longitude,
               last_active_at = now(), is_active = true
       )
       SELECT id, pilgrimage_id, current_altar_index FROM moved`,
      { journeyId, userId, latitude: position.latitude, longitude: position.longitude, heading: position.heading },
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
        ORDER BY id`,
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

  async touchCompanion(
    pilgrimageId: number,
    userId: number,
    position: { latitude: number | null; longitude: number | null } | null,
  ): Promise<void> {
    await this.db.raw(
      `INSERT INTO pilgrimage_companions (pilgrimage_id, user_id, current_latitude, current_longitude, last_active_at, is_active)
       VALUES (?, ?, ?, ?, now(), true)
       ON CONFLICT (pilgrimage_id, user_id) DO UPDATE
         SET current_latitude = COALESCE(EXCLUDED.current_latitude, pilgrimage_companions.current_latitude),
             current_longitude = COALESCE(EXCLUDED.current_longitude, pilgrimage_companions.current_longitude),
             last_active_at = now(), is_active = true`,
      [pilgrimageId, userId, position?.latitude ?? null, position?.longitude ?? null],
    );
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

  async insertUpdate(update: {
    activePilgrimageId: number;
    pilgrimageId: number;
    userId: number;
    altarId: number | null;
    updateType: string;
    content: string | null;
    photoUrl: string | null;
    latitude: number | null;
    longitude: number | null;
  }): Promise<number> {
    const [row] = (await this.db('pilgrimage_updates')
      .insert({
        active_pilgrimage_id: update.activePilgrimageId,
        pilgrimage_id: update.pilgrimageId,
        user_id: update.userId,
        altar_id: update.altarId,
        update_type: update.updateType,
        content: update.content,
        photo_url: update.photoUrl,
        latitude: update.latitude,
        longitude: update.longitude,
      })
      .returning('id')) as Array<{ id: number }>;
    return (row as { id: number }).id;
  }

  async insertPhoto(photo: {
    updateId: number | null;
    userId: number;
    pilgrimageId: number;
    altarId?: number | null;
    photoUrl: string;
    caption: string | null;
    tags?: string[];
    mood?: string | null;
    weatherCondition?: string | null;
    isPublic?: boolean;
    latitude: number | null;
    longitude: number | null;
  }): Promise<JourneyPhoto> {
    const [row] = (await this.db('pilgrimage_photos')
      .insert({
        update_id: photo.updateId,
        user_id: photo.userId,
        pilgrimage_id: photo.pilgrimageId,
        altar_id: photo.altarId ?? null,
        photo_url: photo.photoUrl,
        caption: photo.caption,
        tags: photo.tags ?? [],
        mood: photo.mood ?? null,
        weather_condition: photo.weatherCondition ?? null,
        is_public: photo.isPublic ?? true,
        latitude: photo.latitude,
        longitude: photo.longitude,
      })
      .returning('*')) as PhotoRow[];
    const stored = row as PhotoRow;
    return {
      id: stored.id,
      updateId: stored.update_id,
      pilgrimageId: stored.pilgrimage_id,
      userId: stored.user_id,
      altarId: stored.altar_id,
      photoUrl: stored.photo_url,
      caption: stored.caption,
      tags: stored.tags,
      mood: stored.mood,
      weatherCondition: stored.weather_condition,
      isPublic: stored.is_public,
      latitude: num(stored.latitude),
      longitude: num(stored.longitude),
      takenAt: stored.taken_at,
    };
  }

  private updates(viewerId: number | undefined) {
    return this.db('pilgrimage_updates as pu')
      .join('users as u', 'u.id', 'pu.user_id')
      .leftJoin('altars as a', 'a.id', 'pu.altar_id')
      .select(
        'pu.id',
        'pu.active_pilgrimage_id',
        'pu.pilgrimage_id',
        'pu.user_id',
        this.db.raw(`${USER_NAME} AS user_name`),
        'u.first_name',
        'u.last_name',
        'u.profile_image_url as user_image',
        'pu.altar_id',
        'a.name as altar_name',
        'pu.update_type',
        'pu.content',
        'pu.photo_url',
        'pu.latitude',
        'pu.longitude',
        'pu.likes_count',
        'pu.created_at',
        this.db.raw(
          'EXISTS (SELECT 1 FROM pilgrimage_update_likes l WHERE l.update_id = pu.id AND l.user_id = ?) AS liked',
          [viewerId ?? 0],
        ),
      );
  }

  async findUpdate(id: number, viewerId: number | undefined): Promise<PilgrimageUpdate | undefined> {
    const row = (await this.updates(viewerId).where('pu.id', id).first()) as UpdateRow | undefined;
    return row ? toUpdate(row) : undefined;
  }

  async listUpdates(pilgrimageId: number, viewerId: number): Promise<PilgrimageUpdate[]> {
    const rows = (await this.updates(viewerId)
      .where({ 'pu.pilgrimage_id': pilgrimageId, 'pu.is_public': true })
      .orderBy([
        { column: 'pu.created_at', order: 'desc' },
        { column: 'pu.id', order: 'desc' },
      ])
      .limit(FEED_PAGE)) as UpdateRow[];
    return rows.map(toUpdate);
  }

  /** What sharing an update to the community needs to know of it. */
  async findShareable(id: number): Promise<
    | {
        pilgrimage_id: number;
        pilgrimage_name: string;
        user_id: number;
        is_public: boolean;
        update_type: string;
        content: string | null;
        photo_url: string | null;
        altar_id: number | null;
        altar_name: string | null;
      }
    | undefined
  > {
    return this.db('pilgrimage_updates as pu')
      .join('pilgrimages as p', 'p.id', 'pu.pilgrimage_id')
      .leftJoin('altars as a', 'a.id', 'pu.altar_id')
      .where('pu.id', id)
      .first(
        'pu.pilgrimage_id',
        'p.name as pilgrimage_name',
        'pu.user_id',
        'pu.is_public',
        'pu.update_type',
        'pu.content',
        'pu.photo_url',
        'pu.altar_id',
        'a.name as altar_name',
      );
  }

  /** Locks the update row so concurrent toggles keep likes_count true. */
  async lockUpdate(id: number): Promise<{ pilgrimage_id: number } | undefined> {
    const result = await this.db.raw<{ rows: Array<{ pilgrimage_id: number }> }>(
      'SELECT pilgrimage_id FROM pilgrimage_updates WHERE id = ? FOR UPDATE',
      [id],
    );
    return result.rows[0];
  }

  async toggleLike(updateId: number, userId: number): Promise<{ liked: boolean; likesCount: number }> {
    const removed = await this.db('pilgrimage_update_likes').where({ update_id: updateId, user_id: userId }).del();
    if (removed === 0) {
      await this.db('pilgrimage_update_likes').insert({ update_id: updateId, user_id: userId }).onConflict().ignore();
    }
    const result = await this.db.raw<{ rows: Array<{ likes_count: number }> }>(
      `UPDATE pilgrimage_updates
          SET likes_count = (SELECT count(*) FROM pilgrimage_update_likes WHERE update_id = ?), updated_at = now()
        WHERE id = ? RETURNING likes_count`,
      [updateId, updateId],
    );
    return { liked: removed === 0, likesCount: result.rows[0]?.likes_count ?? 0 };
  }

  private messages() {
    return this.db('pilgrimage_messages as m')
      .join('users as u', 'u.id', 'm.sender_id')
      .select(
        'm.id',
        'm.pilgrimage_id',
        'm.sender_id',
        this.db.raw(`${USER_NAME} AS sender_name`),
        'u.first_name',
        'u.last_name',
        'u.profile_image_url as sender_image',
        'm.message',
        'm.message_type',
        'm.attachment_url',
        'm.latitude',
        'm.longitude',
        'm.created_at',
      );
  }

  /** The latest messages, oldest first (the chat card reads top to bottom). */
  async listMessages(pilgrimageId: number): Promise<PilgrimageMessage[]> {
    const rows = (await this.messages()
      .where('m.pilgrimage_id', pilgrimageId)
      .orderBy([
        { column: 'm.created_at', order: 'desc' },
        { column: 'm.id', order: 'desc' },
      ])
      .limit(CHAT_PAGE)) as MessageRow[];
    return rows.reverse().map(toMessage);
  }

  async insertMessage(message: {
    pilgrimageId: number;
    senderId: number;
    message: string;
    messageType: string;
    attachmentUrl: string | null;
    latitude: number | null;
    longitude: number | null;
  }): Promise<PilgrimageMessage> {
    const [inserted] = (await this.db('pilgrimage_messages')
      .insert({
        pilgrimage_id: message.pilgrimageId,
        sender_id: message.senderId,
        message: message.message,
        message_type: message.messageType,
        attachment_url: message.attachmentUrl,
        latitude: message.latitude,
        longitude: message.longitude,
      })
      .returning('id')) as Array<{ id: number }>;
    const row = (await this.messages()
      .where('m.id', (inserted as { id: number }).id)
      .first()) as MessageRow;
    return toMessage(row);
  }

  private companionSelect() {
    return [
      'u.id as user_id',
      this.db.raw(`${USER_NAME} AS name`),
      'u.first_name',
      'u.last_name',
      'u.profile_image_url',
      'j.id as active_pilgrimage_id',
      'j.current_altar_index',
      'j.distance_traveled',
      this.db.raw('COALESCE(j.current_latitude, c.current_latitude) AS latitude'),
      this.db.raw('COALESCE(j.current_longitude, c.current_longitude) AS longitude'),
      this.db.raw(
        '(SELECT heading FROM journey_positions jp WHERE jp.active_pilgrimage_id = j.id ORDER BY jp.id DESC LIMIT 1) AS heading',
      ),
      'c.joined_at',
      this.db.raw('COALESCE(c.last_active_at, j.last_location_update) AS last_active_at'),
      this.db.raw(
        'COALESCE((SELECT s.location_sharing FROM user_settings s WHERE s.user_id = u.id), false) AS sharing',
      ),
    ];
  }

  /** The member's companion links on the pilgrimage (asked, asked by, accepted). */
  async linksOf(pilgrimageId: number, memberId: number): Promise<CompanionLinkRow[]> {
    const rows = (await this.db('companion_links')
      .where({ pilgrimage_id: pilgrimageId })
      .andWhere((query) => void query.where({ requester_id: memberId }).orWhere({ addressee_id: memberId }))
      .select('requester_id', 'addressee_id', 'accepted_at')) as Array<{
      requester_id: number;
      addressee_id: number;
      accepted_at: Date | null;
    }>;
    return rows.map((row) => ({
      requesterId: row.requester_id,
      addresseeId: row.addressee_id,
      accepted: row.accepted_at !== null,
    }));
  }

  /**
   * `from` asks `to` to walk together; when `to` had already asked `from`, this accepts instead. Asking
   * again changes nothing. One row per pair (the unique index on the ordered pair settles a race).
   */
  async askOrAccept(pilgrimageId: number, from: number, to: number): Promise<void> {
    await this.db.raw(
      `INSERT INTO companion_links (pilgrimage_id, requester_id, addressee_id) VALUES (?, ?, ?)
       ON CONFLICT (pilgrimage_id, LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id)) DO NOTHING`,
      [pilgrimageId, from, to],
    );
    await this.db('companion_links')
      .where({ pilgrimage_id: pilgrimageId, requester_id: to, addressee_id: from })
      .whereNull('accepted_at')
      .update({ accepted_at: this.db.fn.now() });
  }

  /** Declines, withdraws or ends walking together: the pair's link is gone either way. */
  async removeLink(pilgrimageId: number, a: number, b: number): Promise<void> {
    await this.db('companion_links')
      .where({ pilgrimage_id: pilgrimageId })
      .andWhere(
        (query) => void query.where({ requester_id: a, addressee_id: b }).orWhere({ requester_id: b, addressee_id: a }),
      )
      .del();
  }

  /** pilgrimage_companions (joined, last active), with their active journey's progress. */
  async listCompanions(pilgrimageId: number): Promise<CompanionRow[]> {
    return (await this.db('pilgrimage_companions as c')
      .join('users as u', 'u.id', 'c.user_id')
      .leftJoin('active_pilgrimages as j', function () {
        this.on('j.user_id', 'c.user_id')
          .andOn('j.pilgrimage_id', 'c.pilgrimage_id')
          .andOnVal('j.is_active', '=', true);
      })
      .where({ 'c.pilgrimage_id': pilgrimageId, 'c.is_active': true })
      .select(this.companionSelect())
      .orderBy('c.joined_at')) as CompanionRow[];
  }

  /** Members with an active journey on the pilgrimage. */
  async listParticipants(pilgrimageId: number, userId?: number): Promise<CompanionRow[]> {
    const query = this.db('active_pilgrimages as j')
      .join('users as u', 'u.id', 'j.user_id')
      .leftJoin('pilgrimage_companions as c', function () {
        this.on('c.user_id', 'j.user_id').andOn('c.pilgrimage_id', 'j.pilgrimage_id');
      })
      .where({ 'j.pilgrimage_id': pilgrimageId, 'j.is_active': true })
      .select(this.companionSelect())
      .orderBy('j.started_at');
    if (userId !== undefined) void query.andWhere('j.user_id', userId);
    return (await query) as CompanionRow[];
  }
}
