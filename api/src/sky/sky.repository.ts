import type { Knex } from 'knex';
import type { FirstLightReminder } from './sky.types';

interface ReminderRow {
  id: number;
  user_id: number;
  altar_id: number;
  minutes_before: number;
  first_light_at: Date;
  remind_at: Date;
  version: number;
  sent_at: Date | null;
}

export interface StoredReminder extends FirstLightReminder {
  id: number;
  userId: number;
  version: number;
}

const toReminder = (row: ReminderRow): StoredReminder => ({
  id: row.id,
  userId: row.user_id,
  altarId: row.altar_id,
  minutesBefore: row.minutes_before,
  firstLightAt: row.first_light_at,
  remindAt: row.remind_at,
  version: row.version,
  sentAt: row.sent_at,
});

export class SkyRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Sets the member's reminder at an altar (a new version of it when there was one). */
  async upsert(reminder: {
    userId: number;
    altarId: number;
    minutesBefore: number;
    firstLightAt: Date;
    remindAt: Date;
  }): Promise<StoredReminder> {
    const { rows } = await this.db.raw<{ rows: ReminderRow[] }>(
      `INSERT INTO first_light_reminders (user_id, altar_id, minutes_before, first_light_at, remind_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, altar_id) DO UPDATE
         SET minutes_before = EXCLUDED.minutes_before, first_light_at = EXCLUDED.first_light_at,
             remind_at = EXCLUDED.remind_at, version = first_light_reminders.version + 1, sent_at = NULL,
             updated_at = now()
       RETURNING *`,
      [reminder.userId, reminder.altarId, reminder.minutesBefore, reminder.firstLightAt, reminder.remindAt],
    );
    const row = rows[0];
    if (!row) throw new Error('reminder upsert returned nothing');
    return toReminder(row);
  }

  async find(userId: number, altarId: number): Promise<StoredReminder | undefined> {
    const row = (await this.db('first_light_reminders').where({ user_id: userId, altar_id: altarId }).first()) as
      ReminderRow | undefined;
    return row ? toReminder(row) : undefined;
  }

  async remove(userId: number, altarId: number): Promise<boolean> {
    return (await this.db('first_light_reminders').where({ user_id: userId, altar_id: altarId }).delete()) > 0;
  }

  /** Marks the reminder sent, once: false when it was changed, removed or already sent. */
  async claimSend(id: number, version: number): Promise<StoredReminder | undefined> {
    const rows = (await this.db('first_light_reminders')
      .where({ id, version })
      .whereNull('sent_at')
      .update({ sent_at: this.db.fn.now() })
      .returning('*')) as ReminderRow[];
    return rows[0] ? toReminder(rows[0]) : undefined;
  }
}
