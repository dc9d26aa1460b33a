import { describe, expect, it } from 'vitest';
import {
  ALL_DOWNLOAD_PROGRESS,
  formatLastUpdated,
  OFFLINE_RADIUS_KM,
  sacredSpacesDownloadSchema,
  SINGLE_DOWNLOAD_PROGRESS,
  weatherDownloadSchema,
} from './offline';

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
});
