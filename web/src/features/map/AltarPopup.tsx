import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { AltarPopupDetailsDocument } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { useMapText } from './messages';
import { ALTAR_TYPE_TEXTS } from './messages/tables';
import { altarBadges, altarColor, BADGE_COLORS } from './markerStyle';
import { Swatch } from './mapChrome';
import { LikeButton } from '../altars/LikeButton';
import { usePopupLink } from './popupLink';

/** What the map knows of an altar before its details arrive (from a marker or the nearby list). */
export interface AltarSummary {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  altarType: string;
  isEcoFriendly?: boolean;
  photoCount?: number;
  visitCount?: number;
  likes?: number;
  recentActivity?: number;
}

export const PopupCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 220px;
  color: ${({ theme }) => theme.colors.moonlight};
`;

export const PopupTitle = styled.h2`
  margin: 0;
  padding-right: 1.75rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const PopupType = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Badge = styled.span<{ $tone: 'amber' | 'green' }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  background: ${({ theme, $tone }) => ($tone === 'amber' ? theme.colors.amber : theme.colors.forest500)};
  color: ${({ theme, $tone }) => ($tone === 'amber' ? theme.colors.night : theme.colors.moonlight)};
`;

export const PopupText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  text-align: center;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const PopupActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  > * {
    flex: 1 1 auto;
    white-space: nowrap;
  }
`;

export const PopupLink = styled.a`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.amberBright};
  }
`;

export const PopupButton = styled.button.attrs({ type: 'button' })<{ $on?: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.amber : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.forest500 : 'transparent')};
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const Activity = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

interface AltarPopupProps {
  altar: AltarSummary;
  /** Guests visit /guest/altar/{id} and cannot plan routes. */
  guest: boolean;
  selected: boolean;
  onToggleSelected(): void;
}

export function AltarPopup({ altar, guest, selected, onToggleSelected }: AltarPopupProps) {
  const t = useMapText();
  const f = useFormat();
  const { data } = useQuery(AltarPopupDetailsDocument, { variables: { id: altar.id } });
  const details = data?.altar;
  const eco = details?.isEcoFriendly ?? altar.isEcoFriendly;
  const visits = details?.visitCount ?? altar.visitCount;
  const photos = details ? details.photos.length : altar.photoCount;
  const likes = details?.likes ?? altar.likes;
  const badges = altarBadges({
    recentActivity: details?.recentActivity ?? altar.recentActivity ?? 0,
    visitCount: visits ?? 0,
  });
  const titleId = `altar-popup-${altar.id}`;
  const visitLink = usePopupLink(guest ? `/guest/altar/${altar.id}` : `/altar/${altar.id}`);
  const shown = (value: number | undefined) => (value === undefined ? '…' : f.number(value));
  const altarType = details?.altarType ?? altar.altarType;

  return (
    <PopupCard aria-labelledby={titleId} data-testid="altar-popup" data-altar-id={altar.id}>
      <PopupTitle id={titleId}>{details?.name ?? altar.name}</PopupTitle>
      <PopupType>
        <Swatch $color={altarColor(altarType)} aria-hidden="true" />
        {knownText(t, ALTAR_TYPE_TEXTS, altarType)}
      </PopupType>
      <Badges>
        <Badge $tone="amber">{t('sacredSpace')}</Badge>
        {eco && <Badge $tone="green">{t('ecoFriendly')}</Badge>}
      </Badges>
      {details?.description && <PopupText>{details.description}</PopupText>}
      <Stats>
        <div>
          <dt>{t('visits')}</dt>
          <dd>{shown(visits)}</dd>
        </div>
        <div>
          <dt>{t('photos')}</dt>
          <dd>{shown(photos)}</dd>
        </div>
        <div>
          <dt>{t('likes')}</dt>
          <dd>{shown(likes)}</dd>
        </div>
      </Stats>
      {(badges.recent || badges.popular) && (
        <Activity>
          {badges.recent && (
            <span>
              <Swatch $color={BADGE_COLORS.recent} aria-hidden="true" />
              {t('recentActivity')}
            </span>
          )}
          {badges.popular && (
            <span>
              <Swatch $color={BADGE_COLORS.popular} aria-hidden="true" />
              {t('oftenVisited')}
            </span>
          )}
        </Activity>
      )}
      <PopupActions>
        <PopupLink {...visitLink}>{t('visit')}</PopupLink>
        {!guest && <LikeButton altarId={altar.id} compact />}
        {!guest && (
          <PopupButton $on={selected} aria-pressed={selected} onClick={onToggleSelected}>
            {selected ? t('selectedForRoute') : t('selectForRoute')}
          </PopupButton>
        )}
      </PopupActions>
    </PopupCard>
  );
}
