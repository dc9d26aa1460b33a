import type { Knex } from 'knex';

/**
 * The device's altitude with each fix, when it gives one: the end-of-journey summary's climb. Added to
 * the partitioned parent, so every month's partition (and the default one) has it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE journey_positions ADD COLUMN altitude real
       CONSTRAINT journey_positions_altitude_range CHECK (altitude BETWEEN -500 AND 9000)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE journey_positions DROP COLUMN altitude');
}
