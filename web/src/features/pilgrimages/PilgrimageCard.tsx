import type { UnitsShown } from '@sacred/core/settings';
import { useUnitsShown } from '../settings/useSettings';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BrowsePilgrimagesQuery } from '../../gql/graphql';
import { usePilgrimagesText } from './messages';
import { difficultyText, typeText } from './pilgrimageWords';
import { Badge, Meta } from './styles';
import { useTrailFormat, type TrailDistances } from './trailFormat';

export type BrowsedPilgrimage = BrowsePilgrimagesQuery['browsePilgrimages'][number];

const CardLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.amber};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Away = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Name = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Route = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};

  strong {
    color: ${({ theme }) => theme.colors.moonlight};
    font-weight: 600;
  }
`;

/** A route's length in the units shown; a dash when it is not known. */
export const formatRouteLength = (
  format: TrailDistances,
  distance: number | null | undefined,
  units: UnitsShown,
): string => (distance === null || distance === undefined ? '—' : format.route(distance, units));

/** A Browse card: every field, the whole card a link to the detail page. */
export function PilgrimageCard({
  pilgrimage,
  guest,
  metersAway = null,
}: {
  pilgrimage: BrowsedPilgrimage;
  guest: boolean;
  /** How far its start is from the member, when both are known. */
  metersAway?: number | null;
}) {
  const units = useUnitsShown();
  const t = usePilgrimagesText();
  const format = useTrailFormat();
  return (
    <CardLink to={`${guest ? '/guest' : ''}/pilgrimage/${pilgrimage.id}`} data-testid="pilgrimage-card">
      <Top>
        {pilgrimage.isFeatured && <Badge>{t('featured')}</Badge>}
        <Badge $tone="moss">{typeText(t, pilgrimage.type)}</Badge>
        <Badge $tone="earth" data-testid="pilgrimage-difficulty">
          {difficultyText(t, pilgrimage.difficulty)}
        </Badge>
        {/* A guest sees routes in the spec's miles, so the distance to one too. */}
        {metersAway !== null && (
          <Away data-testid="pilgrimage-away">
            {t('distanceAway', { distance: format.distance(metersAway, units ?? 'imperial') })}
          </Away>
        )}
      </Top>
      <Name>{pilgrimage.name}</Name>
      {pilgrimage.description && <Description>{pilgrimage.description}</Description>}
      <Meta aria-label={t('journeyFacts')}>
        <li>
          <strong>{formatRouteLength(format, pilgrimage.distance, units)}</strong>
        </li>
        <li>
          <strong>{pilgrimage.estimatedDuration ?? '—'}</strong>
        </li>
        <li>
          <strong>{format.whole(pilgrimage.siteCount)}</strong> {t('sites', { count: pilgrimage.siteCount })}
        </li>
        <li>
          <strong>{format.whole(pilgrimage.completedCount)}</strong> {t('completed')}
        </li>
      </Meta>
      <Route>
        {t.rich('fromTo', {
          from: pilgrimage.startingPoint || '—',
          to: pilgrimage.endingPoint || '—',
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </Route>
    </CardLink>
  );
}
