import type { Knex } from 'knex';
import { FALLBACK_TIME_ZONE, localClock } from '@sacred/core/time-zone';
import {
  dailyReminderDue,
  NEARBY_ALTAR_RADIUS_KM,
  PUSH_DEVICES_PER_MEMBER,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
  withDefaultPreferences,
  type PushEndpointPolicy,
  type PushPayload,
  type PushKind,
  type PushPreferences,
} from '@sacred/core/push';
import { AudienceRepository } from '../i18n/audience.repository';
import type { Audience } from '../i18n/translator';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import type { Logger } from '../platform/infra/logger';
import { ValidationError } from '../platform/errors';
import type { PubSub } from '../platform/infra/pubsub';
import { validateInput } from '../platform/rest/validation';
import { pushText } from './messages';
import english from './messages/en';
import { pushEndpointProblem } from './push-endpoint';
import { PushRepository, type StoredSubscription } from './push.repository';
import type { PushSender } from './push.sender';
import { countPushSend } from '../platform/infra/metrics';

export const PUSH_JOBS = {
  deliver: 'push-deliver',
  nearbyAltar: 'push-nearby-altar',
  dailyReminders: 'push-daily-reminders',
} as const;

/** A job queued with what a delivery did: `data` plus `outcome` ('reached' or 'unreached'). */
export interface DeliveryReceipt {
  job: string;
  data: Record<string, unknown>;
}

interface DeliverJob {
  subscriptionId: number;
  payload: PushPayload;
  receipt?: DeliveryReceipt;
}

export interface NewAltarEvent {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  creatorId: number;
}

export interface DeviceSubscription {
  subscribed: boolean;
  preferences: PushPreferences;
}

/**
 * A notification written for each member it goes to: in their language, with times in their zone (the
 * device's while the member's is unknown). A plain payload goes out as it is (member text, or already written
 * for its one recipient).
 */
export type LocalizedPayload = PushPayload | ((audience: Audience) => PushPayload);

/** A badge the push catalogue names (core's BADGE_RULES); another badge keeps its name. */
const isBadgeKey = (key: string): key is keyof typeof english & `badge.${string}` =>
  key.startsWith('badge.') && Object.hasOwn(english, key);

function dailyReminderPayload(audience: Audience): PushPayload {
  const t = pushText(audience);
  return { title: t('dailyReminderTitle'), body: t('dailyReminderBody'), url: '/', tag: 'daily-reminder' };
}

/**
 * Web push: subscriptions with preferences, and the notifications (daily reminder, nearby sacred
 * spaces, pilgrimage updates, community activity), each gated by its preference and sent through
 * the job queue: a fan-out job picks the subscriptions, one delivery job per subscription sends
 * (retried with backoff; a 404/410 answer deactivates the subscription).
 */
export class PushService {
  constructor(
    private readonly knex: Knex,
    private readonly jobs: JobQueue,
    private readonly sender: () => Promise<PushSender>,
    readonly publicKey: () => Promise<string>,
    private readonly endpointPolicy: PushEndpointPolicy,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    jobs.define<DeliverJob>(PUSH_JOBS.deliver, (job) => this.deliver(job));
    jobs.define<NewAltarEvent>(PUSH_JOBS.nearbyAltar, (altar) => this.fanOutNearbyAltar(altar));
    // Every 15 minutes: each member's morning (in their own time zone) comes at a different UTC hour.
    jobs.define(PUSH_JOBS.dailyReminders, async () => void (await this.sendDailyReminders()), {
      cron: '*/15 * * * *',
      retryLimit: 0,
    });
  }

  async subscribe(userId: number, input: unknown): Promise<DeviceSubscription> {
    const { subscription, preferences, timeZone, latitude, longitude } = await validateInput(
      pushSubscribeSchema,
      input,
    );
    const problem = pushEndpointProblem(subscription.endpoint, this.endpointPolicy);
    if (problem) throw new ValidationError(problem, { 'subscription.endpoint': problem });
    const merged = withDefaultPreferences(preferences);
    const repository = new PushRepository(this.knex);
    const zone = (await repository.memberTimeZone(userId)) ?? timeZone ?? FALLBACK_TIME_ZONE;
    const stored = await repository.upsert({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      preferences: merged,
      timeZone,
      position: typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined,
      // The promise the app makes: "You'll receive your first daily reminder tomorrow morning."
      dailyReminderSentOn: localClock(this.now(), zone).date,
      devicesPerMember: PUSH_DEVICES_PER_MEMBER,
    });
    return { subscribed: stored.isActive, preferences: stored.preferences };
  }

