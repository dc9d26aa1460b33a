import { useMutation, useQuery } from '@apollo/client/react';
import { isDatabaseId } from '@sacred/core/limits';
import { ROUTE_MESSAGES } from '@sacred/core/routing';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { PilgrimageDetailDocument, StartPilgrimageDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PilgrimagePackCard } from '../offline/PilgrimagePackCard';
import { PilgrimageReplayCard } from '../journeys/JourneyReplay';
import { CarryIntentionsCard } from '../intentions/CarryIntentionsCard';
import { EntrustIntentionCard } from '../intentions/EntrustIntentionCard';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyState, ErrorState, PageSkeleton } from '../../ui/States';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import { routeOf } from '../map/basemap/trail';
import { knownText } from '../../i18n/knownTexts';
import { usePilgrimagesText } from './messages';
import { useAltarsText } from '../altars/messages';
import { altarTypeText } from '../altars/localText';
import { formatRouteLength } from './PilgrimageCard';
import { difficultyText, seasonText, typeText } from './pilgrimageWords';
import { useTrailFormat } from './trailFormat';
import { useUnitsShown } from '../settings/useSettings';
import { BackLink, Badge, Meta, Muted, numberedSite, SectionTitle } from './styles';
import { Stack } from '../../ui/Stack';
import { ReportDialog } from '../../ui/ReportDialog';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.forest900};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.earth300};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.moonlight};
    overflow-wrap: anywhere;
  }
`;

const Sites = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Site = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;

  ${numberedSite}
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.mist};
`;

const GpxLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const ReportButton = styled.button.attrs({ type: 'button' })`
  justify-self: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.mist};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/** The current position for the journey's start, if the device gives it quickly; otherwise none. */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), 5000);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        window.clearTimeout(timer);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        window.clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 10_000 },
    );
  });
}

/** /pilgrimage/{id} and /guest/pilgrimage/{id}: the route's map, its facts and sites, and Begin. */
export function PilgrimageDetailPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const guestPath = pathname.startsWith('/guest');
  const { viewer, user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const units = useUnitsShown();
  const t = usePilgrimagesText();
  const altarsText = useAltarsText();
  const format = useTrailFormat();
  const pilgrimageId = Number(id);
  const valid = isDatabaseId(pilgrimageId);
  const { data, loading, error, refetch } = useQuery(PilgrimageDetailDocument, {
    variables: { id: pilgrimageId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const [start, { loading: starting }] = useMutation(StartPilgrimageDocument);
  const [locating, setLocating] = useState(false);
  const [reporting, setReporting] = useState(false);
  const pilgrimage = data?.pilgrimage;
  useDocumentTitle(pilgrimage?.name ?? t('detailTitle'));
  const backTo = guestPath ? '/guest/pilgrimages?view=browse' : '/pilgrimages?view=browse';

  if (valid && loading && !data) return <PageSkeleton label={t('loadingDetail')} />;
  // The query answers null for an unknown pilgrimage, so an error here is a failed request.
  if (!pilgrimage && error) {
    return (
      <Page>
        <ErrorState
          heading
          title={t('detailLoadFailed')}
          onRetry={() => refetch()}
          home={{ to: backTo, label: t('backToJourneys') }}
        />
      </Page>
    );
  }
  if (!pilgrimage) {
    return (
      <Page>
        <EmptyState heading title={t('notFound')} action={<ButtonLink to={backTo}>{t('backToJourneys')}</ButtonLink>}>
          {t('notFoundText')}
        </EmptyState>
      </Page>
    );
  }

  const begin = async () => {
    setLocating(true);
    const position = await currentPosition();
    setLocating(false);
    try {
      await start({ variables: { pilgrimageId: pilgrimage.id, position } });
      toast({ title: t('begunTitle'), description: t('begunText', { name: pilgrimage.name }) });
      void navigate(`/pilgrimage/active?id=${pilgrimage.id}`);
    } catch (error) {
      console.error('Starting the journey failed', error);
      toast({ title: t('errorTitle'), description: t('beginFailed'), variant: 'destructive' });
    }
  };

  const member = viewer === 'member';
  const mine = user?.id === pilgrimage.creatorId;
  return (
    <Page>
      <BackLink to={backTo}>
        <span aria-hidden="true">←</span> {t('backToJourneys')}
      </BackLink>
      <Badges>
        {pilgrimage.isFeatured && <Badge>{t('featured')}</Badge>}
        <Badge $tone="earth">{difficultyText(t, pilgrimage.difficulty)}</Badge>
        <Badge $tone="moss">{typeText(t, pilgrimage.type)}</Badge>
      </Badges>
      <PageTitle>{pilgrimage.name}</PageTitle>
      {pilgrimage.status === 'withdrawn' && <Lead role="note">{t('withdrawn')}</Lead>}
      <Stack>
        {(() => {
          // The route on the member's basemap, above the facts; the Sacred Sites list is its accessible equivalent.
          const { points, line: straight } = routeOf(pilgrimage);
          // The route along the paths it was created with, else the straight legs between its points.
          const line = pilgrimage.route
            ? pilgrimage.route.legs.flatMap((leg) =>
                leg.geometry.coordinates.map(([longitude, latitude]) => ({
                  latitude: latitude!,
                  longitude: longitude!,
                })),
              )
            : straight;
          return points.length > 0 ? (
            <LazyTrailMap
              label={t('routeMapLabel', { name: pilgrimage.name })}
              testId="pilgrimage-route-map"
              points={points}
              line={line}
              onSelect={(point) => {
                if (point.key.startsWith('site-')) void navigate(`/altar/${point.key.slice('site-'.length)}`);
              }}
            />
          ) : null;
        })()}
        {pilgrimage.route && (
          <Lead data-testid="route-attribution">
            {t('pathsAttribution', {
              attribution: knownText(t, { osmContributors: ROUTE_MESSAGES.attribution }, pilgrimage.route.attribution),
            })}
          </Lead>
        )}
        <Facts aria-label={t('journeyFacts')}>
          <div>
            <dt>{t('factDistance')}</dt>
            <dd>{formatRouteLength(format, pilgrimage.distance, units)}</dd>
          </div>
          <div>
            <dt>{t('factSites')}</dt>
            <dd>{format.whole(pilgrimage.siteCount)}</dd>
          </div>
          <div>
            <dt>{t('factDuration')}</dt>
            <dd>{pilgrimage.estimatedDuration ?? '—'}</dd>
          </div>
          {pilgrimage.participants > 0 && (
            <div>
              <dt>{t('factCompleted')}</dt>
              <dd data-testid="completed-count">
                {t('completedOf', {
                  completed: format.whole(pilgrimage.completedCount),
                  participants: format.whole(pilgrimage.participants),
                })}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('factStart')}</dt>
            <dd>{pilgrimage.startingPoint || '—'}</dd>
          </div>
          <div>
            <dt>{t('factEnd')}</dt>
            <dd>{pilgrimage.endingPoint || '—'}</dd>
          </div>
        </Facts>

        <Actions>
          {member ? (
            <Button onClick={() => void begin()} disabled={starting || locating}>
              {starting || locating ? t('beginning') : t('begin')}
            </Button>
          ) : (
            <ButtonLink to="/login">{t('signInToBegin')}</ButtonLink>
          )}
          <GpxLink href={`/api/pilgrimages/${pilgrimage.id}/gpx`} download>
            {t('downloadGpx')}
          </GpxLink>
        </Actions>

        {member && user && <PilgrimagePackCard userId={user.id} pilgrimageId={pilgrimage.id} />}
        {member && <PilgrimageReplayCard pilgrimageId={pilgrimage.id} />}

        {member && <CarryIntentionsCard pilgrimageId={pilgrimage.id} hideWhenNotWalking />}
        <EntrustIntentionCard pilgrimageId={pilgrimage.id} sites={pilgrimage.sites} signedIn={member} />

        {pilgrimage.description && (
          <Card aria-labelledby="about-heading">
            <SectionTitle id="about-heading">{t('aboutJourney')}</SectionTitle>
            <Text>{pilgrimage.description}</Text>
          </Card>
        )}

        <Card aria-labelledby="sites-heading">
          <SectionTitle id="sites-heading">{t('sacredSites')}</SectionTitle>
          {pilgrimage.sites.length === 0 ? (
            <Muted>{t('noSites')}</Muted>
          ) : (
            <Sites>
              {pilgrimage.sites.map((site) => (
                <Site key={site.id} data-testid="pilgrimage-site">
                  <span aria-hidden="true">{site.order}</span>
                  <div>
                    {site.name}
                    <small>{altarTypeText(altarsText, site.altarType)}</small>
                  </div>
                </Site>
              ))}
            </Sites>
          )}
        </Card>

        <Card aria-labelledby="seasons-heading">
          <SectionTitle id="seasons-heading">{t('bestSeasons')}</SectionTitle>
          {pilgrimage.bestSeasons.length > 0 ? (
            <Meta>
              {pilgrimage.bestSeasons.map((season) => (
                <li key={season}>
                  <Badge $tone="moss">{seasonText(t, season)}</Badge>
                </li>
              ))}
            </Meta>
          ) : (
            <Muted>{t('anySeason')}</Muted>
          )}
        </Card>

        {pilgrimage.accommodations && (
          <Card aria-labelledby="stay-heading">
            <SectionTitle id="stay-heading">{t('accommodations')}</SectionTitle>
            <Text>{pilgrimage.accommodations}</Text>
          </Card>
        )}
        {pilgrimage.guidelines && (
          <Card aria-labelledby="guidelines-heading">
            <SectionTitle id="guidelines-heading">{t('guidelines')}</SectionTitle>
            <Text>{pilgrimage.guidelines}</Text>
          </Card>
        )}
        {pilgrimage.tags.length > 0 && (
          <Tags aria-label={t('tags')}>
            {pilgrimage.tags.map((tag) => (
              <li key={tag}>
                <Badge $tone="earth">#{tag}</Badge>
              </li>
            ))}
          </Tags>
        )}
        {member && !mine && <ReportButton onClick={() => setReporting(true)}>{t('report')}</ReportButton>}
      </Stack>
      <ReportDialog
        contentType="pilgrimage"
        contentId={pilgrimage.id}
        open={reporting}
        onClose={() => setReporting(false)}
        title={t('report')}
        description={t('reportText')}
      />
    </Page>
  );
}
