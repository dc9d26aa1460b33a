import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { offlineErrorText } from './offlineErrorText';
import { useOfflineText } from './messages';
import { useOfflineFormat } from './offlineFormat';
import type { TilePackState } from './useTilePack';
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
  const t = useOfflineText();
  const format = useOfflineFormat();
  const keptStyle = record?.style ?? 'street';
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Card data-testid={testId} aria-busy={busy}>
      <CardTitle>{title}</CardTitle>
      <Text>{description}</Text>
      {blocked ? (
        <Text>{blocked}</Text>
      ) : planError ? (
        <Text data-testid="pack-plan-error">{offlineErrorText(t, format.locale, planError)}</Text>
      ) : plan ? (
        <>
          <Strong data-testid="pack-estimate">
            {t('estimatedSize', {
              plan: t('plan', {
                size: format.size(plan.estimatedBytes),
                tiles: format.grouped(plan.tileCount),
                maxZoom: plan.maxZoom,
                style: format.styleName(plan.style),
              }),
            })}
          </Strong>
          {plan.terms.maxPackBytes !== undefined && (
            <Text data-testid="pack-public-terms">{t('publicTerms', { maxZoom: plan.maxZoom })}</Text>
          )}
        </>
      ) : (
        <Text role="status">{t('estimating')}</Text>
      )}
      {progress && (
        <>
          <Bar
            role="progressbar"
            aria-label={t('packProgressLabel', { title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('packProgressValue', {
              done: format.whole(progress.done),
              total: format.whole(progress.total),
              size: format.size(progress.bytes),
            })}
          >
            <div style={{ width: `${percent}%` }} />
          </Bar>
          <Text aria-hidden="true">
            {t('packProgress', {
              done: format.whole(progress.done),
              total: format.whole(progress.total),
              size: format.size(progress.bytes),
            })}
          </Text>
        </>
      )}
      {record && !progress && (
        <Strong data-testid="pack-space-used">
          {t('spaceUsed', {
            size: format.size(record.bytes),
            files: format.grouped(record.urls.length),
            style: format.styleName(keptStyle),
          })}
        </Strong>
      )}
      {pack.paths && !progress && (
        <Text data-testid="pack-paths">
          {t('pathsKept', { paths: format.grouped(pack.paths.edgeCount), size: format.size(pack.paths.byteLength) })}
        </Text>
      )}
      {record && !progress && style && style !== keptStyle && (
        <Text data-testid="pack-other-style">
          {t('otherStyle', { kept: format.styleName(keptStyle), chosen: format.styleName(style) })}
        </Text>
      )}
      {error && <ErrorText role="alert">{offlineErrorText(t, format.locale, error)}</ErrorText>}
      {persistence !== 'unknown' && <Text data-testid="storage-persistence">{t(PERSISTENCE_TEXT[persistence])}</Text>}
      <Actions>
        <Button $variant="primary" disabled={busy || Boolean(blocked)} onClick={() => void pack.download()}>
          {busy && progress ? t('downloading') : downloadLabel}
        </Button>
        {(record || pack.paths) && (
          <Button $variant="secondary" disabled={busy} onClick={() => void pack.remove()}>
            {t('deleteMap')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
