import * as yup from 'yup';
import { MAP_STYLES, PROFILE_VISIBILITY, THEMES, UNITS } from './enums';
import { LANGUAGES, SEARCH_RADIUS_SLIDER, SETTINGS_MESSAGES, overDefaults, type UserSettings } from './settings';
import { isTimeZone, TIME_ZONE_MESSAGES } from './time-zone';

/**
 * The rules of user settings, for the server and the settings form. Apart from settings.ts so that a page
 * which only reads settings (the app shell) does not load the validation library.
 */
const flag = () =>
  yup.boolean().strict().typeError(SETTINGS_MESSAGES.mustBeOnOrOff).required(SETTINGS_MESSAGES.mustBeOnOrOff);
const choice = <T extends string>(values: readonly T[]) =>
  yup
    .mixed<T>()
    .oneOf([...values], `Must be one of ${values.join(', ')}`)
    .required(`Must be one of ${values.join(', ')}`);

/** The full settings object: PATCH sends it whole, so every field is required. */
export const settingsSchema = yup.object({
  notifications: yup
    .object({
      pilgrimageUpdates: flag(),
      communityPosts: flag(),
      nearbyAltars: flag(),
      achievements: flag(),
      emailDigest: flag(),
    })
    .required(),
  privacy: yup
    .object({
      profileVisibility: choice(PROFILE_VISIBILITY),
      locationSharing: flag(),
      activityTracking: flag(),
    })
    .required(),
  preferences: yup
    .object({
      theme: choice(THEMES),
      language: choice(LANGUAGES.map((language) => language.code)),
      units: choice(UNITS),
      soundEffects: flag(),
      mapStyle: choice(MAP_STYLES),
      searchRadius: yup
        .number()
        .strict()
        .typeError(SETTINGS_MESSAGES.radiusRange)
        .integer(SETTINGS_MESSAGES.radiusRange)
        .min(SEARCH_RADIUS_SLIDER.min, SETTINGS_MESSAGES.radiusRange)
        .max(SEARCH_RADIUS_SLIDER.max, SETTINGS_MESSAGES.radiusRange)
        .test(
          'step',
          SETTINGS_MESSAGES.radiusRange,
          (value) => value === undefined || value % SEARCH_RADIUS_SLIDER.step === 0,
        )
        .required(SETTINGS_MESSAGES.radiusRange),
      // Left out, the stored zone stays (clients older than the setting send the object without it).
      timeZone: yup
        .string()
        .strict()
        .typeError(TIME_ZONE_MESSAGES.invalid)
        .max(64, TIME_ZONE_MESSAGES.invalid)
        .test('zone', TIME_ZONE_MESSAGES.invalid, (value) => value === undefined || value === null || isTimeZone(value))
        .nullable()
        .optional(),
    })
    .required(),
});
export type SettingsInput = yup.InferType<typeof settingsSchema>;

/**
 * Stored settings laid over the defaults, dropping anything unknown or invalid, so an older stored object
 * (or none) always reads as a complete, valid one.
 */
export function withDefaults(stored: unknown): UserSettings {
  return overDefaults(stored, (group, key, value) =>
    ((settingsSchema.fields[group] as yup.AnyObjectSchema).fields[key] as yup.Schema).isValidSync(value),
  );
}
