import styled from 'styled-components';
import { FloatingPanel, Swatch } from './mapChrome';
import { altarColor } from './markerStyle';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { nearbyDistanceText } from './distances';
import { useMapText } from './messages';
import { ALTAR_TYPE_TEXTS } from './messages/tables';
import { useUnitsShown } from '../settings/useSettings';
import type { NearbyAltarEntry, NearbyClusterEntry, NearbyList } from './nearby';

const Sheet = styled(FloatingPanel).attrs({ as: 'section' })<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: ${({ $open }) => ($open ? '55%' : 'auto')};
  overflow: hidden;
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  /* The sheet clips what lies outside it. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
`;

const Chip = styled.span`
  flex: none;
  min-width: 24px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest600};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 22px;
  text-align: center;
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  display: grid;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 150ms ease;
`;

const Body = styled.div`
  min-height: 0;
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.forest600};
  overscroll-behavior: contain;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const Entry = styled.button.attrs({ type: 'button' })`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 2px ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  grid-column: 2;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
`;

const Distance = styled.span`
  grid-column: 3;
  grid-row: 1 / span 2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.amberBright};
  white-space: nowrap;
`;

const ClusterDot = styled.span`
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-size: 0.65rem;
  font-weight: 800;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const LIST_ID = 'nearby-list';

interface NearbyPanelProps {
  className?: string;
  title: string;
  list: NearbyList;
  open: boolean;
  onOpenChange(open: boolean): void;
  loading: boolean;
  emptyText: string;
  onAltar(entry: NearbyAltarEntry): void;
  onCluster(entry: NearbyClusterEntry): void;
}

/**
 * The nearby list: the accessible way to the markers (a list of buttons; each zooms the map to its
 * space and opens the popup, or zooms into a cluster).
 */
export function NearbyPanel({
  className,
  title,
  list,
  open,
  onOpenChange,
  loading,
  emptyText,
  onAltar,
  onCluster,
}: NearbyPanelProps) {
  const t = useMapText();
  const f = useFormat();
  const units = useUnitsShown();
  const count = list.entries.reduce((sum, entry) => sum + (entry.kind === 'cluster' ? entry.count : 1), 0) + list.more;
  return (
    <Sheet
      className={className}
      $open={open}
      aria-labelledby="nearby-title"
      data-testid="nearby-panel"
      aria-busy={loading}
    >
      <Heading id="nearby-title">
        <Toggle aria-expanded={open} aria-controls={LIST_ID} onClick={() => onOpenChange(!open)}>
          <Title>{title}</Title>
          <Chip aria-hidden="true">{count}</Chip>
          <Chevron $open={open} aria-hidden="true">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
              <path d="m6 15 6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Chevron>
        </Toggle>
      </Heading>
      <Body id={LIST_ID} hidden={!open}>
        {list.entries.length === 0 ? (
          <Note>{loading ? t('lookingForAltars') : emptyText}</Note>
        ) : (
          <List>
            {list.entries.map((entry) =>
              entry.kind === 'altar' ? (
                <li key={`altar-${entry.id}`}>
                  <Entry onClick={() => onAltar(entry)} data-testid="nearby-entry" data-altar-id={entry.id}>
                    <Swatch $color={altarColor(entry.altarType)} aria-hidden="true" />
                    <Name>{entry.name}</Name>
                    <Meta>{knownText(t, ALTAR_TYPE_TEXTS, entry.altarType)}</Meta>
                    {entry.distanceMeters !== undefined && (
                      <Distance>{nearbyDistanceText(f, entry.distanceMeters, units)}</Distance>
                    )}
                  </Entry>
                </li>
              ) : (
                <li key={`cluster-${entry.id}`}>
                  <Entry onClick={() => onCluster(entry)} data-testid="nearby-cluster">
                    <ClusterDot aria-hidden="true">{entry.count > 99 ? '99+' : entry.count}</ClusterDot>
                    <Name>{t('clusterEntry', { count: entry.count })}</Name>
                    <Meta>{t('zoomInToSee')}</Meta>
                  </Entry>
                </li>
              ),
            )}
          </List>
        )}
        {list.more > 0 && <Note data-testid="nearby-more">{t('moreSpaces', { count: list.more })}</Note>}
      </Body>
    </Sheet>
  );
}
