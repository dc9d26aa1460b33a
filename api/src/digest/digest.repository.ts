import type { Knex } from 'knex';
import type { DigestSummary } from '@sacred/core/digest';

/** What the weekly digest reads: who wants it, and a week of the member's and the community's activity. */
export class DigestRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /**
   * Members with Email Digest on (it is off by default, so only saved settings can turn it on), with
   * their time zone (null while unknown).
   */
  async recipients(): Promise<Array<{ userId: number; timeZone: string | null }>> {
    const rows: Array<{ user_id: number; time_zone: string | null }> = await this.db('user_settings as s')
      .join('users as u', 'u.id', 's.user_id')
      .select('s.user_id', 'u.time_zone')
      .whereRaw(`(s.settings -> 'notifications' ->> 'emailDigest')::boolean IS TRUE`)
      .orderBy('s.user_id');
    return rows.map((row) => ({ userId: row.user_id, timeZone: row.time_zone }));
  }

  async wantsDigest(userId: number): Promise<boolean> {
    const row = await this.db('user_settings')
      .where({ user_id: userId })
      .whereRaw(`(settings -> 'notifications' ->> 'emailDigest')::boolean IS TRUE`)
      .first('user_id');
    return row !== undefined;
  }

  /** The member's address and first name (undefined when they have none: the digest says "pilgrim"). */
  async member(userId: number): Promise<{ email: string; firstName: string | undefined } | undefined> {
    const row = await this.db('users')
      .where({ id: userId })
      .first<{ email: string; first_name: string | null } | undefined>('email', 'first_name');
    return row && { email: row.email, firstName: row.first_name?.trim() || undefined };
  }

  /** The seven days up to `until`: the member's rituals and completions, the community's new altars and posts. */
  async summary(userId: number, until: Date): Promise<Omit<DigestSummary, 'firstName'>> {
    const since = new Date(until.getTime() - 7 * 24 * 3600 * 1000);
    const result = await this.db.raw<{ rows: Array<Record<string, string | number>> }>(
      `SELECT
         (SELECT count(*) FROM rituals WHERE user_id = :userId AND completed_at > :since AND completed_at <= :until) AS rituals,
         (SELECT count(*) FROM pilgrimage_completions
           WHERE user_id = :userId AND completed_at > :since AND completed_at <= :until) AS journeys_completed,
         (SELECT count(*) FROM altars a WHERE a.created_at > :since AND a.created_at <= :until
             AND NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'altar' AND h.content_id = a.id)) AS new_altars,
         (SELECT count(*) FROM posts p WHERE p.created_at > :since AND p.created_at <= :until
             AND NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'post' AND h.content_id = p.id)) AS new_posts`,
      { userId, since, until },
    );
    const row = result.rows[0] ?? {};
    const names: Array<{ name: string }> = await this.db('altars as a')
      .select('a.name')
      .where('a.created_at', '>', since)
      .andWhere('a.created_at', '<=', until)
      .whereRaw(`NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'altar' AND h.content_id = a.id)`)
      .orderBy([
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(3);
    return {
      rituals: Number(row.rituals ?? 0),
      journeysCompleted: Number(row.journeys_completed ?? 0),
      newAltars: Number(row.new_altars ?? 0),
      newPosts: Number(row.new_posts ?? 0),
      altarNames: names.map((altar) => altar.name),
    };
  }
}
