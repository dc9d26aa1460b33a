import { formatDistance, formatTrackDistance } from '@sacred/core/settings';
import { ROUTE_GUIDE_TEXTS } from '@sacred/core/routeGuide';
import { useUnits, useUnitsShown } from '../settings/useSettings';
import type { LatLng } from '@sacred/core/geo';
import { COMPANION_TEXTS } from '@sacred/core/companions';
import { Button } from '../../ui/Button';
import { Muted } from '../pilgrimages/styles';
import { Avatar } from '../../ui/Avatar';
import { CompanionControls } from './CompanionControls';
import { JourneyMap } from './JourneyMap';
import { formatCoordinate, kmBetween, LIVE_TEXTS, progressPercent, timeRemaining } from './journeyView';
import { RelativeTime } from '../../ui/RelativeTime';
import {
  Grow,
  ListItem,
  LiveBadge,
  LocationStats,
  OffRoute,
  Panel,
  PanelHeader,
  PanelTitle,
  PlainList,
  ProgressFill,
  ProgressTrack,
  Row,
  Small,
  Stats,
  SubTitle,
} from './styles';
import type { useJourney } from './useJourney';
import type { RouteGuidance } from './useRouteGuide';
import type { Companion, LiveUpdate } from './useLiveData';

interface LiveTrackingPanelProps {
  journey: ReturnType<typeof useJourney>;
  walkers: Companion[] | undefined;
  updates: LiveUpdate[] | undefined;
  updatesError: boolean;
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

/** The live tracking panel: position, progress to the next site, and the companions. */
export function LiveTrackingPanel({
  journey: j,
  walkers,
  updates,
  updatesError,
  viewerId,
  onSharePhoto,
}: LiveTrackingPanelProps) {
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
          <LiveBadge>{j.paused ? 'Paused' : LIVE_TEXTS.live}</LiveBadge>
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
          <Button $variant="secondary" onClick={() => j.setPaused(!j.paused)} aria-pressed={j.paused}>
            {j.paused ? 'Resume Tracking' : 'Pause Tracking'}
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

      <section aria-labelledby="fellow-pilgrims-title">
        <SubTitle id="fellow-pilgrims-title">{LIVE_TEXTS.fellowPilgrims}</SubTitle>
        {walkers === undefined ? (
          <Muted role="status">Looking for fellow pilgrims...</Muted>
        ) : fellows.length === 0 ? (
          <Muted>No one else is walking this pilgrimage right now.</Muted>
        ) : (
          <PlainList data-testid="fellow-pilgrims">
            {fellows.map((walker) => {
              const there =
                walker.latitude != null && walker.longitude != null
                  ? { latitude: walker.latitude, longitude: walker.longitude }
                  : null;
              const coarse = walker.positionPrecision === 'coarse';
              return (
                <ListItem key={walker.userId} data-testid="fellow-pilgrim">
                  <Avatar name={walker.name} imageUrl={walker.profileImageUrl} size={36} />
                  <Grow>
                    <strong>{walker.name}</strong>
                    <Small>
                      {here && there
                        ? `${coarse ? 'about ' : ''}${formatTrackDistance(kmBetween(here, there), units)} away`
                        : COMPANION_TEXTS.notShared}
                      {there && coarse ? ` (${COMPANION_TEXTS.approximate})` : ''}
                    </Small>
                    {journey.isActive && (
                      <CompanionControls
                        pilgrimageId={journey.pilgrimageId}
                        userId={walker.userId}
                        name={walker.name}
                        companionship={walker.companionship}
                      />
                    )}
                  </Grow>
                </ListItem>
              );
            })}
          </PlainList>
        )}
      </section>

      <section aria-labelledby="current-location-title">
        <SubTitle id="current-location-title">{LIVE_TEXTS.currentLocation}</SubTitle>
        {fix ? (
          <LocationStats data-testid="current-location">
            <div>
              <dt>Latitude</dt>
              <dd>{formatCoordinate(fix.latitude, 6)}</dd>
            </div>
            <div>
              <dt>Longitude</dt>
              <dd>{formatCoordinate(fix.longitude, 6)}</dd>
            </div>
            <div>
              <dt>Accuracy</dt>
              <dd>{fix.accuracy === null ? LIVE_TEXTS.unknown : `${Math.round(fix.accuracy)} m`}</dd>
            </div>
            <div>
              <dt>Altitude</dt>
              <dd>{fix.altitude === null ? LIVE_TEXTS.unknown : `${Math.round(fix.altitude)} m`}</dd>
            </div>
          </LocationStats>
        ) : (
          <Muted role="status">
            {j.gpsIssue
              ? `${LIVE_TEXTS.gpsIssueTitle}: ${LIVE_TEXTS.gpsIssueText}`
              : j.paused
                ? 'Tracking is paused.'
                : 'Waiting for GPS...'}
          </Muted>
        )}
      </section>

      <section aria-labelledby="journey-updates-title">
        <SubTitle id="journey-updates-title">{LIVE_TEXTS.journeyUpdates}</SubTitle>
        {updates === undefined ? (
          updatesError ? (
            <Muted role="alert">Could not load journey updates. Retrying...</Muted>
          ) : (
            <Muted role="status">Loading journey updates...</Muted>
          )
        ) : updates.length === 0 ? (
          <Muted>No updates yet. Checkpoints, photos and reflections will appear here.</Muted>
        ) : (
          <PlainList data-testid="journey-updates">
            {updates.slice(0, 5).map((update) => (
              <ListItem key={update.id}>
                <Avatar name={update.userName} imageUrl={update.userImage} size={32} />
                <Grow>
                  <strong>{update.userName}</strong> {describeUpdate(update)}
                  <Small>
                    <RelativeTime date={update.createdAt} />
                  </Small>
                </Grow>
              </ListItem>
            ))}
          </PlainList>
        )}
      </section>
    </Panel>
  );
}
