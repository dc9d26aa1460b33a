import styled, { css } from 'styled-components';

/** Shared pieces of the pilgrimage pages. */

export { BackLink } from '../../ui/BackLink';

export const BackButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.mist};
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

export const Badge = styled.span<{ $tone?: 'amber' | 'moss' | 'earth' }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  background: ${({ theme, $tone }) =>
    $tone === 'moss' ? theme.colors.forest600 : $tone === 'earth' ? theme.colors.earth700 : theme.colors.amber};
  color: ${({ theme, $tone }) => ($tone === 'amber' || !$tone ? theme.colors.night : theme.colors.moonlight)};
`;

export const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};

  strong {
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.heading};
  color: ${({ theme }) => theme.colors.moonlight};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

/** A route's site in a list: its number in an amber disc (the row's first span), details in small text. */
export const numberedSite = css`
  > span:first-child {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.amber};
    color: ${({ theme }) => theme.colors.night};
    font-weight: 700;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mist};
  }
`;
