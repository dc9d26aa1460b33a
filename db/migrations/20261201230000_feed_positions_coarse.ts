import type { Knex } from 'knex';

/**
 * Positions on live-feed photos and shared updates are kept as the centre of their ~1 km cell (0.01°,
 * core COARSE_CELL_DEGREES), the area strangers on a pilgrimage see in its companions: the feed reaches
 * every participant alike. Rows written before keep only that area too. A checkpoint's update carries a
 * site's public point, not the walker's, and stays as it is. Irreversible: the exact points are gone.
 */
const COARSE = (column: string, min: number, max: number) =>
  `round(least(${max}, greatest(${min}, (floor(${column}::float8 / 0.01 + 1e-9) + 0.5) * 0.01))::numeric, 4)`;

export async function up(knex: Knex): Promise<void> {
  for (const table of ['pilgrimage_photos', 'pilgrimage_updates']) {
    await knex.raw(
      `UPDATE ${table} SET latitude = ${COARSE('latitude', -90, 90)}, longitude = ${COARSE('longitude', -180, 180)}
        WHERE latitude IS NOT NULL AND longitude IS NOT NULL
          ${table === 'pilgrimage_updates' ? "AND update_type <> 'checkpoint'" : ''}`,
    );
  }
}

export async function down(): Promise<void> {
  // The exact points cannot come back.
}
