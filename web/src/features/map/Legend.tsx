import styled from 'styled-components';
import { FloatingPanel, Swatch } from './mapChrome';
import {
  ALTAR_LEGEND,
  BADGE_COLORS,
  DEFAULT_PILGRIMAGE_COLOR,
  DEFAULT_PILGRIMAGE_LABEL,
  PILGRIMAGE_LEGEND,
} from './markerStyle';

const Panel = styled(FloatingPanel).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(260px, calc(100vw - 6rem));
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Group = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.earth300};
`;

const Items = styled.ul<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  gap: 4px ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
`;

export const LEGEND_ID = 'map-legend';

/** The collapsible legend: pilgrimage colours, altar types and the two badges. */
export function Legend({ className }: { className?: string }) {
  return (
    <Panel id={LEGEND_ID} className={className} aria-labelledby="map-legend-title" data-testid="map-legend">
      <Title id="map-legend-title">Legend</Title>
      <Group>Pilgrimages</Group>
      <Items>
        {PILGRIMAGE_LEGEND.map((entry) => (
          <li key={entry.key}>
            <Swatch $color={entry.color} $shape="square" aria-hidden="true" />
            {entry.label}
          </li>
        ))}
        <li>
          <Swatch $color={DEFAULT_PILGRIMAGE_COLOR} $shape="square" aria-hidden="true" />
          {DEFAULT_PILGRIMAGE_LABEL}
        </li>
      </Items>
      <Group>Sacred spaces</Group>
      <Items $columns={2}>
        {ALTAR_LEGEND.map((entry) => (
          <li key={entry.key}>
            <Swatch $color={entry.color} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </Items>
      <Group>Badges</Group>
      <Items>
        <li>
          <Swatch $color={BADGE_COLORS.recent} aria-hidden="true" />
          Recent activity
        </li>
        <li>
          <Swatch $color={BADGE_COLORS.popular} aria-hidden="true" />
          More than 10 visits
        </li>
      </Items>
    </Panel>
  );
}