  async unsubscribe(userId: number, input: unknown): Promise<DeviceSubscription> {
    const { endpoint } = await validateInput(pushUnsubscribeSchema, input);
    const repository = new PushRepository(this.knex);
    await repository.deactivate(userId, endpoint);
    const stored = await repository.findByEndpoint(userId, endpoint);
    return { subscribed: false, preferences: stored?.preferences ?? withDefaultPreferences({}) };
  }

  /** This device's subscription as the server knows it (the settings panel reads its preferences). */
  async device(userId: number, endpoint: unknown): Promise<DeviceSubscription> {
    const stored =
      typeof endpoint === 'string' && endpoint !== ''
        ? await new PushRepository(this.knex).findByEndpoint(userId, endpoint)
        : undefined;
    return {
      subscribed: stored?.isActive ?? false,
      preferences: stored?.preferences ?? withDefaultPreferences({}),
    };
  }

  /** The last known location for "nearby sacred spaces" (called by offline downloads too). */
  async rememberPosition(userId: number, position: { latitude: number; longitude: number }): Promise<void> {
    await new PushRepository(this.knex).rememberPosition(userId, position);
  }

  /** Listens for altars created on this instance's pub/sub (published after commit); returns a stop function. */
  watchNewAltars(pubsub: PubSub, topic: string): () => void {
    const iterator = pubsub.subscribe(topic)[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        const altar = next.value as Partial<NewAltarEvent>;
        if (typeof altar.id !== 'number' || typeof altar.creatorId !== 'number') continue;
        await this.notifyNearbyAltar(altar as NewAltarEvent).catch((error: unknown) =>
          this.logger.warn({ err: error, altarId: altar.id }, 'could not queue nearby-altar notifications'),
        );
      }
    })();
    return () => void iterator.return?.();
  }

  /** A new altar: members within 10 km of their last known position hear of it (one job per altar). */
  async notifyNearbyAltar(altar: NewAltarEvent): Promise<void> {
    await this.jobs.send(PUSH_JOBS.nearbyAltar, altar, { id: jobIdOf(`nearby-altar:${altar.id}`) });
  }

  /**
   * A companion's checkpoint or message on a pilgrimage: the journeys service calls this after its
   * transaction commits, with the companions to tell (the actor excluded by the caller or here).
   */
  async notifyPilgrimageUpdate(
    update: { pilgrimageId: number; actorId: number; recipientIds: number[] } & (
      | { title: string; body: string }
      /** The title and body, for each recipient (a chat message's are the sender's name and words). */
      | { text: (audience: Audience) => { title: string; body: string } }
    ),
  ): Promise<void> {
    const recipients = update.recipientIds.filter((id) => id !== update.actorId);
    await this.fanOut(recipients, 'pilgrimageUpdates', (audience) => ({
      ...('text' in update ? update.text(audience) : { title: update.title, body: update.body }),
      url: `/pilgrimage/active?id=${update.pilgrimageId}`,
      tag: `pilgrimage-${update.pilgrimageId}`,
    }));
  }

  /**
   * A safety message (walk safe: the walker's reminder, an overdue alert, "I'm safe"): to every device the
   * members subscribed, whatever their notification preferences, since nobody opted into missing it.
   */
  async notifySafety(userIds: number[], payload: LocalizedPayload, receipt?: DeliveryReceipt): Promise<number> {
    const subscriptions = await new PushRepository(this.knex).activeForAll(userIds);
    await this.queueDeliveries(subscriptions, payload, receipt);
    return subscriptions.length;
  }

  /** The members among `userIds` with a device that can receive a safety notification now. */
  async reachableMembers(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const subscriptions = await new PushRepository(this.knex).activeForAll(userIds);
    return new Set(subscriptions.map((subscription) => subscription.userId));
  }

  /** A reminder the member set for themselves (first light at an altar): to every device they subscribed. */
  async notifyRequested(userIds: number[], payload: LocalizedPayload): Promise<number> {
    const subscriptions = await new PushRepository(this.knex).activeForAll(userIds);
    await this.queueDeliveries(subscriptions, payload);
    return subscriptions.length;
  }

  /** A like or a comment on a member's post (the community service calls this after committing). */
  async notifyCommunityActivity(activity: {
    postId: number;
    postAuthorId: number;
    actorId: number;
    actorName: string;
    kind: 'like' | 'comment';
  }): Promise<void> {
    if (activity.actorId === activity.postAuthorId) return;
    await this.fanOut([activity.postAuthorId], 'communityActivity', (audience) => {
      const t = pushText(audience);
      return {
        title: t('communityTitle'),
        body: t(activity.kind === 'like' ? 'postLiked' : 'postCommented', { name: activity.actorName }),
        url: '/feed',
        tag: `post-${activity.postId}`,
      };
    });
  }

  /** Badges a member just earned (the badge service calls this after awarding them). */
  async notifyAchievements(userId: number, badgeNames: string[]): Promise<void> {
    for (const name of badgeNames) {
      await this.fanOut([userId], 'achievements', (audience) => {
        const t = pushText(audience);
        const key = `badge.${name}`;
        const badge = isBadgeKey(key) ? t(key) : name;
        return { title: t('badgeTitle'), body: t('badgeEarned', { badge }), url: '/profile', tag: `badge-${name}` };
      });
    }
  }

  /** The cron job: a reminder to each subscription whose local morning it is and that has none today. */
  async sendDailyReminders(now: Date = this.now()): Promise<number> {
    const repository = new PushRepository(this.knex);
    let queued = 0;
    const due = (await repository.activeForDailyReminder()).filter((subscription) =>
      dailyReminderDue(now, subscription.timeZone, subscription.lastDailyReminderOn),
    );
    const written = await this.audiencesOf(due);
    for (const subscription of due) {
      if (!(await repository.claimDailyReminder(subscription.id, localClock(now, subscription.timeZone).date)))
        continue;
      await this.queueDelivery(subscription, written(subscription, dailyReminderPayload));
      queued += 1;
    }
    return queued;
  }

  private async fanOutNearbyAltar(altar: NewAltarEvent): Promise<void> {
    const subscriptions = await new PushRepository(this.knex).activeNear(
      altar,
      NEARBY_ALTAR_RADIUS_KM * 1000,
      altar.creatorId,
    );
    await this.queueDeliveries(subscriptions, (audience) => {
      const t = pushText(audience);
      return {
        title: t('nearbyAltarTitle'),
        body: t('nearbyAltarBody', { name: altar.name }),
        url: `/altar/${altar.id}`,
        tag: `altar-${altar.id}`,
      };
    });
  }

  private async fanOut(userIds: number[], preference: PushKind, payload: LocalizedPayload): Promise<void> {
    await this.queueDeliveries(await new PushRepository(this.knex).activeFor(userIds, preference), payload);
  }

  /**
   * How each subscription's member reads a notification: their Language setting, and their time zone (the
   * device's while the member's is unknown).
   */
  private async audiencesOf(subscriptions: StoredSubscription[]) {
    const audiences = await new AudienceRepository(this.knex).ofAll(subscriptions.map((s) => s.userId));
    return (subscription: StoredSubscription, payload: LocalizedPayload): PushPayload => {
      if (typeof payload !== 'function') return payload;
      const audience = audiences.get(subscription.userId);
      return payload({
        language: audience?.language ?? 'en',
        timeZone: audience?.timeZone ?? subscription.timeZone,
      });
    };
  }

  /** One delivery job per subscription, queued in one statement however many members a fan-out reaches. */
  private async queueDeliveries(
    subscriptions: StoredSubscription[],
    payload: LocalizedPayload,
    receipt?: DeliveryReceipt,
  ): Promise<void> {
    const written = typeof payload === 'function' ? await this.audiencesOf(subscriptions) : () => payload;
    return this.jobs.sendMany(
      PUSH_JOBS.deliver,
      subscriptions.map(
        (subscription) =>
          ({ subscriptionId: subscription.id, payload: written(subscription, payload), receipt }) satisfies DeliverJob,
      ),
    );
  }

  private async report(receipt: DeliveryReceipt | undefined, outcome: 'reached' | 'unreached'): Promise<void> {
    if (receipt) await this.jobs.send(receipt.job, { ...receipt.data, outcome });
  }

  private queueDelivery(subscription: StoredSubscription, payload: PushPayload): Promise<void> {
    return this.jobs.send(PUSH_JOBS.deliver, { subscriptionId: subscription.id, payload } satisfies DeliverJob);
  }

  /** Sends one notification; throws on a failure worth retrying (the queue retries with backoff). */
  async deliver({ subscriptionId, payload, receipt }: DeliverJob): Promise<void> {
    const repository = new PushRepository(this.knex);
    const subscription = await repository.findById(subscriptionId);
    if (!subscription?.isActive || subscription.suspended) return this.report(receipt, 'unreached');
    const sender = await this.sender();
    const outcome = await sender.send(subscription, payload).catch((error: unknown) => {
      countPushSend('error');
      throw error;
    });
    countPushSend(outcome.kind);
    switch (outcome.kind) {
      case 'delivered':
        await repository.markSent(subscription.id);
        return this.report(receipt, 'reached');
      case 'gone':
        this.logger.info({ subscriptionId, status: outcome.status }, 'push subscription gone: delivery stopped');
        await repository.suspend(subscription.id);
        return this.report(receipt, 'unreached');
      case 'refused':
        this.logger.warn({ subscriptionId, reason: outcome.reason }, 'push endpoint refused: delivery stopped');
        await repository.suspend(subscription.id);
        return this.report(receipt, 'unreached');
      case 'failed':
        throw new Error(`push service answered ${outcome.status}`);
    }
  }
}
