import styled from 'styled-components';
import { Chip as KitChip } from '../../ui/Chip';

/** Shared pieces of the live journey page. */

/** A block of the live page: the kit's Card. */
export { Card as Panel } from '../../ui/Card';

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 700;
`;

export const LiveBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.night};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.forest900};
    text-align: center;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const LocationStats = styled(Stats)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

export const ProgressTrack = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest900};
  overflow: hidden;
`;

export const ProgressFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.amber};
  transition: width 300ms ease;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  > * {
    flex: 1 1 auto;
  }
`;

export { List as PlainList } from '../../ui/List';

export const ListItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.forest900};
`;

export const Initials = styled.span<{ $size?: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size = 36 }) => $size}px;
  height: ${({ $size = 36 }) => $size}px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.forest800};
  background: ${({ theme }) => theme.colors.forest500};
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

/** The live feed's filter: the kit's Chip on the darker ground, its word capitalised. */
export const Chip = styled(KitChip)`
  background: ${({ theme, $active }) => ($active ? theme.colors.amber : theme.colors.forest900)};
  text-transform: capitalize;
`;

export const Chips = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scrollbar-width: none;
  padding: 2px;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The live page's "You have left the route": a bordered notice with the way back under it. */
export const OffRoute = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;
