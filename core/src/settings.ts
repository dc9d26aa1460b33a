import { MAP_STYLES, PROFILE_VISIBILITY, THEMES, UNITS } from './enums';
import { METERS_PER_MILE, SEARCH_RADIUS_METERS } from './limits';

/** User settings: the shape, every default and how they read; their rules are in settings-schema.ts. */

export type ProfileVisibility = (typeof PROFILE_VISIBILITY)[number];
export type Theme = (typeof THEMES)[number];
export type MapStyle = (typeof MAP_STYLES)[number];
export type Units = (typeof UNITS)[number];

/**
 * The languages the app speaks, each named in itself. English is the spec's own words; the others are
 * complete translations of every screen, email and push (web/src/i18n, api/src/i18n).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export interface UserSettings {
  notifications: {
    pilgrimageUpdates: boolean;
    communityPosts: boolean;
    nearbyAltars: boolean;
    achievements: boolean;
    emailDigest: boolean;
  };
  privacy: {
    profileVisibility: ProfileVisibility;
    locationSharing: boolean;
    activityTracking: boolean;
  };
  preferences: {
    theme: Theme;
    language: Language;
    units: Units;
    soundEffects: boolean;
    mapStyle: MapStyle;
    searchRadius: number;
    /** The member's IANA time zone; null until the app first learns it from the browser (UTC meanwhile). */
    timeZone: string | null;
  };
}

/**
 * The defaults of a member who never saved settings. Location sharing is off until the member turns it on,
 * since a live position is the most sensitive thing the app holds. Members who saved settings keep their choice.
 */
export const DEFAULT_SETTINGS: UserSettings = {
  notifications: {
    pilgrimageUpdates: true,
    communityPosts: true,
    nearbyAltars: true,
    achievements: true,
    emailDigest: false,
  },
  privacy: { profileVisibility: 'public', locationSharing: false, activityTracking: true },
  preferences: {
    theme: 'dark',
    language: 'en',
    units: 'metric',
    soundEffects: true,
    mapStyle: 'satellite',
    searchRadius: 10000,
    timeZone: null,
  },
};

/** The radius slider: 1000 to 50000 m, step 1000. */
export const SEARCH_RADIUS_SLIDER = {
  min: SEARCH_RADIUS_METERS.min,
  max: SEARCH_RADIUS_METERS.max,
  step: SEARCH_RADIUS_METERS.step,
} as const;

export const SETTINGS_MESSAGES = {
  updatedTitle: 'Settings Updated',
  updatedDescription: 'Your preferences have been saved successfully.',
  updateFailed: 'Failed to update settings. Please try again.',
  radiusRange: `Search radius must be ${SEARCH_RADIUS_SLIDER.min} to ${SEARCH_RADIUS_SLIDER.max} m in steps of ${SEARCH_RADIUS_SLIDER.step}`,
  mustBeOnOrOff: 'Must be on or off',
  exportComplete: 'Export Complete',
  exportFailed: 'Failed to export your data. Please try again.',
  accountDeleted: 'Account Deleted',
  deleteFailed: 'Failed to delete your account. Please try again.',
} as const;

/** Why the Email Digest switch is disabled on a server that cannot send email. */
export const EMAIL_DIGEST_UNAVAILABLE = 'Email Digest needs outgoing email, which is not set up on this server.';

/**
 * What each switch does, shown as its hint and written in docs/product.md's settings.
 * Activity Tracking off: the member is not counted in the community's public activity figures, their
 * badges leave the public achievements feed (they stay on the member's own profile and export), and a
 * journey that ends keeps only its distance: the positions walked are deleted.
 */
export const SETTING_HINTS = {
  pilgrimageUpdates: "Push: your companions' checkpoints and messages",
  communityPosts: 'Push: likes and comments on your posts',
  nearbyAltars: 'Push: new sacred spaces near your last known location',
  achievements: 'Push: badges as you earn them',
  emailDigest: 'A weekly summary by email, on Monday mornings in your time zone',
  locationSharing: 'Share your position with companions on a live journey',
  activityTracking:
    'Count you in community activity, show your badges in the achievements feed and keep the path of your journeys. Off: a journey keeps only its distance once it ends',
  theme: 'Dark, light, or Auto to follow your device',
  soundEffects: "Gentle chimes at a ritual's end, checkpoints and badges",
  searchRadius: 'How far the map looks for altars when it opens',
  timeZone: 'Your day for the daily reminder, the Monday digest and badge days',
} as const;

