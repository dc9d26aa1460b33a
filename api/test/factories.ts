import type { Knex } from 'knex';

let sequence = 0;
const next = () => ++sequence;

export interface UserOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Inserts a member; the hash is not a real one (tests that sign in build their own). */
export async function buildUser(knex: Knex, overrides: UserOverrides = {}): Promise<{ id: number; email: string }> {
  const n = next();
  const [row] = await knex('users')
    .insert({
      email: overrides.email ?? `member${n}-${process.pid}@example.test`,
      password_hash: 'not-a-real-hash',
      first_name: overrides.firstName ?? 'River',
      last_name: overrides.lastName ?? `Stone${n}`,
    })
    .returning(['id', 'email']);
  return row as { id: number; email: string };
}

export interface AltarOverrides {
  creatorId?: number;
  name?: string;
  latitude?: number;
  longitude?: number;
  altarType?: string;
  photos?: string[];
  recentActivity?: number;
  visitCount?: number;
}

export async function buildAltar(knex: Knex, overrides: AltarOverrides = {}): Promise<{ id: number; name: string }> {
  const creatorId = overrides.creatorId ?? (await buildUser(knex)).id;
  const n = next();
  const [row] = await knex('altars')
    .insert({
      name: overrides.name ?? `Quiet Cedar Circle ${n}`,
      description: 'A ring of river stones under an old cedar.',
      latitude: overrides.latitude ?? 39.74,
      longitude: overrides.longitude ?? -104.99,
      altar_type: overrides.altarType ?? 'Stone Circle',
      photos: overrides.photos ?? ['/media/seed/example.svg'],
      tags: ['stones', 'cedar'],
      visit_count: overrides.visitCount ?? 0,
      recent_activity: overrides.recentActivity ?? 0,
      creator_id: creatorId,
    })
    .returning(['id', 'name']);
  return row as { id: number; name: string };
}
