/** Badges, achievement tiers and the profile's constants. */

export const BADGE_SLOTS = 6;

/** The 'guide' badge marks post authors who lead walks; it is granted, not earned, and not in the six. */
export const GUIDE_BADGE = 'guide';

/** The guide badge's row in the `badges` table: no XP, as nobody earns it. */
export const GUIDE_BADGE_ROW = {
  name: GUIDE_BADGE,
  description: 'Leads community walks and welcomes new pilgrims.',
  requirements: ['Recognised by the community'],
  icon: 'flag',
  color: '#00838f',
  rewardXp: null,
} as const;

export type BadgeKey = 'ecoGuardian' | 'pilgrim' | 'caretaker' | 'communityBuilder' | 'explorer' | 'earthKeeper';

/**
 * Thresholds of the earning rules (docs/product.md "Community, profile and settings"); every requirement in
 * a badge's list must be met.
 */
export const BADGE_RULES = {
  /** Sacred Caretaker: created an altar at least a season (90 days) ago that still stands. */
  caretakerSeasonDays: 90,
  /** Community Builder: five posts and comments on ten different posts. */
  communityPosts: 5,
  communityCommentedPosts: 10,
  /** Sacred Explorer: rituals, reviews or journal entries at ten distinct altars... */
  explorerAltars: 10,
  /** ...in at least three regions (distinct 1°x1° cells of latitude/longitude). */
  explorerRegions: 3,
  /** Earth Keeper: three of the other five badges, and a member for six months. */
  earthKeeperOtherBadges: 3,
  earthKeeperMemberDays: 182,
} as const;

export interface CatalogueBadge {
  key: BadgeKey;
  /** The badge's name in the `badges` table. */
  name: string;
  /** XP reward. */
  rewardXp: number;
  /** Where a locked badge's dialog sends the member. */
  lockedPath: string;
  lockedAction: string;
  /** Catalogue texts, the same as the demo seed's (the server creates missing catalogue rows from them). */
  description: string;
  requirements: readonly string[];
  icon: string;
  color: string;
}

/** The six catalogue badges, in the spec's order. */
export const BADGE_CATALOGUE: readonly CatalogueBadge[] = [
  {
    key: 'ecoGuardian',
    name: 'Eco Guardian',
    rewardXp: 50,
    lockedPath: '/',
    lockedAction: 'Explore Altars',
    description: 'Cares for the land at every altar visited.',
    requirements: ['Create an eco-friendly altar', 'Follow all leave-no-trace practices'],
    icon: 'leaf',
    color: '#2e7d32',
  },
  {
    key: 'pilgrim',
    name: 'Sacred Pilgrim',
    rewardXp: 100,
    lockedPath: '/pilgrimages',
    lockedAction: 'Find a Pilgrimage',
    description: 'Completed a pilgrimage from start to end.',
    requirements: ['Complete one pilgrimage', 'Reach every checkpoint'],
    icon: 'footprints',
    color: '#6a1b9a',
  },
  {
    key: 'caretaker',
    name: 'Sacred Caretaker',
    rewardXp: 75,
    lockedPath: '/create-altar',
    lockedAction: 'Create an Altar',
    description: 'Created and tends an altar for others.',
    requirements: ['Create an altar', 'Keep it tended for a season'],
    icon: 'heart',
    color: '#c2185b',
  },
  {
    key: 'communityBuilder',
    name: 'Community Builder',
    rewardXp: 80,
    lockedPath: '/feed',
    lockedAction: 'Visit the Community',
    description: 'Brings pilgrims together.',
    requirements: ['Share five posts', 'Comment on ten posts'],
    icon: 'users',
    color: '#1565c0',
  },
  {
    key: 'explorer',
    name: 'Sacred Explorer',
    rewardXp: 90,
    lockedPath: '/',
    lockedAction: 'Explore Altars',
    description: 'Has visited altars in many places.',
    requirements: ['Visit ten altars', 'Visit altars in three regions'],
    icon: 'compass',
    color: '#ef6c00',
  },
  {
    key: 'earthKeeper',
    name: 'Earth Keeper',
    rewardXp: 120,
    lockedPath: '/',
    lockedAction: 'Explore Altars',
    description: 'A long-time steward of sacred places.',
    requirements: ['Earn three other badges', 'Member for six months'],
    icon: 'mountain',
    color: '#5d4037',
  },
];

export interface BadgeSlot {
  badge: CatalogueBadge;
  earned: boolean;
}

/** Six slots: the earned catalogue badges first, then the locked ones, in catalogue order. */
export function badgeSlots(earnedNames: readonly string[]): BadgeSlot[] {
  const earned = BADGE_CATALOGUE.filter((badge) => earnedNames.includes(badge.name));
  const locked = BADGE_CATALOGUE.filter((badge) => !earnedNames.includes(badge.name));
  return [
    ...earned.map((badge) => ({ badge, earned: true })),
    ...locked.map((badge) => ({ badge, earned: false })),
  ].slice(0, BADGE_SLOTS);
}

export interface AchievementTier {
  label: 'Starting' | 'Beginner' | 'Developing' | 'Experienced' | 'Advanced' | 'Mastered';
  /** '+50 XP' for Mastered only. */
  xp: string | null;
}

/** Achievement tiers by progress percent. */
export function achievementTier(percent: number): AchievementTier {
  if (percent >= 100) return { label: 'Mastered', xp: '+50 XP' };
  if (percent >= 80) return { label: 'Advanced', xp: null };
  if (percent >= 60) return { label: 'Experienced', xp: null };
  if (percent >= 40) return { label: 'Developing', xp: null };
  if (percent >= 20) return { label: 'Beginner', xp: null };
  return { label: 'Starting', xp: null };
}

/** The next milestone step is 10 percent of the maximum. */
export function nextMilestone(progress: number, maxProgress: number): number {
  const step = Math.max(1, Math.round(maxProgress / 10));
  return Math.min(maxProgress, (Math.floor(progress / step) + 1) * step);
}

const DAY_MS = 86_400_000;

/** Profile 'Days': days since the account was created, rounded up. */
export function daysSinceJoining(createdAt: Date | string, now: Date = new Date()): number {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return Math.max(0, Math.ceil((now.getTime() - created.getTime()) / DAY_MS));
}

export const PROFILE_TEXT = {
  defaultBio: 'Sacred space keeper & nature lover',
  updatedTitle: 'Profile Updated',
  noFavorites: 'No favorite altars saved yet',
  noAltars: 'No altars created yet',
  noCompletions: 'No pilgrimages completed yet',
  favoriteAdded: 'Saved to Favorites',
  favoriteRemoved: 'Removed from Favorites',
} as const;

/** What a profile read answers when it fails. */
export const PROFILE_MESSAGES = {
  memberNotFound: 'Member not found',
} as const;

/** What a member is told when they earn a badge: the web push and the in-app notice say the same. */
export const BADGE_EARNED_TITLE = 'A new badge';
export const badgeEarnedText = (name: string): string => `You earned ${name}.`;
