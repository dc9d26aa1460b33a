import { PACK_MESSAGES, type Disk } from '@sacred/core/offlinePacks';
import type { MapStyle } from '@sacred/core/settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMemberMapStyle } from '../map/basemap/useStyleChoices';
import { useOfflineText } from './messages';
import {
  deletePack,
  downloadPack,
  PackError,
  packRecords,
  planPack,
  type PackPlanned,
  type PackProgress,
  type PackRecord,
} from './tilePacks';
import { deletePathGraph, pathGraphRecords, type PathGraphRecord } from './pathGraphs';
import { useOnlineStatus } from './useOnlineStatus';
import { useStoragePersistence, type Persistence } from './useStoragePersistence';

export interface TilePackState {
  /** The kept pack, if one was downloaded. */
  record: PackRecord | null;
  /** The paths kept with it for routing without a network, if the ground has any downloaded. */
  paths: PathGraphRecord | null;
  plan: PackPlanned | null;
  /** The member's map style, which a download now would keep (null while it is not known). */
  style: MapStyle | null;
  /** Why the map cannot be packed (no basemap on this server, style unreadable): the data still downloads. */
  planError: string | null;
  progress: PackProgress | null;
  busy: boolean;
  error: string | null;
  persistence: Persistence;
  download(): Promise<void>;
  remove(): Promise<void>;
}

const readPaths = async (packId: string) => (await pathGraphRecords()).find((kept) => kept.packId === packId) ?? null;

/**
 * One offline pack's life, in the member's map style: estimated when the area is known and the device
 * online, downloaded with
 * its data (`downloadData`: altars, pilgrimage, weather) and real progress, then shown with its size
 * and deleted on request. Downloading asks the browser for persistent storage first.
 */
export function useTilePack(
  packId: string,
  label: string,
  disks: Disk[] | null,
  downloadData: () => Promise<void>,
): TilePackState {
  const online = useOnlineStatus();
  const t = useOfflineText();
  const style = useMemberMapStyle();
  const { persistence, request } = useStoragePersistence();
  const [record, setRecord] = useState<PackRecord | null>(null);
  const [paths, setPaths] = useState<PathGraphRecord | null>(null);
  const [plan, setPlan] = useState<PackPlanned | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Callers rebuild the disks on each render; their centre and count identify the area.
  const areaKey = disks ? JSON.stringify(disks[0]?.centre) + disks.length : null;
  const disksRef = useRef(disks);
  disksRef.current = disks;

  useEffect(() => {
    let active = true;
    void packRecords()
      .then((packs) => active && setRecord(packs.find((pack) => pack.id === packId) ?? null))
      .catch(() => undefined);
    void readPaths(packId)
      .then((kept) => active && setPaths(kept))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [packId]);

  useEffect(() => {
    const area = disksRef.current;
    if (!area || !online || !style) return;
    let active = true;
    setPlanError(null);
    planPack(style, area).then(
      (planned) => active && setPlan(planned),
      (failure: unknown) => {
        if (!active) return;
        setPlan(null);
        // A fetch that never reached the map's server rejects with a TypeError: say so, not the browser's words.
        setPlanError(failure instanceof PackError ? failure.message : t('mapUnreachable'));
      },
    );
    return () => {
      active = false;
    };
  }, [areaKey, online, style, t]);

  const download = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await request();
      try {
        await downloadData();
      } finally {
        setPaths(await readPaths(packId));
      }
      if (plan) {
        setProgress({ done: 0, total: plan.urls.length, bytes: 0 });
        const { record: kept, failed, capped } = await downloadPack(packId, label, plan, setProgress);
        setRecord(kept);
        if (failed > 0) setError(t('failedFiles', { count: failed }));
        else if (capped) setError(PACK_MESSAGES.reachedCap);
      }
    } catch (failure) {
      setError(failure instanceof TypeError || !(failure instanceof Error) ? t('mapUnreachable') : failure.message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }, [request, downloadData, plan, packId, label, t]);

  const remove = useCallback(async () => {
    setBusy(true);
    try {
      await deletePack(packId);
      await deletePathGraph(packId);
      setRecord(null);
      setPaths(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }, [packId]);

  return { record, paths, plan, style, planError, progress, busy, error, persistence, download, remove };
}
