import { describe, expect, it } from 'vitest';
import {
  ALL_DOWNLOAD_PROGRESS,
  downloadReachKm,
  formatLastUpdated,
  MAX_OFFLINE_ALTARS,
  OFFLINE_RADIUS_KM,
  partialDownloadNote,
  SINGLE_DOWNLOAD_PROGRESS,
} from './offline';
import { sacredSpacesDownloadSchema, weatherDownloadSchema } from './offline-schema';

describe('offline downloads', () => {
  it('uses the spec constants', () => {
    expect(OFFLINE_RADIUS_KM).toBe(50);
    expect(SINGLE_DOWNLOAD_PROGRESS).toEqual([10, 50, 100]);
    expect(ALL_DOWNLOAD_PROGRESS).toEqual([25, 50, 75, 100]);
  });

  it("says 'Just now' under an hour, then hours, then days", () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatLastUpdated('2026-11-22T11:30:00Z', now)).toBe('Just now');
    expect(formatLastUpdated('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatLastUpdated('2026-11-21T12:30:00Z', now)).toBe('23 hours ago');
    expect(formatLastUpdated('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
  });

  it('defaults the radius to 50 km and refuses a missing location with the spec message', async () => {
    await expect(sacredSpacesDownloadSchema.validate({ latitude: 1, longitude: 2 })).resolves.toMatchObject({
      radiusKm: 50,
    });
    await expect(sacredSpacesDownloadSchema.validate({})).rejects.toThrow('Location required for offline download');
    await expect(weatherDownloadSchema.validate({ locations: [] })).rejects.toThrow(
      'Location required for weather download',
    );
    await expect(weatherDownloadSchema.validate({ locations: [[1, 2, 'Home']] })).resolves.toBeTruthy();
    await expect(weatherDownloadSchema.validate({ locations: [[1, 2]] })).rejects.toThrow(
      'Each location is [latitude, longitude, name]',
    );
  });

  it('says how far a download of sacred spaces reaches, and tells when it holds only the nearest', () => {
    // Fewer than the most one download holds: all of them, as far as asked.
    expect(downloadReachKm(50, MAX_OFFLINE_ALTARS - 1, 49_000)).toBe(50);
    expect(downloadReachKm(10, 0, undefined)).toBe(10);
    // The most it holds: just short of the farthest, in tenths of a km (another may lie at that distance).
    expect(downloadReachKm(50, MAX_OFFLINE_ALTARS, 3_250)).toBe(3.2);
    expect(downloadReachKm(50, MAX_OFFLINE_ALTARS, 3_200)).toBe(3.1);
    expect(downloadReachKm(50, MAX_OFFLINE_ALTARS, 0)).toBe(0);
    expect(downloadReachKm(20, MAX_OFFLINE_ALTARS, 20_000)).toBe(19.9);

    expect(partialDownloadNote({ sacredSpaces: 2000, sacredSpacesWithinKm: 3.2 })).toBe(
      'Many sacred spaces here: this download holds the 2,000 nearest, all of them within 3.2 km of where you ' +
        'downloaded them. Beyond that, the offline map shows none.',
    );
    // In miles for an imperial member, rounded down: 3.2 km is 1.988 mi.
    expect(partialDownloadNote({ sacredSpaces: 2000, sacredSpacesWithinKm: 3.2 }, 'imperial')).toContain(
      'all of them within 1.9 mi of where',
    );
    expect(partialDownloadNote({ sacredSpaces: 12, sacredSpacesWithinKm: OFFLINE_RADIUS_KM })).toBeNull();
    expect(partialDownloadNote({ sacredSpaces: 0, sacredSpacesWithinKm: null })).toBeNull();
  });
});
