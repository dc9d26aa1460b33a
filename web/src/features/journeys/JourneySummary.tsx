import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toasts/toastContext';
import { JourneySummaryDocument, ShareJourneySummaryDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { ErrorState, LoadingState } from '../../ui/States';
import { Muted } from '../pilgrimages/styles';
import { knownText } from '../../i18n/knownTexts';
import { useJourneysText, type JourneysText } from './messages';
import { JOURNEY_KNOWN } from './journeyKnown';
import { useMeasures } from './measures';
import { useUnitsShown } from '../settings/useSettings';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import type { TrailPoint } from '../map/basemap/TrailMap';
import { ErrorText, LocationStats as Stats, Panel, PanelTitle, Row } from './styles';
import { JourneyReplayCard } from './JourneyReplay';

/** The server's reason a journey is not a walk (core's notAWalkReason), in the displayed language. */
function notAWalkSaid(t: JourneysText, reason: string): string {
  const match =
    /^Part of this journey moved at (\d+) km\/h, faster than anyone walks \(at most (\d+) km\/h\): it is not counted as a walk\.$/.exec(
      reason,
    );
  return match ? t('notAWalk', { speed: Number(match[1]), limit: Number(match[2]) }) : reason;
}

/** Where the recorded track began and ended, marked on its map. */
function trackEnds(track: ReadonlyArray<{ latitude: number; longitude: number }>, t: JourneysText): TrailPoint[] {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return [];
  return [
    {
      key: 'start',
      kind: 'start',
      latitude: first.latitude,
      longitude: first.longitude,
      label: t('whereBegan'),
      badge: 'S',
    },
    {
      key: 'end',
      kind: 'end',
      latitude: last.latitude,
      longitude: last.longitude,
      label: t('whereEnded'),
      badge: 'E',
    },
  ];
}

/**
 * The end-of-journey summary: distance, time, pace and climb, sites reached, photos, a map of the
 * recorded track and its GPX, the walk replayed once it ended, and sharing it to the feed (refused, with the
 * reason, for a ride).
 */
export function JourneySummary({ journeyId }: { journeyId: number }) {
  const { toast } = useToast();
  const units = useUnitsShown();
  const t = useJourneysText();
  const m = useMeasures();
  const { data, error, refetch } = useQuery(JourneySummaryDocument, {
    variables: { activePilgrimageId: journeyId },
    fetchPolicy: 'cache-and-network',
  });
  const [share, sharing] = useMutation(ShareJourneySummaryDocument);
  const summary = data?.journeySummary;
  if (!summary) {
    return error ? (
      <ErrorState title={t('summaryLoadFailed')} onRetry={() => void refetch()} />
    ) : (
      <LoadingState label={t('summaryLoading')} count={1} height="10rem" />
    );
  }
  const shared = summary.sharedPostId !== null && summary.sharedPostId !== undefined;

  const shareToFeed = async () => {
    try {
      await share({ variables: { activePilgrimageId: journeyId } });
      await refetch();
      toast({ title: t('sharedToCommunity'), description: t('summaryShared') });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description:
          failure instanceof Error ? notAWalkSaid(t, knownText(t, JOURNEY_KNOWN, failure.message)) : t('shareFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel aria-labelledby="summary-title" data-testid="journey-summary">
      <PanelTitle id="summary-title">{summary.completed ? t('completedTitle') : t('endedTitle')}</PanelTitle>
      <Muted>{summary.pilgrimageName}</Muted>
      <Stats aria-label={t('summaryLabel')}>
        <div>
          <dt>{t('distance')}</dt>
          <dd data-testid="summary-distance">{m.track(summary.distanceKm, units)}</dd>
        </div>
        <div>
          <dt>{t('time')}</dt>
          <dd data-testid="summary-time">{m.duration(summary.minutesWalked)}</dd>
        </div>
        <div>
          <dt>{t('pace')}</dt>
          <dd data-testid="summary-pace">
            {summary.paceSecondsPerKm != null ? m.pace(summary.paceSecondsPerKm, units) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('climb')}</dt>
          <dd data-testid="summary-climb">
            {summary.climbMeters != null ? m.climb(summary.climbMeters, units) : t('noClimb')}
          </dd>
        </div>
        <div>
          <dt>{t('sites')}</dt>
          <dd data-testid="summary-sites">
            {t('sitesOf', { reached: summary.sitesReached, total: summary.totalSites })}
          </dd>
        </div>
        <div>
          <dt>{t('photos')}</dt>
          <dd data-testid="summary-photos">{summary.photos}</dd>
        </div>
      </Stats>
      {summary.notAWalk && (
        <ErrorText role="status" data-testid="summary-not-a-walk">
          {notAWalkSaid(t, summary.notAWalk)}
        </ErrorText>
      )}
      {summary.track.length > 1 && (
        <LazyTrailMap
          label={t('trackMap', { name: summary.pilgrimageName })}
          testId="summary-map"
          height="220px"
          points={trackEnds(summary.track, t)}
          line={summary.track}
        />
      )}
      {!summary.isActive && summary.track.length > 1 && <JourneyReplayCard journeyId={summary.journeyId} />}
      <Row>
        {summary.track.length > 0 && (
          <ButtonLink
            $variant="secondary"
            to={`/api/active-pilgrimages/${summary.journeyId}/track/gpx`}
            reloadDocument
            download
          >
            {t('downloadTrack')}
          </ButtonLink>
        )}
        {!summary.isActive && !summary.notAWalk && (
          <Button onClick={() => void shareToFeed()} disabled={shared || sharing.loading} aria-busy={sharing.loading}>
            {shared ? t('sharedToFeed') : sharing.loading ? t('sharing') : t('shareToFeed')}
          </Button>
        )}
        <ButtonLink $variant="secondary" to="/pilgrimages">
          {t('returnToPilgrimages')}
        </ButtonLink>
      </Row>
    </Panel>
  );
}
