/**
 * The million-altar workload of the map benchmarks: its database (`bench_million`, migrated, the altars kept
 * between runs), how the altars are drawn (80% in Gaussian clouds 3 to 30 km wide around 200 town centres
 * in the continental US with Zipf weights, 20% spread evenly over the box) and the query points drawn the
 * same way from a fixed seed.
 */
import type { Knex } from 'knex';
import { mulberry32 } from '@sacred/db/seeds/random';
import { BENCH_SERVER_URL, ensureBenchDatabase, withDatabase } from './bench-database';

export const DATABASE = 'bench_million';
export const ALTARS = 1_000_000;
export const QUERY_POINTS = 1000;
export const BENCH_URL = withDatabase(BENCH_SERVER_URL, DATABASE);

/** The continental US as a box of degrees. */
const US = { south: 25, north: 49, west: -124, east: -67 };
const TOWN_COUNT = 200;
const IN_TOWNS = 0.8;

interface Town {
  lat: number;
  lng: number;
  /** Zipf weight 1/rank. */
  weight: number;
  /** Sigma of the cloud in km (half its 3-30 km width). */
  sigmaKm: number;
}

const TOWNS: Town[] = (() => {
  const random = mulberry32(19);
  return Array.from({ length: TOWN_COUNT }, (_, rank) => ({
    lat: US.south + random() * (US.north - US.south),
    lng: US.west + random() * (US.east - US.west),
    weight: 1 / (rank + 1),
    sigmaKm: (3 + random() * 27) / 2,
  }));
})();

/** One point drawn like the altars: in a town's cloud (by weight) or anywhere in the US box. */
function drawPoint(random: () => number): { lat: number; lng: number } {
  if (random() >= IN_TOWNS) {
    return { lat: US.south + random() * (US.north - US.south), lng: US.west + random() * (US.east - US.west) };
  }
  const total = TOWNS.reduce((sum, town) => sum + town.weight, 0);
  let pick = random() * total;
  const town = TOWNS.find((candidate) => (pick -= candidate.weight) < 0) ?? (TOWNS[0] as Town);
  // Box-Muller: two independent standard normals.
  const radius = Math.sqrt(-2 * Math.log(1 - random()));
  const angle = 2 * Math.PI * random();
  const kmNorth = town.sigmaKm * radius * Math.cos(angle);
  const kmEast = town.sigmaKm * radius * Math.sin(angle);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    lat: round(town.lat + kmNorth / 111.32),
    lng: round(town.lng + kmEast / (111.32 * Math.cos((town.lat * Math.PI) / 180))),
  };
}

export const ensureDatabase = (): Promise<void> => ensureBenchDatabase(DATABASE);

