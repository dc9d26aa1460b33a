import styled from 'styled-components';
import { FloatingPanel, Swatch } from './mapChrome';
import { ALTAR_LEGEND, BADGE_COLORS, DEFAULT_PILGRIMAGE_COLOR, PILGRIMAGE_LEGEND } from './markerStyle';
import { useMapText } from './messages';
import { ALTAR_TYPE_TEXTS, PILGRIMAGE_GROUP_KEYS } from './messages/tables';
import { knownText } from '../../i18n/knownTexts';

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
  const t = useMapText();
  return (
    <Panel id={LEGEND_ID} className={className} aria-labelledby="map-legend-title" data-testid="map-legend">
      <Title id="map-legend-title">{t('legend')}</Title>
      <Group>{t('pilgrimages')}</Group>
      <Items>
        {PILGRIMAGE_LEGEND.map((entry) => (
          <li key={entry.key}>
            <Swatch $color={entry.color} $shape="square" aria-hidden="true" />
            {t(PILGRIMAGE_GROUP_KEYS[entry.key])}
          </li>
        ))}
        <li>
          <Swatch $color={DEFAULT_PILGRIMAGE_COLOR} $shape="square" aria-hidden="true" />
          {t('otherRoutes')}
        </li>
      </Items>
      <Group>{t('sacredSpaces')}</Group>
      <Items $columns={2}>
        {ALTAR_LEGEND.map((entry) => (
          <li key={entry.key}>
            <Swatch $color={entry.color} aria-hidden="true" />
            {knownText(t, ALTAR_TYPE_TEXTS, entry.label)}
          </li>
        ))}
      </Items>
      <Group>{t('badges')}</Group>
      <Items>
        <li>
          <Swatch $color={BADGE_COLORS.recent} aria-hidden="true" />
          {t('recentActivity')}
        </li>
        <li>
          <Swatch $color={BADGE_COLORS.popular} aria-hidden="true" />
          {t('moreThanTenVisits')}
        </li>
      </Items>
    </Panel>
  );
}
