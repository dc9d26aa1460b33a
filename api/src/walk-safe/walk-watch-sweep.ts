import type { Knex } from 'knex';
import { watchTimes } from '@sacred/core/walk-safe';
import type { AccountService } from '../accounts/account.service';
import { AudienceRepository } from '../i18n/audience.repository';
import type { JourneyService } from '../journeys/journey.service';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import type { Logger } from '../platform/infra/logger';
import type { PubSub } from '../platform/infra/pubsub';
import type { PushService } from '../push/push.service';
import type { SafetyContactService } from './safety-contacts.service';
import { overdueMessage, reminderText } from './walk-safe-messages';
import { WalkSafeRepository, type SafetyRow } from './walk-safe.repository';
import { walkShareTopic, type WalkShareService } from './walk-share.service';

export const WALK_WATCH_JOBS = {
  /** Finds due reminders and alerts by the service's clock; every minute, and queued for each due time. */
  sweep: 'walk-safe-sweep',
} as const;

export interface WalkWatchSweepDependencies {
  journeys: Pick<JourneyService, 'get'>;
  accounts: Pick<AccountService, 'findUser'>;
  shares: Pick<WalkShareService, 'overdueFacts'>;
  contacts: Pick<SafetyContactService, 'tell'>;
  push: Pick<PushService, 'notifySafety'>;
  jobs: JobQueue;
  pubsub: PubSub;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** The walker's first name as the contacts read it. */
export async function walkerFirstName(
  accounts: Pick<AccountService, 'findUser'>,
  userId: number,
): Promise<string | undefined> {
  // None: the messages say "A walker", in the language of whom they are for.
  return (await accounts.findUser(userId))?.firstName?.trim() || undefined;
}

/**
 * The pg-boss job behind "expected back by": due reminders to the walker and alerts to the safety
 * contacts, each claimed once in PostgreSQL against the watch's clock, so it survives restarts and
 * fires once however many instances run.
 */
export class WalkWatchSweep {
  constructor(
    private readonly knex: Knex,
    private readonly deps: WalkWatchSweepDependencies,
    private readonly now: () => Date,
  ) {
    deps.jobs.define(WALK_WATCH_JOBS.sweep, async () => void (await this.sweep()), {
      cron: '* * * * *',
      retryLimit: 2,
    });
  }

  /** Runs the watch now (the job does the same every minute and at each due time). */
  async queue(): Promise<void> {
    await this.deps.jobs.send(WALK_WATCH_JOBS.sweep, {});
  }

  /** Queues a check at the reminder time and at the alert time (the minute cron is the safety net). */
  async schedule(row: SafetyRow): Promise<void> {
    if (!row.expected_back_at) return;
    const now = this.now().getTime();
    const { reminderAt, alertAt } = watchTimes(row.expected_back_at);
    for (const [kind, at] of [
      ['reminder', reminderAt],
      ['alert', alertAt],
    ] as const) {
      await this.deps.jobs.send(
        WALK_WATCH_JOBS.sweep,
        {},
        {
          startAfterSeconds: Math.max(1, Math.ceil((at.getTime() - now) / 1000)),
          id: jobIdOf(`walk-safe:${row.active_pilgrimage_id}:${row.version}:${kind}`),
        },
      );
    }
  }

  /**
   * The job: reminders and alerts due by the clock, each claimed in one UPDATE so it is sent once; then
   * contacts' email addresses of journeys that ended more than the grace ago are deleted.
   */
  async sweep(): Promise<{ reminders: number; alerts: number; purged: number }> {
    const now = this.now();
    const repository = new WalkSafeRepository(this.knex);
    let reminders = 0;
    let alerts = 0;
    for (const row of await repository.dueReminders(now)) {
      // Past the alert time too (nothing ran meanwhile): the alert below says it all.
      if (row.expected_back_at && watchTimes(row.expected_back_at).alertAt <= now) continue;
      if (!(await repository.claimReminder(row.active_pilgrimage_id, row.version, now))) continue;
      await this.remind(row);
      reminders += 1;
    }
    for (const row of await repository.dueAlerts(now)) {
      if (!(await repository.claimAlert(row.active_pilgrimage_id, row.version, now))) continue;
      try {
        await this.alert(row, now);
      } catch (error) {
        // Not sent: give the claim back so the next run tries again (the job retries too).
        await this.knex('walk_safety')
          .where({ active_pilgrimage_id: row.active_pilgrimage_id, alerted_version: row.version })
          .update({ alerted_version: row.alerted_version, alerts_sent: this.knex.raw('alerts_sent - 1') });
        throw error;
      }
      alerts += 1;
    }
    const purged = await repository.purgeEndedEmails(now);
    return { reminders, alerts, purged };
  }

  private async remind(row: SafetyRow): Promise<void> {
    const journey = await this.deps.journeys.get(row.user_id, row.active_pilgrimage_id);
    await this.deps.push.notifySafety([row.user_id], {
      ...reminderText(await new AudienceRepository(this.knex).of(row.user_id)),
      url: `/pilgrimage/active?id=${journey.pilgrimageId}`,
      tag: `walk-safe-${journey.id}`,
    });
  }

  private async alert(row: SafetyRow, now: Date): Promise<void> {
    const journey = await this.deps.journeys.get(row.user_id, row.active_pilgrimage_id);
    const firstName = await this.firstNameOf(row.user_id);
    const { link, pilgrimage, seen } = await this.deps.shares.overdueFacts(journey, row.link_origin ?? undefined);
    const message = overdueMessage({ row, journey, pilgrimage, seen, firstName, link, now });
    const queued = await this.deps.contacts.tell(journey.id, row.user_id, `alert:${row.version}`, message, true);
    this.deps.pubsub.publish(walkShareTopic(journey.id), { alert: true });
    if (queued === 0)
      this.deps.logger.warn({ journeyId: journey.id }, 'walk-safe alert raised: no contact could be reached');
    else this.deps.logger.info({ journeyId: journey.id, contacts: queued }, 'walk-safe alert queued for delivery');
  }

  private firstNameOf(userId: number): Promise<string | undefined> {
    return walkerFirstName(this.deps.accounts, userId);
  }
}
