import { formatDistance, formatTrackDistance } from '@sacred/core/settings';
import { ROUTE_GUIDE_TEXTS } from '@sacred/core/routeGuide';
import { useUnits, useUnitsShown } from '../settings/useSettings';
import type { LatLng } from '@sacred/core/geo';
import { Button } from '../../ui/Button';
import styled from 'styled-components';
import { JourneyMap } from './JourneyMap';
import { LIVE_TEXTS, progressPercent, timeRemaining } from './journeyView';
import {
  LiveBadge,
  OffRoute,
  Panel,
  PanelHeader,
  PanelTitle,
  ProgressFill,
  ProgressTrack,
  Row,
  Small,
  Stats,
} from './styles';
import type { useJourney } from './useJourney';
import type { RouteGuidance } from './useRouteGuide';
import type { Companion, LiveUpdate } from './useLiveData';

const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

interface LiveTrackingPanelProps {
  journey: ReturnType<typeof useJourney>;
  walkers: Companion[] | undefined;
  viewerId: number | undefined;
  onSharePhoto(): void;
}

export function describeUpdate(update: LiveUpdate): string {
  if (update.updateType === 'checkpoint' && update.altarName) {
    return `${update.content ?? 'Reached a checkpoint'} (${update.altarName})`;
  }
  if (update.content) return update.content;
  return update.updateType === 'photo' ? 'Shared a photo' : `Shared a ${update.updateType}`;
}

/** "You have left the route", how far off, and the way back to the next site once asked for. */
function LeftRoute({ route }: { route: RouteGuidance }) {
  const units = useUnits();
  const { guide, wayBack } = route;
  return (
    <OffRoute role="alert" data-testid="left-route">
      <strong>{ROUTE_GUIDE_TEXTS.leftRoute}</strong>
      {guide && <Small>{ROUTE_GUIDE_TEXTS.leftRouteDetail(formatDistance(guide.offRouteMeters, units))}</Small>}
      {wayBack.state === 'drawn' ? (
        <Small data-testid="way-back">
          {ROUTE_GUIDE_TEXTS.routeBackTo(formatDistance(wayBack.distanceMeters, units), wayBack.siteName)}
        </Small>
      ) : (
        <Button
          $variant="secondary"
          onClick={() => void route.routeBack()}
          disabled={wayBack.state === 'routing'}
          aria-busy={wayBack.state === 'routing'}
        >
          {wayBack.state === 'routing' ? ROUTE_GUIDE_TEXTS.routingBack : ROUTE_GUIDE_TEXTS.routeBack}
        </Button>
      )}
      {wayBack.state === 'failed' && <Small>{ROUTE_GUIDE_TEXTS.routeBackFailed}</Small>}
    </OffRoute>
  );
}

/**
 * The live tracking panel, at the top of the live page: progress, the map framing the walker and the
 * next site, pausing, and the checkpoint and photo buttons. The screen lock sits in the Navigate tab.
 */
export function LiveTrackingPanel({ journey: j, walkers, viewerId, onSharePhoto }: LiveTrackingPanelProps) {
  const units = useUnitsShown();
  const { journey, fix, sites } = j;
  const here: LatLng | null =
    fix ??
    (journey?.currentLatitude != null && journey.currentLongitude != null
      ? { latitude: journey.currentLatitude, longitude: journey.currentLongitude }
      : null);

  // Before the journey begins the tracker alone offers to begin it: one Begin button on the page.
  if (!journey) return null;

  const percent = progressPercent(journey.currentAltarIndex, sites.length || journey.totalCheckpoints);
  const fellows = (walkers ?? []).filter((walker) => walker.userId !== viewerId);
  return (
    <Panel aria-labelledby="live-tracking-title">
      <PanelHeader>
        <PanelTitle id="live-tracking-title">Live Tracking</PanelTitle>
        {journey.isActive ? (
          <HeaderEnd>
            <LiveBadge>{j.paused ? 'Paused' : LIVE_TEXTS.live}</LiveBadge>
            {/* Short on screen, named in full: in reach from the map whichever tab is open below. */}
            <Button
              $variant="secondary"
              onClick={() => j.setPaused(!j.paused)}
              aria-pressed={j.paused}
              aria-label={j.paused ? 'Resume Tracking' : 'Pause Tracking'}
            >
              {j.paused ? 'Resume' : 'Pause'}
            </Button>
          </HeaderEnd>
        ) : (
          <Small>{journey.currentAltarIndex >= journey.totalCheckpoints ? 'Journey complete' : 'Journey ended'}</Small>
        )}
      </PanelHeader>
      <Stats aria-label="Journey statistics">
        <div>
          <dt>Distance traveled</dt>
          <dd data-testid="distance-traveled">{formatTrackDistance(journey.distanceTraveled, units)}</dd>
        </div>
        <div>
          <dt>Time remaining</dt>
          <dd data-testid="time-remaining">
            {journey.isActive ? timeRemaining(journey.estimatedTimeRemaining) : timeRemaining(0)}
          </dd>
        </div>
        <div>
          <dt>Progress</dt>
          <dd data-testid="journey-progress">{percent}%</dd>
        </div>
      </Stats>
      <ProgressTrack
        role="progressbar"
        aria-label="Journey progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressFill $percent={percent} />
      </ProgressTrack>
      {journey.isActive && (
        <JourneyMap
          pilgrimageName={j.pilgrimage?.name ?? 'this pilgrimage'}
          sites={sites}
          reached={journey.currentAltarIndex}
          here={fix ?? here}
          companions={fellows}
          routeLine={j.route.routeLine}
          guide={j.route.wayBack.state === 'drawn' ? j.route.wayBack.line : undefined}
          toNextMeters={j.route.guide?.toNextMeters}
        />
      )}
      {journey.isActive && j.route.leftRoute && <LeftRoute route={j.route} />}
      {journey.isActive && (
        <Row>
          <Button
            onClick={() => void j.reachCheckpoint()}
            disabled={!j.canCheckpoint || j.checkpointing}
            aria-describedby="checkpoint-hint"
          >
            {LIVE_TEXTS.checkpoint}
          </Button>
          <Button $variant="secondary" onClick={onSharePhoto} disabled={!fix}>
            {LIVE_TEXTS.sharePhoto}
          </Button>
        </Row>
      )}
      {journey.isActive && (
        <Small id="checkpoint-hint">
          {j.waitingCheckpoint &&
            `${LIVE_TEXTS.checkpointWaiting}: ${j.waitingSites.map((site) => site.name).join(', ')}. ${LIVE_TEXTS.keptUntilOnline} `}
          {j.currentSite
            ? j.canCheckpoint
              ? `You are at ${j.currentSite.name}.`
              : `Checkpoint opens within 0.1 mile of ${j.currentSite.name}.`
            : sites.length > 0
              ? LIVE_TEXTS.allSitesWaiting
              : 'This pilgrimage has no sacred sites to check in at.'}
        </Small>
      )}
    </Panel>
  );
}
