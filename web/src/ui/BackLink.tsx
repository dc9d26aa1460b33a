import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** "← Back to ...": a quiet link above a page's title, touch-sized. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.mist};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;
