import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest900};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  /* Tabs that do not fit the width scroll sideways rather than break their words or widen the page. */
  overflow-x: auto;
  scrollbar-width: none;
  /* Its tabs' width never sizes the page around it: the strip takes the width it is given. */
  contain: inline-size;
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.forest600 : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.moonlight : theme.colors.mist)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  /* Drawn inside the tab: the strip scrolls, so it clips what lies outside it. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange(key: K): void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active panel is rendered. */
export function Tabs<K extends string>({ label, tabs, active, onChange, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-${tab.key}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            $active={tab.key === active}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <Panel role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}`}>
        {children}
      </Panel>
    </div>
  );
}
