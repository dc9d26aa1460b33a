import { METERS_PER_MILE } from './limits';
import type { UnitsShown } from './settings';

/** Offline downloads, shared by the settings panel and the server. */

/** How long downloads are kept and how much one may hold. */
export const OFFLINE_RADIUS_KM = 50;
/** Progress of one download, and of "download all"; the bar resets after PROGRESS_RESET_MS. */
export const SINGLE_DOWNLOAD_PROGRESS = [10, 50, 100] as const;
export const ALL_DOWNLOAD_PROGRESS = [25, 50, 75, 100] as const;
export const PROGRESS_RESET_MS = 1000;
/** How long the server keeps a download's record (offline_cache.expires_at). */
export const OFFLINE_CACHE_DAYS = 30;
export const MAX_WEATHER_LOCATIONS = 20;
export const MAX_OFFLINE_ALTARS = 2000;
export const MAX_OFFLINE_PILGRIMAGES = 200;

export const OFFLINE_DATA_TYPES = ['sacred-spaces', 'pilgrimages', 'weather'] as const;
export type OfflineDataType = (typeof OFFLINE_DATA_TYPES)[number];

/**
 * The device keeps GraphQL answers seen online (so visited pages open offline) up to this size, least
 * recently used evicted first. Downloads and the outbox are kept apart and never evicted.
 */
export const OFFLINE_ANSWERS_MAX_BYTES = 20 * 1024 * 1024;

export const OFFLINE_MESSAGES = {
  showingDownloads: 'Offline - showing your downloads',
  savedOnDeviceTitle: 'Saved on this device',
  savedOnDevice: 'Saved on this device. It will be sent when you are back online.',
  notDownloaded: 'You are offline and this was not downloaded. Download it from Settings → Offline next time.',
  storagePersisted: 'Storage: persistent. The browser keeps your downloads until you delete them.',
  storageBestEffort:
    'Storage: best effort. The browser did not grant persistent storage and may clear downloads when space runs low.',
  storageUnsupported: 'Storage: this browser cannot promise to keep downloads; it may clear them when space runs low.',
  manifestFailed: 'Failed to fetch offline manifest',
  locationRequired: 'Location required for offline download',
  weatherLocationRequired: 'Location required for weather download',
  locationBanner: 'Location access required to download nearby sacred spaces and weather data.',
  online: 'Online',
  offline: 'Offline',
  radiusRange: `radiusKm must be between 1 and ${OFFLINE_RADIUS_KM}`,
  locationsRequired: 'locations must hold at least one [latitude, longitude, name]',
  locationShape: 'Each location is [latitude, longitude, name]',
  pointPair: 'latitude and longitude go together',
  tooManyLocations: `At most ${MAX_WEATHER_LOCATIONS} locations`,
} as const;

/** GET /api/users/{id}/offline-manifest. */
export interface OfflineManifest {
  offlineReady: boolean;
  sacredSpaces: number;
  pilgrimages: number;
  weatherLocations: number;
  /** ISO time of the newest download, null before the first. */
  lastUpdated: string | null;
  /**
   * Every sacred space within this many km of where they were downloaded is in the download: the radius
   * asked for, or less where the nearest MAX_OFFLINE_ALTARS reach no further (a dense town). Null before
   * the first download of sacred spaces.
   */
  sacredSpacesWithinKm: number | null;
}

export const EMPTY_MANIFEST: OfflineManifest = {
  offlineReady: false,
  sacredSpaces: 0,
  pilgrimages: 0,
  weatherLocations: 0,
  lastUpdated: null,
  sacredSpacesWithinKm: null,
};

/**
 * How far a download of sacred spaces reaches, in km (one decimal): the radius asked for when fewer than
 * MAX_OFFLINE_ALTARS lie within it; else just short of the farthest one downloaded (nearest first), so
 * that every sacred space within the answer is in the download, also where several lie at that distance.
 */
export function downloadReachKm(radiusKm: number, count: number, farthestMeters: number | undefined): number {
  if (count < MAX_OFFLINE_ALTARS || farthestMeters === undefined) return radiusKm;
  return Math.min(radiusKm, Math.max(0, Math.floor((farthestMeters - 1) / 100) / 10));
}

/**
 * What the Offline tab says when a download of sacred spaces holds only the nearest MAX_OFFLINE_ALTARS:
 * beyond `withinKm` the offline map shows none, though there are some. Null when it holds all of them.
 */
export function partialDownloadNote(
  manifest: Pick<OfflineManifest, 'sacredSpaces' | 'sacredSpacesWithinKm'>,
  units: UnitsShown = null,
) {
  const { sacredSpaces, sacredSpacesWithinKm } = manifest;
  // A manifest the device kept from before this field existed has none.
  if (typeof sacredSpacesWithinKm !== 'number' || sacredSpacesWithinKm >= OFFLINE_RADIUS_KM) return null;
  // In miles rounded down, so that every sacred space within the figure said is still in the download.
  const reach =
    units === 'imperial'
      ? `${Math.floor((sacredSpacesWithinKm * 10_000) / METERS_PER_MILE) / 10} mi`
      : `${sacredSpacesWithinKm.toLocaleString('en-US', { maximumFractionDigits: 1 })} km`;
  return (
    `Many sacred spaces here: this download holds the ${sacredSpaces.toLocaleString('en-US')} nearest, ` +
    `all of them within ${reach} of where you downloaded them. Beyond that, the offline map shows none.`
  );
}

const HOUR_MS = 60 * 60 * 1000;

/** 'Just now' under an hour, then 'N hours ago' under a day, then 'N days ago', in these words. */
export function formatLastUpdated(lastUpdated: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(lastUpdated).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return 'Just now';
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 24) return `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export type WeatherLocation = [latitude: number, longitude: number, name: string];
