import { useMutation, useQuery } from '@apollo/client/react';
import { isDatabaseId } from '@sacred/core/limits';
import { ALTAR_PLEDGES } from '@sacred/core/altars';
import { haversineMeters } from '@sacred/core/geo';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@sacred/core/photos';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { isGuestPath } from '../../app/navigation';
import { AltarDetailDocument, AltarSkyDocument, RemoveAltarPhotoDocument } from '../../gql/graphql';
import { useToast } from '../../app/toasts/toastContext';
import { readApiError } from '../accounts/apiError';
import { Button, ButtonLink } from '../../ui/Button';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyState, ErrorState, PageSkeleton } from '../../ui/States';
import { useUnits } from '../settings/useSettings';
import { SkyPanel } from '../sky/SkyPanel';
import { localSky, skyRays } from '../sky/skyView';
import { WeatherTab } from '../weather/WeatherTab';
import { AltarLocationMap } from './AltarLocationMap';
import { AddPhotosDialog } from './AddPhotosDialog';
import { JournalSignInPrompt, JournalTab } from './JournalTab';
import { ReviewsTab } from './ReviewsTab';
import { RitualDialog } from './RitualDialog';
import { Tabs } from './Tabs';
import { useViewerPosition } from './useViewerPosition';
import { LikeButton } from './LikeButton';
import { altarTypeText, pledgeText, ruleText, useDistanceText } from './localText';
import { useAltarsText } from './messages';

const Hero = styled.div`
  position: relative;
  height: 280px;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.forest700},
    ${({ theme }) => theme.colors.earth700}
  );

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  font-size: 4rem;
  color: ${({ theme }) => theme.colors.moss};
`;

