import type { Knex } from 'knex';

/**
 * The track at scale (issue 21):
 * - journey_positions becomes a table partitioned by month of recorded_at (journey_positions_pYYYYMM, plus
 *   a default partition so that a fix is never refused when a month's partition is missing), so that old
 *   months can be dropped whole by the retention job instead of deleted row by row;
 * - the days a journey was walked are kept on the journey (active_pilgrimages.walked_days), so that the
 *   daily-pilgrim achievement no longer scans the track and is not changed when old track months go.
 * Partitions from the oldest position's month to two months ahead are made here; the upkeep job makes
 * the later ones.
 */
const COPY_COLUMNS = 'id, active_pilgrimage_id, latitude, longitude, heading, recorded_at';

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
const partitionName = (date: Date) =>
  `journey_positions_p${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE active_pilgrimages ADD COLUMN walked_days date[] NOT NULL DEFAULT '{}'`);
  await knex.raw(
    `UPDATE active_pilgrimages j SET walked_days = d.days
       FROM (SELECT active_pilgrimage_id,
                    array_agg(DISTINCT (recorded_at AT TIME ZONE 'UTC')::date
                              ORDER BY (recorded_at AT TIME ZONE 'UTC')::date) AS days
               FROM journey_positions GROUP BY active_pilgrimage_id) d
      WHERE d.active_pilgrimage_id = j.id`,
  );

  // The ids keep coming from the same sequence; the partitioned table's key includes the partition column.
  await knex.raw('ALTER SEQUENCE journey_positions_id_seq OWNED BY NONE');
  await knex.raw(
    `CREATE TABLE journey_positions_partitioned (
       id bigint NOT NULL DEFAULT nextval('journey_positions_id_seq'),
       active_pilgrimage_id integer NOT NULL REFERENCES active_pilgrimages (id) ON DELETE CASCADE,
       latitude numeric(10, 7) NOT NULL CONSTRAINT journey_positions_latitude_range CHECK (latitude BETWEEN -90 AND 90),
       longitude numeric(10, 7) NOT NULL CONSTRAINT journey_positions_longitude_range CHECK (longitude BETWEEN -180 AND 180),
       heading numeric(6, 2),
       recorded_at timestamptz NOT NULL DEFAULT now(),
       geog geography(Point, 4326) GENERATED ALWAYS AS
         (ST_SetSRID(ST_MakePoint(longitude::float8, latitude::float8), 4326)::geography) STORED,
       PRIMARY KEY (id, recorded_at)
     ) PARTITION BY RANGE (recorded_at)`,
  );
  const oldest = (await knex('journey_positions').min('recorded_at as at').first()) as { at: Date | null } | undefined;
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  for (let month = monthStart(oldest?.at ?? now); month <= last; month = nextMonth(month)) {
    // DDL takes no bound values: the bounds are dates this code made, written as literals.
    await knex.raw(
      `CREATE TABLE ?? PARTITION OF journey_positions_partitioned
         FOR VALUES FROM ('${month.toISOString()}') TO ('${nextMonth(month).toISOString()}')`,
      [partitionName(month)],
    );
  }
  await knex.raw('CREATE TABLE journey_positions_default PARTITION OF journey_positions_partitioned DEFAULT');
  await knex.raw(
    `INSERT INTO journey_positions_partitioned (${COPY_COLUMNS}) SELECT ${COPY_COLUMNS} FROM journey_positions`,
  );
  await knex.raw('DROP TABLE journey_positions');
  await knex.raw('ALTER TABLE journey_positions_partitioned RENAME TO journey_positions');
  await knex.raw('ALTER SEQUENCE journey_positions_id_seq OWNED BY journey_positions.id');
  await knex.raw('CREATE INDEX journey_positions_journey_index ON journey_positions (active_pilgrimage_id, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER SEQUENCE journey_positions_id_seq OWNED BY NONE');
  await knex.raw(
    `CREATE TABLE journey_positions_plain (
       id bigint PRIMARY KEY DEFAULT nextval('journey_positions_id_seq'),
       active_pilgrimage_id integer NOT NULL REFERENCES active_pilgrimages (id) ON DELETE CASCADE,
       latitude numeric(10, 7) NOT NULL CONSTRAINT journey_positions_latitude_range CHECK (latitude BETWEEN -90 AND 90),
       longitude numeric(10, 7) NOT NULL CONSTRAINT journey_positions_longitude_range CHECK (longitude BETWEEN -180 AND 180),
       heading numeric(6, 2),
       recorded_at timestamptz NOT NULL DEFAULT now(),
       geog geography(Point, 4326) GENERATED ALWAYS AS
         (ST_SetSRID(ST_MakePoint(longitude::float8, latitude::float8), 4326)::geography) STORED
     )`,
  );
  await knex.raw(`INSERT INTO journey_positions_plain (${COPY_COLUMNS}) SELECT ${COPY_COLUMNS} FROM journey_positions`);
  await knex.raw('DROP TABLE journey_positions');
  await knex.raw('ALTER TABLE journey_positions_plain RENAME TO journey_positions');
  await knex.raw('ALTER INDEX journey_positions_plain_pkey RENAME TO journey_positions_pkey');
  await knex.raw('ALTER SEQUENCE journey_positions_id_seq OWNED BY journey_positions.id');
  await knex.raw('CREATE INDEX journey_positions_journey_index ON journey_positions (active_pilgrimage_id, id)');
  await knex.raw('ALTER TABLE active_pilgrimages DROP COLUMN walked_days');
}
