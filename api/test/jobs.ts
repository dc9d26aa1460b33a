import type { Knex } from 'knex';

/**
 * Waits until none of the named pg-boss jobs (or none at all) is due, retrying or running (a job queued for a later time
 * is not due yet), and says whether that happened within the time allowed. A test that checks something was NOT sent waits for this (after a
 * control showed the same kind of message is sent), so the absence it sees is final rather than the
 * outcome of a sleep.
 */
export async function jobsIdle(knex: Knex, names: readonly string[] | 'all', timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = knex('pgboss.job');
    if (names !== 'all') void jobs.whereIn('name', [...names]);
    const [row] = await jobs
      .whereRaw(`(state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`)
      .count<{ count: string | number }[]>('* as count');
    if (Number(row?.count) === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
