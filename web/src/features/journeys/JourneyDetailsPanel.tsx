import type { LatLng } from '@sacred/core/geo';
import { useUnitsShown } from '../settings/useSettings';
import { Muted } from '../pilgrimages/styles';
import { Avatar } from '../../ui/Avatar';
import { RelativeTime } from '../../ui/RelativeTime';
import { useFormat } from '../../i18n/format';
import { useWalkSafeText } from '../walk-safe/messages';
import { clockSaid } from '../walk-safe/walkSafeText';
import { useJourneysText } from './messages';
import { useMeasures } from './measures';
import { CompanionControls } from './CompanionControls';
import { describeUpdate } from './LiveTrackingPanel';
import { kmBetween } from './journeyView';
import { Grow, ListItem, LocationStats, Panel, PlainList, Small, SubTitle } from './styles';
import type { useJourney } from './useJourney';
import type { Companion, LiveUpdate } from './useLiveData';

/** What the GPS says when it fails, by the case (journeyView's GPS_ISSUE_TEXTS). */
const GPS_ISSUE_KEYS = { denied: 'gpsDenied', unavailable: 'gpsUnavailable', timeout: 'gpsTimeout' } as const;

interface JourneyDetailsPanelProps {
  journey: ReturnType<typeof useJourney>;
  walkers: Companion[] | undefined;
  updates: LiveUpdate[] | undefined;
  updatesError: boolean;
  viewerId: number | undefined;
}

/**
 * Below the live page's map and tabs: the fellow pilgrims and how far they are, the walker's own fix
 * (and what the GPS says when it fails), and the latest journey updates.
 */
export function JourneyDetailsPanel({
  journey: j,
  walkers,
  updates,
  updatesError,
  viewerId,
}: JourneyDetailsPanelProps) {
  const units = useUnitsShown();
  const t = useJourneysText();
  const m = useMeasures();
  const walkSafeText = useWalkSafeText();
  const f = useFormat();
  const { journey, fix } = j;
  if (!journey) return null;
  const here: LatLng | null =
    fix ??
    (journey.currentLatitude != null && journey.currentLongitude != null
      ? { latitude: journey.currentLatitude, longitude: journey.currentLongitude }
      : null);
  const fellows = (walkers ?? []).filter((walker) => walker.userId !== viewerId);
  return (
    <Panel aria-label={t('detailsLabel')}>
      <section aria-labelledby="fellow-pilgrims-title">
        <SubTitle id="fellow-pilgrims-title">{t('fellowPilgrims')}</SubTitle>
        {walkers === undefined ? (
          <Muted role="status">{t('lookingForFellows')}</Muted>
        ) : fellows.length === 0 ? (
          <Muted>{t('noFellows')}</Muted>
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
                        ? t(coarse ? 'fellowAboutAway' : 'fellowAway', {
                            distance: m.track(kmBetween(here, there), units),
                          })
                        : t('notShared')}
                      {there && coarse ? t('approximate') : ''}
                    </Small>
                    {walker.expectedBackAt && (
                      <Small data-testid="fellow-expected-back">
                        {t('fellowExpectedBack', {
                          time: clockSaid(walkSafeText, f, new Date(walker.expectedBackAt), new Date()),
                        })}
                      </Small>
                    )}
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
        <SubTitle id="current-location-title">{t('currentLocation')}</SubTitle>
        {fix && (
          <LocationStats data-testid="current-location">
            <div>
              <dt>{t('latitude')}</dt>
              <dd>{m.coordinate(fix.latitude, 6)}</dd>
            </div>
            <div>
              <dt>{t('longitude')}</dt>
              <dd>{m.coordinate(fix.longitude, 6)}</dd>
            </div>
            <div>
              <dt>{t('accuracy')}</dt>
              <dd>{fix.accuracy === null ? t('unknown') : m.meters(fix.accuracy)}</dd>
            </div>
            <div>
              <dt>{t('altitude')}</dt>
              <dd>{fix.altitude === null ? t('unknown') : m.meters(fix.altitude)}</dd>
            </div>
          </LocationStats>
        )}
        {j.gpsIssue ? (
          <Muted role="status" data-testid="gps-issue" data-issue={j.gpsIssue}>
            {t('gpsIssue', { title: t('gpsIssueTitle'), text: t(GPS_ISSUE_KEYS[j.gpsIssue]) })}
          </Muted>
        ) : (
          !fix && <Muted role="status">{j.paused ? t('trackingPaused') : t('waitingForGps')}</Muted>
        )}
      </section>

      <section aria-labelledby="journey-updates-title">
        <SubTitle id="journey-updates-title">{t('journeyUpdates')}</SubTitle>
        {updates === undefined ? (
          updatesError ? (
            <Muted role="alert">{t('updatesLoadFailed')}</Muted>
          ) : (
            <Muted role="status">{t('updatesLoading')}</Muted>
          )
        ) : updates.length === 0 ? (
          <Muted>{t('noUpdates')}</Muted>
        ) : (
          <PlainList data-testid="journey-updates">
            {updates.slice(0, 5).map((update) => (
              <ListItem key={update.id}>
                <Avatar name={update.userName} imageUrl={update.userImage} size={32} />
                <Grow>
                  <strong>{update.userName}</strong> {describeUpdate(update, t)}
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
