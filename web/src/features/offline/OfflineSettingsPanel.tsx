import { formatLastUpdated, OFFLINE_MESSAGES, OFFLINE_RADIUS_KM, partialDownloadNote } from '@sacred/core/offline';
import { AREA_PACK_RADIUS_METERS, areaDisks } from '@sacred/core/offlinePacks';
import { areaGraphBox } from '@sacred/core/pathGraph';
import { formatDistance } from '@sacred/core/settings';
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { JournalQuickEntry } from './JournalQuickEntry';
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

const BUTTONS: Array<{ kind: DownloadKind; label: string; needsPosition: boolean }> = [
  { kind: 'sacredSpaces', label: `Download Sacred Spaces (${OFFLINE_RADIUS_KM} km)`, needsPosition: true },
  { kind: 'pilgrimages', label: 'Download Pilgrimages', needsPosition: false },
  { kind: 'weather', label: 'Download Weather', needsPosition: true },
  { kind: 'all', label: 'Download All', needsPosition: true },
];

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
  const areaPack = useTilePack(
    'area',
    `Within ${formatDistance(OFFLINE_RADIUS_KM * 1000, units ?? 'metric')}`,
    disks,
    downloadArea,
  );
  const areaBlocked = !online ? OFFLINE_MESSAGES.offline : !position ? OFFLINE_MESSAGES.locationBanner : null;
  const partialNote = manifest ? partialDownloadNote(manifest, units) : null;

  return (
    <>
      <Card>
        <CardTitle>Offline Downloads</CardTitle>
        <Status $online={online} role="status">
          {online ? OFFLINE_MESSAGES.online : OFFLINE_MESSAGES.offline}
        </Status>
        {settled && !position && <Banner role="note">{OFFLINE_MESSAGES.locationBanner}</Banner>}
        {manifestError && <ErrorText role="alert">{manifestError}</ErrorText>}
        {manifest && (
          <Counts aria-label="Downloaded for offline use">
            <dt>Sacred Spaces</dt>
            <dd data-testid="offline-sacred-spaces">{manifest.sacredSpaces}</dd>
            <dt>Pilgrimages</dt>
            <dd data-testid="offline-pilgrimages">{manifest.pilgrimages}</dd>
            <dt>Weather Locations</dt>
            <dd data-testid="offline-weather">{manifest.weatherLocations}</dd>
            <dt>Last updated</dt>
            <dd data-testid="offline-last-updated">
              {manifest.lastUpdated ? formatLastUpdated(manifest.lastUpdated) : 'Never'}
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
            aria-label="Download progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div style={{ width: `${progress}%` }} />
          </Bar>
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Actions>
          {BUTTONS.map(({ kind, label, needsPosition }) => (
            <Button
              key={kind}
              $variant={kind === 'all' ? 'primary' : 'secondary'}
              disabled={busy !== null || !online || (needsPosition && !position)}
              onClick={() => void download(kind, position)}
            >
              {busy === kind ? 'Downloading...' : label}
            </Button>
          ))}
        </Actions>
      </Card>
      <OfflinePackCard
        testId="area-pack"
        title={`Offline map: sacred spaces within ${OFFLINE_RADIUS_KM} km`}
        description="The map around you with its paths and names, the sacred spaces, pilgrimages and today's weather."
        downloadLabel={`Download map and sacred spaces (${OFFLINE_RADIUS_KM} km)`}
        pack={areaPack}
        blocked={areaBlocked}
      />
      <JournalQuickEntry userId={userId} downloadedAt={manifest?.lastUpdated ?? null} />
      <OutboxList />
    </>
  );
}
