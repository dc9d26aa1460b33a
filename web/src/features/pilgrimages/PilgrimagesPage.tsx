import { useQuery } from '@apollo/client/react';
import {
  browseTypeOptions,
  DURATION_FILTER_OPTIONS,
  EMPTY_BROWSE_FILTERS,
  filterPilgrimages,
  hasBrowseFilters,
  PILGRIMAGE_PAGE_MAX,
  sortByDistanceFrom,
  type BrowseFilters,
} from '@sacred/core/pilgrimages';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFollowingPages } from '../../app/followingPages';
import { BrowsePilgrimagesDocument } from '../../gql/graphql';
import { ContinueJourney } from '../journeys/ContinueJourney';
import { useDevicePosition } from '../offline/useDevicePosition';
import { Button, ButtonLink } from '../../ui/Button';
import { InputField } from '../../ui/Form';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import { BROWSE_MAP_MAX, browseMapPoints } from './browseMap';
import { usePilgrimagesText } from './messages';
import { PilgrimageCard } from './PilgrimageCard';
import { durationOptionText, typeText } from './pilgrimageWords';
import { useTrailFormat } from './trailFormat';
import { BackButton } from './styles';
import { FieldLabel } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Stack } from '../../ui/Stack';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const optionStyles = `
  display: grid;
  gap: 6px;
  width: 100%;
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
`;

const OptionButton = styled.button.attrs({ type: 'button' })`
  ${optionStyles}
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};

  &:hover {
    border-color: ${({ theme }) => theme.colors.amber};
  }
`;

const OptionLink = styled(Link)`
  ${optionStyles}
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};

  &:hover {
    border-color: ${({ theme }) => theme.colors.amber};
  }
`;

const OptionTitle = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const OptionText = styled.span`
  color: ${({ theme }) => theme.colors.mist};
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.earth300};
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  > :nth-child(-n + 2) {
    grid-column: 1 / -1;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.moonlight};
`;

const ShowAs = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

type View = 'browse' | null;

/** 'Sacred Pilgrimages': Browse or Create; back returns to the choice. */
export function PilgrimagesPage() {
  const t = usePilgrimagesText();
  useDocumentTitle(t('pageTitle'));
  const { pathname } = useLocation();
  const guest = pathname.startsWith('/guest');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'browse' ? 'browse' : null;
  // The map of the list is in the address, so Back from a pilgrimage returns to it.
  const onMap = params.get('show') === 'map';

  return (
    <Page>
      {view === 'browse' ? (
        <>
          <BackButton onClick={() => setParams({})}>
            <span aria-hidden="true">←</span> {t('back')}
          </BackButton>
          <PageTitle>{t('pageTitle')}</PageTitle>
          <Browse
            guest={guest}
            onMap={onMap}
            setOnMap={(map) => setParams(map ? { view: 'browse', show: 'map' } : { view: 'browse' }, { replace: true })}
          />
        </>
      ) : (
        <>
          <PageTitle>{t('pageTitle')}</PageTitle>
          <Lead>{t('lead')}</Lead>
          <Options>
            {!guest && <ContinueJourney />}
            <OptionButton onClick={() => setParams({ view: 'browse' })}>
              <OptionTitle>{t('browseTitle')}</OptionTitle>
              <OptionText>{t('browseText')}</OptionText>
            </OptionButton>
            <OptionLink to="/create-pilgrimage">
              <OptionTitle>{t('createTitle')}</OptionTitle>
              <OptionText>{t('createText')}</OptionText>
              <Note>{t('reviewNote')}</Note>
            </OptionLink>
          </Options>
        </>
      )}
    </Page>
  );
}