/**
 * Settings laid over the defaults, group by group and key by key: a key the defaults do not have is dropped,
 * one missing (or one `keep` refuses) reads as its default. The web app lays the server's answer over them
 * (a guest, a failed read: the defaults); what the server stored goes through `withDefaults`
 * (settings-schema.ts), which also refuses what the rules refuse.
 */
export function overDefaults(
  given: unknown,
  keep: (group: keyof UserSettings, key: string, value: unknown) => boolean = () => true,
): UserSettings {
  const source = (typeof given === 'object' && given !== null ? given : {}) as Record<string, unknown>;
  const merged = {} as Record<keyof UserSettings, Record<string, unknown>>;
  for (const group of Object.keys(DEFAULT_SETTINGS) as (keyof UserSettings)[]) {
    const defaults = DEFAULT_SETTINGS[group] as unknown as Record<string, unknown>;
    const values = (typeof source[group] === 'object' && source[group] !== null ? source[group] : {}) as Record<
      string,
      unknown
    >;
    merged[group] = {};
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = values[key];
      merged[group][key] = value !== undefined && keep(group, key, value) ? value : fallback;
    }
  }
  return merged as unknown as UserSettings;
}

// ---- Units ----

/** A distance for people: metres or km (metric), feet or miles (imperial). */
export function formatDistance(meters: number, units: Units): string {
  if (units === 'imperial') {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return `${Math.round(meters * 3.28084)} ft`;
    return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
  }
  if (meters < 1000) return `${Math.round(meters)} m`;
  const km = meters / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

/** Distances the spec keeps in miles (pilgrimages), in the member's units. */
export function formatMiles(miles: number, units: Units): string {
  return formatDistance(miles * METERS_PER_MILE, units);
}

/**
 * The units a screen shows: the member's setting, or null for a guest, who has none and sees each
 * screen in the spec's own unit (routes in miles, weather in °F and miles, nearby and live tracking in km).
 */
export type UnitsShown = Units | null;

const KM_PER_MILE = METERS_PER_MILE / 1000;

/** Up to one decimal, without a trailing ".0": 5 -> "5", 0.62 -> "0.6". */
export function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10 + 0);
}

/** A route's length (stored in miles): "12.5 miles", "1 mile"; metric "20.1 km". */
export function formatRouteDistance(miles: number, units: UnitsShown): string {
  if (units === 'metric') return `${oneDecimal(miles * KM_PER_MILE)} km`;
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** The nearby list's distance to 0.1: "1.2 km" (metric, and guests), "0.7 mi" (imperial). */
export function formatNearbyDistance(meters: number, units: UnitsShown): string {
  const value = units === 'imperial' ? meters / METERS_PER_MILE : meters / 1000;
  return `${(Math.round(value * 10) / 10).toFixed(1)} ${units === 'imperial' ? 'mi' : 'km'}`;
}

/**
 * A radius as a title says it ("Sacred Spaces Within 10km"): whole km for metric and guests, as the spec
 * writes it; miles to 0.1 for imperial ("6.2mi"), the unit the entries under it are in.
 */
export function formatRadius(meters: number, units: UnitsShown): string {
  if (units === 'imperial') return `${oneDecimal(meters / METERS_PER_MILE)}mi`;
  return `${Math.round(meters / 1000)}km`;
}

/** Live tracking's distances (kept in km) to 0.01: "3.27 km", imperial "2.03 mi". */
export function formatTrackDistance(km: number, units: UnitsShown): string {
  return units === 'imperial' ? `${(km / KM_PER_MILE).toFixed(2)} mi` : `${km.toFixed(2)} km`;
}

/** A temperature (stored in °F): "72°F" (imperial, and guests), "22°C" (metric). */
export function formatTemperature(fahrenheit: number, units: UnitsShown): string {
  if (units === 'metric') return `${Math.round(((fahrenheit - 32) * 5) / 9) + 0}°C`;
  return `${Math.round(fahrenheit) + 0}°F`;
}

/** Visibility (stored in miles): "10 mi" (imperial, and guests), "16.1 km" (metric). */
export function formatVisibility(miles: number, units: UnitsShown): string {
  return units === 'metric' ? `${oneDecimal(miles * KM_PER_MILE)} km` : `${oneDecimal(miles)} mi`;
}
