import { describe, expect, it } from 'vitest';
import { achievementTier, BADGE_CATALOGUE, badgeSlots, daysSinceJoining, nextMilestone } from './badges';

describe('badge catalogue', () => {
  it('has the XP reward of each of the six badges and the page a locked badge sends the member to', () => {
    expect(BADGE_CATALOGUE.map((badge) => badge.rewardXp)).toEqual([50, 100, 75, 80, 90, 120]);
    expect(BADGE_CATALOGUE.map((badge) => badge.lockedPath)).toEqual([
      '/',
      '/pilgrimages',
      '/create-altar',
      '/feed',
      '/',
      '/',
    ]);
  });

  it('fills six slots with earned badges first', () => {
    const slots = badgeSlots(['Sacred Explorer', 'guide']);
    expect(slots).toHaveLength(6);
    expect(slots[0]).toMatchObject({ earned: true, badge: { name: 'Sacred Explorer' } });
    expect(slots.filter((slot) => slot.earned)).toHaveLength(1);
  });
});

describe('achievementTier', () => {
  it.each([
    [0, 'Starting'],
    [19, 'Starting'],
    [20, 'Beginner'],
    [40, 'Developing'],
    [60, 'Experienced'],
    [80, 'Advanced'],
    [100, 'Mastered'],
  ] as const)('%d%% is %s', (percent, label) => {
    expect(achievementTier(percent).label).toBe(label);
  });

  it('shows +50 XP only when mastered, and steps milestones by a tenth', () => {
    expect(achievementTier(100).xp).toBe('+50 XP');
    expect(achievementTier(99).xp).toBeNull();
    expect(nextMilestone(42, 100)).toBe(50);
    expect(nextMilestone(30, 30)).toBe(30);
  });
});

describe('daysSinceJoining', () => {
  it('rounds up', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(daysSinceJoining('2026-11-22T11:00:00Z', now)).toBe(1);
    expect(daysSinceJoining('2026-11-20T12:00:00Z', now)).toBe(2);
    expect(daysSinceJoining('2026-11-20T11:59:00Z', now)).toBe(3);
    expect(daysSinceJoining(now, now)).toBe(0);
  });
});
