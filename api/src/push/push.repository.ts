import type { Knex } from 'knex';
import { MEMBER_SWITCH_OF_PUSH, withDefaultPreferences, type PushKind, type PushPreferences } from '@sacred/core/push';
import { translateDatabaseError } from '../platform/errors';

interface SubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  is_active: boolean;
  suspended_at: Date | null;
  preferences: Record<string, unknown>;
  time_zone: string;
  last_daily_reminder_on: string | null;
}

export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The member's choice: this device wants notifications. */
  isActive: boolean;
  /** Delivery stopped by the server (the push service dropped it, or its address was refused). */
  suspended: boolean;
  preferences: PushPreferences;
  timeZone: string;
  lastDailyReminderOn: string | null;
}

export interface NewSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  preferences: PushPreferences;
  timeZone: string | undefined;
  position: { latitude: number; longitude: number } | undefined;
  /** Local date the daily reminder counts as sent for (today: the first one comes tomorrow). */
  dailyReminderSentOn: string;
  /** Active devices a member keeps; subscribing one more turns off those not subscribed for longest. */
  devicesPerMember: number;
}

const COLUMNS = [
  'id',
  'user_id',
  'endpoint',
  'p256dh',
  'auth',
  'is_active',
  'suspended_at',
  'preferences',
  'time_zone',
  // A date column comes back from pg as a local-midnight Date; text keeps it a plain calendar date.
  'last_daily_reminder_on',
] as const;

const toSubscription = (row: SubscriptionRow): StoredSubscription => ({
  id: row.id,
  userId: row.user_id,
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  isActive: row.is_active,
  suspended: row.suspended_at !== null,
  preferences: withDefaultPreferences(row.preferences),
  timeZone: row.time_zone,
  lastDailyReminderOn: row.last_daily_reminder_on,
});

const MEMBER_TIME_ZONE =
  '(SELECT u.time_zone FROM users u WHERE u.id = push_subscriptions.user_id) AS member_time_zone';

export class PushRepository {
  constructor(private readonly knex: Knex) {}

  private select() {
    return this.knex('push_subscriptions').select(
      ...COLUMNS.filter((column) => column !== 'last_daily_reminder_on'),
      this.knex.raw('last_daily_reminder_on::text AS last_daily_reminder_on'),
    );
  }

