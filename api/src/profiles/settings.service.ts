import type { Knex } from 'knex';
import { unavailableMapStyleMessage, type MapStyleAvailability } from '@sacred/core/basemap';
import { EMAIL_DIGEST_UNAVAILABLE, type UserSettings } from '@sacred/core/settings';
import type { SettingsInput } from '@sacred/core/settings-schema';
import { canonicalTimeZone, TIME_ZONE_MESSAGES } from '@sacred/core/time-zone';
import type { SettingsOptions } from '@sacred/core/answers';
import { ValidationError } from '../platform/errors';
import { SettingsRepository } from './settings.repository';

/** User settings: read with defaults, replaced whole, and enforced. */
export class SettingsService {
  constructor(
    private readonly knex: Knex,
    private readonly mapStyles: { availability(): MapStyleAvailability },
    /** Outgoing email (the Mailer): the Email Digest needs it. */
    private readonly email: { readonly available: boolean },
  ) {}

  /** What the Settings screen must show as unavailable, with the reason. */
  options(): SettingsOptions {
    return {
      emailDigest: this.email.available
        ? { available: true, reason: null }
        : { available: false, reason: EMAIL_DIGEST_UNAVAILABLE },
    };
  }

  get(userId: number): Promise<UserSettings> {
    return new SettingsRepository(this.knex).find(userId);
  }

  /** PATCH sends the full object: every field is required; nothing changes on a 400. */
  async replace(userId: number, input: SettingsInput): Promise<UserSettings> {
    const repository = new SettingsRepository(this.knex);
    const timeZone =
      input.preferences.timeZone === undefined
        ? (await repository.find(userId)).preferences.timeZone
        : await this.checkedTimeZone(repository, input.preferences.timeZone);
    // settingsSchema's choices are exactly the unions of UserSettings.
    const settings = { ...input, preferences: { ...input.preferences, timeZone } } as UserSettings;
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
    // The digest cannot be turned on where no email can be sent (turning it off always works).
    if (settings.notifications.emailDigest && !this.email.available) {
      const current = await repository.find(userId);
      if (!current.notifications.emailDigest) {
        throw new ValidationError(EMAIL_DIGEST_UNAVAILABLE, { 'notifications.emailDigest': EMAIL_DIGEST_UNAVAILABLE });
      }
    }
    await repository.save(userId, settings);
    return repository.find(userId);
  }

  /** The zone in its canonical spelling, refused (400) when the runtime or PostgreSQL does not know it. */
  private async checkedTimeZone(repository: SettingsRepository, given: string | null): Promise<string | null> {
    if (given === null) return null;
    const zone = canonicalTimeZone(given);
    if (zone === undefined || !(await repository.knowsTimeZone(zone))) {
      throw new ValidationError(TIME_ZONE_MESSAGES.invalid, { 'preferences.timeZone': TIME_ZONE_MESSAGES.invalid });
    }
    return zone;
  }

  /** The digest's unsubscribe link: only this switch changes. */
  async turnOffEmailDigest(userId: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      const repository = new SettingsRepository(trx);
      const current = await repository.find(userId);
      if (!current.notifications.emailDigest) return;
      await repository.save(userId, { ...current, notifications: { ...current.notifications, emailDigest: false } });
    });
  }

  /**
   * Whether others may see the member's profile reads (altars, badges, completions, favourites).
   * 'friends' counts as private: there is no friends feature yet.
   */
  async isProfilePublic(userId: number): Promise<boolean> {
    return (await new SettingsRepository(this.knex).visibilityOf(userId)) === 'public';
  }

  /** For live journeys: an ended journey keeps the path walked only while this is on (else its distance). */
  async isActivityTrackingOn(userId: number): Promise<boolean> {
    return (await this.get(userId)).privacy.activityTracking;
  }

  /** For live journeys: share the member's position with companions only when this is on. */
  async isLocationSharingOn(userId: number): Promise<boolean> {
    return (await this.get(userId)).privacy.locationSharing;
  }
}
