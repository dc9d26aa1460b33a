import { useUnits, useUnitsShown } from '../settings/useSettings';
import { knownText } from '../../i18n/knownTexts';
import { useJourneysText, type JourneysText } from './messages';
import { JOURNEY_KNOWN } from './journeyKnown';
import { useMeasures } from './measures';
import type { LatLng } from '@sacred/core/geo';
import { Button } from '../../ui/Button';
import styled from 'styled-components';
import { JourneyMap } from './JourneyMap';
import { progressPercent } from './journeyView';
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

export function describeUpdate(update: LiveUpdate, t: JourneysText): string {
  // A checkpoint's note is the server's own words unless the walker wrote one.
  const content =
    update.content === null || update.content === undefined ? null : knownText(t, JOURNEY_KNOWN, update.content);
  if (update.updateType === 'checkpoint' && update.altarName) {
    return t('checkpointAt', { note: content ?? t('reachedCheckpoint'), site: update.altarName });
  }
  if (content) return content;
  return t('sharedUpdate', { type: update.updateType });
}

/** "You have left the route", how far off, and the way back to the next site once asked for. */
function LeftRoute({ route }: { route: RouteGuidance }) {
  const units = useUnits();
  const t = useJourneysText();
  const m = useMeasures();
  const { guide, wayBack } = route;
  return (
    <OffRoute role="alert" data-testid="left-route">
      <strong>{t('leftRoute')}</strong>
      {guide && <Small>{t('leftRouteDetail', { distance: m.distance(guide.offRouteMeters, units) })}</Small>}
      {wayBack.state === 'drawn' ? (
        <Small data-testid="way-back">
          {t('routeBackTo', { distance: m.distance(wayBack.distanceMeters, units), site: wayBack.siteName })}
        </Small>
      ) : (
        <Button
          $variant="secondary"
          onClick={() => void route.routeBack()}
          disabled={wayBack.state === 'routing'}
          aria-busy={wayBack.state === 'routing'}
        >
          {wayBack.state === 'routing' ? t('routingBack') : t('routeBack')}
        </Button>
      )}
      {wayBack.state === 'failed' && <Small>{t('routeBackFailed')}</Small>}
    </OffRoute>
  );
}

/**
 * The live tracking panel, at the top of the live page: progress, the map framing the walker and the
 * next site, pausing, and the checkpoint and photo buttons. The screen lock sits in the Navigate tab.
 */
export function LiveTrackingPanel({ journey: j, walkers, viewerId, onSharePhoto }: LiveTrackingPanelProps) {
  const units = useUnitsShown();
  const t = useJourneysText();
  const m = useMeasures();
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
        <PanelTitle id="live-tracking-title">{t('liveTracking')}</PanelTitle>
        {journey.isActive ? (
          <HeaderEnd>
            <LiveBadge>{j.paused ? t('paused') : t('live')}</LiveBadge>
            {/* Short on screen, named in full: in reach from the map whichever tab is open below. */}
            <Button
              $variant="secondary"
              onClick={() => j.setPaused(!j.paused)}
              aria-pressed={j.paused}
              aria-label={j.paused ? t('resumeTracking') : t('pauseTracking')}
            >
              {j.paused ? t('resume') : t('pause')}
            </Button>
          </HeaderEnd>
        ) : (
          <Small>
            {journey.currentAltarIndex >= journey.totalCheckpoints ? t('journeyComplete') : t('journeyEnded')}
          </Small>
        )}
      </PanelHeader>
      <Stats aria-label={t('journeyStatistics')}>
        <div>
          <dt>{t('distanceTraveled')}</dt>
          <dd data-testid="distance-traveled">{m.track(journey.distanceTraveled, units)}</dd>
        </div>
        <div>
          <dt>{t('timeRemaining')}</dt>
          <dd data-testid="time-remaining">
            {journey.isActive
              ? journey.estimatedTimeRemaining === null || journey.estimatedTimeRemaining === undefined
                ? t('unknown')
                : m.duration(journey.estimatedTimeRemaining)
              : m.duration(0)}
          </dd>
        </div>
        <div>
          <dt>{t('progress')}</dt>
          <dd data-testid="journey-progress">{t('percent', { percent })}</dd>
        </div>
      </Stats>
      <ProgressTrack
        role="progressbar"
        aria-label={t('journeyProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressFill $percent={percent} />
      </ProgressTrack>
      {journey.isActive && (
        <JourneyMap
          pilgrimageName={j.pilgrimage?.name ?? t('thisPilgrimage')}
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
            {t('checkpoint')}
          </Button>
          <Button $variant="secondary" onClick={onSharePhoto} disabled={!fix}>
            {t('sharePhoto')}
          </Button>
        </Row>
      )}
      {journey.isActive && (
        <Small id="checkpoint-hint">
          {j.waitingCheckpoint &&
            `${t('checkpointWaiting', { sites: j.waitingSites.map((site) => site.name).join(', ') })} `}
          {j.currentSite
            ? j.canCheckpoint
              ? t('atSite', { name: j.currentSite.name })
              : t('checkpointOpensNear', { name: j.currentSite.name })
            : sites.length > 0
              ? t('allSitesWaiting')
              : t('noSites')}
        </Small>
      )}
    </Panel>
  );
}
