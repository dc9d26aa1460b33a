import type { Knex } from 'knex';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import {
  expectedBackProblem,
  watchTimes,
  WALK_SAFE_TEXTS,
  type ExtendWalkInput,
  type WalkBatteryInput,
  type WalkSafetyInput,
} from '@sacred/core/walk-safe';
import type { AccountService } from '../accounts/account.service';
import type { ActivePilgrimage } from '../journeys/journey.types';
import type { LiveChannel } from '../journeys/live-channel';
import type { JourneyService } from '../journeys/journey.service';
import { NotFoundError, ValidationError } from '../platform/errors';
import { MAIL_UNAVAILABLE_MESSAGE } from '../platform/infra/mail';
import type { PubSub } from '../platform/infra/pubsub';
import type { SafetyContactService } from './safety-contacts.service';
import { safeMessage } from './walk-safe-messages';
import { WalkSafeRepository, type SafetyRow } from './walk-safe.repository';
import { walkShareTopic } from './walk-share.service';
import { walkerFirstName, type WalkWatchSweep } from './walk-watch-sweep';
import type { WalkSafety } from './walk-safe.types';

export interface WalkWatchDependencies {
  journeys: Pick<JourneyService, 'get'>;
  accounts: Pick<AccountService, 'findUser'>;
  contacts: SafetyContactService;
  /** The job that sends what falls due (reminders, alerts). */
  sweep: Pick<WalkWatchSweep, 'schedule' | 'sweep' | 'queue'>;
  pubsub: PubSub;
  live: Pick<LiveChannel, 'publishCompanion'>;
}

/**
 * "Expected back by": a reminder to the walker shortly before, and one alert to the safety contacts
 * when the time plus a grace passes with the walk neither ended by the walker nor extended. The watch
 * lives in PostgreSQL; WalkWatchSweep sends what falls due by this service's clock. Reaching the last
 * site does not end it: the walk out is still ahead.
 */
export class WalkWatchService {
  constructor(
    private readonly knex: Knex,
    private readonly deps: WalkWatchDependencies,
    private now: () => Date = () => new Date(),
  ) {}

  /** Tests move time on; the jobs and every check read this clock. */
  useClock(now: () => Date): void {
    this.now = now;
  }

  /** The service's clock, which the contacts' delivery records read too. */
  clock(): Date {
    return this.now();
  }

  /** Runs the watch now (the job does the same every minute and at each due time). */
  queueSweep(): Promise<void> {
    return this.deps.sweep.queue();
  }

  /** The job's run: reminders and alerts due by the clock (WalkWatchSweep.sweep). */
  sweep(): Promise<{ reminders: number; alerts: number; purged: number }> {
    return this.deps.sweep.sweep();
  }

