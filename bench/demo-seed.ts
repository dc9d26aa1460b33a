/**
 * How long the demo world takes to seed at its default size (what `npm start` does on a fresh data
 * directory), against a floor measured in the same run on the same database server: the same number of
 * altar rows written by one bare `INSERT ... SELECT generate_series` (no photos, reviews, routes or
 * members), the least any seeding of that many altars can cost. The ratio is what to compare across
 * machines and runs; seconds alone mostly measure the machine's load.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/demo-seed.ts
 *
 * Without TEST_DATABASE_URL both run on the embedded database. BENCH_RUNS (default 3) repeats each and
 * keeps the fastest.
 */
import { DEFAULT_ALTAR_COUNT, seedDemoWorld } from '@sacred/db/seeds/demo-world';
import { createTestDatabase } from '@sacred/db/test-database';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function timed(work: (knex: Awaited<ReturnType<typeof createTestDatabase>>['knex']) => Promise<void>) {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run += 1) {
    const db = await createTestDatabase();
    try {
      const started = performance.now();
      await work(db.knex);
      best = Math.min(best, performance.now() - started);
    } finally {
      await db.destroy();
    }
  }
  return best;
}

const floorMs = await timed(async (knex) => {
  const [creator] = await knex('users')
    .insert({ email: 'floor@example.test', password_hash: 'x', first_name: 'Floor', last_name: 'Bench' })
    .returning('id');
  await knex.raw(
    `INSERT INTO altars (name, latitude, longitude, altar_type, photos, creator_id)
     SELECT 'Floor Altar ' || i, 40 + (i % 100) * 0.01, -105 + (i / 100) * 0.01, 'Stone Circle',
            ARRAY['/media/seed/example.svg'], ?
       FROM generate_series(1, ?) AS i`,
    [(creator as { id: number }).id, DEFAULT_ALTAR_COUNT],
  );
});
const seedMs = await timed(async (knex) => {
  const counts = await seedDemoWorld(knex);
  if (counts.altars !== DEFAULT_ALTAR_COUNT) throw new Error(`seeded ${counts.altars} altars`);
});

console.log(`demo world, ${DEFAULT_ALTAR_COUNT} altars (best of ${RUNS}):`);
console.log(`  floor, one bare INSERT of the altars: ${floorMs.toFixed(0)} ms`);
console.log(
  `  seedDemoWorld:                        ${seedMs.toFixed(0)} ms (${(seedMs / floorMs).toFixed(1)}x the floor)`,
);
