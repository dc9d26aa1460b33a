import type { Knex } from 'knex';
import type { AchievementType } from '@sacred/core/achievements';
import { localDate, zoneOfMember } from '../platform/infra/member-day';

export type AchievementCounts = Record<Exclude<AchievementType, 'moonlight_pilgrim'>, number>;

export interface StoredAchievement {
  achievement_type: AchievementType;
  level: number;
  progress: number;
  max_progress: number | null;
  unlocked_at: Date | null;
}

/** The member's activity counted per achievement kind, and the spiritual_achievements rows kept from it. */
export class AchievementRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async counts(userId: number): Promise<AchievementCounts> {
    // Daily Pilgrim counts the member's own calendar days.
    const zone = zoneOfMember(':user');
    const result = await this.db.raw<{ rows: Array<Record<keyof AchievementCounts, string | number>> }>(
      `SELECT
         (SELECT COALESCE(sum(distance_meters), 0) / 1000 FROM active_pilgrimages WHERE user_id = :user) AS distance_walker,
         (SELECT count(*) FROM pilgrimage_photos WHERE user_id = :user) AS sacred_photographer,
         (SELECT count(DISTINCT day) FROM (
            SELECT ${localDate('started_at', zone)} AS day FROM active_pilgrimages WHERE user_id = :user
            UNION SELECT unnest(walked_days) FROM active_pilgrimages WHERE user_id = :user
            UNION SELECT ${localDate('created_at', zone)} FROM pilgrimage_updates WHERE user_id = :user
          ) days) AS daily_pilgrim,
         (SELECT count(DISTINCT j.user_id) FROM active_pilgrimages j JOIN pilgrimages p ON p.id = j.pilgrimage_id
           WHERE p.creator_id = :user AND j.user_id <> :user) AS community_guide,
         (SELECT count(*) FROM altars WHERE creator_id = :user) AS altar_creator,
         (SELECT count(*) FROM altars a WHERE a.altar_type = 'Tree Shrine' AND (
            a.creator_id = :user
            OR a.id IN (SELECT altar_id FROM rituals WHERE user_id = :user AND altar_id IS NOT NULL)
            OR a.id IN (SELECT unnest(checkpoint_reached) FROM active_pilgrimages WHERE user_id = :user))) AS forest_guardian,
         (SELECT count(*) FROM pilgrimage_completions c JOIN pilgrimages p ON p.id = c.pilgrimage_id
           WHERE c.user_id = :user AND p.difficulty IN ('challenging', 'expert')) AS spiritual_warrior`,
      { user: userId },
    );
    const row = result.rows[0];
    const read = (key: keyof AchievementCounts) => Number(row?.[key] ?? 0);
    return {
      distance_walker: read('distance_walker'),
      sacred_photographer: read('sacred_photographer'),
      daily_pilgrim: read('daily_pilgrim'),
      community_guide: read('community_guide'),
      altar_creator: read('altar_creator'),
      forest_guardian: read('forest_guardian'),
      spiritual_warrior: read('spiritual_warrior'),
    };
  }

  /** When each of the member's journeys began (for moonlight journeys). */
  async journeyStarts(userId: number): Promise<Date[]> {
    const rows = (await this.db('active_pilgrimages').where({ user_id: userId }).select('started_at')) as Array<{
      started_at: Date;
    }>;
    return rows.map((row) => row.started_at);
  }

  async stored(userId: number): Promise<StoredAchievement[]> {
    return (await this.db('spiritual_achievements')
      .where({ user_id: userId })
      .select('achievement_type', 'level', 'progress', 'max_progress', 'unlocked_at')) as StoredAchievement[];
  }

  async save(
    userId: number,
    rows: Array<{
      type: AchievementType;
      level: number;
      progress: number;
      maxProgress: number;
      unlockedAt: Date | null;
    }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db('spiritual_achievements')
      .insert(
        rows.map((row) => ({
          user_id: userId,
          achievement_type: row.type,
          level: row.level,
          progress: row.progress,
          max_progress: row.maxProgress,
          unlocked_at: row.unlockedAt,
        })),
      )
      .onConflict(['user_id', 'achievement_type'])
      .merge(['level', 'progress', 'max_progress', 'unlocked_at', 'updated_at']);
  }
}
