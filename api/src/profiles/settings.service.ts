import type { Knex } from 'knex';
import { unavailableMapStyleMessage, type MapStyleAvailability } from '@sacred/core/basemap';
import type { SettingsInput, UserSettings } from '@sacred/core/settings';
import { ValidationError } from '../platform/errors';
import { SettingsRepository } from './settings.repository';

/** User settings (001 sections 3 and 9): read with defaults, replaced whole, and enforced. */
export class SettingsService {
  constructor(
    private readonly knex: Knex,
    private readonly mapStyles: { availability(): MapStyleAvailability },
  ) {}

  get(userId: number): Promise<UserSettings> {
    return new SettingsRepository(this.knex).find(userId);
  }

  /** PATCH sends the full object (001 section 7): every field is required; nothing changes on a 400. */
  async replace(userId: number, input: SettingsInput): Promise<UserSettings> {
    // settingsSchema's choices are exactly the unions of UserSettings.
    const settings = input as UserSettings;
    const repository = new SettingsRepository(this.knex);
    // A map style this server cannot draw is refused, not stored as a silent no-op; the value already
    // held (the spec's default is satellite) may be sent back unchanged with the rest of the object.
    const { mapStyle } = settings.preferences;
    if (!this.mapStyles.availability()[mapStyle]) {
      const current = await repository.find(userId);
      if (current.preferences.mapStyle !== mapStyle) {
        const message = unavailableMapStyleMessage(mapStyle);
        throw new ValidationError(message, { 'preferences.mapStyle': message });
      }
    }
    await repository.save(userId, settings);
    return repository.find(userId);
  }

  /**
   * Whether others may see the member's profile reads (altars, badges, completions, favourites).
   * 'friends' counts as private: there is no friends feature yet.
   */
  async isProfilePublic(userId: number): Promise<boolean> {
    return (await new SettingsRepository(this.knex).visibilityOf(userId)) === 'public';
  }

  /** For live journeys: share the member's position with companions only when this is on. */
  async isLocationSharingOn(userId: number): Promise<boolean> {
    return (await this.get(userId)).privacy.locationSharing;
  }
}
