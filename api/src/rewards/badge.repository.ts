import type { Knex } from 'knex';
import { insertMissingBadges } from '@sacred/db/badge-rows';
import { BADGE_CATALOGUE, BADGE_RULES, type BadgeKey } from '@sacred/core/badges';
import { localDaysSince, zoneColumn, zoneOfMember } from '../platform/infra/member-day';
import type { Badge } from './badge.types';

interface BadgeRow {
  id: number;
  name: string;
  description: string | null;
  icon: string | null;
  color: string | null;
  requirements: string[];
  reward_xp: number | null;
  earned_at?: Date | null;
}

const toBadge = (row: BadgeRow): Badge => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  color: row.color,
  requirements: row.requirements,
  rewardXp: row.reward_xp,
  earnedAt: row.earned_at ?? null,
});

const catalogueOrder = (name: string) => {
  const index = BADGE_CATALOGUE.findIndex((badge) => badge.name === name);
  return index === -1 ? BADGE_CATALOGUE.length : index;
};

const nameOf = (key: BadgeKey): string => BADGE_CATALOGUE.find((badge) => badge.key === key)?.name ?? key;

export class BadgeRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Creates the catalogue rows that are missing (a world without the demo seed), keeping existing ones. */
  async ensureCatalogue(): Promise<void> {
    await insertMissingBadges(this.db, BADGE_CATALOGUE);
  }

  /** The six catalogue badges, in the spec's order. */
  async catalogue(): Promise<Badge[]> {
    const rows = await this.db('badges')
      .select<BadgeRow[]>('id', 'name', 'description', 'icon', 'color', 'requirements', 'reward_xp')
      .whereIn(
        'name',
        BADGE_CATALOGUE.map((badge) => badge.name),
      );
    return rows.map(toBadge).sort((a, b) => catalogueOrder(a.name) - catalogueOrder(b.name));
  }

  /** Every badge the member holds (the guide badge too), earliest first. */
  async earnedBy(userId: number): Promise<Badge[]> {
    const rows = await this.db('user_badges as ub')
      .join('badges as b', 'b.id', 'ub.badge_id')
      .select<BadgeRow[]>(
        'b.id',
        'b.name',
        'b.description',
        'b.icon',
        'b.color',
        'b.requirements',
        'b.reward_xp',
        'ub.earned_at',
      )
      .where('ub.user_id', userId)
      .orderBy([
        { column: 'ub.earned_at', order: 'asc' },
        { column: 'b.id', order: 'asc' },
      ]);
    return rows.map(toBadge);
  }

  /**
   * Which catalogue badges the member's real activity qualifies for (docs/product.md "Community, profile
   * and settings"), Earth Keeper aside.
   */
  async qualifying(userId: number): Promise<Set<BadgeKey>> {
    const result = await this.db.raw<{
      rows: Array<{
        eco: boolean;
        pilgrim: boolean;
        caretaker: boolean;
        posts: string | number;
        commented_posts: string | number;
        visited_altars: string | number;
        visited_regions: string | number;
      }>;
    }>(
      `WITH visited AS (
         SELECT altar_id FROM rituals WHERE user_id = :user AND altar_id IS NOT NULL
         UNION SELECT altar_id FROM altar_reviews WHERE user_id = :user
         UNION SELECT altar_id FROM journal_entries WHERE user_id = :user AND altar_id IS NOT NULL
       )
       SELECT
         EXISTS (SELECT 1 FROM altars WHERE creator_id = :user AND is_eco_friendly
                   AND no_plastic_used AND biodegradable_only AND no_waste_left) AS eco,
         EXISTS (SELECT 1 FROM pilgrimage_completions WHERE user_id = :user) AS pilgrim,
         EXISTS (SELECT 1 FROM altars WHERE creator_id = :user
                   AND ${localDaysSince('created_at', zoneOfMember(':user'))} >= :seasonDays) AS caretaker,
         (SELECT count(*) FROM posts WHERE author_id = :user) AS posts,
         (SELECT count(DISTINCT post_id) FROM comments WHERE author_id = :user) AS commented_posts,
         (SELECT count(*) FROM visited) AS visited_altars,
         (SELECT count(DISTINCT (floor(a.latitude), floor(a.longitude)))
            FROM visited v JOIN altars a ON a.id = v.altar_id) AS visited_regions`,
      { user: userId, seasonDays: BADGE_RULES.caretakerSeasonDays },
    );
    const row = result.rows[0];
    const keys = new Set<BadgeKey>();
    if (!row) return keys;
    if (row.eco) keys.add('ecoGuardian');
    if (row.pilgrim) keys.add('pilgrim');
    if (row.caretaker) keys.add('caretaker');
    if (
      Number(row.posts) >= BADGE_RULES.communityPosts &&
      Number(row.commented_posts) >= BADGE_RULES.communityCommentedPosts
    ) {
      keys.add('communityBuilder');
    }
    if (
      Number(row.visited_altars) >= BADGE_RULES.explorerAltars &&
      Number(row.visited_regions) >= BADGE_RULES.explorerRegions
    ) {
      keys.add('explorer');
    }
    return keys;
  }

  /**
   * Members who may have earned a badge by time alone since it was last checked: an altar of theirs a
   * season old without Sacred Caretaker, or six months a member with enough badges but no Earth Keeper,
   * the days counted in the member's time zone.
   */
  async timeBadgeCandidates(): Promise<number[]> {
    const result = await this.db.raw<{ rows: Array<{ user_id: number }> }>(
      `WITH held AS (
         SELECT ub.user_id, b.name FROM user_badges ub JOIN badges b ON b.id = ub.badge_id
       )
       SELECT DISTINCT a.creator_id AS user_id FROM altars a JOIN users creator ON creator.id = a.creator_id
        WHERE ${localDaysSince('a.created_at', zoneColumn('creator.time_zone'))} >= :seasonDays
          AND NOT EXISTS (SELECT 1 FROM held WHERE held.user_id = a.creator_id AND held.name = :caretaker)
       UNION
       SELECT u.id FROM users u
        WHERE ${localDaysSince('u.created_at', zoneColumn('u.time_zone'))} >= :memberDays
          AND NOT EXISTS (SELECT 1 FROM held WHERE held.user_id = u.id AND held.name = :earthKeeper)
          AND (SELECT count(*) FROM held WHERE held.user_id = u.id AND held.name = ANY(:others)) >= :otherBadges`,
      {
        seasonDays: BADGE_RULES.caretakerSeasonDays,
        memberDays: BADGE_RULES.earthKeeperMemberDays,
        otherBadges: BADGE_RULES.earthKeeperOtherBadges,
        caretaker: nameOf('caretaker'),
        earthKeeper: nameOf('earthKeeper'),
        others: BADGE_CATALOGUE.filter((badge) => badge.key !== 'earthKeeper').map((badge) => badge.name),
      },
    );
    return result.rows.map((row) => row.user_id);
  }

  async memberDays(userId: number): Promise<number | undefined> {
    const row = await this.db('users')
      .select(this.db.raw(`${localDaysSince('created_at', zoneColumn('time_zone'))} AS days`))
      .where({ id: userId })
      .first<{ days: string | number } | undefined>();
    return row ? Number(row.days) : undefined;
  }

  /** Awards badges by name; a badge already held keeps its first earned date (idempotent). */
  /** Awards the badges not yet held; returns the names newly awarded. */
  async award(userId: number, names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const result = await this.db.raw<{ rows: Array<{ name: string }> }>(
      `WITH added AS (
         INSERT INTO user_badges (user_id, badge_id)
         SELECT ?, id FROM badges WHERE name = ANY(?)
         ON CONFLICT (user_id, badge_id) DO NOTHING
         RETURNING badge_id)
       SELECT b.name FROM added JOIN badges b ON b.id = added.badge_id ORDER BY b.id`,
      [userId, names as string[]],
    );
    return result.rows.map((row) => row.name);
  }
}
