import { useMutation, useQuery } from '@apollo/client/react';
import { formatClimb, formatHoursMinutes, formatPace } from '@sacred/core/journeyPace';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import { useToast } from '../../app/toasts/toastContext';
import { JourneySummaryDocument, ShareJourneySummaryDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { ErrorState, LoadingState } from '../../ui/States';
import { Muted } from '../pilgrimages/styles';
import { SUMMARY_TEXTS } from './journeyView';
import { formatTrackDistance } from '@sacred/core/settings';
import { useUnitsShown } from '../settings/useSettings';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import type { TrailPoint } from '../map/basemap/TrailMap';
import { ErrorText, LocationStats as Stats, Panel, PanelTitle, Row } from './styles';
import { JourneyReplayCard } from './JourneyReplay';

/** Where the recorded track began and ended, marked on its map. */
function trackEnds(track: ReadonlyArray<{ latitude: number; longitude: number }>): TrailPoint[] {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return [];
  return [
    {
      key: 'start',
      kind: 'start',
      latitude: first.latitude,
      longitude: first.longitude,
      label: 'Where you began',
      badge: 'S',
    },
    {
      key: 'end',
      kind: 'end',
      latitude: last.latitude,
      longitude: last.longitude,
      label: 'Where you ended',
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
  const { data, error, refetch } = useQuery(JourneySummaryDocument, {
    variables: { activePilgrimageId: journeyId },
    fetchPolicy: 'cache-and-network',
  });
  const [share, sharing] = useMutation(ShareJourneySummaryDocument);
  const summary = data?.journeySummary;
  if (!summary) {
    return error ? (
      <ErrorState title="Could not load the journey summary" onRetry={() => void refetch()} />
    ) : (
      <LoadingState label="Loading your journey summary..." count={1} height="10rem" />
    );
  }
  const shared = summary.sharedPostId !== null && summary.sharedPostId !== undefined;

  const shareToFeed = async () => {
    try {
      await share({ variables: { activePilgrimageId: journeyId } });
      await refetch();
      toast({ title: JOURNEY_TEXTS.sharedToCommunity, description: 'Your journey is on the community feed.' });
    } catch (failure) {
      toast({
        title: 'Error',
        description: failure instanceof Error ? failure.message : 'Failed to share. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel aria-labelledby="summary-title" data-testid="journey-summary">
      <PanelTitle id="summary-title">
        {summary.completed ? SUMMARY_TEXTS.completedTitle : SUMMARY_TEXTS.endedTitle}
      </PanelTitle>
      <Muted>{summary.pilgrimageName}</Muted>
      <Stats aria-label="Journey summary">
        <div>
          <dt>{SUMMARY_TEXTS.distance}</dt>
          <dd data-testid="summary-distance">{formatTrackDistance(summary.distanceKm, units)}</dd>
        </div>
        <div>
          <dt>{SUMMARY_TEXTS.time}</dt>
          <dd data-testid="summary-time">{formatHoursMinutes(summary.minutesWalked)}</dd>
        </div>
        <div>
          <dt>{SUMMARY_TEXTS.pace}</dt>
          <dd data-testid="summary-pace">
            {summary.paceSecondsPerKm != null ? formatPace(summary.paceSecondsPerKm, units) : '—'}
          </dd>
        </div>
        <div>
          <dt>{SUMMARY_TEXTS.climb}</dt>
          <dd data-testid="summary-climb">
            {summary.climbMeters != null ? formatClimb(summary.climbMeters, units) : SUMMARY_TEXTS.noClimb}
          </dd>
        </div>
        <div>
          <dt>{SUMMARY_TEXTS.sites}</dt>
          <dd data-testid="summary-sites">
            {summary.sitesReached} of {summary.totalSites}
          </dd>
        </div>
        <div>
          <dt>{SUMMARY_TEXTS.photos}</dt>
          <dd data-testid="summary-photos">{summary.photos}</dd>
        </div>
      </Stats>
      {summary.notAWalk && (
        <ErrorText role="status" data-testid="summary-not-a-walk">
          {summary.notAWalk}
        </ErrorText>
      )}
      {summary.track.length > 1 && (
        <LazyTrailMap
          label={`Map of your track on ${summary.pilgrimageName}`}
          testId="summary-map"
          height="220px"
          points={trackEnds(summary.track)}
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
            {SUMMARY_TEXTS.downloadTrack}
          </ButtonLink>
        )}
        {!summary.isActive && !summary.notAWalk && (
          <Button onClick={() => void shareToFeed()} disabled={shared || sharing.loading} aria-busy={sharing.loading}>
            {shared ? SUMMARY_TEXTS.shared : sharing.loading ? SUMMARY_TEXTS.sharing : SUMMARY_TEXTS.share}
          </Button>
        )}
        <ButtonLink $variant="secondary" to="/pilgrimages">
          {SUMMARY_TEXTS.back}
        </ButtonLink>
      </Row>
    </Panel>
  );
}
