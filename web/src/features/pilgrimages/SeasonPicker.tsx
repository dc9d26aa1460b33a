import { SEASONS } from '@sacred/core/enums';
import styled from 'styled-components';
import { Chip } from '../../ui/Chip';
import { usePilgrimagesText } from './messages';
import { seasonText } from './pilgrimageWords';
import { Muted } from './styles';

const Seasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Best seasons as toggle buttons; the chosen ones are kept in the year's order. */
export function SeasonPicker({ value, onChange }: { value: string[]; onChange(seasons: string[]): void }) {
  const t = usePilgrimagesText();
  const toggle = (season: string) =>
    onChange(
      value.includes(season)
        ? value.filter((entry) => entry !== season)
        : SEASONS.filter((entry) => entry === season || value.includes(entry)),
    );
  return (
    <div>
      <Muted id="seasons-label">{t('bestSeasonsLabel')}</Muted>
      <Seasons role="group" aria-labelledby="seasons-label">
        {SEASONS.map((season) => (
          <Chip
            key={season}
            type="button"
            $active={value.includes(season)}
            aria-pressed={value.includes(season)}
            onClick={() => toggle(season)}
          >
            {seasonText(t, season)}
          </Chip>
        ))}
      </Seasons>
    </div>
  );
}
