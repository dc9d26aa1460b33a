import type { Knex } from 'knex';
import { translateDatabaseError } from '../platform/errors';
import type { Altar } from './altar.types';

interface AltarRow {
  id: number;
  name: string;
  description: string | null;
  story: string | null;
  materials: string | null;
  latitude: number;
  longitude: number;
  altar_type: string;
  photos: string[];
  tags: string[];
  is_eco_friendly: boolean;
  no_plastic_used: boolean;
  biodegradable_only: boolean;
  no_waste_left: boolean;
  visit_count: number;
  likes: number;
  recent_activity: number;
  creator_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface NewAltar {
  name: string;
  description?: string | null;
  story?: string | null;
  materials?: string | null;
  latitude: number;
  longitude: number;
  altarType: string;
  photos: string[];
  tags?: string[];
  isEcoFriendly?: boolean;
  noPlasticUsed?: boolean;
  biodegradableOnly?: boolean;
  noWasteLeft?: boolean;
  creatorId: number;
}

const COLUMNS: string[] = [
  'id',
  'name',
  'description',
  'story',
  'materials',
  'latitude',
  'longitude',
  'altar_type',
  'photos',
  'tags',
  'is_eco_friendly',
  'no_plastic_used',
  'biodegradable_only',
  'no_waste_left',
  'visit_count',
  'likes',
  'recent_activity',
  'creator_id',
  'created_at',
  'updated_at',
];

function toAltar(row: AltarRow): Altar {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    story: row.story,
    materials: row.materials,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    altarType: row.altar_type,
    photos: row.photos,
    tags: row.tags,
    isEcoFriendly: row.is_eco_friendly,
    noPlasticUsed: row.no_plastic_used,
    biodegradableOnly: row.biodegradable_only,
    noWasteLeft: row.no_waste_left,
    visitCount: row.visit_count,
    likes: row.likes,
    recentActivity: row.recent_activity,
    creatorId: row.creator_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class AltarRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Newest first, bounded by the caller. */
  async list(limit: number): Promise<Altar[]> {
    const rows = await this.db('altars').select<AltarRow[]>(COLUMNS).orderBy('id', 'desc').limit(limit);
    return rows.map(toAltar);
  }

  async findById(id: number): Promise<Altar | undefined> {
    const row = await this.db('altars').select<AltarRow[]>(COLUMNS).where({ id }).first<AltarRow | undefined>();
    return row ? toAltar(row) : undefined;
  }

  async insert(altar: NewAltar): Promise<Altar> {
    try {
      const [row] = await this.db('altars')
        .insert({
          name: altar.name,
          description: altar.description ?? null,
          story: altar.story ?? null,
          materials: altar.materials ?? null,
          latitude: altar.latitude,
          longitude: altar.longitude,
          altar_type: altar.altarType,
          photos: altar.photos,
          tags: altar.tags ?? [],
          is_eco_friendly: altar.isEcoFriendly ?? true,
          no_plastic_used: altar.noPlasticUsed ?? false,
          biodegradable_only: altar.biodegradableOnly ?? false,
          no_waste_left: altar.noWasteLeft ?? false,
          creator_id: altar.creatorId,
        })
        .returning<AltarRow[]>(COLUMNS);
      return toAltar(row as AltarRow);
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }
}
