import { hasIndexedDb, idb } from './idb';
import type { DownloadedAltar, DownloadedPilgrimage } from './offlineApi';

/** What the Offline tab's downloads keep in the device database (`downloads` store), by key. */
export const DOWNLOAD_KEYS = {
  sacredSpaces: 'sacred-spaces',
  pilgrimages: 'pilgrimages',
  manifest: 'manifest',
  /** The member's journeys as last seen from the server (deviceJourneys.ts). */
  journeys: 'journeys',
} as const;

export interface SacredSpacesKept {
  altars: DownloadedAltar[];
  position: { latitude: number; longitude: number };
}

export async function downloadedAltars(): Promise<DownloadedAltar[] | undefined> {
  if (!hasIndexedDb()) return undefined;
  return (await idb.get<SacredSpacesKept>('downloads', DOWNLOAD_KEYS.sacredSpaces))?.altars;
}

export async function downloadedPilgrimages(): Promise<DownloadedPilgrimage[] | undefined> {
  if (!hasIndexedDb()) return undefined;
  return idb.get<DownloadedPilgrimage[]>('downloads', DOWNLOAD_KEYS.pilgrimages);
}
