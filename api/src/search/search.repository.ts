import type { Knex } from 'knex';

export interface AltarNameMatch {
  id: number;
  name: string;
  altarType: string;
  latitude: number;
  longitude: number;
  distanceMeters: number | null;
}

interface AltarNameRow {
  id: number;
  name: string;
  altar_type: string;
  latitude: string;
  longitude: string;
  meters: number | null;
}

const POINT = 'ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export class SearchRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Altars whose name holds the text (or is a near spelling of it, trigram index altars_name_trgm),
   * nearest to the point first. Everyone reads the public point: a sensitive altar is found at its
   * generalized cell centre, and measured from there.
   */
  async altarsByName(
    text: string,
    near: { latitude: number; longitude: number } | undefined,
    limit: number,
  ): Promise<AltarNameMatch[]> {
    const meters = near
      ? this.db.raw(`ST_Distance(public_geog, ${POINT})`, [near.longitude, near.latitude])
      : this.db.raw('NULL::float8');
    const rows = await this.db('altars')
      .select<AltarNameRow[]>(
        'id',
        'name',
        'altar_type',
        this.db.raw('public_latitude AS latitude'),
        this.db.raw('public_longitude AS longitude'),
        this.db.raw('? AS meters', [meters]),
      )
      .where((where) => {
        void where.whereILike('name', `%${escapeLike(text)}%`).orWhereRaw('name % ?', [text]);
      })
      .orderByRaw('(name ILIKE ?) DESC, meters ASC NULLS LAST, id', [`%${escapeLike(text)}%`])
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      altarType: row.altar_type,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      distanceMeters: row.meters === null ? null : Math.round(Number(row.meters)),
    }));
  }
}