  /**
   * One row per member and endpoint: subscribing again (new preferences or keys) updates that member's
   * row and makes it deliverable again; another member subscribing the same endpoint gets a row of
   * their own and never takes this one over. A member keeps at most `devicesPerMember` active rows.
   */
  async upsert(input: NewSubscription): Promise<StoredSubscription> {
    try {
      return await this.knex.transaction(async (trx) => {
        const position = input.position ?? { latitude: null, longitude: null };
        const [row] = await trx('push_subscriptions')
          .insert({
            user_id: input.userId,
            endpoint: input.endpoint,
            p256dh: input.p256dh,
            auth: input.auth,
            is_active: true,
            preferences: JSON.stringify(input.preferences),
            time_zone: input.timeZone ?? 'UTC',
            latitude: position.latitude,
            longitude: position.longitude,
            last_daily_reminder_on: input.dailyReminderSentOn,
          })
          .onConflict(['user_id', 'endpoint'])
          .merge({
            p256dh: input.p256dh,
            auth: input.auth,
            is_active: true,
            deactivated_at: null,
            suspended_at: null,
            preferences: JSON.stringify(input.preferences),
            ...(input.timeZone ? { time_zone: input.timeZone } : {}),
            ...(input.position ? { latitude: input.position.latitude, longitude: input.position.longitude } : {}),
            updated_at: trx.fn.now(),
          })
          .returning('id');
        // Serialises one member's subscribes, so two at once cannot both stay under the cap.
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['push_subscriptions', input.userId]);
        await trx('push_subscriptions')
          .where({ user_id: input.userId, is_active: true })
          .whereNotIn(
            'id',
            trx('push_subscriptions')
              .select('id')
              .where({ user_id: input.userId, is_active: true })
              .orderBy([
                { column: 'updated_at', order: 'desc' },
                { column: 'id', order: 'desc' },
              ])
              .limit(input.devicesPerMember),
          )
          .update({ is_active: false, deactivated_at: trx.fn.now(), updated_at: trx.fn.now() });
        return (await new PushRepository(trx).findById((row as { id: number }).id)) as StoredSubscription;
      });
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  async findById(id: number): Promise<StoredSubscription | undefined> {
    const row = (await this.select().where({ id }).first()) as SubscriptionRow | undefined;
    return row && toSubscription(row);
  }

  async findByEndpoint(userId: number, endpoint: string): Promise<StoredSubscription | undefined> {
    const row = (await this.select().where({ user_id: userId, endpoint }).first()) as SubscriptionRow | undefined;
    return row && toSubscription(row);
  }

  /** Returns whether a row of this member was turned off. */
  async deactivate(userId: number, endpoint: string): Promise<boolean> {
    const count = await this.knex('push_subscriptions')
      .where({ user_id: userId, endpoint, is_active: true })
      .update({ is_active: false, deactivated_at: this.knex.fn.now(), updated_at: this.knex.fn.now() });
    return count > 0;
  }

  /**
   * Stops delivery to an endpoint the push service dropped or that may not be called. `is_active` stays
   * what the member chose, so what a delivery answered is never readable through the API.
   */
  async suspend(id: number): Promise<void> {
    await this.knex('push_subscriptions').where({ id }).update({ suspended_at: this.knex.fn.now() });
  }

  async markSent(id: number): Promise<void> {
    await this.knex('push_subscriptions').where({ id }).update({ last_sent_at: this.knex.fn.now() });
  }

  /** The member's last known position on all their devices (from subscribing or an offline download). */
  async rememberPosition(userId: number, position: { latitude: number; longitude: number }): Promise<void> {
    await this.knex('push_subscriptions').where({ user_id: userId }).update(position);
  }

  /**
   * Active subscriptions whose device wants this kind and whose member's notification switch for it
   * (Settings > Notifications, `MEMBER_SWITCH_OF_PUSH`) is not off: both must allow a notification.
   */
  private activeWith(kind: PushKind) {
    const memberSwitch = MEMBER_SWITCH_OF_PUSH[kind];
    const query = this.select().where({ is_active: true }).whereNull('suspended_at');
    // Achievements have no device preference: the member's switch alone.
    if (kind !== 'achievements') query.whereRaw('(preferences ->> ?)::boolean IS TRUE', [kind]);
    if (!memberSwitch) return query;
    return query.whereRaw(
      `NOT EXISTS (SELECT 1 FROM user_settings us WHERE us.user_id = push_subscriptions.user_id
                     AND (us.settings -> 'notifications' ->> ?)::boolean IS FALSE)`,
      [memberSwitch],
    );
  }

  /** Active subscriptions of these members that want this kind of notification. */
  async activeFor(userIds: number[], preference: PushKind): Promise<StoredSubscription[]> {
    if (userIds.length === 0) return [];
    const rows = (await this.activeWith(preference).whereIn('user_id', userIds).orderBy('id')) as SubscriptionRow[];
    return rows.map(toSubscription);
  }

  /** Every active subscription of these members, whatever their preferences (safety messages). */
  async activeForAll(userIds: number[]): Promise<StoredSubscription[]> {
    if (userIds.length === 0) return [];
    const rows = (await this.select()
      .where({ is_active: true })
      .whereNull('suspended_at')
      .whereIn('user_id', userIds)
      .orderBy('id')) as SubscriptionRow[];
    return rows.map(toSubscription);
  }

  /** Active subscriptions wanting nearby altars whose last known position is within `meters` (SRID 4326). */
  async activeNear(
    point: { latitude: number; longitude: number },
    meters: number,
    excludeUserId: number,
  ): Promise<StoredSubscription[]> {
    const rows = (await this.activeWith('nearbySacredSpaces')
      .whereNot({ user_id: excludeUserId })
      .whereRaw('ST_DWithin(geog, ST_SetSRID(ST_MakePoint(?, ?), 4326)::geography, ?)', [
        point.longitude,
        point.latitude,
        meters,
      ])
      .orderBy('id')) as SubscriptionRow[];
    return rows.map(toSubscription);
  }

  /**
   * Active subscriptions wanting the daily reminder (the service checks each one's local clock), each in
   * its member's time zone, or in the zone the device gave while the member's is not known.
   */
  async activeForDailyReminder(): Promise<StoredSubscription[]> {
    const rows = (await this.activeWith('dailyReminder')
      .select(this.knex.raw(MEMBER_TIME_ZONE))
      .orderBy('id')) as Array<SubscriptionRow & { member_time_zone: string | null }>;
    return rows.map((row) => toSubscription({ ...row, time_zone: row.member_time_zone ?? row.time_zone }));
  }

  /** The member's own time zone, when known. */
  async memberTimeZone(userId: number): Promise<string | null> {
    const row = await this.knex('users')
      .where({ id: userId })
      .first<{ time_zone: string | null } | undefined>('time_zone');
    return row?.time_zone ?? null;
  }

  /** Claims today's reminder for a subscription; false when another worker already did. */
  async claimDailyReminder(id: number, localDate: string): Promise<boolean> {
    const count = await this.knex('push_subscriptions')
      .where({ id })
      .whereRaw('(last_daily_reminder_on IS NULL OR last_daily_reminder_on < ?::date)', [localDate])
      .update({ last_daily_reminder_on: localDate });
    return count > 0;
  }
}
