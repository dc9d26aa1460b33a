import type { Knex } from 'knex';
import type { AltarActivityService } from './altars/altar-activity.service';
import type { JobQueue } from './platform/jobs';

export const PERIODIC_JOBS = {
  activityRefresh: 'altar-activity-refresh',
  sessionPrune: 'sessions-prune',
} as const;

/**
 * Upkeep that once ran on a timer in every process, now pg-boss cron jobs that run once per tick for the
 * whole deployment, in whichever process has the worker role: rituals and reviews older than a week stop
 * counting as recent activity (hourly), and expired sessions are deleted (every 15 minutes).
 */
export function definePeriodicJobs(jobs: JobQueue, knex: Knex, altarActivity: AltarActivityService): void {
  jobs.define(PERIODIC_JOBS.activityRefresh, async () => void (await altarActivity.refreshRecentActivity()), {
    cron: '7 * * * *',
    retryLimit: 1,
  });
  jobs.define(
    PERIODIC_JOBS.sessionPrune,
    async () => void (await knex('sessions').where('expire', '<', knex.fn.now()).delete()),
    {
      cron: '*/15 * * * *',
      retryLimit: 0,
    },
  );
}
