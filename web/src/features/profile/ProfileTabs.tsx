import { useQuery } from '@apollo/client/react';
import { formatMiles } from '@sacred/core/settings';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  FavoriteAltarsDocument,
  MemberAltarsDocument,
  MemberCompletionsDocument,
  type ProfileAltarItemFragment,
} from '../../gql/graphql';
import { ButtonLink } from '../../ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { useUnits } from '../settings/useSettings';
import { List } from '../../ui/List';
import { useFormat } from '../../i18n/format';
import { altarTypeText, localDistance } from '../altars/localText';
import { useAltarsText } from '../altars/messages';
import { useProfileText, type ProfileEnglish } from './messages';

const TABS = [
  { key: 'altars', label: 'tabAltars' },
  { key: 'pilgrimages', label: 'tabPilgrimages' },
  { key: 'favorites', label: 'tabFavorites' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Three tabs sharing the width; on the narrowest phones the strip scrolls rather than break a word. */
const TabList = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.forest600};
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  white-space: nowrap;
  overflow-wrap: normal;
  min-height: 44px;
  border: 0;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.amber : 'transparent')};
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.moonlight : theme.colors.mist)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};
  text-decoration: none;

  img,
  .thumb {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.forest700};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mist};
  }
`;

/** A list tab's loading and error states; undefined when the list itself should show. */
function ListState({
  error,
  retry,
  what,
}: {
  error: unknown;
  retry: () => unknown;
  what: 'altars' | 'pilgrimages' | 'favorites';
}) {
  const t = useProfileText();
  const keys: Record<typeof what, [keyof ProfileEnglish & string, keyof ProfileEnglish & string]> = {
    altars: ['altarsFailed', 'loadingAltars'],
    pilgrimages: ['pilgrimagesFailed', 'loadingPilgrimages'],
    favorites: ['favoritesFailed', 'loadingFavorites'],
  };
  const [failed, loading] = keys[what];
  if (error) return <ErrorState compact title={t(failed)} onRetry={retry} home={null} />;
  return <LoadingState label={t(loading)} count={2} height="4.5rem" />;
}

function AltarList({ altars, empty }: { altars: ProfileAltarItemFragment[]; empty: ReactNode }) {
  const t = useProfileText();
  const altarsText = useAltarsText();
  if (altars.length === 0) return empty;
  return (
    <List>
      {altars.map((altar) => (
        <li key={altar.id}>
          <Item to={`/altar/${altar.id}`}>
            {altar.photos[0] ? <img src={altar.photos[0]} alt="" /> : <span className="thumb" />}
            <span>
              <strong>{altar.name}</strong>
              <small>
                {altarTypeText(altarsText, altar.altarType)}
                {altar.isEcoFriendly ? t('ecoFriendly') : ''}
              </small>
            </span>
          </Item>
        </li>
      ))}
    </List>
  );
}

function Completions({ userId }: { userId: number }) {
  const t = useProfileText();
  const f = useFormat();
  const units = useUnits();
  const { data, error, refetch } = useQuery(MemberCompletionsDocument, { variables: { userId } });
  const completions = data?.memberPilgrimageCompletions;
  if (!completions) return <ListState error={error} retry={() => refetch()} what="pilgrimages" />;
  if (completions.length === 0) {
    return (
      <EmptyState
        compact
        title={t('noCompletions')}
        action={<ButtonLink to="/pilgrimages?view=browse">{t('browsePilgrimages')}</ButtonLink>}
      />
    );
  }
  return (
    <List>
      {completions.map((completion) => (
        <li key={completion.id}>
          <Item to={`/pilgrimage/${completion.pilgrimage.id}`}>
            <span>
              <strong>{completion.pilgrimage.name}</strong>
              <small data-testid="completion-meta">
                {t('completed', { date: f.date(completion.completedAt, { dateStyle: 'medium' }) })}
                {completion.pilgrimage.distance !== null && (
                  <> · {localDistance(f, formatMiles(completion.pilgrimage.distance, units))}</>
                )}
              </small>
              {completion.reflections && <small>“{completion.reflections}”</small>}
            </span>
          </Item>
        </li>
      ))}
    </List>
  );
}

function MyAltars({ userId }: { userId: number }) {
  const t = useProfileText();
  const { data, error, refetch } = useQuery(MemberAltarsDocument, { variables: { userId } });
  const altars = data?.memberAltars;
  if (!altars) return <ListState error={error} retry={() => refetch()} what="altars" />;
  return (
    <AltarList
      altars={altars}
      empty={
        <EmptyState
          compact
          title={t('noAltars')}
          action={<ButtonLink to="/create-altar">{t('createAltar')}</ButtonLink>}
        />
      }
    />
  );
}

function Favorites({ userId }: { userId: number }) {
  const t = useProfileText();
  const { data, error, refetch } = useQuery(FavoriteAltarsDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const altars = data?.favoriteAltars;
  if (!altars) return <ListState error={error} retry={() => refetch()} what="favorites" />;
  return (
    <AltarList
      altars={altars}
      empty={
        <EmptyState
          compact
          title={t('noFavorites')}
          action={
            <ButtonLink to="/" $variant="secondary">
              {t('exploreMap')}
            </ButtonLink>
          }
        />
      }
    />
  );
}

/** Tabs My Altars / Pilgrimages / Favorites, with arrow-key navigation. */
export function ProfileTabs({ userId }: { userId: number }) {
  const t = useProfileText();
  const [active, setActive] = useState<TabKey>('altars');
  const baseId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((tab) => tab.key === active);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (next) {
      setActive(next.key);
      document.getElementById(`${baseId}-${next.key}`)?.focus();
    }
  };
  return (
    <section aria-label={t('profileLists')}>
      <TabList role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
            id={`${baseId}-${tab.key}`}
            role="tab"
            aria-selected={active === tab.key}
            aria-controls={`${baseId}-${tab.key}-panel`}
            tabIndex={active === tab.key ? 0 : -1}
            $active={active === tab.key}
            onClick={() => setActive(tab.key)}
          >
            {t(tab.label)}
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}`}>
        {active === 'altars' && <MyAltars userId={userId} />}
        {active === 'pilgrimages' && <Completions userId={userId} />}
        {active === 'favorites' && <Favorites userId={userId} />}
      </Panel>
    </section>
  );
}
