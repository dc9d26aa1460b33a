import { formatTrackDistance } from '@sacred/core/settings';
import type { LatLng } from '@sacred/core/geo';
import { COMPANION_TEXTS } from '@sacred/core/companions';
import { useUnitsShown } from '../settings/useSettings';
import { Muted } from '../pilgrimages/styles';
import { Avatar } from '../../ui/Avatar';
import { RelativeTime } from '../../ui/RelativeTime';
import { clockText } from '../walk-safe/walkSafeView';
import { CompanionControls } from './CompanionControls';
import { describeUpdate } from './LiveTrackingPanel';
import { formatCoordinate, GPS_ISSUE_TEXTS, kmBetween, LIVE_TEXTS } from './journeyView';
import { Grow, ListItem, LocationStats, Panel, PlainList, Small, SubTitle } from './styles';
import type { useJourney } from './useJourney';
import type { Companion, LiveUpdate } from './useLiveData';

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
  const { journey, fix } = j;
  if (!journey) return null;
  const here: LatLng | null =
    fix ??
    (journey.currentLatitude != null && journey.currentLongitude != null
      ? { latitude: journey.currentLatitude, longitude: journey.currentLongitude }
      : null);
  const fellows = (walkers ?? []).filter((walker) => walker.userId !== viewerId);
  return (
    <Panel aria-label="Fellow pilgrims, location and updates">
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
                    {walker.expectedBackAt && (
                      <Small data-testid="fellow-expected-back">
                        Expected back by {clockText(new Date(walker.expectedBackAt), new Date())}
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
        <SubTitle id="current-location-title">{LIVE_TEXTS.currentLocation}</SubTitle>
        {fix && (
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
        )}
        {j.gpsIssue ? (
          <Muted role="status" data-testid="gps-issue" data-issue={j.gpsIssue}>
            {`${LIVE_TEXTS.gpsIssueTitle}: ${GPS_ISSUE_TEXTS[j.gpsIssue]}`}
          </Muted>
        ) : (
          !fix && <Muted role="status">{j.paused ? 'Tracking is paused.' : 'Waiting for GPS...'}</Muted>
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
