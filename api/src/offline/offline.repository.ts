import type { Knex } from 'knex';
import type { OfflineDataType } from '@sacred/core/offline';

export interface OfflineRecord {
  dataType: OfflineDataType;
  count: number;
  updatedAt: Date;
  /** Sacred spaces only: how far the download reaches (km); null for downloads stored before it was kept. */
  withinKm: number | null;
}

/**
 * offline_cache: one row per member and kind of download (sacred-spaces, pilgrimages, weather). A
 * new download of a kind replaces the previous one; `data` keeps what was downloaded (for the
 * manifest counts and support), `data_id` says where (the area or the chosen ids).
 */
export class OfflineRepository {
  constructor(private readonly knex: Knex) {}

  async replace(
    userId: number,
    dataType: OfflineDataType,
    dataId: string,
    data: { count: number; items: unknown; withinKm?: number },
    expiresAt: Date,
  ): Promise<Date> {
    return this.knex.transaction(async (trx) => {
      await trx('offline_cache').where({ user_id: userId, data_type: dataType }).delete();
      const [row] = await trx('offline_cache')
        .insert({
          user_id: userId,
          data_type: dataType,
          data_id: dataId,
          data: JSON.stringify(data),
          expires_at: expiresAt,
        })
        .returning('updated_at');
      return (row as { updated_at: Date }).updated_at;
    });
  }

  /** The member's unexpired downloads, one per kind. */
  async current(userId: number, now: Date): Promise<OfflineRecord[]> {
    const rows = (await this.knex('offline_cache')
      .select(
        'data_type',
        this.knex.raw("coalesce((data ->> 'count')::int, 0) AS count"),
        this.knex.raw("(data ->> 'withinKm')::float8 AS within_km"),
        'updated_at',
      )
      .where({ user_id: userId })
      .whereRaw('(expires_at IS NULL OR expires_at > ?)', [now])) as Array<{
      data_type: OfflineDataType;
      count: number;
      within_km: number | null;
      updated_at: Date;
    }>;
    return rows.map((row) => ({
      dataType: row.data_type,
      count: Number(row.count),
      updatedAt: row.updated_at,
      withinKm: row.within_km === null ? null : Number(row.within_km),
    }));
  }

  async pruneExpired(now: Date): Promise<number> {
    return this.knex('offline_cache').where('expires_at', '<=', now).delete();
  }
}
