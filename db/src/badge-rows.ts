import type { Knex } from 'knex';

/** A badge of the catalogue as its row holds it. */
export interface BadgeRowSource {
  name: string;
  description: string;
  icon: string;
  color: string;
  requirements: readonly string[];
  rewardXp: number | null;
}

/**
 * Inserts the badges that have no row yet, by name, and keeps those that have one: what the demo seed
 * and the badge service (on a world without the seed) both do, so the catalogue's rows are written once.
 */
export async function insertMissingBadges(db: Knex | Knex.Transaction, badges: readonly BadgeRowSource[]) {
  await db('badges')
    .insert(
      badges.map((badge) => ({
        name: badge.name,
        description: badge.description,
        icon: badge.icon,
        color: badge.color,
        requirements: [...badge.requirements],
        reward_xp: badge.rewardXp,
      })),
    )
    .onConflict('name')
    .ignore();
}
