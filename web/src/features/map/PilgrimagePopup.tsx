import { useUnitsShown } from '../settings/useSettings';
import styled from 'styled-components';
import { DIFFICULTIES, type Difficulty } from '@sacred/core/enums';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { routeDistanceText } from './distances';
import { useMapText } from './messages';
import { DIFFICULTY_KEYS, PILGRIMAGE_TYPE_TEXTS } from './messages/tables';
import type { PilgrimageMarker } from './markers';
import { pilgrimageColor } from './markerStyle';
import { PopupActions, PopupButton, PopupCard, PopupLink, PopupText, PopupTitle, PopupType } from './AltarPopup';
import { Swatch } from './mapChrome';
import { usePopupLink } from './popupLink';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const isDifficulty = (value: string): value is Difficulty => (DIFFICULTIES as readonly string[]).includes(value);

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

interface PilgrimagePopupProps {
  pilgrimage: PilgrimageMarker;
  guest: boolean;
  onRecenter(): void;
}

export function PilgrimagePopup({ pilgrimage, guest, onRecenter }: PilgrimagePopupProps) {
  const t = useMapText();
  const f = useFormat();
  const units = useUnitsShown();
  const titleId = `pilgrimage-popup-${pilgrimage.id}`;
  const routeLink = usePopupLink(guest ? `/guest/pilgrimage/${pilgrimage.id}` : `/pilgrimage/${pilgrimage.id}`);
  const duration = pilgrimage.duration ?? pilgrimage.estimatedDuration;
  const difficultyText = (difficulty: string | null | undefined) => {
    if (!difficulty) return null;
    return isDifficulty(difficulty) ? t(DIFFICULTY_KEYS[difficulty]) : capitalised(difficulty);
  };
  const facts: Array<[string, string | null | undefined]> = [
    [
      t('distance'),
      typeof pilgrimage.distance === 'number' ? routeDistanceText(t, f, pilgrimage.distance, units) : null,
    ],
    [t('difficulty'), difficultyText(pilgrimage.difficulty)],
    [t('duration'), duration],
    [t('season'), pilgrimage.season],
    [t('significance'), pilgrimage.significance],
  ];
  return (
    <PopupCard aria-labelledby={titleId} data-testid="pilgrimage-popup">
      <PopupTitle id={titleId}>{pilgrimage.name}</PopupTitle>
      <PopupType>
        <Swatch $color={pilgrimageColor(pilgrimage.type)} $shape="square" aria-hidden="true" />
        {knownText(t, PILGRIMAGE_TYPE_TEXTS, pilgrimage.type)}
      </PopupType>
      {pilgrimage.description && <PopupText>{pilgrimage.description}</PopupText>}
      <Facts>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Facts>
      <PopupActions>
        <PopupLink {...routeLink}>{t('viewRoute')}</PopupLink>
        <PopupButton onClick={onRecenter}>{t('recenter')}</PopupButton>
      </PopupActions>
    </PopupCard>
  );
}