const BackButton = styled(Link)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(7, 17, 11, 0.75);
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: 1.4rem;
  text-decoration: none;

  /* Over a photo the amber ring alone can vanish (an orange desert sky): a dark band on both sides
     keeps it visible whatever the picture. */
  &:focus-visible {
    box-shadow: 0 0 0 8px rgba(7, 17, 11, 0.9);
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  button {
    width: 72px;
    height: 72px;
    padding: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 2px solid transparent;
    overflow: hidden;
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.amber};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Body = styled(Page)`
  padding-top: ${({ theme }) => theme.space.md};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest700};
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Story = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  line-height: 1.6;
  white-space: pre-wrap;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    color: ${({ theme }) => theme.colors.amberBright};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Block = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.moss};
  }
  p,
  ul {
    margin: 0;
    color: ${({ theme }) => theme.colors.mist};
  }
  ul {
    padding-left: 1.2rem;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** The pledges an eco-friendly altar lists under "Eco-Conscious Creation" (being eco-friendly opens it). */
const ECO_PLEDGES = ALTAR_PLEDGES.filter((field) => field !== 'isEcoFriendly');

type DetailTab = 'reviews' | 'journal' | 'weather';
const TABS = [
  { key: 'reviews', label: 'tabReviews' },
  { key: 'journal', label: 'tabJournal' },
  { key: 'weather', label: 'tabWeather' },
] as const;

/** /altar/{id} and /guest/altar/{id}: an altar's photos, story, map, reviews, rituals and journal. */
export function AltarDetailPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const guestMode = isGuestPath(pathname);
  const { user } = useAuth();
  const t = useAltarsText();
  const distanceText = useDistanceText();
  const member = !guestMode && user !== null;
  const units = useUnits();
  const viewer = useViewerPosition();
  const altarId = Number(id);
  const valid = isDatabaseId(altarId);
  const { data, loading, error, refetch } = useQuery(AltarDetailDocument, {
    variables: { id: altarId },
    skip: !valid,
  });
  const sky = useQuery(AltarSkyDocument, { variables: { altarId }, skip: !valid });
  const pointKey = data?.altar ? `${data.altar.latitude},${data.altar.longitude}` : '';
  // Without the server (offline, or it failed) the panel is worked out here, as the moon is.
  const skyShown = useMemo(() => {
    if (sky.data) return { sky: sky.data.altarSky, local: false };
    const [latitude, longitude] = pointKey.split(',').map(Number);
    if (!sky.error || !pointKey || latitude === undefined || longitude === undefined) return undefined;
    return { sky: localSky(altarId, { latitude, longitude }, new Date()), local: true };
  }, [sky.data, sky.error, pointKey, altarId]);
  const rays = useMemo(() => skyRays(skyShown?.sky.seasons ?? []), [skyShown]);
  const [photoIndex, setPhotoIndex] = useState(0);
  const [removePhoto, { loading: removing }] = useMutation(RemoveAltarPhotoDocument);
  const { toast } = useToast();
  const [tab, setTab] = useState<DetailTab>('reviews');
  const [ritualOpen, setRitualOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const altar = data?.altar;
  useDocumentTitle(altar?.name ?? t('sacredSpace'));
  const home = guestMode ? '/guest' : '/';

  if (valid && loading && !data) return <PageSkeleton hero label={t('loadingAltarDetails')} />;
  // The query answers null for an unknown altar, so an error here is a failed request.
  if (!altar && error) {
    return (
      <Page>
        <ErrorState heading title={t('loadFailed')} onRetry={() => refetch()} />
      </Page>
    );
  }
  if (!altar) {
    return (
      <Page>
        <EmptyState title={t('altarNotFound')} action={<ButtonLink to={home}>{t('backToMap')}</ButtonLink>} heading>
          {t('notFoundBody')}
        </EmptyState>
      </Page>
    );
  }

  const mine = member && user?.id === altar.creatorId;
  const removeShownPhoto = async (photoUrl: string) => {
    try {
      await removePhoto({ variables: { altarId: altar.id, photoUrl } });
      setPhotoIndex(0);
      toast({ title: t('photoRemovedTitle'), description: t('photoRemovedBody') });
    } catch (failure) {
      const { message } = readApiError(failure);
      toast({
        title: t('errorTitle'),
        description: ruleText(t, message ?? PHOTO_MESSAGES.photoNotFound),
        variant: 'destructive',
      });
    }
  };
  const approximate = altar.isLocationSensitive && !mine;
  const distance = viewer ? haversineMeters(viewer, altar) : null;
  const hero = altar.photos[photoIndex] ?? altar.photos[0];
  const room = PHOTO_LIMITS.perAltar.max - altar.photos.length;

  return (
    <>
      <Hero>
        {hero ? (
          <img
            src={hero}
            alt={t('heroPhotoAlt', { name: altar.name, position: photoIndex + 1, count: altar.photos.length })}
          />
        ) : (
          <Placeholder aria-hidden="true">
            <svg width="96" height="72" viewBox="0 0 96 72" focusable="false">
              <ellipse cx="48" cy="60" rx="40" ry="8" fill="currentColor" opacity="0.35" />
              <ellipse cx="48" cy="50" rx="26" ry="10" fill="currentColor" opacity="0.6" />
              <ellipse cx="48" cy="34" rx="16" ry="8" fill="currentColor" opacity="0.8" />
              <ellipse cx="48" cy="21" rx="9" ry="6" fill="currentColor" />
            </svg>
          </Placeholder>
        )}
        <BackButton to={home} aria-label={t('backToMapLabel')}>
          <span aria-hidden="true">←</span>
        </BackButton>
      </Hero>
      <Body>
        {altar.photos.length > 1 && (
          <Thumbs aria-label={t('photos')}>
            {altar.photos.map((photo, index) => (
              <li key={photo}>
                <button
                  type="button"
                  aria-pressed={index === photoIndex}
                  aria-label={t('showPhoto', { position: index + 1 })}
                  onClick={() => setPhotoIndex(index)}
                >
                  <img src={photo} alt="" />
                </button>
              </li>
            ))}
          </Thumbs>
        )}
        <PageTitle>{altar.name}</PageTitle>
        <Meta>
          <span>{t('createdBy', { name: altar.creatorName })}</span>
          {distance !== null && (
            <span data-testid="altar-distance">
              {t(approximate ? 'distanceAboutAway' : 'distanceAway', { distance: distanceText(distance, units) })}
            </span>
          )}
          <Badge>{altarTypeText(t, altar.altarType)}</Badge>
          <span>{t('visits', { count: altar.visitCount })}</span>
          <span data-testid="altar-likes">{t('likes', { count: altar.likes })}</span>
        </Meta>
        {member && <LikeButton altarId={altar.id} compact />}
        {altar.isLocationSensitive && <Lead>{t(mine ? 'sensitiveMine' : 'sensitiveOthers')}</Lead>}
        <AltarLocationMap name={altar.name} latitude={altar.latitude} longitude={altar.longitude} rays={rays} />
        <SkyPanel
          sky={skyShown?.sky}
          local={skyShown?.local ?? false}
          loading={sky.loading}
          failed={sky.error !== undefined}
          member={member}
          approximate={altar.isLocationSensitive && !mine}
          onChanged={() => void sky.refetch()}
        />
        {altar.story && <Story>{altar.story}</Story>}
        {!altar.story && altar.description && <Story>{altar.description}</Story>}
        {altar.tags.length > 0 && (
          <Tags aria-label={t('tags')}>
            {altar.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </Tags>
        )}
        {altar.materials && (
          <Block aria-labelledby="altar-materials">
            <h2 id="altar-materials">{t('materialsUsed')}</h2>
            <p>{altar.materials}</p>
          </Block>
        )}
        {altar.isEcoFriendly && (
          <Block aria-labelledby="altar-eco">
            <h2 id="altar-eco">{t('ecoConscious')}</h2>
            <ul>
              {ECO_PLEDGES.filter((field) => altar[field]).map((field) => (
                <li key={field}>{pledgeText(t, field)}</li>
              ))}
              {!ECO_PLEDGES.some((field) => altar[field]) && <li>{t('madeWithCare')}</li>}
            </ul>
          </Block>
        )}
        {member && (
          <Actions>
            <Button onClick={() => setRitualOpen(true)}>{t('beginRitual')}</Button>
            {/* The photo slots are the creator's to fill and tidy. */}
            {mine && (
              <Button $variant="secondary" onClick={() => setAddOpen(true)} disabled={room <= 0}>
                {t(room <= 0 ? 'photosComplete' : 'addToAltar')}
              </Button>
            )}
            {mine && hero && altar.photos.length > PHOTO_LIMITS.perAltar.min && (
              <Button
                $variant="secondary"
                disabled={removing}
                onClick={() => void removeShownPhoto(hero)}
                aria-label={t('removePhotoLabel', { position: photoIndex + 1, count: altar.photos.length })}
              >
                {t('removePhoto')}
              </Button>
            )}
          </Actions>
        )}
        {!member && (
          <Actions>
            <ButtonLink to="/login">{t('signInToBeginRitual')}</ButtonLink>
          </Actions>
        )}
        <Tabs<DetailTab>
          label={t('altarSections')}
          tabs={TABS.map(({ key, label }) => ({ key, label: t(label) }))}
          active={tab}
          onChange={setTab}
        >
          {tab === 'reviews' && <ReviewsTab altarId={altar.id} canWrite={member} />}
          {tab === 'journal' && (member ? <JournalTab altarId={altar.id} /> : <JournalSignInPrompt />)}
          {tab === 'weather' && <WeatherTab latitude={altar.latitude} longitude={altar.longitude} />}
        </Tabs>
      </Body>
      {member && <RitualDialog altarId={altar.id} open={ritualOpen} onClose={() => setRitualOpen(false)} />}
      {mine && room > 0 && (
        <AddPhotosDialog altarId={altar.id} room={room} open={addOpen} onClose={() => setAddOpen(false)} />
      )}
    </>
  );
}
