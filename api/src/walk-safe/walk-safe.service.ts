import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  agoText,
  expectedBackProblem,
  formatWalkTime,
  linkExpiryProblem,
  linkIsOpen,
  watchTimes,
  WALK_SAFE,
  WALK_SAFE_TEXTS,
  type CreateWalkShareInput,
  type ExtendWalkInput,
  type WalkBatteryInput,
  type WalkSafetyInput,
} from '@sacred/core/walk-safe';
import type { AccountService } from '../accounts/account.service';
import type { AltarService } from '../altars/altar.service';
import type { ActivePilgrimage } from '../journeys/journey.types';
import { liveTopic, type CompanionEvent, type JourneyService } from '../journeys/journey.service';
import type { PilgrimageService } from '../pilgrimages/pilgrimage.service';
import { NotFoundError, RateLimitedError, ValidationError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/jobs';
import type { Logger } from '../platform/logger';
import { MAIL_UNAVAILABLE_MESSAGE, type Mailer, type MailMessage } from '../platform/mail';
import type { PubSub } from '../platform/pubsub';
import type { SettingsService } from '../profiles/settings.service';
import type { PushService } from '../push/push.service';
import { WalkSafeRepository, type SafetyRow, type ShareLookup, type ShareRow } from './walk-safe.repository';
import type {
  CreatedWalkShareLink,
  SharedWalk,
  WalkContactCandidate,
  WalkSafety,
  WalkShareLink,
} from './walk-safe.types';

export const WALK_SAFE_JOBS = {
  /** Finds due reminders and alerts by the service's clock; every minute, and queued for each due time. */
  sweep: 'walk-safe-sweep',
  /** One email to one safety contact (retried with backoff). */
  email: 'walk-safe-email',
} as const;

/** Something a share page shows changed (revoked, battery, expected time, alert): its subscribers read again. */
export const walkShareTopic = (journeyId: number): string => `WALK_SHARE_CHANGED:${journeyId}`;

const KM_PER_MILE = 1.609344;
const SHARE_PATH = '/share/';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const LINK_NOT_FOUND = 'Share link not found';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface WalkSafeDependencies {
  journeys: JourneyService;
  pilgrimages: PilgrimageService;
  altars: AltarService;
  settings: SettingsService;
  accounts: AccountService;
  push: Pick<PushService, 'notifySafety'>;
  mailer: Mailer;
  jobs: JobQueue;
  pubsub: PubSub;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** Merges async iterators: values from whichever yields first; `return` ends them all. */
function merge<T>(sources: AsyncIterable<T>[]): AsyncIterableIterator<T> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const pending = new Map<number, Promise<{ index: number; result: IteratorResult<T> }>>();
  const pull = (index: number) => {
    const iterator = iterators[index] as AsyncIterator<T>;
    pending.set(
      index,
      iterator.next().then((result) => ({ index, result })),
    );
  };
  iterators.forEach((_, index) => pull(index));
  const merged: AsyncIterableIterator<T> = {
    async next() {
      while (pending.size > 0) {
        const { index, result } = await Promise.race(pending.values());
        if (result.done) {
          pending.delete(index);
          continue;
        }
        pull(index);
        return { value: result.value, done: false };
      }
      return { value: undefined, done: true };
    },
    async return() {
      pending.clear();
      await Promise.all(iterators.map((iterator) => iterator.return?.()));
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return merged;
    },
  };
  return merged;
}

/**
 * Walk safe (issue 23). A walker shares a live, read-only page of a journey under way with people who
 * have no account (a link with a 256-bit token, stored hashed, revocable, ending with the journey plus a
 * grace), and may set "expected back by" with safety contacts: a reminder to the walker shortly before,
 * and one alert to the contacts when the time plus a grace passes with the journey neither ended nor
 * extended. The watch lives in PostgreSQL and is checked by a pg-boss job against the service's clock,
 * with claims that succeed once, so it survives restarts and fires once however many instances run.
 */
export class WalkSafeService {
  constructor(
    private readonly knex: Knex,
    private readonly deps: WalkSafeDependencies,
    private now: () => Date = () => new Date(),
  ) {
    deps.jobs.define(WALK_SAFE_JOBS.sweep, async () => void (await this.sweep()), {
      cron: '* * * * *',
      retryLimit: 2,
    });
    deps.jobs.define<MailMessage>(WALK_SAFE_JOBS.email, (message) => this.deliverEmail(message), { retryLimit: 5 });
  }

  /** Tests move time on; the jobs and every check read this clock. */
  useClock(now: () => Date): void {
    this.now = now;
  }

  /** Runs the watch now (the job does the same every minute and at each due time). */
  async queueSweep(): Promise<void> {
    await this.deps.jobs.send(WALK_SAFE_JOBS.sweep, {});
  }

  // Share links ------------------------------------------------------------------------------------

  /** The member's own journey under way (404 for anyone else's, 400 once it ended). */
  private async activeJourney(userId: number, journeyId: unknown): Promise<ActivePilgrimage> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    if (!journey.isActive) throw new ValidationError(WALK_SAFE_TEXTS.journeyEnded);
    return journey;
  }

  private toLink(row: ShareRow, journey: { isActive: boolean; endedAt: Date | null }): WalkShareLink {
    return {
      id: row.id,
      activePilgrimageId: row.active_pilgrimage_id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      viewCount: row.view_count,
      forAlert: row.for_alert,
      isOpen: linkIsOpen({ revokedAt: row.revoked_at, expiresAt: row.expires_at }, journey, this.now()),
    };
  }

  private async insertLink(
    userId: number,
    journeyId: number,
    expiresAt: Date | null,
    forAlert: boolean,
  ): Promise<{ row: ShareRow; token: string; url: string }> {
    const token = randomBytes(WALK_SAFE.tokenBytes).toString('base64url');
    const row = await new WalkSafeRepository(this.knex).insertShare({
      userId,
      journeyId,
      tokenHash: hashOf(token),
      expiresAt,
      forAlert,
    });
    return { row, token, url: this.deps.mailer.link(`${SHARE_PATH}${token}`) };
  }

  /** Creates a share link of one's journey under way; the token is returned this once. */
  async createLink(userId: number, journeyId: unknown, input: CreateWalkShareInput): Promise<CreatedWalkShareLink> {
    const journey = await this.activeJourney(userId, journeyId);
    const now = this.now();
    const expiresAt = input.expiresAt ?? null;
    const problem = expiresAt ? linkExpiryProblem(expiresAt, now) : undefined;
    if (problem) throw new ValidationError(problem, { expiresAt: problem });
    const repository = new WalkSafeRepository(this.knex);
    if ((await repository.countSharesSince(userId, new Date(now.getTime() - 3_600_000))) >= WALK_SAFE.linksPerHour) {
      throw new RateLimitedError(WALK_SAFE_TEXTS.tooManyLinks, 3600 / WALK_SAFE.linksPerHour);
    }
    const { row, token, url } = await this.insertLink(userId, journey.id, expiresAt, false);
    return { link: this.toLink(row, { isActive: true, endedAt: null }), token, url };
  }

  /** The links of one of the member's journeys, newest first (only the walker lists them). */
  async links(userId: number, journeyId: unknown): Promise<WalkShareLink[]> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const rows = await new WalkSafeRepository(this.knex).listShares(journey.id);
    const state = { isActive: journey.isActive, endedAt: journey.isActive ? null : await this.endedAt(journey.id) };
    return rows.map((row) => this.toLink(row, state));
  }

  private endedAt(journeyId: number): Promise<Date | null> {
    return new WalkSafeRepository(this.knex).journeyChangedAt(journeyId);
  }

  /** Turns a link off at once: its page and live updates stop (404 for anyone else's link). */
  async revokeLink(userId: number, linkId: unknown): Promise<WalkShareLink> {
    const id = parseId(linkId);
    const row =
      id === undefined ? undefined : await new WalkSafeRepository(this.knex).revokeShare(id, userId, this.now());
    if (!row) throw new NotFoundError(LINK_NOT_FOUND);
    this.deps.pubsub.publish(walkShareTopic(row.active_pilgrimage_id), { revoked: row.id });
    return this.toLink(row, { isActive: true, endedAt: null });
  }

  /** The link behind a token while it opens; the same 404 for unknown, revoked and expired links. */
  private async openShare(token: unknown): Promise<ShareLookup> {
    const gone = () => new NotFoundError(WALK_SAFE_TEXTS.linkGone);
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw gone();
    const share = await new WalkSafeRepository(this.knex).findShareByHash(hashOf(token));
    if (!share) throw gone();
    const journey = { isActive: share.journey_active, endedAt: share.journey_active ? null : share.journey_updated_at };
    if (!linkIsOpen({ revokedAt: share.revoked_at, expiresAt: share.expires_at }, journey, this.now())) throw gone();
    return share;
  }

  /** The share page: no account needed, positions only as the walker's location-sharing setting allows. */
  async sharedWalk(token: unknown): Promise<SharedWalk> {
    return this.viewOf(await this.openShare(token));
  }

  /** Opening the page: a count, nothing about the viewer. */
  async countView(token: unknown): Promise<void> {
    const share = await this.openShare(token);
    await new WalkSafeRepository(this.knex).countView(share.id);
  }

  private async viewOf(share: ShareLookup): Promise<SharedWalk> {
    const { journeys, pilgrimages, settings, accounts, altars } = this.deps;
    const journey = await journeys.get(share.user_id, share.active_pilgrimage_id);
    const [user, pilgrimage, sharing, safety] = await Promise.all([
      accounts.findUser(share.user_id),
      // As a guest sees it: sensitive sites at their public point.
      pilgrimages.find(journey.pilgrimageId, undefined),
      settings.isLocationSharingOn(share.user_id),
      new WalkSafeRepository(this.knex).findSafety(journey.id),
    ]);
    const known = journey.currentLatitude !== null && journey.currentLongitude !== null;
    const position =
      sharing && known
        ? await altars.publicPositionOf({
            latitude: journey.currentLatitude as number,
            longitude: journey.currentLongitude as number,
          })
        : undefined;
    const lengthKm = pilgrimage?.distance == null ? null : pilgrimage.distance * KM_PER_MILE;
    const since = journey.lastLocationUpdate ?? journey.startedAt;
    const endedAt = journey.isActive ? null : share.journey_updated_at;
    const graceEnd = endedAt ? new Date(endedAt.getTime() + WALK_SAFE.graceHoursAfterJourney * 3_600_000) : null;
    const ends = [share.expires_at, graceEnd].filter((at): at is Date => at !== null);
    return {
      firstName: user?.firstName?.trim() || 'A walker',
      pilgrimageName: pilgrimage?.name ?? journey.pilgrimageName,
      sites: (pilgrimage?.sites ?? []).map((site) => ({
        order: site.order,
        name: site.name,
        latitude: site.latitude,
        longitude: site.longitude,
        reached: journey.checkpointReached.includes(site.id),
      })),
      startLatitude: pilgrimage?.startLatitude ?? null,
      startLongitude: pilgrimage?.startLongitude ?? null,
      endLatitude: pilgrimage?.endingLatitude ?? null,
      endLongitude: pilgrimage?.endingLongitude ?? null,
      positionShared: sharing,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      positionApproximate: position?.approximate ?? false,
      lastSeenAt: journey.lastLocationUpdate,
      distanceDoneKm: journey.distanceTraveled,
      distanceLeftKm:
        lengthKm === null ? null : Math.max(0, Math.round((lengthKm - journey.distanceTraveled) * 100) / 100),
      estimatedArrivalAt:
        journey.isActive && journey.estimatedTimeRemaining !== null
          ? new Date(since.getTime() + journey.estimatedTimeRemaining * 60_000)
          : null,
      batteryLevel: safety?.battery_level == null ? null : Number(safety.battery_level),
      batteryAt: safety?.battery_at ?? null,
      expectedBackAt: safety?.expected_back_at ?? null,
      isActive: journey.isActive,
      linkExpiresAt: ends.length === 0 ? null : new Date(Math.min(...ends.map((at) => at.getTime()))),
    };
  }

  /**
   * The share page's live updates: the walker's moves on the pilgrimage (the journeys' companion events)
   * and changes to the link or the watch, each answered with the page read again. Refused (NOT_FOUND)
   * for a link that does not open; it ends when the link is revoked or expires.
   */
  async subscribe(token: unknown): Promise<AsyncIterable<SharedWalk>> {
    const share = await this.openShare(token);
    const journey = await this.deps.journeys.get(share.user_id, share.active_pilgrimage_id);
    const events = merge([
      this.deps.pubsub.subscribe(liveTopic('companion', journey.pilgrimageId)),
      this.deps.pubsub.subscribe(walkShareTopic(journey.id)),
    ]);
    const read = () => this.sharedWalk(token);
    const walkerId = share.user_id;
    async function* updates(): AsyncGenerator<SharedWalk> {
      try {
        for await (const event of events) {
          // A move of someone else on the pilgrimage is not this page's business.
          const mover = (event as Partial<CompanionEvent> | null)?.row?.user_id;
          if (mover !== undefined && mover !== walkerId) continue;
          let view: SharedWalk;
          try {
            view = await read();
          } catch {
            return;
          }
          yield view;
        }
      } finally {
        await events.return?.();
      }
    }
    return updates();
  }

  // Expected back by ---------------------------------------------------------------------------------

  private async candidatesOf(userId: number, pilgrimageId: number): Promise<WalkContactCandidate[]> {
    try {
      const companions = await this.deps.journeys.companions(userId, pilgrimageId);
      return companions
        .filter((companion) => companion.userId !== userId)
        .map((companion) => ({ memberId: companion.userId, name: companion.name }));
    } catch (error) {
      // A walker who ended the journey is no longer among its participants: nobody to choose.
      if (error instanceof NotFoundError) return [];
      throw error;
    }
  }

  /** The watch of one of the member's journeys, its contacts and who may be chosen. */
  async safety(userId: number, journeyId: unknown): Promise<WalkSafety> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const repository = new WalkSafeRepository(this.knex);
    const [row, contacts, candidates] = await Promise.all([
      repository.findSafety(journey.id),
      repository.listContacts(journey.id),
      journey.isActive ? this.candidatesOf(userId, journey.pilgrimageId) : Promise.resolve([]),
    ]);
    const expected = row?.expected_back_at ?? null;
    const times = expected ? watchTimes(expected) : undefined;
    const remindedNow = row !== undefined && row.reminded_version === row.version;
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
      })),
      candidates,
      emailAvailable: this.deps.mailer.available,
      emailUnavailableReason: this.deps.mailer.available ? null : MAIL_UNAVAILABLE_MESSAGE,
      reminderSentAt: remindedNow ? (row?.reminder_sent_at ?? null) : null,
      alertSentAt: row?.alert_sent_at ?? null,
      safeSentAt: row?.safe_sent_at ?? null,
      canSendSafe: row?.alert_sent_at != null && (row.safe_sent_at === null || row.safe_sent_at < row.alert_sent_at),
    };
  }

  /** Sets "expected back by" and the contacts; a new time replaces the old one and its queued checks. */
  async setSafety(userId: number, journeyId: unknown, input: WalkSafetyInput): Promise<WalkSafety> {
    const journey = await this.activeJourney(userId, journeyId);
    const now = this.now();
    const problem = expectedBackProblem(input.expectedBackAt, now);
    if (problem) throw new ValidationError(problem, { expectedBackAt: problem });
    const emails = [...new Set(input.emails)];
    const memberIds = [...new Set(input.memberIds)];
    if (emails.length > 0 && !this.deps.mailer.available) {
      throw new ValidationError(MAIL_UNAVAILABLE_MESSAGE, { emails: MAIL_UNAVAILABLE_MESSAGE });
    }
    if (memberIds.length > 0) {
      const allowed = new Set((await this.candidatesOf(userId, journey.pilgrimageId)).map((c) => c.memberId));
      if (memberIds.some((id) => !allowed.has(id))) {
        throw new ValidationError(WALK_SAFE_TEXTS.notACompanion, { memberIds: WALK_SAFE_TEXTS.notACompanion });
      }
    }
    const row = await this.knex.transaction(async (trx) => {
      const repository = new WalkSafeRepository(trx);
      const locked = await repository.lockSafety(journey.id, userId);
      const updated = await repository.setExpected(
        journey.id,
        input.expectedBackAt,
        input.timeZone ?? locked.time_zone,
        now,
      );
      await repository.replaceContacts(journey.id, memberIds, emails);
      return updated;
    });
    await this.schedule(row);
    this.deps.pubsub.publish(walkShareTopic(journey.id), { safety: true });
    return this.safety(userId, journey.id);
  }

  /** "Extend": later by 30, 60 or 120 minutes from the expected time (or from now, when already past it). */
  async extend(userId: number, journeyId: unknown, { minutes }: ExtendWalkInput): Promise<WalkSafety> {
    const journey = await this.activeJourney(userId, journeyId);
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
    await this.schedule(row);
    this.deps.pubsub.publish(walkShareTopic(journey.id), { safety: true });
    return this.safety(userId, journey.id);
  }

  /** Turns the watch off and forgets the contacts. */
  async clearSafety(userId: number, journeyId: unknown): Promise<WalkSafety> {
    const journey = await this.deps.journeys.get(userId, journeyId);
    const now = this.now();
    await this.knex.transaction(async (trx) => {
      const repository = new WalkSafeRepository(trx);
      const locked = await repository.lockSafety(journey.id, userId);
      await repository.setExpected(journey.id, null, locked.time_zone, now);
      await repository.replaceContacts(journey.id, [], []);
    });
    this.deps.pubsub.publish(walkShareTopic(journey.id), { safety: true });
    return this.safety(userId, journey.id);
  }

  /** The walker's browser's battery level, shown on the share page with its age. */
  async reportBattery(userId: number, journeyId: unknown, { level }: WalkBatteryInput): Promise<void> {
    const journey = await this.activeJourney(userId, journeyId);
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
    const time = formatWalkTime(now, row.time_zone);
    await this.tellContacts(journey.id, `safe:${now.getTime()}`, {
      title: `${firstName} is safe`,
      body: `${firstName} sent "I'm safe" at ${time}.`,
      url: '/',
      subject: `${firstName} is safe`,
      text: [
        `${firstName} sent "I'm safe" from Sacred Spaces at ${time}, after the overdue alert you received.`,
        '',
        `You receive this because ${firstName} chose you as a safety contact for this walk.`,
        `Your address is kept only for the walk and deleted ${WALK_SAFE.graceHoursAfterJourney} hours after it ends.`,
      ].join('\n'),
    });
    this.deps.pubsub.publish(walkShareTopic(journey.id), { safe: true });
    return this.safety(userId, journey.id);
  }

  // The watch --------------------------------------------------------------------------------------

  /** Queues a check at the reminder time and at the alert time (the minute cron is the safety net). */
  private async schedule(row: SafetyRow): Promise<void> {
    if (!row.expected_back_at) return;
    const now = this.now().getTime();
    const { reminderAt, alertAt } = watchTimes(row.expected_back_at);
    for (const [kind, at] of [
      ['reminder', reminderAt],
      ['alert', alertAt],
    ] as const) {
      await this.deps.jobs.send(
        WALK_SAFE_JOBS.sweep,
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

  private async firstNameOf(userId: number): Promise<string> {
    return (await this.deps.accounts.findUser(userId))?.firstName?.trim() || 'A walker';
  }

  private async remind(row: SafetyRow): Promise<void> {
    const journey = await this.deps.journeys.get(row.user_id, row.active_pilgrimage_id);
    await this.deps.push.notifySafety([row.user_id], {
      title: WALK_SAFE_TEXTS.reminderTitle,
      body: WALK_SAFE_TEXTS.reminderBody,
      url: `/pilgrimage/active?id=${journey.pilgrimageId}`,
      tag: `walk-safe-${journey.id}`,
    });
  }

  private async alert(row: SafetyRow, now: Date): Promise<void> {
    const { journeys, pilgrimages, altars } = this.deps;
    const journey = await journeys.get(row.user_id, row.active_pilgrimage_id);
    const firstName = await this.firstNameOf(row.user_id);
    const pilgrimage = await pilgrimages.find(journey.pilgrimageId, undefined);
    // The link made for the alert lasts as long as the journey (plus the grace); the walker can revoke it.
    const link = await this.insertLink(row.user_id, journey.id, null, true);
    const expected = row.expected_back_at ? formatWalkTime(row.expected_back_at, row.time_zone) : 'the time they set';
    let where = 'No position has reached Sacred Spaces yet.';
    let short = 'no position yet';
    if (journey.currentLatitude !== null && journey.currentLongitude !== null) {
      // The newest position the server has, never a sensitive site's true point.
      const seen = await altars.publicPositionOf({
        latitude: journey.currentLatitude,
        longitude: journey.currentLongitude,
      });
      const lat = seen.latitude.toFixed(5);
      const lng = seen.longitude.toFixed(5);
      const at = journey.lastLocationUpdate ?? journey.startedAt;
      short = `last seen ${agoText(at, now)}`;
      where = [
        `Last known position: ${lat}, ${lng}${seen.approximate ? ' (approximate)' : ''}, ${agoText(at, now)} (${formatWalkTime(at, row.time_zone)}).`,
        `Map: https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
      ].join('\n');
    }
    const sites = (pilgrimage?.sites ?? []).map((site) => site.name);
    const route = `${pilgrimage?.name ?? journey.pilgrimageName}${sites.length > 0 ? `: ${sites.join(' → ')}` : ''}`;
    await this.tellContacts(journey.id, `alert:${row.version}`, {
      title: `${firstName} is overdue`,
      body: `Expected back by ${expected}; ${short}.`,
      url: `${SHARE_PATH}${link.token}`,
      subject: `${firstName} is overdue from their walk`,
      text: [
        `${firstName} asked Sacred Spaces to tell you if they were not back from their walk by ${expected}.`,
        `${WALK_SAFE.alertGraceMinutes} minutes later they have neither ended nor extended the walk.`,
        '',
        where,
        `Live page: ${link.url}`,
        `Route: ${route}`,
        '',
        `Try to reach ${firstName}. If you cannot and you are worried, call the local emergency services and give them this position.`,
        '',
        `You receive this because ${firstName} chose you as a safety contact for this walk; you receive one such alert.`,
        `Your address is kept only for the walk and deleted ${WALK_SAFE.graceHoursAfterJourney} hours after it ends.`,
      ].join('\n'),
    });
    this.deps.pubsub.publish(walkShareTopic(journey.id), { alert: true });
    this.deps.logger.info({ journeyId: journey.id }, 'walk-safe alert sent');
  }

  /** Web push to member contacts, one queued email per email contact (ids make a retry send once). */
  private async tellContacts(
    journeyId: number,
    key: string,
    message: { title: string; body: string; url: string; subject: string; text: string },
  ): Promise<void> {
    const contacts = await new WalkSafeRepository(this.knex).listContacts(journeyId);
    const memberIds = contacts.flatMap((contact) => (contact.member_id === null ? [] : [contact.member_id]));
    if (memberIds.length > 0) {
      await this.deps.push.notifySafety(memberIds, {
        title: message.title,
        body: message.body,
        url: message.url,
        tag: `walk-safe-${journeyId}`,
      });
    }
    for (const contact of contacts) {
      if (contact.email === null) continue;
      await this.deps.jobs.send(
        WALK_SAFE_JOBS.email,
        { to: contact.email, subject: message.subject, text: message.text } satisfies MailMessage,
        { id: jobIdOf(`walk-safe:${journeyId}:${key}:${contact.email}`) },
      );
    }
  }

  private async deliverEmail(message: MailMessage): Promise<void> {
    if (!this.deps.mailer.available) {
      this.deps.logger.warn({ subject: message.subject }, 'walk-safe email dropped: email is not set up');
      return;
    }
    await this.deps.mailer.send(message);
  }
}