/** Loads the altars in SQL (generate_series), 100,000 per statement, unless they are there already. */
export async function loadAltars(knex: Knex): Promise<void> {
  const [row] = (await knex('altars').count({ count: '*' })) as Array<{ count: number }>;
  const count = Number(row?.count ?? 0);
  if (count >= ALTARS) {
    console.log(`${count.toLocaleString('en-US')} altars already loaded`);
    return;
  }
  if (count > 0) await knex.raw('TRUNCATE altars, altar_map_cells, altar_map_cell_facets CASCADE');
  const started = Date.now();
  const [creator] = await knex('users')
    .insert({ email: `bench-${Date.now()}@example.test`, password_hash: 'not-a-real-hash', first_name: 'Bench' })
    .returning('id');
  const creatorId = (creator as { id: number }).id;
  const towns = TOWNS.map((town, ord) => ({
    lat: town.lat,
    lng: town.lng,
    weight: town.weight,
    sigma_km: town.sigmaKm,
    ord,
  }));
  const chunk = 100_000;
  await knex.raw('SELECT setseed(0.19)');
  for (let from = 0; from < ALTARS; from += chunk) {
    await knex.raw(
      `WITH town AS (
         SELECT t.lat, t.lng, t.sigma_km,
                sum(t.weight) OVER (ORDER BY t.ord) / sum(t.weight) OVER () AS upto,
                (sum(t.weight) OVER (ORDER BY t.ord) - t.weight) / sum(t.weight) OVER () AS since
         FROM jsonb_to_recordset(?::jsonb) AS t(lat float8, lng float8, weight float8, sigma_km float8, ord int)
       ),
       draw AS (
         SELECT i, random() AS pick, random() AS u1, random() AS u2, random() AS scatter, random() AS r1,
                random() AS r2, random() AS r3, random() AS r4
         FROM generate_series(?::int, ?::int) AS i
       ),
       located AS (
         SELECT d.*,
           CASE WHEN d.scatter >= ?::float8 THEN ?::float8 + d.u1 * ?::float8
                ELSE t.lat + t.sigma_km * sqrt(-2 * ln(1 - d.u1)) * cos(2 * pi() * d.u2) / 111.32 END AS lat,
           CASE WHEN d.scatter >= ?::float8 THEN ?::float8 + d.u2 * ?::float8
                ELSE t.lng + t.sigma_km * sqrt(-2 * ln(1 - d.u1)) * sin(2 * pi() * d.u2)
                     / (111.32 * cos(radians(t.lat))) END AS lng
         FROM draw d JOIN town t ON d.pick >= t.since AND d.pick < t.upto
       )
       INSERT INTO altars (name, description, latitude, longitude, altar_type, photos, tags, is_eco_friendly,
                           visit_count, likes, recent_activity, is_location_sensitive, creator_id)
       SELECT (ARRAY['Cedar', 'Moon', 'River', 'Juniper', 'Sun', 'Fern', 'Heron', 'Willow', 'Stone', 'Dawn'])[1 + i % 10]
                || ' ' || (ARRAY['Circle', 'Shrine', 'Altar', 'Mandala', 'Cairn', 'Grove', 'Spiral'])[1 + (i / 10) % 7]
                || ' ' || i,
              'A quiet place of natural materials.',
              lat, lng,
              (ARRAY['Stone Circle', 'Water Altar', 'Tree Shrine', 'Flower Mandala', 'Crystal Grid', 'Earth Mound',
                     'Fire Circle', 'Prayer Flags', 'Driftwood Arch', 'Moss Ring'])[1 + floor(r1 * 10)::int],
              CASE WHEN r2 < 0.03 THEN ARRAY[]::text[]
                   ELSE (ARRAY['/media/seed/a.svg', '/media/seed/b.svg', '/media/seed/c.svg'])[1:1 + floor(r2 * 3)::int] END,
              ARRAY['nature'], r3 < 0.85, floor(r4 * 40)::int, floor(r4 * 25)::int,
              CASE WHEN r3 > 0.9 THEN 1 + floor(r1 * 5)::int ELSE 0 END, r4 < 0.02, ?::int
       FROM located`,
      [
        JSON.stringify(towns),
        from,
        Math.min(from + chunk, ALTARS) - 1,
        IN_TOWNS,
        US.south,
        US.north - US.south,
        IN_TOWNS,
        US.west,
        US.east - US.west,
        creatorId,
      ],
    );
    process.stdout.write(`  loaded ${Math.min(from + chunk, ALTARS).toLocaleString('en-US')} altars\n`);
  }
  // Visibility map, hint bits and statistics now, rather than from autovacuum during the measurements.
  for (const table of ['altars', 'altar_map_cells', 'altar_map_cell_facets'])
    await knex.raw('VACUUM (ANALYZE) ??', [table]);
  console.log(`loaded ${ALTARS.toLocaleString('en-US')} altars in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The query points: BENCH_POINTS (default 1,000) drawn like the altars from a fixed seed. */
export function points(): Array<{ lat: number; lng: number }> {
  const random = mulberry32(2026);
  const count = Number(process.env.BENCH_POINTS || QUERY_POINTS);
  return Array.from({ length: count }, () => drawPoint(random));
}
