import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_LEVELS, ACHIEVEMENT_TYPE_LIST, achievementStanding } from './achievements';

describe('achievementStanding', () => {
  it('starts every kind at level 1 with its first goal', () => {
    for (const type of ACHIEVEMENT_TYPE_LIST) {
      const standing = achievementStanding(type, 0);
      expect(standing).toMatchObject({ level: 1, progress: 0, percent: 0, tier: 'Starting', completedLevels: 0 });
      expect(standing.maxProgress).toBe(ACHIEVEMENT_LEVELS[type][0]);
    }
  });

  it('reads the tier from the percent of the current goal', () => {
    expect(achievementStanding('distance_walker', 4.9)).toMatchObject({ progress: 4, percent: 40, tier: 'Developing' });
    expect(achievementStanding('distance_walker', 8)).toMatchObject({
      percent: 80,
      tier: 'Advanced',
      nextMilestone: 9,
    });
  });

  it('moves to the next level once a goal is reached', () => {
    expect(achievementStanding('distance_walker', 10)).toMatchObject({
      level: 2,
      maxProgress: 50,
      percent: 20,
      tier: 'Beginner',
      completedLevels: 1,
    });
  });

  it('stays Mastered on the last level past its goal', () => {
    expect(achievementStanding('spiritual_warrior', 12)).toMatchObject({
      level: 3,
      maxProgress: 10,
      percent: 100,
      tier: 'Mastered',
      xp: '+50 XP',
      completedLevels: 3,
      nextMilestone: 10,
    });
  });
});
