import type { Knex } from 'knex';
import type { AltarActivityService } from './altars/altar-activity.service';
import type { TrackService } from './journeys/track.service';
import type { BadgeService } from './rewards/badge.service';
import type { JobQueue } from './platform/infra/jobs';

export const PERIODIC_JOBS = {
  activityRefresh: 'altar-activity-refresh',
  sessionPrune: 'sessions-prune',
  trackUpkeep: 'journey-track-upkeep',
  timeBadges: 'badges-earned-by-time',
} as const;

/**
 * Upkeep that once ran on a timer in every process, now pg-boss cron jobs that run once per tick for the
 * whole deployment, in whichever process has the worker role: rituals and reviews older than a week stop
 * counting as recent activity (hourly), expired sessions are deleted (every 15 minutes), the GPS track's
 * monthly partitions are made ahead and dropped past retention (daily), and badges that fall due by time
 * alone are awarded and pushed (hourly, as each member's day begins at a different UTC hour).
 */
export function definePeriodicJobs(
  jobs: JobQueue,
  knex: Knex,
  altarActivity: AltarActivityService,
  track: TrackService,
  badges: Pick<BadgeService, 'awardTimeEarned'>,
): void {
  jobs.define(PERIODIC_JOBS.timeBadges, async () => void (await badges.awardTimeEarned()), {
    cron: '37 * * * *',
    retryLimit: 1,
  });
  jobs.define(PERIODIC_JOBS.trackUpkeep, async () => void (await track.upkeep()), {
    cron: '17 3 * * *',
    retryLimit: 2,
  });
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
