import type { Knex } from 'knex';

/**
 * A GPS fix is known by its journey and the time it was taken: a device that sends its recorded track
 * again (the answer was lost) stores nothing twice. Rows that already share a journey and a time are the
 * same fix stored twice; the first stored is kept. The index includes the partition column, as a unique
 * index on a partitioned table must, and serves the track read in time order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `DELETE FROM journey_positions later USING journey_positions first
      WHERE later.active_pilgrimage_id = first.active_pilgrimage_id
        AND later.recorded_at = first.recorded_at AND later.id > first.id`,
  );
  await knex.raw(
    'CREATE UNIQUE INDEX journey_positions_fix_key ON journey_positions (active_pilgrimage_id, recorded_at)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX journey_positions_fix_key');
}
