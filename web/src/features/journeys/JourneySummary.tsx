import { useMutation, useQuery } from '@apollo/client/react';
import { formatHoursMinutes } from '@sacred/core/journeyPace';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';
import { useToast } from '../../app/toasts/toastContext';
import { JourneySummaryDocument, ShareJourneySummaryDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { ErrorState, LoadingState } from '../../ui/States';
import { Muted } from '../pilgrimages/styles';
import { SUMMARY_TEXTS } from './journeyView';
import { formatTrackDistance } from '@sacred/core/settings';
import { useUnitsShown } from '../settings/useSettings';
import { LocationStats as Stats, Panel, PanelTitle, Row } from './styles';

/** The end-of-journey summary: distance, time, sites reached, photos, and sharing it to the feed. */
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
      <Row>
        {!summary.isActive && (
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
