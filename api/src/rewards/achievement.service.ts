import type { Knex } from 'knex';
import {
  ACHIEVEMENT_TYPE_LIST,
  achievementStanding,
  MOONLIGHT_MIN_ILLUMINATION,
  type AchievementType,
} from '@sacred/core/achievements';
import { moonIlluminationAt } from '@sacred/core/moon';
import { AchievementRepository, type StoredAchievement } from './achievement.repository';
import type { SpiritualAchievement } from './achievement.types';

/** Levels reached by a stored row (see achievementStanding: the last level counts once its goal is met). */
const storedCompleted = (row: StoredAchievement): number =>
  row.level - 1 + (row.max_progress !== null && row.progress >= row.max_progress ? 1 : 0);

/**
 * Spiritual achievements: counted from the member's activity on every read and kept in
 * spiritual_achievements, where unlockedAt remembers when a level was first reached. Read through a
 * profile (ProfileService.achievementsOf), so they are visible like the rest of it.
 */
export class AchievementService {
  constructor(private readonly knex: Knex) {}

  async refresh(userId: number, now: Date = new Date()): Promise<SpiritualAchievement[]> {
    const repository = new AchievementRepository(this.knex);
    const [counts, starts, stored] = await Promise.all([
      repository.counts(userId),
      repository.journeyStarts(userId),
      repository.stored(userId),
    ]);
    const measured: Record<AchievementType, number> = {
      ...counts,
      moonlight_pilgrim: starts.filter((start) => moonIlluminationAt(start) >= MOONLIGHT_MIN_ILLUMINATION).length,
    };
    const byType = new Map(stored.map((row) => [row.achievement_type, row]));
    const changed: Parameters<AchievementRepository['save']>[1] = [];
    const achievements = ACHIEVEMENT_TYPE_LIST.map((type): SpiritualAchievement => {
      const standing = achievementStanding(type, measured[type]);
      const previous = byType.get(type);
      const before = previous ? storedCompleted(previous) : 0;
      let unlockedAt: Date | null = null;
      if (standing.completedLevels > before) unlockedAt = now;
      else if (standing.completedLevels > 0) unlockedAt = previous?.unlocked_at ?? now;
      if (
        !previous ||
        previous.level !== standing.level ||
        previous.progress !== standing.progress ||
        previous.max_progress !== standing.maxProgress ||
        (previous.unlocked_at?.getTime() ?? null) !== (unlockedAt?.getTime() ?? null)
      ) {
        changed.push({
          type,
          level: standing.level,
          progress: standing.progress,
          maxProgress: standing.maxProgress,
          unlockedAt,
        });
      }
      return {
        userId,
        achievementType: type,
        unit: standing.unit,
        level: standing.level,
        levels: standing.levels,
        progress: standing.progress,
        maxProgress: standing.maxProgress,
        percent: standing.percent,
        tier: standing.tier,
        xp: standing.xp,
        nextMilestone: standing.nextMilestone,
        completedLevels: standing.completedLevels,
        unlockedAt,
      };
    });
    await repository.save(userId, changed);
    return achievements;
  }
}
