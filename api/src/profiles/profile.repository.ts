import type { Knex } from 'knex';
import type { PilgrimageCompletion, ProfileAltar } from './profile.types';

interface ProfileRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  profile_image_url: string | null;
  created_at: Date;
  altars_count: string | number;
  pilgrimages_count: string | number;
}

export interface StoredProfile {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
  altarsCount: number;
  pilgrimagesCount: number;
}

interface AltarRow {
  id: number;
  name: string;
  description: string | null;
  altar_type: string;
  photos: string[];
  is_eco_friendly: boolean;
  created_at: Date;
}

const toAltar = (row: AltarRow): ProfileAltar => ({
  id: row.id,
  name: row.name,
  description: row.description,
  altarType: row.altar_type,
  photos: row.photos,
  isEcoFriendly: row.is_eco_friendly,
  createdAt: row.created_at,
});

const ALTAR_COLUMNS = [
  'a.id',
  'a.name',
  'a.description',
  'a.altar_type',
  'a.photos',
  'a.is_eco_friendly',
  'a.created_at',
];

/** Profile reads over the member's rows (altars, completions, favourites); writes only favourites. */
export class ProfileRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async find(userId: number): Promise<StoredProfile | undefined> {
    const row = await this.db('users as u')
      .select<ProfileRow[]>(
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.bio',
        'u.profile_image_url',
        'u.created_at',
        this.db.raw('(SELECT count(*) FROM altars WHERE creator_id = u.id) AS altars_count'),
        this.db.raw('(SELECT count(*) FROM pilgrimage_completions WHERE user_id = u.id) AS pilgrimages_count'),
      )
      .where('u.id', userId)
      .first<ProfileRow | undefined>();
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      bio: row.bio,
      profileImageUrl: row.profile_image_url,
      createdAt: row.created_at,
      altarsCount: Number(row.altars_count),
      pilgrimagesCount: Number(row.pilgrimages_count),
    };
  }

  async altarsOf(userId: number, limit: number): Promise<ProfileAltar[]> {
    const rows = await this.db('altars as a')
      .select<AltarRow[]>(ALTAR_COLUMNS)
      .where('a.creator_id', userId)
      .orderBy([
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map(toAltar);
  }

  async completionsOf(userId: number, limit: number): Promise<PilgrimageCompletion[]> {
    const rows: Array<{
      id: number;
      completed_at: Date;
      reflections: string | null;
      pilgrimage_id: number;
      name: string;
      distance: string | number | null;
    }> = await this.db('pilgrimage_completions as c')
      .join('pilgrimages as p', 'p.id', 'c.pilgrimage_id')
      .select('c.id', 'c.completed_at', 'c.reflections', 'c.pilgrimage_id', 'p.name', 'p.distance')
      .where('c.user_id', userId)
      .orderBy([
        { column: 'c.completed_at', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      completedAt: row.completed_at,
      reflections: row.reflections,
      pilgrimage: {
        id: row.pilgrimage_id,
        name: row.name,
        distance: row.distance === null ? null : Number(row.distance),
      },
    }));
  }

  async favoritesOf(userId: number, limit: number): Promise<ProfileAltar[]> {
    const rows = await this.db('favorite_altars as f')
      .join('altars as a', 'a.id', 'f.altar_id')
      .select<AltarRow[]>(ALTAR_COLUMNS)
      .where('f.user_id', userId)
      .orderBy([
        { column: 'f.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map(toAltar);
  }

  async addFavorite(userId: number, altarId: number): Promise<void> {
    await this.db('favorite_altars')
      .insert({ user_id: userId, altar_id: altarId })
      .onConflict(['user_id', 'altar_id'])
      .ignore();
  }

  async removeFavorite(userId: number, altarId: number): Promise<void> {
    await this.db('favorite_altars').where({ user_id: userId, altar_id: altarId }).delete();
  }

  async isFavorite(userId: number, altarId: number): Promise<boolean> {
    return (await this.db('favorite_altars').where({ user_id: userId, altar_id: altarId }).first()) !== undefined;
  }
}
