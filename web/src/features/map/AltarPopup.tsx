import styled from 'styled-components';
import type { AltarPoint } from './altarPoints';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 200px;
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Name = styled.h2`
  margin: 0;
  padding-right: 1.25rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
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

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
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

const Visit = styled.a`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.amberBright};
  }
`;

export function AltarPopup({ altar }: { altar: AltarPoint }) {
  return (
    <Card aria-labelledby={`altar-popup-${altar.id}`} data-testid="altar-popup">
      <Name id={`altar-popup-${altar.id}`}>{altar.name}</Name>
      <Badges>
        <Badge $tone="amber">Sacred Space</Badge>
        {altar.isEcoFriendly && <Badge $tone="green">Eco-friendly</Badge>}
      </Badges>
      {altar.description && <Description>{altar.description}</Description>}
      <Stats>
        <div>
          <dt>Visits</dt>
          <dd>{altar.visitCount}</dd>
        </div>
        <div>
          <dt>Photos</dt>
          <dd>{altar.photos.length}</dd>
        </div>
        <div>
          <dt>Likes</dt>
          <dd>{altar.likes}</dd>
        </div>
      </Stats>
      <Visit href={`/altar/${altar.id}`} target="_blank" rel="noopener noreferrer">
        Visit
      </Visit>
    </Card>
  );
}
