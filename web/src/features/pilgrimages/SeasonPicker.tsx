import { SEASONS } from '@sacred/core/enums';
import { capitalize } from '@sacred/core/pilgrimages';
import styled from 'styled-components';
import { Muted } from './styles';

const Seasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Toggle = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $on }) => ($on ? theme.colors.amber : theme.colors.forest900)};
  color: ${({ theme, $on }) => ($on ? theme.colors.night : theme.colors.moonlight)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Best seasons as toggle buttons; the chosen ones are kept in the year's order. */
export function SeasonPicker({ value, onChange }: { value: string[]; onChange(seasons: string[]): void }) {
  const toggle = (season: string) =>
    onChange(
      value.includes(season)
        ? value.filter((entry) => entry !== season)
        : SEASONS.filter((entry) => entry === season || value.includes(entry)),
    );
  return (
    <div>
      <Muted id="seasons-label">Best seasons</Muted>
      <Seasons role="group" aria-labelledby="seasons-label">
        {SEASONS.map((season) => (
          <Toggle
            key={season}
            $on={value.includes(season)}
            aria-pressed={value.includes(season)}
            onClick={() => toggle(season)}
          >
            {capitalize(season)}
          </Toggle>
        ))}
      </Seasons>
    </div>
  );
}