function Browse({ guest, onMap, setOnMap }: { guest: boolean; onMap: boolean; setOnMap(map: boolean): void }) {
  const navigate = useNavigate();
  const t = usePilgrimagesText();
  const format = useTrailFormat();
  const { data, error, refetch, fetchMore } = useQuery(BrowsePilgrimagesDocument, {
    variables: { limit: PILGRIMAGE_PAGE_MAX },
    fetchPolicy: 'cache-and-network',
  });
  const loadingMore = useFollowingPages(data?.browsePilgrimages, PILGRIMAGE_PAGE_MAX, (after) =>
    fetchMore({ variables: { after } }),
  );
  const [filters, setFilters] = useState<BrowseFilters>(EMPTY_BROWSE_FILTERS);
  const all = data?.browsePilgrimages;
  const { position } = useDevicePosition();
  const shown = useMemo(
    () => (all ? sortByDistanceFrom(filterPilgrimages(all, filters), position) : undefined),
    [all, filters, position],
  );
  const types = useMemo(() => browseTypeOptions(all ?? []), [all]);
  const mapPoints = useMemo(
    () => (onMap && shown ? browseMapPoints(shown, BROWSE_MAP_MAX, (place) => t('mapStartFrom', { place })) : []),
    [onMap, shown, t],
  );
  const set = (key: keyof BrowseFilters) => (value: string) => setFilters((current) => ({ ...current, [key]: value }));

  return (
    <Stack>
      <Filters role="search" aria-label={t('filterLabel')}>
        <InputField
          label={t('search')}
          name="search"
          placeholder={t('searchPlaceholder')}
          value={filters.search}
          onChange={(event) => set('search')(event.target.value)}
        />
        <InputField
          label={t('location')}
          name="location"
          placeholder={t('locationPlaceholder')}
          value={filters.location}
          onChange={(event) => set('location')(event.target.value)}
        />
        <FieldLabel>
          {t('type')}
          <Select value={filters.type} onChange={(event) => set('type')(event.target.value)}>
            <option value="">{t('allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {typeText(t, type)}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          {t('duration')}
          <Select value={filters.duration} onChange={(event) => set('duration')(event.target.value)}>
            <option value="">{t('anyDuration')}</option>
            {DURATION_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {durationOptionText(t, option.value, option.label)}
              </option>
            ))}
          </Select>
        </FieldLabel>
      </Filters>
      <Button
        $variant="secondary"
        onClick={() => setFilters(EMPTY_BROWSE_FILTERS)}
        disabled={!hasBrowseFilters(filters)}
      >
        {t('clearFilters')}
      </Button>
      {shown && (
        <Count role="status" aria-live="polite" data-testid="pilgrimage-count">
          {t('found', { count: shown.length, n: format.whole(shown.length) })}
        </Count>
      )}
      {!shown && !error && <LoadingState label={t('loadingList')} count={2} height="10rem" />}
      {error && !all && <ErrorState title={t('loadFailed')} onRetry={() => refetch()} home={null} />}
      {shown?.length === 0 &&
        (hasBrowseFilters(filters) ? (
          <EmptyState
            title={t('noneFound')}
            action={
              <Button $variant="secondary" onClick={() => setFilters(EMPTY_BROWSE_FILTERS)}>
                {t('showAll')}
              </Button>
            }
          >
            {t('tryOtherFilters')}
          </EmptyState>
        ) : (
          <EmptyState
            title={t('noneFound')}
            action={
              <ButtonLink to={guest ? '/login' : '/create-pilgrimage'}>
                {guest ? t('signInToCreate') : t('createTitle')}
              </ButtonLink>
            }
          >
            {t('chartFirst')}
          </EmptyState>
        ))}
      {shown && shown.length > 0 && (
        <ShowAs role="group" aria-label={t('showAs')}>
          <Button $variant={onMap ? 'secondary' : 'primary'} aria-pressed={!onMap} onClick={() => setOnMap(false)}>
            {t('showList')}
          </Button>
          <Button $variant={onMap ? 'primary' : 'secondary'} aria-pressed={onMap} onClick={() => setOnMap(true)}>
            {t('showMap')}
          </Button>
        </ShowAs>
      )}
      {shown && shown.length > 0 && (
        <Note data-testid="pilgrimage-order">
          {onMap
            ? t(position ? 'mapNoteNearest' : 'mapNote', {
                count: format.whole(mapPoints.length),
                max: format.whole(BROWSE_MAP_MAX),
              })
            : position
              ? t('nearestFirst')
              : t('allowLocation')}
        </Note>
      )}
      {onMap && shown && shown.length > 0 && (
        <LazyTrailMap
          label={t('browseMapLabel')}
          testId="browse-map"
          height="420px"
          points={mapPoints}
          walker={position ? { ...position, label: t('youAreHere') } : null}
          onSelect={(point) => {
            const id = point.key.replace('pilgrimage-', '');
            void navigate(`${guest ? '/guest' : ''}/pilgrimage/${id}`);
          }}
        />
      )}
      {/* The cards stay under the map: they are the keyboard and screen-reader way to the same walks. */}
      {shown?.map(({ pilgrimage, meters }) => (
        <PilgrimageCard key={pilgrimage.id} pilgrimage={pilgrimage} guest={guest} metersAway={meters} />
      ))}
      {loadingMore && <LoadingState label={t('loadingMore')} count={1} height="10rem" />}
    </Stack>
  );
}
