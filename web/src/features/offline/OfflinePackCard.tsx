import { formatBytes, PACK_MESSAGES, packStyleName } from '@sacred/core/offlinePacks';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { describePlan, type TilePackState } from './useTilePack';
import { PERSISTENCE_TEXT } from './useStoragePersistence';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Strong = styled(Text)`
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 600;
`;

const ErrorText = styled(Text)`
  color: ${({ theme }) => theme.colors.danger};
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.forest700};
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.sm};

  > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.amber};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface OfflinePackCardProps {
  title: string;
  /** What the pack holds besides the map ("Altars within 50 km, pilgrimages and today's weather."). */
  description: string;
  downloadLabel: string;
  pack: TilePackState;
  /** Why the download cannot start now (offline, no location), shown instead of the estimate. */
  blocked?: string | null;
  testId: string;
}

/** An offline pack: the estimate before, real progress during, the space used after, with Delete. */
export function OfflinePackCard({ title, description, downloadLabel, pack, blocked, testId }: OfflinePackCardProps) {
  const { record, plan, style, planError, progress, busy, error, persistence } = pack;
  const keptStyle = record?.style ?? 'street';
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Card data-testid={testId} aria-busy={busy}>
      <CardTitle>{title}</CardTitle>
      <Text>{description}</Text>
      {blocked ? (
        <Text>{blocked}</Text>
      ) : planError ? (
        <Text data-testid="pack-plan-error">{planError}</Text>
      ) : plan ? (
        <>
          <Strong data-testid="pack-estimate">Estimated size: {describePlan(plan)}</Strong>
          {plan.terms.maxPackBytes !== undefined && (
            <Text data-testid="pack-public-terms">{PACK_MESSAGES.publicTerms(plan.maxZoom)}</Text>
          )}
        </>
      ) : (
        <Text role="status">{PACK_MESSAGES.estimating}</Text>
      )}
      {progress && (
        <>
          <Bar
            role="progressbar"
            aria-label={`${title}: download progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${progress.done} of ${progress.total} map files, ${formatBytes(progress.bytes)}`}
          >
            <div style={{ width: `${percent}%` }} />
          </Bar>
          <Text aria-hidden="true">
            {progress.done} of {progress.total} map files ({formatBytes(progress.bytes)})
          </Text>
        </>
      )}
      {record && !progress && (
        <Strong data-testid="pack-space-used">
          Space used: {formatBytes(record.bytes)} ({record.urls.length.toLocaleString('en-US')} map files,{' '}
          {packStyleName(keptStyle)})
        </Strong>
      )}
      {pack.paths && !progress && (
        <Text data-testid="pack-paths">
          {PACK_MESSAGES.pathsKept(pack.paths.edgeCount.toLocaleString('en-US'), formatBytes(pack.paths.byteLength))}
        </Text>
      )}
      {record && !progress && style && style !== keptStyle && (
        <Text data-testid="pack-other-style">{PACK_MESSAGES.otherStyle(keptStyle, style)}</Text>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {persistence !== 'unknown' && <Text data-testid="storage-persistence">{PERSISTENCE_TEXT[persistence]}</Text>}
      <Actions>
        <Button $variant="primary" disabled={busy || Boolean(blocked)} onClick={() => void pack.download()}>
          {busy && progress ? 'Downloading...' : downloadLabel}
        </Button>
        {(record || pack.paths) && (
          <Button $variant="secondary" disabled={busy} onClick={() => void pack.remove()}>
            Delete offline map
          </Button>
        )}
      </Actions>
    </Card>
  );
}
