import { achievementTier, nextMilestone, type AchievementTier } from './badges';
import { ACHIEVEMENT_TYPES } from './enums';

/**
 * Spiritual achievements: eight kinds, each counted in its unit from the
 * member's real activity, in levels. The spec gives the kinds, units and the tiers by percent of
 * maxProgress but no goals; the goals below are ours (docs/product.md "Spiritual achievements"). A kind's level
 * is the first whose goal is not reached yet (the last one once all are); maxProgress is that goal.
 */
export type AchievementType = keyof typeof ACHIEVEMENT_TYPES;
export const ACHIEVEMENT_TYPE_LIST = Object.keys(ACHIEVEMENT_TYPES) as AchievementType[];

export const ACHIEVEMENT_LEVELS: Record<AchievementType, readonly number[]> = {
  /** km walked on journeys (the geodesic track). */
  distance_walker: [10, 50, 100, 250, 500],
  /** photos shared on journeys. */
  sacred_photographer: [10, 50, 100, 250],
  /** distinct days (UTC) with journey activity: a start, a position or a shared update. */
  daily_pilgrim: [7, 30, 100, 365],
  /** other members who began a journey on a pilgrimage the member created. */
  community_guide: [5, 25, 100],
  /** altars created. */
  altar_creator: [3, 10, 25, 50],
  /** journeys begun while the moon was at least 90% lit (the nights around a full moon). */
  moonlight_pilgrim: [1, 5, 13],
  /** distinct Tree Shrine altars created, checked in at, or held a ritual at. */
  forest_guardian: [3, 10, 25],
  /** completed pilgrimages of challenging or expert difficulty. */
  spiritual_warrior: [1, 5, 10],
};

/** The moon's lit fraction from which a journey counts as a moonlight journey. */
export const MOONLIGHT_MIN_ILLUMINATION = 0.9;

export interface AchievementStanding {
  achievementType: AchievementType;
  unit: string;
  /** 1-based level; its goal is maxProgress. */
  level: number;
  levels: number;
  progress: number;
  maxProgress: number;
  /** progress / maxProgress, whole percent, at most 100. */
  percent: number;
  tier: AchievementTier['label'];
  xp: string | null;
  /** The next step of 10 percent of maxProgress. */
  nextMilestone: number;
  /** Levels whose goal is reached. */
  completedLevels: number;
}

export function achievementStanding(type: AchievementType, measured: number): AchievementStanding {
  const goals = ACHIEVEMENT_LEVELS[type];
  const progress = Math.max(0, Math.floor(measured));
  const completedLevels = goals.filter((goal) => progress >= goal).length;
  const index = Math.min(completedLevels, goals.length - 1);
  const maxProgress = goals[index] as number;
  const percent = Math.min(100, Math.floor((progress / maxProgress) * 100));
  const tier = achievementTier(percent);
  return {
    achievementType: type,
    unit: ACHIEVEMENT_TYPES[type],
    level: index + 1,
    levels: goals.length,
    progress,
    maxProgress,
    percent,
    tier: tier.label,
    xp: tier.xp,
    nextMilestone: nextMilestone(progress, maxProgress),
    completedLevels,
  };
}
