import type { Knex } from 'knex';
import type { JourneyPhoto, PilgrimageUpdate } from './live.types';
import { MEMBER_NAME_SQL, numberOrNull } from './live-rows';

const FEED_PAGE = 100;

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
  latitude: numberOrNull(row.latitude),
  longitude: numberOrNull(row.longitude),
  likesCount: row.likes_count,
  likedByViewer: row.liked,
  createdAt: row.created_at,
});

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

/** The updates and photos posted along a pilgrimage, and their likes. */
export class JourneyUpdateRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

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
      latitude: numberOrNull(stored.latitude),
      longitude: numberOrNull(stored.longitude),
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
        this.db.raw(`${MEMBER_NAME_SQL} AS user_name`),
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
}
