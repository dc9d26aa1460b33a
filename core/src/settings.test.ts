import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  formatDistance,
  formatMiles,
  formatNearbyDistance,
  formatRouteDistance,
  formatRadius,
  formatTemperature,
  formatTrackDistance,
  formatVisibility,
  overDefaults,
} from './settings';
import { settingsSchema, withDefaults } from './settings-schema';

describe('DEFAULT_SETTINGS', () => {
  it('has the product defaults, with location sharing off (issue 24: a position is shared only by choice)', () => {
    expect(DEFAULT_SETTINGS).toEqual({
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
    });
  });
});

describe('settingsSchema', () => {
  it('accepts the defaults and refuses a partial object or a radius off the step', async () => {
    await expect(settingsSchema.validate(DEFAULT_SETTINGS)).resolves.toEqual(DEFAULT_SETTINGS);
    await expect(settingsSchema.validate({ privacy: DEFAULT_SETTINGS.privacy })).rejects.toThrow();
    const offStep = { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, searchRadius: 1500 } };
    await expect(settingsSchema.validate(offStep)).rejects.toThrow(/Search radius/);
    const tooFar = { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, searchRadius: 51000 } };
    await expect(settingsSchema.validate(tooFar)).rejects.toThrow(/Search radius/);
  });

  it('refuses strings for flags', async () => {
    const bad = { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, emailDigest: 'yes' } };
    await expect(settingsSchema.validate(bad)).rejects.toThrow('Must be on or off');
  });
});

describe('withDefaults', () => {
  it('fills missing or invalid values from the defaults', () => {
    expect(withDefaults(null)).toEqual(DEFAULT_SETTINGS);
    const merged = withDefaults({ preferences: { units: 'imperial', theme: 'purple' }, privacy: 'x' });
    expect(merged.preferences.units).toBe('imperial');
    expect(merged.preferences.theme).toBe('dark');
    expect(merged.privacy).toEqual(DEFAULT_SETTINGS.privacy);
  });
});

describe('overDefaults', () => {
  it('keeps the known keys of an answer, drops the rest (such as __typename) and fills the missing ones', () => {
    expect(overDefaults(undefined)).toEqual(DEFAULT_SETTINGS);
    const answer = {
      __typename: 'UserSettings',
      preferences: { __typename: 'Preferences', units: 'imperial', theme: 'light' },
    };
    const merged = overDefaults(answer);
    expect(merged.preferences).toEqual({ ...DEFAULT_SETTINGS.preferences, units: 'imperial', theme: 'light' });
    expect(merged.notifications).toEqual(DEFAULT_SETTINGS.notifications);
    expect(Object.keys(merged).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });
});

describe('formatDistance', () => {
  it.each([
    [450, 'metric', '450 m'],
    [1500, 'metric', '1.5 km'],
    [10000, 'metric', '10 km'],
    [10000, 'imperial', '6.2 mi'],
    [100, 'imperial', '328 ft'],
    [50000, 'imperial', '31 mi'],
  ] as const)('%d m in %s is %s', (meters, units, text) => {
    expect(formatDistance(meters, units)).toBe(text);
  });

  it('converts miles', () => {
    expect(formatMiles(12.5, 'metric')).toBe('20 km');
    expect(formatMiles(12.5, 'imperial')).toBe('13 mi');
  });
});

describe("units on every screen (the member's choice; a guest sees the spec's own unit)", () => {
  it('routes: miles for imperial and guests, km for metric', () => {
    expect(formatRouteDistance(12.5, 'imperial')).toBe('12.5 miles');
    expect(formatRouteDistance(1, null)).toBe('1 mile');
    expect(formatRouteDistance(12.5, 'metric')).toBe('20.1 km');
  });

  it('the nearby list: to 0.1 km, or 0.1 mi', () => {
    expect(formatNearbyDistance(1234, 'metric')).toBe('1.2 km');
    expect(formatNearbyDistance(1234, null)).toBe('1.2 km');
    expect(formatNearbyDistance(1234, 'imperial')).toBe('0.8 mi');
  });

  it('live tracking: to 0.01 km, or 0.01 mi', () => {
    expect(formatTrackDistance(3.2712, 'metric')).toBe('3.27 km');
    expect(formatTrackDistance(3.2712, 'imperial')).toBe('2.03 mi');
  });

  it('a radius in a title: whole km for metric and guests (the spec’s "10km"), miles to 0.1 for imperial', () => {
    expect(formatRadius(10_000, 'metric')).toBe('10km');
    expect(formatRadius(25_000, null)).toBe('25km');
    expect(formatRadius(10_000, 'imperial')).toBe('6.2mi');
    expect(formatRadius(50_000, 'imperial')).toBe('31.1mi');
  });

  it('temperature: °F for imperial and guests, °C for metric', () => {
    expect(formatTemperature(72.4, 'imperial')).toBe('72°F');
    expect(formatTemperature(90, null)).toBe('90°F');
    expect(formatTemperature(70, 'metric')).toBe('21°C');
    expect(formatTemperature(31.9, 'metric')).toBe('0°C');
  });

  it('visibility: mi for imperial and guests, km for metric', () => {
    expect(formatVisibility(10, null)).toBe('10 mi');
    expect(formatVisibility(0.62, 'imperial')).toBe('0.6 mi');
    expect(formatVisibility(10, 'metric')).toBe('16.1 km');
  });
});
