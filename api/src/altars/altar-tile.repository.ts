import type { Knex } from 'knex';
import { tileBounds, type TileAddress } from '@sacred/core/mercator';
import { SRID } from './altar.repository';

/** Tile coordinates: 4096 units across a tile (the MVT default), Web Mercator (EPSG:3857) inside it. */
export const TILE_EXTENT = 4096;
const WEB_MERCATOR = 3857;

/** One altar as the altar tiles carry it: its public position and the fields a marker needs. */
export interface TileAltarRow {
  id: number;
  name: string;
  altarType: string;
  isEcoFriendly: boolean;
  photoCount: number;
  visitCount: number;
  likes: number;
  recentActivity: number;
  latitude: number;
  longitude: number;
}

const TILE_ALTAR_COLUMNS = `id, name, altar_type AS "altarType", is_eco_friendly AS "isEcoFriendly",
  cardinality(photos) AS "photoCount", visit_count AS "visitCount", likes, recent_activity AS "recentActivity"`;

/**
 * The altar layer of the tiles: public positions only (tiles are shared by everyone and cached by HTTP
 * caches, so a sensitive altar is always at its generalized spot here), by the expression GiST index on
 * public_geog::geometry. Two encoders: ST_AsMVT in PostGIS, or rows for the Node encoder where the
 * database has no ST_AsMVT (the embedded PGlite is built without protobuf).
 */
export class AltarTileRepository {
  constructor(private readonly db: Knex) {}

  /** True when the database can encode vector tiles itself. */
  async hasAsMvt(): Promise<boolean> {
    try {
      await this.db.raw(`SELECT ST_AsMVT(q, 'probe') FROM (SELECT 1 AS id, ST_MakePoint(0, 0) AS geom) AS q`);
      return true;
    } catch {
      return false;
    }
  }

  /** Up to `max` altars in the tile, ordered by id (undefined when there are more). */
  async altarsIn(tile: TileAddress, max: number): Promise<TileAltarRow[] | undefined> {
    const box = tileBounds(tile);
    const rows = await this.db
      .select<TileAltarRow[]>(
        this.db.raw(TILE_ALTAR_COLUMNS),
        this.db.raw('public_latitude::float8 AS latitude, public_longitude::float8 AS longitude'),
      )
      .from('altars')
      .whereRaw('public_geog::geometry && ST_MakeEnvelope(?::float8, ?::float8, ?::float8, ?::float8, ?::int)', [
        box.west,
        box.south,
        box.east,
        box.north,
        SRID,
      ])
      .orderBy('id')
      .limit(max + 1);
    return rows.length > max ? undefined : rows;
  }

  /** The same altars as one MVT layer `altars`, encoded by PostGIS; undefined when more than `max`. */
  async altarsAsMvt(tile: TileAddress, max: number): Promise<Buffer | undefined> {
    const result = await this.db.raw<{ rows: Array<{ tile: Buffer | null; count: number }> }>(
      `WITH inside AS (
         SELECT ${TILE_ALTAR_COLUMNS}, public_geog::geometry AS point
         FROM altars
         WHERE public_geog::geometry && ST_Transform(ST_TileEnvelope(?::int, ?::int, ?::int), ?::int)
         ORDER BY id
         LIMIT ?::int
       )
       SELECT (SELECT count(*)::int FROM inside) AS count,
              (SELECT ST_AsMVT(features, 'altars', ?::int, 'geom', 'id')
               FROM (SELECT id, name, "altarType", "isEcoFriendly", "photoCount", "visitCount", likes, "recentActivity",
                            ST_AsMVTGeom(ST_Transform(point, ?::int), ST_TileEnvelope(?::int, ?::int, ?::int), ?::int, 0, false) AS geom
                     FROM inside) AS features) AS tile`,
      [tile.z, tile.x, tile.y, SRID, max + 1, TILE_EXTENT, WEB_MERCATOR, tile.z, tile.x, tile.y, TILE_EXTENT],
    );
    const row = result.rows[0];
    if (!row || row.count > max) return undefined;
    return row.tile ?? Buffer.alloc(0);
  }
}