  /** The member's own journey while a watch may cover it (404 for anyone else's, 400 once ended). */
  private async watchedJourney(userId: number, journeyId: unknown): Promise<ActivePilgrimage> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    if (!journey.isActive && !(await new WalkSafeRepository(this.knex).isWatched(journey.id))) {
      throw new ValidationError(WALK_SAFE_TEXTS.journeyEnded);
    }
    return journey;
  }

  /** The watch of one of the member's journeys, its contacts and who may be chosen. */
  async safety(userId: number, journeyId: unknown): Promise<WalkSafety> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const repository = new WalkSafeRepository(this.knex);
    const [row, contacts, candidates] = await Promise.all([
      repository.findSafety(journey.id),
      repository.listContacts(journey.id),
      journey.isActive ? this.deps.contacts.candidatesOf(userId, journey.pilgrimageId) : Promise.resolve([]),
    ]);
    const expected = row?.expected_back_at ?? null;
    const times = expected ? watchTimes(expected) : undefined;
    const remindedNow = row !== undefined && row.reminded_version === row.version;
    const emailAvailable = this.deps.contacts.emailAvailable;
    return {
      activePilgrimageId: journey.id,
      expectedBackAt: expected,
      timeZone: row?.time_zone ?? 'UTC',
      reminderAt: times?.reminderAt ?? null,
      alertAt: times?.alertAt ?? null,
      contacts: contacts.map((contact) => ({
        memberId: contact.member_id,
        name: contact.member_id === null ? null : (contact.name ?? 'A fellow pilgrim'),
        email: contact.email,
        alertOutcome: contact.alert_outcome,
        reachedBy: contact.reached_by,
      })),
      candidates,
      emailAvailable,
      emailUnavailableReason: emailAvailable ? null : MAIL_UNAVAILABLE_MESSAGE,
      reminderSentAt: remindedNow ? (row?.reminder_sent_at ?? null) : null,
      alertSentAt: row?.alert_sent_at ?? null,
      safeSentAt: row?.safe_sent_at ?? null,
      canSendSafe: row?.alert_sent_at != null && (row.safe_sent_at === null || row.safe_sent_at < row.alert_sent_at),
    };
  }

  /**
   * The walker's own watch, read again whenever it or an alert's delivery changes (the share page's
   * topic): the card shows the server's watch as it is. Refused (NOT_FOUND) for anyone else's journey.
   */
  async subscribe(userId: number | undefined, journeyId: unknown): Promise<AsyncIterable<WalkSafety>> {
    if (userId === undefined) throw new NotFoundError(JOURNEY_TEXTS.notFound);
    const journey = await this.deps.journeys.get(userId, journeyId);
    const events = this.deps.pubsub.subscribe(walkShareTopic(journey.id))[Symbol.asyncIterator]();
    const read = () => this.safety(userId, journey.id);
    async function* updates(): AsyncGenerator<WalkSafety> {
      try {
        while (!(await events.next()).done) yield await read();
      } finally {
        await events.return?.();
      }
    }
    return updates();
  }

  /**
   * Sets "expected back by" and the contacts; a new time replaces the old one and its queued checks.
   * The address the walker uses (`origin`) is kept with the watch: the links its emails carry open there.
   */
  async setSafety(
    userId: number,
    journeyId: unknown,
    input: WalkSafetyInput,
    origin: string | undefined,
  ): Promise<WalkSafety> {
    const journey = await this.watchedJourney(userId, journeyId);
    const now = this.now();
    const problem = expectedBackProblem(input.expectedBackAt, now);
    if (problem) throw new ValidationError(problem, { expectedBackAt: problem });
    const emails = [...new Set(input.emails)];
    const memberIds = [...new Set(input.memberIds)];
    if (emails.length > 0 && !this.deps.contacts.emailAvailable) {
      throw new ValidationError(MAIL_UNAVAILABLE_MESSAGE, { emails: MAIL_UNAVAILABLE_MESSAGE });
    }
    if (memberIds.length > 0) {
      const candidates = await this.deps.contacts.candidatesOf(userId, journey.pilgrimageId);
      const allowed = new Set(candidates.map((candidate) => candidate.memberId));
      if (memberIds.some((id) => !allowed.has(id))) {
        throw new ValidationError(WALK_SAFE_TEXTS.notACompanion, { memberIds: WALK_SAFE_TEXTS.notACompanion });
      }
    }
    const walker = await this.deps.accounts.findUser(userId);
    const newEmails = await this.deps.contacts.admitEmails(
      { id: userId, emailVerified: walker?.emailVerified ?? false },
      emails,
    );
    if (!(await this.deps.contacts.anyReachable(memberIds, emails))) {
      throw new ValidationError(WALK_SAFE_TEXTS.noReachableContact, { memberIds: WALK_SAFE_TEXTS.noReachableContact });
    }
    const row = await this.knex.transaction(async (trx) => {
      const repository = new WalkSafeRepository(trx);
      const locked = await repository.lockSafety(journey.id, userId);
      const updated = await repository.setExpected(
        journey.id,
        input.expectedBackAt,
        input.timeZone ?? locked.time_zone,
        now,
        origin,
      );
      await repository.replaceContacts(journey.id, memberIds, emails);
      return updated;
    });
    await this.deps.contacts.noticeNew(userId, walker?.firstName?.trim() || undefined, newEmails, origin);
    await this.deps.sweep.schedule(row);
    await this.watchChanged(userId, journey);
    return this.safety(userId, journey.id);
  }

  /** "Extend": later by 30, 60 or 120 minutes from the expected time (or from now, when already past it). */
  async extend(userId: number, journeyId: unknown, { minutes }: ExtendWalkInput): Promise<WalkSafety> {
    const journey = await this.watchedJourney(userId, journeyId);
    const now = this.now();
    const row = await this.knex.transaction(async (trx) => {
      const repository = new WalkSafeRepository(trx);
      const locked = await repository.lockSafety(journey.id, userId);
      if (!locked.expected_back_at) throw new ValidationError(WALK_SAFE_TEXTS.noExpectedTime);
      const from = Math.max(locked.expected_back_at.getTime(), now.getTime());
      const next = new Date(from + minutes * 60_000);
      const problem = expectedBackProblem(next, now);
      if (problem) throw new ValidationError(problem, { minutes: problem });
      return repository.setExpected(journey.id, next, locked.time_zone, now);
    });
    await this.deps.sweep.schedule(row);
    await this.watchChanged(userId, journey);
    return this.safety(userId, journey.id);
  }

  /** Turns the watch off and forgets the contacts ("I'm back"). */
  async clearSafety(userId: number, journeyId: unknown): Promise<WalkSafety> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const now = this.now();
    await this.knex.transaction(async (trx) => {
      const repository = new WalkSafeRepository(trx);
      const locked = await repository.lockSafety(journey.id, userId);
      await repository.setExpected(journey.id, null, locked.time_zone, now);
      await repository.replaceContacts(journey.id, [], []);
    });
    await this.watchChanged(userId, journey);
    return this.safety(userId, journey.id);
  }

  /** The walker's browser's battery level, shown on the share page with its age. */
  async reportBattery(userId: number, journeyId: unknown, { level }: WalkBatteryInput): Promise<void> {
    const journey = await this.watchedJourney(userId, journeyId);
    await this.knex.transaction(async (trx) => {
      const repository = new WalkSafeRepository(trx);
      await repository.lockSafety(journey.id, userId);
      await repository.setBattery(journey.id, level, this.now());
    });
    this.deps.pubsub.publish(walkShareTopic(journey.id), { battery: true });
  }

  /** "I'm safe" to the same contacts, once after each alert (the journey may have ended meanwhile). */
  async sendSafe(userId: number, journeyId: unknown): Promise<WalkSafety> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const repository = new WalkSafeRepository(this.knex);
    const now = this.now();
    if (!(await repository.claimSafe(journey.id, now))) {
      const row = await repository.findSafety(journey.id);
      throw new ValidationError(row?.alert_sent_at ? WALK_SAFE_TEXTS.safeAlreadySent : WALK_SAFE_TEXTS.noAlertSent);
    }
    const row = (await repository.findSafety(journey.id)) as SafetyRow;
    const firstName = await this.firstNameOf(userId);
    await this.deps.contacts.tell(
      journey.id,
      userId,
      `safe:${now.getTime()}`,
      safeMessage(firstName, now, row.time_zone),
    );
    this.deps.pubsub.publish(walkShareTopic(journey.id), { safe: true });
    return this.safety(userId, journey.id);
  }

  /**
   * The share page and the fellow pilgrims who may see the watch (live, as they see a move) hear of it
   * at once: a companion's card shows the new time, not the one of minutes ago.
   */
  private async watchChanged(userId: number, journey: { id: number; pilgrimageId: number }): Promise<void> {
    this.deps.pubsub.publish(walkShareTopic(journey.id), { safety: true });
    await this.deps.live.publishCompanion(journey.pilgrimageId, userId);
  }

  private firstNameOf(userId: number): Promise<string | undefined> {
    return walkerFirstName(this.deps.accounts, userId);
  }
}
