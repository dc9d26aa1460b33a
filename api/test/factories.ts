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
  isEcoFriendly?: boolean;
  isLocationSensitive?: boolean;
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
      is_eco_friendly: overrides.isEcoFriendly ?? true,
      is_location_sensitive: overrides.isLocationSensitive ?? false,
      creator_id: creatorId,
    })
    .returning(['id', 'name']);
  return row as { id: number; name: string };
}

export interface PilgrimageOverrides {
  name?: string;
  type?: string;
  description?: string | null;
  startLatitude?: number | null;
  startLongitude?: number | null;
  startingLatitude?: number | null;
  startingLongitude?: number | null;
  distance?: number | null;
  difficulty?: string;
  isFeatured?: boolean;
}

/** A curated pilgrimage (no creator) with the fields the map reads. */
export async function buildPilgrimage(
  knex: Knex,
  overrides: PilgrimageOverrides = {},
): Promise<{ id: number; name: string }> {
  const n = next();
  const [row] = await knex('pilgrimages')
    .insert({
      name: overrides.name ?? `Canyon Light Walk ${n}`,
      type: overrides.type ?? 'Nature Spiritual',
      description: overrides.description === undefined ? 'Red rock and juniper at first light.' : overrides.description,
      start_latitude: overrides.startLatitude === undefined ? 34.87 : overrides.startLatitude,
      start_longitude: overrides.startLongitude === undefined ? -111.76 : overrides.startLongitude,
      starting_latitude: overrides.startingLatitude ?? null,
      starting_longitude: overrides.startingLongitude ?? null,
      distance: overrides.distance === undefined ? 12.5 : overrides.distance,
      difficulty: overrides.difficulty ?? 'moderate',
      duration: '2 days',
      estimated_duration: '2 days',
      season: 'spring',
      significance: 'Vortex sites sacred to many traditions.',
      is_featured: overrides.isFeatured ?? false,
    })
    .returning(['id', 'name']);
  return row as { id: number; name: string };
}

/** Inserts `count` altars in one statement (generate_series), spread over a grid in a box; returns nothing. */
export async function buildAltarGrid(
  knex: Knex,
  options: { count: number; west: number; south: number; columns: number; stepDegrees: number; creatorId?: number },
): Promise<void> {
  const creatorId = options.creatorId ?? (await buildUser(knex)).id;
  await knex.raw(
    `INSERT INTO altars (name, latitude, longitude, altar_type, photos, creator_id)
     SELECT 'Grid Altar ' || i, ?::numeric + (i / ?::int) * ?::numeric, ?::numeric + (i % ?::int) * ?::numeric,
            'Stone Circle', ARRAY['/media/seed/example.svg'], ?::int
     FROM generate_series(0, ?::int - 1) AS i`,
    [
      options.south,
      options.columns,
      options.stepDegrees,
      options.west,
      options.columns,
      options.stepDegrees,
      creatorId,
      options.count,
    ],
  );
}

/**
 * The community sidebar's counters are kept and refreshed each minute by a job; a test that changes what they
 * count and reads them at once drops the kept row, so the next view counts afresh (as after the refresh).
 */
export async function recountCommunitySidebar(knex: Knex): Promise<void> {
  await knex('community_sidebar').delete();
}
