import { OFFLINE_RADIUS_KM, type OfflineManifest } from '@sacred/core/offline';
import { AREA_PACK_RADIUS_METERS, areaDisks } from '@sacred/core/offlinePacks';
import { areaGraphBox } from '@sacred/core/pathGraph';
import { METERS_PER_MILE } from '@sacred/core/limits';
import type { UnitsShown } from '@sacred/core/settings';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import type { Text } from '../../i18n/useText';
import { useTrailFormat } from '../pilgrimages/trailFormat';
import { JournalQuickEntry } from './JournalQuickEntry';
import { offlineErrorText } from './offlineErrorText';
import { useOfflineText } from './messages';
import type english from './messages/en';
import { useOfflineFormat, type OfflineFormat } from './offlineFormat';
import { OfflinePackCard } from './OfflinePackCard';
import { OutboxList } from './OutboxList';
import { downloadPathGraph } from './pathGraphs';
import { useUnitsShown } from '../settings/useSettings';
import { useDevicePosition } from './useDevicePosition';
import { useOfflineDownloads, type DownloadKind } from './useOfflineDownloads';
import { useOnlineStatus } from './useOnlineStatus';
import { useTilePack } from './useTilePack';

const Status = styled.p<{ $online: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme, $online }) => ($online ? theme.colors.moss : theme.colors.danger)};
  }
`;

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.amberBright};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.forest700};
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.md};

  > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.amber};
    transition: width 200ms ease;
  }
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const BUTTONS: Array<{ kind: DownloadKind; label: keyof typeof english; needsPosition: boolean }> = [
  { kind: 'sacredSpaces', label: 'downloadSacredSpaces', needsPosition: true },
  { kind: 'pilgrimages', label: 'downloadPilgrimages', needsPosition: false },
  { kind: 'weather', label: 'downloadWeather', needsPosition: true },
  { kind: 'all', label: 'downloadAll', needsPosition: true },
];

/**
 * core's partialDownloadNote in the displayed language: when a download of sacred spaces holds only the
 * nearest ones, how far it reaches (in miles rounded down for imperial, so every one within it is kept).
 */
function partialNoteText(
  t: Text<typeof english>,
  format: OfflineFormat,
  manifest: Pick<OfflineManifest, 'sacredSpaces' | 'sacredSpacesWithinKm'>,
  units: UnitsShown,
): string | null {
  const { sacredSpaces, sacredSpacesWithinKm } = manifest;
  if (typeof sacredSpacesWithinKm !== 'number' || sacredSpacesWithinKm >= OFFLINE_RADIUS_KM) return null;
  const reach =
    units === 'imperial'
      ? t('reachMiles', { value: format.grouped(Math.floor((sacredSpacesWithinKm * 10_000) / METERS_PER_MILE) / 10) })
      : t('reachKm', { value: format.grouped(Math.round(sacredSpacesWithinKm * 10) / 10) });
  return t('partialNote', { count: format.grouped(sacredSpaces), reach });
}

/** Settings → Offline: downloads for use without a connection, and writes waiting to be sent. */
export function OfflineSettingsPanel({ userId }: { userId: number }) {
  const online = useOnlineStatus();
  const { position, settled } = useDevicePosition();
  const { manifest, manifestError, progress, busy, error, download } = useOfflineDownloads(userId);
  // The area pack: the map within 50 km with everything "Download All" keeps.
  const disks = useMemo(() => (position ? areaDisks(position) : null), [position]);
  const downloadArea = useCallback(async () => {
    await download('all', position);
    // The area's paths, for routing on the device; ground with more paths than a pack holds goes without.
    if (position) {
      await downloadPathGraph('area', [areaGraphBox(position, AREA_PACK_RADIUS_METERS / 1000)]);
    }
  }, [download, position]);
  const units = useUnitsShown();
  const t = useOfflineText();
  const format = useOfflineFormat();
  const distances = useTrailFormat();
  const areaPack = useTilePack(
    'area',
    t('areaLabel', { distance: distances.distance(OFFLINE_RADIUS_KM * 1000, units ?? 'metric') }),
    disks,
    downloadArea,
  );
  const areaBlocked = !online ? t('offline') : !position ? t('locationBanner') : null;
  const partialNote = manifest ? partialNoteText(t, format, manifest, units) : null;

  return (
    <>
      <Card>
        <CardTitle>{t('title')}</CardTitle>
        <Status $online={online} role="status">
          {online ? t('online') : t('offline')}
        </Status>
        {settled && !position && <Banner role="note">{t('locationBanner')}</Banner>}
        {manifestError && <ErrorText role="alert">{offlineErrorText(t, format.locale, manifestError)}</ErrorText>}
        {manifest && (
          <Counts aria-label={t('countsLabel')}>
            <dt>{t('countSacredSpaces')}</dt>
            <dd data-testid="offline-sacred-spaces">{format.whole(manifest.sacredSpaces)}</dd>
            <dt>{t('countPilgrimages')}</dt>
            <dd data-testid="offline-pilgrimages">{format.whole(manifest.pilgrimages)}</dd>
            <dt>{t('countWeather')}</dt>
            <dd data-testid="offline-weather">{format.whole(manifest.weatherLocations)}</dd>
            <dt>{t('lastUpdated')}</dt>
            <dd data-testid="offline-last-updated">
              {manifest.lastUpdated ? format.lastUpdated(manifest.lastUpdated) : t('never')}
            </dd>
          </Counts>
        )}
        {partialNote && (
          <Banner role="note" data-testid="offline-partial">
            {partialNote}
          </Banner>
        )}
        {progress > 0 && (
          <Bar
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div style={{ width: `${progress}%` }} />
          </Bar>
        )}
        {error && <ErrorText role="alert">{offlineErrorText(t, format.locale, error)}</ErrorText>}
        <Actions>
          {BUTTONS.map(({ kind, label, needsPosition }) => (
            <Button
              key={kind}
              $variant={kind === 'all' ? 'primary' : 'secondary'}
              disabled={busy !== null || !online || (needsPosition && !position)}
              onClick={() => void download(kind, position)}
            >
              {busy === kind ? t('downloading') : t(label, { km: OFFLINE_RADIUS_KM })}
            </Button>
          ))}
        </Actions>
      </Card>
      <OfflinePackCard
        testId="area-pack"
        title={t('areaTitle', { km: OFFLINE_RADIUS_KM })}
        description={t('areaDescription')}
        downloadLabel={t('areaDownload', { km: OFFLINE_RADIUS_KM })}
        pack={areaPack}
        blocked={areaBlocked}
      />
      <JournalQuickEntry userId={userId} downloadedAt={manifest?.lastUpdated ?? null} />
      <OutboxList />
    </>
  );
}
