import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  ALL_DOWNLOAD_PROGRESS,
  OFFLINE_MESSAGES,
  OFFLINE_RADIUS_KM,
  PROGRESS_RESET_MS,
  SINGLE_DOWNLOAD_PROGRESS,
  type OfflineManifest,
} from '@sacred/core/offline';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ActiveJourneyPageDocument,
  AltarDetailDocument,
  AltarReviewsDocument,
  PilgrimageDetailDocument,
} from '../../gql/graphql';
import { DOWNLOAD_KEYS, type SacredSpacesKept } from './downloads';
import { hasIndexedDb, idb } from './idb';
import { offlineApi, type DownloadedAltar, type DownloadedPilgrimage } from './offlineApi';

export interface Position {
  latitude: number;
  longitude: number;
}

const { sacredSpaces: SACRED_SPACES, pilgrimages: PILGRIMAGES, manifest: MANIFEST } = DOWNLOAD_KEYS;
/** Altar pages prepared per download, a few at a time so the server is not flooded. */
const MAX_PAGES = 300;
const CONCURRENCY = 4;

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** "Visits" each altar page's queries (kept by offlineAwareFetch) and its first photo (kept by the service worker). */
async function prepareAltarPages(client: ApolloClient, altars: DownloadedAltar[]): Promise<void> {
  await inBatches(altars.slice(0, MAX_PAGES), async (altar) => {
    await client.query({ query: AltarDetailDocument, variables: { id: altar.id }, fetchPolicy: 'network-only' });
    await client.query({ query: AltarReviewsDocument, variables: { altarId: altar.id }, fetchPolicy: 'network-only' });
    const photo = altar.photos[0];
    if (photo?.startsWith('/media/')) await fetch(photo, { credentials: 'include' }).then((r) => r.blob());
  });
}

/** "Visits" each pilgrimage's page and its live journey page, so both open offline. */
export async function preparePilgrimagePages(client: ApolloClient, pilgrimages: DownloadedPilgrimage[]): Promise<void> {
  await inBatches(pilgrimages, async (pilgrimage) => {
    await client.query({
      query: PilgrimageDetailDocument,
      variables: { id: pilgrimage.id },
      fetchPolicy: 'network-only',
    });
    await client.query({
      query: ActiveJourneyPageDocument,
      variables: { pilgrimageId: pilgrimage.id },
      fetchPolicy: 'network-only',
    });
  });
}

export type DownloadKind = 'sacredSpaces' | 'pilgrimages' | 'weather' | 'all';

export interface OfflineDownloads {
  manifest: OfflineManifest | null;
  manifestError: string | null;
  progress: number;
  busy: DownloadKind | null;
  error: string | null;
  download(kind: DownloadKind, position: Position | null): Promise<void>;
  refresh(): Promise<void>;
}

/** The Offline tab's state: the manifest (server, else the device's copy), downloads and their progress. */
export function useOfflineDownloads(userId: number): OfflineDownloads {
  const client = useApolloClient();
  const [manifest, setManifest] = useState<OfflineManifest | null>(null);
  const [manifestError, setManifestError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const fresh = await offlineApi.manifest(userId);
      setManifest(fresh);
      setManifestError(null);
      if (hasIndexedDb()) await idb.put('downloads', fresh, MANIFEST).catch(() => undefined);
    } catch {
      setManifestError(OFFLINE_MESSAGES.manifestFailed);
      const kept = hasIndexedDb()
        ? await idb.get<OfflineManifest>('downloads', MANIFEST).catch(() => undefined)
        : undefined;
      if (kept) setManifest(kept);
    }
  }, [userId]);

  useEffect(() => {
    void refresh();
    return () => clearTimeout(resetTimer.current);
  }, [refresh]);

  const download = useCallback(
    async (kind: DownloadKind, position: Position | null) => {
      if ((kind === 'sacredSpaces' || kind === 'all') && !position) {
        setError(OFFLINE_MESSAGES.locationRequired);
        return;
      }
      if (kind === 'weather' && !position) {
        setError(OFFLINE_MESSAGES.weatherLocationRequired);
        return;
      }
      clearTimeout(resetTimer.current);
      setBusy(kind);
      setError(null);
      const steps: readonly number[] = kind === 'all' ? ALL_DOWNLOAD_PROGRESS : SINGLE_DOWNLOAD_PROGRESS;
      let step = 0;
      const advance = () => setProgress(steps[Math.min(step++, steps.length - 1)] ?? 100);
      try {
        if (kind !== 'all') advance(); // 10
        if ((kind === 'sacredSpaces' || kind === 'all') && position) {
          const answer = await offlineApi.sacredSpaces(userId, { ...position, radiusKm: OFFLINE_RADIUS_KM });
          const kept: SacredSpacesKept = { altars: answer.altars, position };
          if (hasIndexedDb()) await idb.put('downloads', kept, SACRED_SPACES);
          advance(); // 50, or 25 of all
          await prepareAltarPages(client, answer.altars);
        }
        if (kind === 'pilgrimages' || kind === 'all') {
          // Those starting nearest to the member when their position is known.
          const answer = await offlineApi.pilgrimages(
            userId,
            position ? { latitude: position.latitude, longitude: position.longitude } : {},
          );
          if (hasIndexedDb()) await idb.put('downloads', answer.pilgrimages, PILGRIMAGES);
          await preparePilgrimagePages(client, answer.pilgrimages);
          advance();
        }
        if ((kind === 'weather' || kind === 'all') && position) {
          await offlineApi.weather(userId, [[position.latitude, position.longitude, 'Current Location']]);
          advance();
        }
        await refresh();
        setProgress(100);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setBusy(null);
        resetTimer.current = setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
      }
    },
    [client, refresh, userId],
  );

  return { manifest, manifestError, progress, busy, error, download, refresh };
}
