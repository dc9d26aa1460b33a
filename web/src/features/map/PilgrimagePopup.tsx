import { formatRouteDistance } from '@sacred/core/settings';
import { useUnitsShown } from '../settings/useSettings';
import styled from 'styled-components';
import { MAP_TEXT } from './mapMessages';
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

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

interface PilgrimagePopupProps {
  pilgrimage: PilgrimageMarker;
  guest: boolean;
  onRecenter(): void;
}

export function PilgrimagePopup({ pilgrimage, guest, onRecenter }: PilgrimagePopupProps) {
  const units = useUnitsShown();
  const titleId = `pilgrimage-popup-${pilgrimage.id}`;
  const routeLink = usePopupLink(guest ? `/guest/pilgrimage/${pilgrimage.id}` : `/pilgrimage/${pilgrimage.id}`);
  const duration = pilgrimage.duration ?? pilgrimage.estimatedDuration;
  const facts: Array<[string, string | null | undefined]> = [
    ['Distance', typeof pilgrimage.distance === 'number' ? formatRouteDistance(pilgrimage.distance, units) : null],
    ['Difficulty', pilgrimage.difficulty ? capitalised(pilgrimage.difficulty) : null],
    ['Duration', duration],
    ['Season', pilgrimage.season],
    ['Significance', pilgrimage.significance],
  ];
  return (
    <PopupCard aria-labelledby={titleId} data-testid="pilgrimage-popup">
      <PopupTitle id={titleId}>{pilgrimage.name}</PopupTitle>
      <PopupType>
        <Swatch $color={pilgrimageColor(pilgrimage.type)} $shape="square" aria-hidden="true" />
        {pilgrimage.type}
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
        <PopupLink {...routeLink}>{MAP_TEXT.viewRoute}</PopupLink>
        <PopupButton onClick={onRecenter}>Recenter</PopupButton>
      </PopupActions>
    </PopupCard>
  );
}
