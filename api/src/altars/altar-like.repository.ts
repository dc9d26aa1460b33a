import type { Knex } from 'knex';

/** Members' likes of altars: the rows, and `altars.likes` recomputed from them on every change. */
export class AltarLikeRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Adds or removes the member's like and returns the altar's count from the rows. */
  async set(userId: number, altarId: number, liked: boolean): Promise<number> {
    if (liked) {
      await this.db('altar_likes')
        .insert({ user_id: userId, altar_id: altarId })
        .onConflict(['user_id', 'altar_id'])
        .ignore();
    } else {
      await this.db('altar_likes').where({ user_id: userId, altar_id: altarId }).delete();
    }
    const result = await this.db.raw<{ rows: Array<{ likes: number }> }>(
      `UPDATE altars SET likes = (SELECT count(*) FROM altar_likes WHERE altar_id = :altarId)
        WHERE id = :altarId RETURNING likes`,
      { altarId },
    );
    return Number(result.rows[0]?.likes ?? 0);
  }

  async isLiked(userId: number, altarId: number): Promise<boolean> {
    return (await this.db('altar_likes').where({ user_id: userId, altar_id: altarId }).first('altar_id')) !== undefined;
  }

  async count(altarId: number): Promise<number> {
    const row = await this.db('altar_likes').where({ altar_id: altarId }).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  }
}
