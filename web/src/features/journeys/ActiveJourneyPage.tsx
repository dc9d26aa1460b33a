import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { BackLink, Muted } from '../pilgrimages/styles';
import { JourneyTracker, type TrackerMode } from './JourneyTracker';
import { useJourneysText } from './messages';
import { JourneyDetailsPanel } from './JourneyDetailsPanel';
import { LiveTrackingPanel } from './LiveTrackingPanel';
import { useJourney } from './useJourney';
import { useLiveData } from './useLiveData';
import { useWakeLock } from './useWakeLock';
import { WalkSafeCard } from '../walk-safe/WalkSafeCard';
import { CarryIntentionsCard } from '../intentions/CarryIntentionsCard';
import { begunOnDevice } from '../offline/deviceJourneys';

const Shell = styled(Page)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: 96px;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const EndBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.forest900};
  border-top: 1px solid ${({ theme }) => theme.colors.forest600};

  button {
    width: 100%;
    max-width: ${({ theme }) => theme.layout.maxContentWidth};
    margin: 0 auto;
    display: flex;
  }
`;

const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
`;

/** /pilgrimage/active?id={pilgrimageId}: live navigation on a pilgrimage. */
export function ActiveJourneyPage({ pilgrimageId }: { pilgrimageId: number }) {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const { user } = useAuth();
  // An ended journey stays on screen as its summary, across a reload too (?journey={journeyId}).
  const endedId = Number(params.get('journey')) || null;
  const j = useJourney(pilgrimageId, endedId);
  const live = useLiveData(pilgrimageId, j.journey !== null);
  const wakeLock = useWakeLock(j.tracking);
  const [mode, setMode] = useState<TrackerMode>('navigate');
  const [confirming, setConfirming] = useState(false);
  const [photoRequested, setPhotoRequested] = useState(false);
  const trackerRef = useRef<HTMLDivElement>(null);
  const t = useJourneysText();
  useDocumentTitle(j.pilgrimage ? t('pageTitle', { name: j.pilgrimage.name }) : t('liveNavigation'));

  const header = (
    <Header>
      <BackLink to="/pilgrimages">
        <span aria-hidden="true">←</span> {t('backToPilgrimages')}
      </BackLink>
      <PageTitle as="h1">{t('liveNavigation')}</PageTitle>
    </Header>
  );

  if (j.page.loading && !j.page.data) {
    return (
      <Shell>
        {header}
        <LoadingState label={t('loading')} count={3} height="7rem" />
      </Shell>
    );
  }
  if (!j.pilgrimage) {
    return (
      <Shell>
        {header}
        {j.page.error && !/not found/i.test(j.page.error.message) ? (
          <ErrorState
            title={t('loadFailed')}
            onRetry={() => j.page.refetch()}
            home={{ to: '/pilgrimages', label: t('backToJourneys') }}
          />
        ) : (
          <EmptyState
            title={t('notFoundTitle')}
            action={<ButtonLink to="/pilgrimages">{t('backToJourneys')}</ButtonLink>}
          >
            {t('notFoundText')}
          </EmptyState>
        )}
      </Shell>
    );
  }

  const sharePhoto = () => {
    setMode('photos');
    setPhotoRequested(true);
    trackerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const endJourney = async () => {
    try {
      const ended = await j.end();
      setConfirming(false);
      if (ended) setParams({ id: String(pilgrimageId), journey: String(ended) }, { replace: true });
    } catch (error) {
      console.error('Ending the journey failed', error);
      setConfirming(false);
      toast({ title: t('errorTitle'), description: t('endFailed'), variant: 'destructive' });
    }
  };

  return (
    <Shell>
      {header}
      <Muted>{j.pilgrimage.name}</Muted>
      <LiveTrackingPanel
        journey={j}
        walkers={live.walkers.data?.pilgrimageParticipants}
        viewerId={user?.id}
        onSharePhoto={sharePhoto}
      />
      {/* On a phone the map and the next site fill the first screen; the tabs (chat one tap away) follow. */}
      <div ref={trackerRef}>
        <JourneyTracker
          journey={j}
          live={live}
          pilgrimageId={pilgrimageId}
          viewerId={user?.id}
          mode={mode}
          onModeChange={(next) => {
            setPhotoRequested(false);
            setMode(next);
          }}
          focusPhotoPicker={photoRequested}
          wakeLock={wakeLock}
        />
      </div>
      {j.journey && (
        // Read again at each accepted checkpoint: what it delivered shows as delivered.
        <CarryIntentionsCard key={j.journey.checkpointReached.length} pilgrimageId={pilgrimageId} />
      )}
      {/* A watch needs the server: a journey begun on the device offers it once its beginning is sent. */}
      {j.journey && !begunOnDevice(j.journey.id) && (
        <WalkSafeCard
          journeyId={j.journey.id}
          active={j.journey.isActive}
          minutesLeft={j.journey.estimatedTimeRemaining ?? null}
        />
      )}
      <JourneyDetailsPanel
        journey={j}
        walkers={live.walkers.data?.pilgrimageParticipants}
        updates={live.updates.data?.pilgrimageLiveUpdates}
        updatesError={live.updates.error !== undefined}
        viewerId={user?.id}
      />
      {j.journey?.isActive && (
        <EndBar>
          <DangerButton onClick={() => setConfirming(true)}>{t('endJourney')}</DangerButton>
        </EndBar>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('endJourney')}
        description={t('endConfirm')}
        confirmLabel={t('endJourney')}
        pendingLabel={t('ending')}
        pending={j.ending}
        onConfirm={() => void endJourney()}
        onCancel={() => setConfirming(false)}
      />
    </Shell>
  );
}
