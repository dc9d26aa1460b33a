import { ALTAR_TYPES } from '@sacred/core/enums';
import styled from 'styled-components';
import { FloatingPanel } from './mapChrome';
import { activeFilterCount, clampRadiusKm, NO_FILTERS, RADIUS_KM } from './mapFilters';
import type { MapFilters } from './mapFilters';
import { Select } from '../../ui/Select';

const Bar = styled(FloatingPanel).attrs({ as: 'form', role: 'search' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};

  /* The field has no ring of its own: the whole bar shows the keyboard focus. */
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.amberBright};
    outline-offset: 2px;
  }
`;

const SearchIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  color: ${({ theme }) => theme.colors.mist};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: 1rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.mist};
    opacity: 0.85;
  }
  &:focus-visible {
    outline: none;
  }
`;

const FilterToggle = styled.button.attrs({ type: 'button' })<{ $open: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $open }) => ($open ? theme.colors.forest500 : theme.colors.forest700)};
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Count = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 20px;
`;

const Panel = styled(FloatingPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  max-height: min(70vh, 460px);
  overflow-y: auto;
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Checks = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.amber};
  }
`;

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.amber};
`;

const RangeEnds = styled.span`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mist};
`;

const Clear = styled.button.attrs({ type: 'button' })`
  justify-self: start;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.moonlight};
  cursor: pointer;
`;

const FILTER_PANEL_ID = 'map-filters';

interface MapSearchProps {
  query: string;
  onQueryChange(query: string): void;
  filters: MapFilters;
  onFiltersChange(filters: MapFilters): void;
  radiusKm: number;
  onRadiusChange(km: number): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The search box, the filter toggle and the filter panel with the radius control. */
export function MapSearch({
  query,
  onQueryChange,
  filters,
  onFiltersChange,
  radiusKm,
  onRadiusChange,
  open,
  onOpenChange,
}: MapSearchProps) {
  const active = activeFilterCount(filters);
  const set = (changes: Partial<MapFilters>) => onFiltersChange({ ...filters, ...changes });
  return (
    <div>
      <Bar aria-label="Search sacred spaces" onSubmit={(event) => event.preventDefault()}>
        <SearchIcon aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
        </SearchIcon>
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search sacred spaces"
          aria-label="Search sacred spaces by name"
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
        />
        <FilterToggle
          $open={open}
          aria-expanded={open}
          aria-controls={FILTER_PANEL_ID}
          onClick={() => onOpenChange(!open)}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
          </svg>
          Filters
          {active > 0 && <Count aria-label={`${active} active`}>{active}</Count>}
        </FilterToggle>
      </Bar>
      {open && (
        <Panel id={FILTER_PANEL_ID} role="group" aria-label="Filters" data-testid="filter-panel">
          <Field>
            Altar type
            <Select value={filters.altarType} onChange={(event) => set({ altarType: event.target.value })}>
              <option value="">All types</option>
              {ALTAR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <Checks>
            <legend>Show only</legend>
            <Check>
              <input
                type="checkbox"
                checked={filters.ecoFriendly}
                onChange={(event) => set({ ecoFriendly: event.target.checked })}
              />
              Eco-friendly
            </Check>
            <Check>
              <input
                type="checkbox"
                checked={filters.hasPhotos}
                onChange={(event) => set({ hasPhotos: event.target.checked })}
              />
              Has photos
            </Check>
            <Check>
              <input
                type="checkbox"
                checked={filters.recentActivity}
                onChange={(event) => set({ recentActivity: event.target.checked })}
              />
              Recent activity
            </Check>
          </Checks>
          <Field>
            Search radius: {radiusKm} km
            <Range
              type="range"
              min={RADIUS_KM.min}
              max={RADIUS_KM.max}
              step={RADIUS_KM.step}
              value={radiusKm}
              aria-valuetext={`${radiusKm} km`}
              onChange={(event) => onRadiusChange(clampRadiusKm(Number(event.target.value)))}
            />
            <RangeEnds aria-hidden="true">
              <span>{RADIUS_KM.min} km</span>
              <span>{RADIUS_KM.max} km</span>
            </RangeEnds>
          </Field>
          {active > 0 && <Clear onClick={() => onFiltersChange(NO_FILTERS)}>Clear filters</Clear>}
        </Panel>
      )}
    </div>
  );
}
