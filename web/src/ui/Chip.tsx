import styled from 'styled-components';

/** A pill that is chosen or not: a feed filter, a settings tab. The chosen one is filled amber. */
export const Chip = styled.button<{ $active: boolean }>`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $active }) => ($active ? theme.colors.amber : theme.colors.forest800)};
  color: ${({ theme, $active }) => ($active ? theme.colors.night : theme.colors.moonlight)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
`;
