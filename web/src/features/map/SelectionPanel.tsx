import styled from 'styled-components';
import { FloatingPanel } from './mapChrome';
import { useMapText } from './messages';
import type { SelectedAltar } from './selection';

const Panel = styled(FloatingPanel).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-width: 300px;
`;

const Label = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Names = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Create = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 0;
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.amberBright};
  }
`;

const Clear = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.moonlight};
  cursor: pointer;
`;

interface SelectionPanelProps {
  selected: readonly SelectedAltar[];
  onCreateRoute(): void;
  onClear(): void;
}

/** Bottom-left: the altars selected for a route and Create Route (members only). */
export function SelectionPanel({ selected, onCreateRoute, onClear }: SelectionPanelProps) {
  const t = useMapText();
  return (
    <Panel aria-label={t('routeSelection')} data-testid="selection-panel">
      <Label role="status">{t('altarsSelected', { count: selected.length })}</Label>
      <Names title={selected.map((altar) => altar.name).join(', ')}>
        {selected.map((altar) => altar.name).join(' · ')}
      </Names>
      <Actions>
        <Create onClick={onCreateRoute}>{t('createRoute')}</Create>
        <Clear onClick={onClear}>{t('clear')}</Clear>
      </Actions>
    </Panel>
  );
}
