import { knownText } from '../../i18n/knownTexts';
import { useJourneysText } from './messages';
import { JOURNEY_KNOWN } from './journeyKnown';
import { useMeasures } from './measures';
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
import { companionAvatars, FEED_CHIPS, filterUpdates, kmBetween, progressPercent, type FeedChip } from './journeyView';
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
  { key: 'navigate', label: 'modeNavigate' },
  { key: 'feed', label: 'modeFeed' },
  { key: 'chat', label: 'modeChat' },
  { key: 'photos', label: 'modePhotos' },
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
  const t = useJourneysText();
  const { journey } = j;
  if (!journey) {
    return (
      <Panel aria-labelledby="tracker-title">
        <PanelTitle id="tracker-title">{t('readyToBegin')}</PanelTitle>
        <Muted>{t('readyText')}</Muted>
        <Button onClick={() => void j.start()} disabled={j.starting} aria-busy={j.starting}>
          {j.starting ? t('starting') : t('begin')}
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
            {t('viewAchievements')}
          </Button>
        </Row>
        {mode === 'achievements' && <AchievementsView onBack={() => onModeChange('navigate')} />}
      </Stack>
    );
  }

  return (
    // The tabs come first, straight under the map: on a phone they stay in the first screen.
    <Panel aria-label={t('journeyViewsOf', { name: journey.pilgrimageName })}>
      {mode === 'achievements' ? (
        <AchievementsView onBack={() => onModeChange('navigate')} />
      ) : (
        <Tabs
          label={t('journeyViews')}
          tabs={MODES.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
          active={mode}
          onChange={onModeChange}
        >
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
  const t = useJourneysText();
  const m = useMeasures();
  const { journey, sites, currentSite, fix } = j;
  if (!journey) return null;
  const percent = progressPercent(journey.currentAltarIndex, sites.length || journey.totalCheckpoints);
  return (
    <Stack>
      {currentSite ? (
        <div>
          <SubTitle>{t('nextSacredSite')}</SubTitle>
          <p style={{ margin: '0.25rem 0' }}>
            <strong data-testid="current-site">{currentSite.name}</strong>
          </p>
          <Small data-testid="next-site-distance">
            {!fix
              ? t('waitingForLocation')
              : j.route.guide?.toNextMeters != null
                ? t('alongRoute', { distance: m.track(j.route.guide.toNextMeters / 1000, units) })
                : t('away', { distance: m.track(kmBetween(fix, currentSite), units) })}
          </Small>
          {fix && j.route.guide && (
            <Small data-testid="route-remaining">
              {t('routeRemaining', { distance: m.track(j.route.guide.remainingMeters / 1000, units) })}
            </Small>
          )}
        </div>
      ) : (
        <Muted>{sites.length > 0 ? t('allSitesWaiting') : t('noSites')}</Muted>
      )}
      <ProgressTrack aria-hidden="true">
        <ProgressFill $percent={percent} />
      </ProgressTrack>
      <Button
        onClick={() => void j.reachCheckpoint()}
        disabled={!j.canCheckpoint || j.checkpointing}
        aria-describedby="reach-hint"
      >
        {currentSite ? t('reachSite', { name: currentSite.name }) : t('reachCheckpoint')}
      </Button>
      <Small id="reach-hint">
        {j.waitingCheckpoint
          ? t('checkpointWaiting', { sites: j.waitingSites.map((site) => site.name).join(', ') })
          : t('checkInOpens')}
      </Small>
      {sites.length > 0 && (
        <ol
          aria-label={t('sacredSites')}
          style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' }}
        >
          {sites.map((site, index) => {
            const reached = index < journey.currentAltarIndex;
            return (
              <li key={site.id} aria-current={index === journey.currentAltarIndex ? 'step' : undefined}>
                {site.name}{' '}
                <Small as="span">
                  {reached ? t('siteReached') : index === journey.currentAltarIndex ? t('siteNext') : ''}
                </Small>
              </li>
            );
          })}
        </ol>
      )}
      <Button $variant="secondary" onClick={onAchievements}>
        {t('achievements')}
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
  const t = useJourneysText();
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
      toast({ title: t('momentSharedTitle'), description: t('reflectionShared') });
    } catch (error) {
      toast({
        title: t('errorTitle'),
        description: error instanceof Error ? knownText(t, JOURNEY_KNOWN, error.message) : t('shareFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack>
      <div
        aria-label={t('companions')}
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
          <Initials style={{ marginRight: -8 }} aria-label={t('moreCompanions', { count: more.slice(1) })}>
            {more}
          </Initials>
        )}
        <Small as="span" style={{ marginLeft: 16 }}>
          {t('companionCount', { count: companions.length })}
        </Small>
      </div>
      {active && (
        <Stack $gap="sm">
          <FieldLabel>
            {t('shareReflection')}
            <TextArea value={reflection} onChange={(event) => setReflection(event.target.value)} maxLength={5000} />
          </FieldLabel>
          <Small as="p">{t('feedPosition')}</Small>
          <Button onClick={() => void shareReflection()} disabled={reflection.trim() === '' || sharing.loading}>
            {sharing.loading ? t('sharing') : t('shareReflectionButton')}
          </Button>
        </Stack>
      )}
      <Chips role="group" aria-label={t('filterUpdates')}>
        {FEED_CHIPS.map((value) => (
          <Chip key={value} $active={chip === value} aria-pressed={chip === value} onClick={() => setChip(value)}>
            {t('updateType', { type: value })}
          </Chip>
        ))}
      </Chips>
      {updates === undefined ? (
        live.updates.error ? (
          <Muted role="alert">{t('feedLoadFailed')}</Muted>
        ) : (
          <Muted role="status">{t('feedLoading')}</Muted>
        )
      ) : (
        (() => {
          const visible = filterUpdates(updates, chip);
          if (visible.length === 0)
            return <Muted>{chip === 'all' ? t('noUpdatesYet') : t('noTypeUpdatesYet', { type: chip })}</Muted>;
          return (
            <PlainList data-testid="live-feed">
              {visible.map((update) => (
                <ListItem key={update.id} style={{ alignItems: 'flex-start' }}>
                  <Avatar name={update.userName} imageUrl={update.userImage} size={32} />
                  <Grow>
                    <strong>{update.userName}</strong>{' '}
                    <Small as="span">· {t('updateType', { type: update.updateType })}</Small>
                    <div>{describeUpdate(update, t)}</div>
                    {update.photoUrl && (
                      <img
                        src={update.photoUrl}
                        alt={update.content ?? t('photoFrom', { name: update.userName })}
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
                    aria-label={t('likeUpdate', { name: update.userName, count: update.likesCount })}
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
