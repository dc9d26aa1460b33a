import { COMPANION_TEXTS } from '@sacred/core/companions';
import { ROUTE_GUIDE_TEXTS } from '@sacred/core/routeGuide';
import { formatTrackDistance } from '@sacred/core/settings';
import { useUnitsShown } from '../settings/useSettings';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { ShareJourneyUpdateDocument, ToggleUpdateLikeDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import { Tabs } from '../altars/Tabs';
import { Muted } from '../pilgrimages/styles';
import { FieldLabel } from '../../ui/Field';
import { TextArea } from '../../ui/TextArea';
import { AchievementsView } from './AchievementsView';
import { Avatar } from '../../ui/Avatar';
import { ChatCard } from './ChatCard';
import { JourneySummary } from './JourneySummary';
import { describeUpdate } from './LiveTrackingPanel';
import { PhotoShare } from './PhotoShare';
import {
  companionAvatars,
  FEED_CHIPS,
  filterUpdates,
  kmBetween,
  LIVE_TEXTS,
  progressPercent,
  type FeedChip,
} from './journeyView';
import { RelativeTime } from '../../ui/RelativeTime';
import {
  Chip,
  Chips,
  Grow,
  Initials,
  ListItem,
  Panel,
  PanelTitle,
  PlainList,
  ProgressFill,
  ProgressTrack,
  Row,
  Small,
  SubTitle,
} from './styles';
import type { useJourney } from './useJourney';
import type { useLiveData } from './useLiveData';
import type { WakeLock } from './useWakeLock';
import { WakeLockToggle } from './WakeLockToggle';

export type TrackerMode = 'navigate' | 'feed' | 'chat' | 'photos' | 'achievements';

const MODES = [
  { key: 'navigate', label: 'Navigate' },
  { key: 'feed', label: 'Feed' },
  { key: 'chat', label: 'Chat' },
  { key: 'photos', label: 'Photos' },
] as const;

interface JourneyTrackerProps {
  journey: ReturnType<typeof useJourney>;
  live: ReturnType<typeof useLiveData>;
  pilgrimageId: number;
  viewerId: number | undefined;
  mode: TrackerMode;
  onModeChange(mode: TrackerMode): void;
  focusPhotoPicker: boolean;
  /** Held by the page, so that it lasts whichever tab is open. */
  wakeLock: WakeLock;
}

/** The active-journey panel (the alternate tracker). */
export function JourneyTracker({
  journey: j,
  live,
  pilgrimageId,
  viewerId,
  mode,
  onModeChange,
  focusPhotoPicker,
  wakeLock,
}: JourneyTrackerProps) {
  const { journey } = j;
  if (!journey) {
    return (
      <Panel aria-labelledby="tracker-title">
        <PanelTitle id="tracker-title">{LIVE_TEXTS.readyToBegin}</PanelTitle>
        <Muted>Walk the route, check in at each sacred site and share the journey with fellow pilgrims.</Muted>
        <Button onClick={() => void j.start()} disabled={j.starting} aria-busy={j.starting}>
          {j.starting ? LIVE_TEXTS.starting : LIVE_TEXTS.begin}
        </Button>
      </Panel>
    );
  }

  if (!journey.isActive) {
    const completed = journey.currentAltarIndex >= journey.totalCheckpoints && journey.totalCheckpoints > 0;
    return (
      <Stack data-testid={completed ? 'journey-complete' : 'journey-ended'}>
        <JourneySummary journeyId={journey.id} />
        <Row>
          <Button $variant="secondary" onClick={() => onModeChange('achievements')}>
            View Achievements
          </Button>
        </Row>
        {mode === 'achievements' && <AchievementsView onBack={() => onModeChange('navigate')} />}
      </Stack>
    );
  }

  return (
    // The tabs come first, straight under the map: on a phone they stay in the first screen.
    <Panel aria-label={`${journey.pilgrimageName}: journey views`}>
      {mode === 'achievements' ? (
        <AchievementsView onBack={() => onModeChange('navigate')} />
      ) : (
        <Tabs label="Journey views" tabs={MODES} active={mode} onChange={onModeChange}>
          {mode === 'navigate' && (
            <NavigateView journey={j} onAchievements={() => onModeChange('achievements')} wakeLock={wakeLock} />
          )}
          {mode === 'feed' && <FeedView live={live} journey={j} />}
          {mode === 'chat' && <ChatCard pilgrimageId={pilgrimageId} viewerId={viewerId} live={live} position={j.fix} />}
          {mode === 'photos' && (
            <PhotoShare
              pilgrimageId={pilgrimageId}
              journey={j}
              updates={live.updates.data?.pilgrimageLiveUpdates}
              autoFocus={focusPhotoPicker}
            />
          )}
        </Tabs>
      )}
    </Panel>
  );
}

function NavigateView({
  journey: j,
  onAchievements,
  wakeLock,
}: {
  journey: ReturnType<typeof useJourney>;
  onAchievements(): void;
  wakeLock: WakeLock;
}) {
  const units = useUnitsShown();
  const { journey, sites, currentSite, fix } = j;
  if (!journey) return null;
  const percent = progressPercent(journey.currentAltarIndex, sites.length || journey.totalCheckpoints);
  return (
    <Stack>
      {currentSite ? (
        <div>
          <SubTitle>Next sacred site</SubTitle>
          <p style={{ margin: '0.25rem 0' }}>
            <strong data-testid="current-site">{currentSite.name}</strong>
          </p>
          <Small data-testid="next-site-distance">
            {!fix
              ? 'Waiting for your location to measure the distance.'
              : j.route.guide?.toNextMeters != null
                ? ROUTE_GUIDE_TEXTS.alongRoute(formatTrackDistance(j.route.guide.toNextMeters / 1000, units))
                : `${formatTrackDistance(kmBetween(fix, currentSite), units)} away`}
          </Small>
          {fix && j.route.guide && (
            <Small data-testid="route-remaining">
              {ROUTE_GUIDE_TEXTS.remaining(formatTrackDistance(j.route.guide.remainingMeters / 1000, units))}
            </Small>
          )}
        </div>
      ) : (
        <Muted>
          {sites.length > 0 ? LIVE_TEXTS.allSitesWaiting : 'This pilgrimage has no sacred sites to check in at.'}
        </Muted>
      )}
      <ProgressTrack aria-hidden="true">
        <ProgressFill $percent={percent} />
      </ProgressTrack>
      <Button
        onClick={() => void j.reachCheckpoint()}
        disabled={!j.canCheckpoint || j.checkpointing}
        aria-describedby="reach-hint"
      >
        {currentSite ? `Reach ${currentSite.name}` : 'Reach Checkpoint'}
      </Button>
      <Small id="reach-hint">
        {j.waitingCheckpoint
          ? `${LIVE_TEXTS.checkpointWaiting}: ${j.waitingSites.map((site) => site.name).join(', ')}. ${LIVE_TEXTS.keptUntilOnline}`
          : 'Check-in opens within 0.1 mile of the sacred site.'}
      </Small>
      {sites.length > 0 && (
        <ol aria-label="Sacred sites" style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' }}>
          {sites.map((site, index) => {
            const reached = index < journey.currentAltarIndex;
            return (
              <li key={site.id} aria-current={index === journey.currentAltarIndex ? 'step' : undefined}>
                {site.name}{' '}
                <Small as="span">{reached ? '· reached' : index === journey.currentAltarIndex ? '· next' : ''}</Small>
              </li>
            );
          })}
        </ol>
      )}
      <Button $variant="secondary" onClick={onAchievements}>
        Achievements
      </Button>
      <WakeLockToggle state={wakeLock.state} wanted={wakeLock.wanted} onChange={wakeLock.setWanted} />
    </Stack>
  );
}

function FeedView({
  live,
  journey: j,
}: {
  live: ReturnType<typeof useLiveData>;
  journey: ReturnType<typeof useJourney>;
}) {
  const { toast } = useToast();
  const [chip, setChip] = useState<FeedChip>('all');
  const [reflection, setReflection] = useState('');
  const [share, sharing] = useMutation(ShareJourneyUpdateDocument);
  const [toggleLike] = useMutation(ToggleUpdateLikeDocument);
  const updates = live.updates.data?.pilgrimageLiveUpdates;
  const companions = live.companions.data?.pilgrimageCompanions ?? [];
  const { shown, more } = companionAvatars(companions);
  const active = j.journey?.isActive === true;

  const shareReflection = async () => {
    const content = reflection.trim();
    if (!content || !j.journey) return;
    try {
      const result = await share({
        variables: {
          activePilgrimageId: j.journey.id,
          update: {
            updateType: 'reflection',
            content,
            latitude: j.fix?.latitude ?? null,
            longitude: j.fix?.longitude ?? null,
          },
        },
      });
      const update = result.data?.shareJourneyUpdate;
      if (update) live.addUpdate(update);
      setReflection('');
      toast({ title: LIVE_TEXTS.momentSharedTitle, description: 'Your reflection is on the live feed.' });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Failed to share. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack>
      <div
        aria-label="Companions"
        role="group"
        style={{ display: 'flex', alignItems: 'center' }}
        data-testid="companions"
      >
        {shown.map((companion) => (
          <span key={companion.userId} title={companion.name} style={{ marginRight: -8 }}>
            <Avatar name={companion.name} imageUrl={companion.profileImageUrl} size={36} />
          </span>
        ))}
        {more && (
          <Initials style={{ marginRight: -8 }} aria-label={`${more.slice(1)} more companions`}>
            {more}
          </Initials>
        )}
        <Small as="span" style={{ marginLeft: 16 }}>
          {companions.length === 1 ? '1 companion' : `${companions.length} companions`}
        </Small>
      </div>
      {active && (
        <Stack $gap="sm">
          <FieldLabel>
            Share a reflection
            <TextArea value={reflection} onChange={(event) => setReflection(event.target.value)} maxLength={5000} />
          </FieldLabel>
          <Small as="p">{COMPANION_TEXTS.feedPosition}</Small>
          <Button onClick={() => void shareReflection()} disabled={reflection.trim() === '' || sharing.loading}>
            {sharing.loading ? 'Sharing...' : 'Share Reflection'}
          </Button>
        </Stack>
      )}
      <Chips role="group" aria-label="Filter updates">
        {FEED_CHIPS.map((value) => (
          <Chip key={value} $active={chip === value} aria-pressed={chip === value} onClick={() => setChip(value)}>
            {value}
          </Chip>
        ))}
      </Chips>
      {updates === undefined ? (
        live.updates.error ? (
          <Muted role="alert">Could not load the live feed. Retrying...</Muted>
        ) : (
          <Muted role="status">Loading the live feed...</Muted>
        )
      ) : (
        (() => {
          const visible = filterUpdates(updates, chip);
          if (visible.length === 0)
            return <Muted>{chip === 'all' ? 'No updates yet.' : `No ${chip} updates yet.`}</Muted>;
          return (
            <PlainList data-testid="live-feed">
              {visible.map((update) => (
                <ListItem key={update.id} style={{ alignItems: 'flex-start' }}>
                  <Avatar name={update.userName} imageUrl={update.userImage} size={32} />
                  <Grow>
                    <strong>{update.userName}</strong> <Small as="span">· {update.updateType}</Small>
                    <div>{describeUpdate(update)}</div>
                    {update.photoUrl && (
                      <img
                        src={update.photoUrl}
                        alt={update.content ?? `Photo from ${update.userName}`}
                        style={{ width: '100%', borderRadius: 8, marginTop: 8 }}
                      />
                    )}
                    <Small>
                      <RelativeTime date={update.createdAt} />
                    </Small>
                  </Grow>
                  <Button
                    $variant="secondary"
                    aria-pressed={update.likedByViewer}
                    aria-label={`Like update from ${update.userName} (${update.likesCount} likes)`}
                    onClick={() =>
                      void toggleLike({
                        variables: { updateId: update.id },
                        update: (cache, { data }) => {
                          const result = data?.togglePilgrimageUpdateLike;
                          if (!result) return;
                          cache.modify({
                            id: cache.identify({ __typename: 'PilgrimageUpdate', id: update.id }),
                            fields: { likesCount: () => result.likesCount, likedByViewer: () => result.liked },
                          });
                        },
                      })
                    }
                  >
                    ♥ {update.likesCount}
                  </Button>
                </ListItem>
              ))}
            </PlainList>
          );
        })()
      )}
    </Stack>
  );
}
