import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContinueJourneyDocument } from '../../gql/graphql';
import { continueJourneyPath, journeyUnderWay } from './journeyView';
import { useJourneysText } from './messages';

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.amber};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};
  text-decoration: none;
  pointer-events: auto;
  min-width: 0;

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.mist};
  }
`;

/**
 * "Continue your journey": while a journey is under way, the way back into its live page (map home
 * and the pilgrimages hub). Nothing shows without one, or when the list cannot be read.
 */
export function ContinueJourney() {
  const t = useJourneysText();
  const { data } = useQuery(ContinueJourneyDocument, { fetchPolicy: 'cache-and-network' });
  const journey = journeyUnderWay(data?.activePilgrimages ?? []);
  if (!journey) return null;
  return (
    <Entry to={continueJourneyPath(journey.pilgrimageId)} data-testid="continue-journey">
      <span>
        <strong>{t('continueTitle')}</strong>
        <small>
          {journey.pilgrimageName} ·{' '}
          {journey.totalCheckpoints > 0
            ? t('continueProgress', {
                reached: Math.min(journey.currentAltarIndex, journey.totalCheckpoints),
                total: journey.totalCheckpoints,
              })
            : t('underWay')}
        </small>
      </span>
      <span aria-hidden="true">→</span>
    </Entry>
  );
}
