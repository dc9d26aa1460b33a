import type { Knex } from 'knex';

const PARTITION = /^journey_positions_p(\d{4})(\d{2})$/;

export const monthStart = (year: number, monthIndex: number): Date => new Date(Date.UTC(year, monthIndex, 1));

export function partitionName(month: Date): string {
  return `journey_positions_p${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The monthly partitions of journey_positions (migration 20261125150700). */
export class TrackRepository {
  constructor(private readonly db: Knex) {}

  /** The months that have a partition, by their first day. */
  async months(): Promise<Date[]> {
    const result = await this.db.raw<{ rows: Array<{ name: string }> }>(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class parent ON parent.oid = i.inhparent
        WHERE parent.relname = 'journey_positions'`,
    );
    return result.rows
      .map((row) => PARTITION.exec(row.name))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => monthStart(Number(match[1]), Number(match[2]) - 1))
      .sort((a, b) => a.getTime() - b.getTime());
  }

  /**
   * Makes the month's partition. Positions that went to the default partition meanwhile (the upkeep did not
   * run) move into it in the same transaction, so none is lost.
   */
  async addMonth(month: Date): Promise<void> {
    const until = monthStart(month.getUTCFullYear(), month.getUTCMonth() + 1);
    const columns = 'id, active_pilgrimage_id, latitude, longitude, heading, altitude, recorded_at';
    await this.db.transaction(async (trx) => {
      await trx.raw(
        `CREATE TEMP TABLE track_moving ON COMMIT DROP AS
           SELECT ${columns} FROM journey_positions_default WHERE false`,
      );
      await trx.raw(
        `WITH moved AS (DELETE FROM journey_positions_default WHERE recorded_at >= ? AND recorded_at < ? RETURNING ${columns})
         INSERT INTO track_moving SELECT * FROM moved`,
        [month.toISOString(), until.toISOString()],
      );
      // DDL takes no bound values: the bounds are dates made here, written as literals.
      await trx.raw(
        `CREATE TABLE ?? PARTITION OF journey_positions
           FOR VALUES FROM ('${month.toISOString()}') TO ('${until.toISOString()}')`,
        [partitionName(month)],
      );
      await trx.raw(`INSERT INTO journey_positions (${columns}) SELECT ${columns} FROM track_moving`);
    });
  }

  /** Drops the month's partition and everything in it. */
  async dropMonth(month: Date): Promise<void> {
    await this.db.raw('DROP TABLE IF EXISTS ??', [partitionName(month)]);
  }

  /** Positions older than `cutoff` left in the default partition. */
  async pruneDefault(cutoff: Date): Promise<number> {
    return this.db('journey_positions_default').where('recorded_at', '<', cutoff).delete();
  }
}
