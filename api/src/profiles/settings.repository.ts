import type { Knex } from 'knex';
import { withDefaults } from '@sacred/core/settings-schema';
import type { ProfileVisibility, UserSettings } from '@sacred/core/settings';

export class SettingsRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** The stored settings laid over the defaults; the defaults when nothing was saved. */
  async find(userId: number): Promise<UserSettings> {
    const row = await this.db('user_settings')
      .select('settings')
      .where({ user_id: userId })
      .first<{ settings: unknown } | undefined>();
    return withDefaults(row?.settings);
  }

  async save(userId: number, settings: UserSettings): Promise<void> {
    const values = {
      settings: JSON.stringify(settings),
      profile_visibility: settings.privacy.profileVisibility,
      location_sharing: settings.privacy.locationSharing,
      updated_at: this.db.fn.now(),
    };
    await this.db('user_settings')
      .insert({ user_id: userId, ...values })
      .onConflict('user_id')
      .merge(values);
  }

  async visibilityOf(userId: number): Promise<ProfileVisibility> {
    const row = await this.db('user_settings')
      .select('profile_visibility')
      .where({ user_id: userId })
      .first<{ profile_visibility: ProfileVisibility } | undefined>();
    return row?.profile_visibility ?? 'public';
  }
}
