import type { Knex } from 'knex';
import { withDefaults } from '@sacred/core/settings-schema';
import type { Language, ProfileVisibility, UserSettings } from '@sacred/core/settings';

export class SettingsRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** The stored settings laid over the defaults; the defaults when nothing was saved. The zone is the member's. */
  async find(userId: number): Promise<UserSettings> {
    const row = await this.db('users as u')
      .leftJoin('user_settings as s', 's.user_id', 'u.id')
      .select('s.settings', 'u.time_zone')
      .where('u.id', userId)
      .first<{ settings: unknown; time_zone: string | null } | undefined>();
    const settings = withDefaults(row?.settings);
    return { ...settings, preferences: { ...settings.preferences, timeZone: row?.time_zone ?? null } };
  }

  async save(userId: number, settings: UserSettings): Promise<void> {
    const { timeZone, ...preferences } = settings.preferences;
    const values = {
      settings: JSON.stringify({ ...settings, preferences }),
      profile_visibility: settings.privacy.profileVisibility,
      location_sharing: settings.privacy.locationSharing,
      updated_at: this.db.fn.now(),
    };
    await this.db('user_settings')
      .insert({ user_id: userId, ...values })
      .onConflict('user_id')
      .merge(values);
    await this.saveTimeZone(userId, timeZone);
  }

  /** A new member's first settings: only the language they signed up in (the rest reads as the defaults). */
  async startWith(userId: number, language: Language): Promise<void> {
    await this.db('user_settings').insert({
      user_id: userId,
      settings: JSON.stringify({ preferences: { language } }),
    });
  }

  async saveTimeZone(userId: number, timeZone: string | null): Promise<void> {
    await this.db('users').where({ id: userId }).update({ time_zone: timeZone });
  }

  /** Whether PostgreSQL, which counts the member's days in SQL, knows the zone as well as the runtime does. */
  async knowsTimeZone(timeZone: string): Promise<boolean> {
    const row = await this.db
      .select(this.db.raw('1 AS known'))
      .from('pg_timezone_names')
      .where({ name: timeZone })
      .first<{ known: number } | undefined>();
    return row !== undefined;
  }

  async visibilityOf(userId: number): Promise<ProfileVisibility> {
    const row = await this.db('user_settings')
      .select('profile_visibility')
      .where({ user_id: userId })
      .first<{ profile_visibility: ProfileVisibility } | undefined>();
    return row?.profile_visibility ?? 'public';
  }
}
