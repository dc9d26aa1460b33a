import type { OfflineManifest, WeatherLocation } from '@sacred/core/offline';

import { request } from '../../app/http';

/** The offline downloads' REST calls. */
/** The fields of a downloaded altar the offline map and pages use (the server answers whole altars). */
export interface DownloadedAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  altarType: string;
  photos: string[];
  isEcoFriendly: boolean;
  visitCount: number;
  likes: number;
  recentActivity: number;
}

/** A downloaded pilgrimage as the map lists it (MapPilgrimage). */
export interface DownloadedPilgrimage {
  id: number;
  name: string;
  type: string;
  description: string | null;
  distance: number | null;
  difficulty: string;
  duration: string | null;
  estimatedDuration: string | null;
  season: string | null;
  significance: string | null;
  startLatitude: number | null;
  startLongitude: number | null;
  startingLatitude: number | null;
  startingLongitude: number | null;
}

export const offlineApi = {
  manifest: (userId: number) => request<OfflineManifest>('GET', `/api/users/${userId}/offline-manifest`),
  sacredSpaces: (userId: number, body: { latitude: number; longitude: number; radiusKm: number }) =>
    request<{ altars: DownloadedAltar[]; count: number; lastUpdated: string }>(
      'POST',
      `/api/users/${userId}/offline/sacred-spaces`,
      body,
    ),
  /** The chosen pilgrimages, else those starting nearest to a point, else the first the map lists. */
  pilgrimages: (userId: number, body: { pilgrimageIds?: number[]; latitude?: number; longitude?: number } = {}) =>
    request<{ pilgrimages: DownloadedPilgrimage[]; count: number; lastUpdated: string }>(
      'POST',
      `/api/users/${userId}/offline/pilgrimages`,
      body,
    ),
  weather: (userId: number, locations: WeatherLocation[]) =>
    request<{ locations: unknown[]; count: number; lastUpdated: string }>(
      'POST',
      `/api/users/${userId}/offline/weather`,
      { locations },
    ),
};
