import { describe, expect, it } from 'vitest';
import {
  achievementView,
  GPS_ISSUE_TEXTS,
  gpsIssueOf,
  canReachCheckpoint,
  companionAvatars,
  CONTINUE_TEXTS,
  continueJourneyPath,
  journeyUnderWay,
  filterUpdates,
  timeRemaining,
  milesBetween,
  progressPercent,
  splitTags,
} from './journeyView';

describe('live journey display rules', () => {
  const site = { latitude: 34.8697, longitude: -111.761 };
  // 0.1 mile of latitude on a 3959-mile sphere.
  const degreesPerTenthMile = (0.1 / 3959) * (180 / Math.PI);

  it('enables the checkpoint only with a position within 0.1 mile of the site', () => {
    expect(canReachCheckpoint(null, site)).toBe(false);
    expect(canReachCheckpoint(site, undefined)).toBe(false);
    expect(canReachCheckpoint({ ...site, latitude: site.latitude + degreesPerTenthMile * 0.98 }, site)).toBe(true);
    expect(canReachCheckpoint({ ...site, latitude: site.latitude + degreesPerTenthMile * 1.02 }, site)).toBe(false);
    expect(milesBetween(site, { ...site, latitude: site.latitude + 1 })).toBeCloseTo((Math.PI / 180) * 3959, 6);
  });

  it('shows progress as the current index over the site count, and the time remaining in hours and minutes', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    expect(timeRemaining(96)).toBe('1 h 36 min');
    expect(timeRemaining(50)).toBe('50 min');
    expect(timeRemaining(null)).toBe('Unknown');
  });

  it('shows four companions, then +N', () => {
    expect(companionAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: null });
    expect(companionAvatars([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: '+2' });
  });

  it('filters the live feed by update type and reads tags', () => {
    const updates = [{ updateType: 'photo' }, { updateType: 'checkpoint' }, { updateType: 'photo' }];
    expect(filterUpdates(updates, 'all')).toHaveLength(3);
    expect(filterUpdates(updates, 'photo')).toHaveLength(2);
    expect(filterUpdates(updates, 'milestone')).toEqual([]);
    expect(splitTags(' sunrise, ridge ,')).toEqual(['sunrise', 'ridge', '']);
    expect(splitTags('   ')).toEqual([]);
  });

  it('names achievement tiers by percent, with the next 10 percent step', () => {
    expect(achievementView('distance_walker', 5, 100)).toMatchObject({
      tier: 'Starting',
      nextMilestone: 10,
      unit: 'km',
      reward: null,
    });
    expect(achievementView('distance_walker', 20, 100).tier).toBe('Beginner');
    expect(achievementView('sacred_photographer', 13, 20)).toMatchObject({ percent: 65, tier: 'Experienced' });
    expect(achievementView('daily_pilgrim', 30, 30)).toMatchObject({
      tier: 'Mastered',
      reward: '+50 XP',
      nextMilestone: null,
    });
  });
});

describe('continue your journey', () => {
  it('offers the newest journey still under way, and none once all ended', () => {
    const journeys = [
      { id: 3, isActive: false },
      { id: 2, isActive: true },
      { id: 1, isActive: true },
    ];
    expect(journeyUnderWay(journeys)?.id).toBe(2);
    expect(journeyUnderWay([{ id: 3, isActive: false }])).toBeNull();
    expect(continueJourneyPath(12)).toBe('/pilgrimage/active?id=12');
    expect(CONTINUE_TEXTS.progress(1, 3)).toBe('1 of 3 sacred sites reached');
  });
});

describe('GPS issues', () => {
  it('names the case by the browser error code, keeping the spec text for a refused permission', () => {
    expect(gpsIssueOf(1)).toBe('denied');
    expect(gpsIssueOf(2)).toBe('unavailable');
    expect(gpsIssueOf(3)).toBe('timeout');
    expect(GPS_ISSUE_TEXTS.denied).toBe('Please check your location permissions.');
    expect(GPS_ISSUE_TEXTS.unavailable).not.toMatch(/permission/i);
    expect(GPS_ISSUE_TEXTS.timeout).not.toMatch(/permission/i);
  });
});
