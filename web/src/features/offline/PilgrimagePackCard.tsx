import { useApolloClient, useQuery } from '@apollo/client/react';
import { corridorDisks } from '@sacred/core/offlinePacks';
import { pilgrimageGraphBoxes } from '@sacred/core/pathGraph';
import { useCallback, useMemo } from 'react';
import { AltarDetailDocument, PilgrimageIntentionsDocument, PilgrimagePackRouteDocument } from '../../gql/graphql';
import { DOWNLOAD_KEYS } from './downloads';
import { hasIndexedDb, idb } from './idb';
import { useOfflineText } from './messages';
import { offlineApi, type DownloadedPilgrimage } from './offlineApi';
import { OfflinePackCard } from './OfflinePackCard';
import { pilgrimageRoute } from './packRoute';
import { downloadPathGraph } from './pathGraphs';
import { preparePilgrimagePages } from './useOfflineDownloads';
import { useOnlineStatus } from './useOnlineStatus';
import { useTilePack } from './useTilePack';

/**
 * "Download this pilgrimage" on the pilgrimage page: the map of its corridor (start -> sites -> end,
 * 2 km either side), the walkable paths of the corridor the router reads for it, the pilgrimage with its
 * page and live page, its sites' altar pages, the intentions the member carries on it and the weather at its
 * start, for walking it without a network.
 */
export function PilgrimagePackCard({ userId, pilgrimageId }: { userId: number; pilgrimageId: number }) {
  const client = useApolloClient();
  const t = useOfflineText();
  const online = useOnlineStatus();
  const { data } = useQuery(PilgrimagePackRouteDocument, { variables: { id: pilgrimageId } });
  const pilgrimage = data?.pilgrimage ?? null;
  const route = useMemo(() => (pilgrimage ? pilgrimageRoute(pilgrimage) : []), [pilgrimage]);
  const disks = useMemo(() => (route.length > 0 ? corridorDisks(route) : null), [route]);

  const downloadData = useCallback(async () => {
    const answer = await offlineApi.pilgrimages(userId, { pilgrimageIds: [pilgrimageId] });
    if (hasIndexedDb()) {
      // Added to the pilgrimages already downloaded, not in their place.
      const kept = (await idb.get<DownloadedPilgrimage[]>('downloads', DOWNLOAD_KEYS.pilgrimages)) ?? [];
      const merged = [...kept.filter((p) => !answer.pilgrimages.some((n) => n.id === p.id)), ...answer.pilgrimages];
      await idb.put('downloads', merged, DOWNLOAD_KEYS.pilgrimages);
    }
    await preparePilgrimagePages(client, answer.pilgrimages);
    for (const site of pilgrimage?.sites ?? []) {
      await client.query({ query: AltarDetailDocument, variables: { id: site.id }, fetchPolicy: 'network-only' });
    }
    // The paths of the corridor the server routes it on, for routing on the device.
    if (route.length >= 2) await downloadPathGraph(`pilgrimage-${pilgrimageId}`, pilgrimageGraphBoxes(route));
    // The intentions the member carries (with their text) and those offered, for the walk without a network.
    await client.query({
      query: PilgrimageIntentionsDocument,
      variables: { pilgrimageId },
      fetchPolicy: 'network-only',
    });
    const start = route[0];
    if (start && pilgrimage) {
      await offlineApi.weather(userId, [[start.latitude, start.longitude, pilgrimage.name.slice(0, 200)]]);
    }
  }, [client, userId, pilgrimageId, pilgrimage, route]);

  const pack = useTilePack(
    `pilgrimage-${pilgrimageId}`,
    pilgrimage?.name ?? t('pilgrimageFallback'),
    disks,
    downloadData,
  );
  let blocked: string | null = null;
  if (!online) blocked = t('pilgrimageOffline');
  else if (pilgrimage && route.length === 0) blocked = t('noRoute');

  return (
    <OfflinePackCard
      testId="pilgrimage-pack"
      title={t('pilgrimageTitle')}
      description={t('pilgrimageDescription')}
      downloadLabel={t('pilgrimageDownload')}
      pack={pack}
      blocked={blocked}
    />
  );
}
