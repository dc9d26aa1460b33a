import { ALTAR_TYPES } from '@sacred/core/enums';
import { MAP_SEARCH } from '@sacred/core/search';
import type { Units } from '@sacred/core/settings';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FloatingPanel } from './mapChrome';
import { activeFilterCount, clampRadiusKm, NO_FILTERS, RADIUS_KM } from './mapFilters';
import type { MapFilters } from './mapFilters';
import { Select } from '../../ui/Select';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { distanceText, kilometresText } from './distances';
import { useMapText } from './messages';
import { ALTAR_TYPE_TEXTS } from './messages/tables';

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

const Matches = styled(FloatingPanel).attrs({ as: 'ul' })`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  max-height: min(50vh, 360px);
  overflow-y: auto;
`;

const Match = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.forest600 : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.amberBright}` : 'none')};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 1;
    color: ${({ theme }) => theme.colors.mist};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  span {
    grid-row: 1 / span 2;
    grid-column: 2;
    color: ${({ theme }) => theme.colors.mist};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const NothingFound = styled(FloatingPanel)`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.moonlight};
`;

const FILTER_PANEL_ID = 'map-filters';

/** One answer of the search box: an altar or a place, with where it is. */
export interface SearchMatch {
  kind: string;
  id: string;
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
  distanceMeters?: number | null;
}

interface SearchMatches {
  /** The text the matches answer (the typed text once typing rests). */
  searchedText: string;
  ready: boolean;
  loading: boolean;
  matches: SearchMatch[];
  units: Units;
  onChoose(match: SearchMatch): void;
}

interface MapSearchProps {
  query: string;
  onQueryChange(query: string): void;
  filters: MapFilters;
  onFiltersChange(filters: MapFilters): void;
  radiusKm: number;
  onRadiusChange(km: number): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  search: SearchMatches;
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
  search,
}: MapSearchProps) {
  const t = useMapText();
  const f = useFormat();
  const typeName = (type: string) => knownText(t, ALTAR_TYPE_TEXTS, type);
  const active = activeFilterCount(filters);
  const set = (changes: Partial<MapFilters>) => onFiltersChange({ ...filters, ...changes });
  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const { matches } = search;
  const caughtUp = search.searchedText.trim() === query.trim();
  const showMatches = listOpen && search.ready && matches.length > 0;
  const nothingFound = listOpen && search.ready && caughtUp && !search.loading && matches.length === 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (match: SearchMatch) => {
    setListOpen(false);
    setHighlighted(-1);
    search.onChoose(match);
  };

  // The combobox keys: arrows move through the matches, Enter takes one (the first when none is
  // highlighted), Escape closes the list and leaves the rest of the map's Escape alone.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (matches.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      const match = showMatches ? matches[Math.max(highlighted, 0)] : undefined;
      if (match) {
        event.preventDefault();
        choose(match);
      }
    } else if (event.key === 'Escape' && (showMatches || nothingFound)) {
      // The list closes; the text stays (a search field would otherwise clear itself).
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setHighlighted(-1);
    }
  };
  return (
    <div>
      <Bar aria-label={t('searchLabel')} onSubmit={(event) => event.preventDefault()}>
        <SearchIcon aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
        </SearchIcon>
        <Input
          type="search"
          role="combobox"
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setListOpen(true);
            setHighlighted(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
          onFocus={() => setListOpen(true)}
          aria-expanded={showMatches}
          aria-controls={showMatches ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showMatches && highlighted >= 0 ? optionId(highlighted) : undefined}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchInputLabel')}
          maxLength={MAP_SEARCH.maxQueryLength}
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
          {t('filters')}
          {active > 0 && <Count aria-label={t('activeFilters', { count: active })}>{active}</Count>}
        </FilterToggle>
      </Bar>
      {showMatches && (
        <Matches id={listId} role="listbox" aria-label={t('searchResults')} data-testid="map-search-results">
          {matches.map((match, index) => (
            <Match
              key={`${match.kind}-${match.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              $active={index === highlighted}
              data-kind={match.kind}
              // Keeps the focus in the box, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(match)}
            >
              <strong>{match.name}</strong>
              <small>{match.kind === 'altar' ? t('altarMatch', { type: typeName(match.detail) }) : match.detail}</small>
              {match.distanceMeters !== null && match.distanceMeters !== undefined && (
                <span>{distanceText(f, match.distanceMeters, search.units)}</span>
              )}
            </Match>
          ))}
        </Matches>
      )}
      <div role="status" aria-live="polite">
        {nothingFound && (
          <NothingFound as="p" data-testid="map-search-nothing">
            {t('nothingFound', { query: search.searchedText.trim() })}
          </NothingFound>
        )}
      </div>
      {open && (
        <Panel id={FILTER_PANEL_ID} role="group" aria-label={t('filters')} data-testid="filter-panel">
          <Field>
            {t('altarTypeFilter')}
            <Select value={filters.altarType} onChange={(event) => set({ altarType: event.target.value })}>
              <option value="">{t('allTypes')}</option>
              {ALTAR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeName(type)}
                </option>
              ))}
            </Select>
          </Field>
          <Checks>
            <legend>{t('showOnly')}</legend>
            <Check>
              <input
                type="checkbox"
                checked={filters.ecoFriendly}
                onChange={(event) => set({ ecoFriendly: event.target.checked })}
              />
              {t('ecoFriendly')}
            </Check>
            <Check>
              <input
                type="checkbox"
                checked={filters.hasPhotos}
                onChange={(event) => set({ hasPhotos: event.target.checked })}
              />
              {t('hasPhotos')}
            </Check>
            <Check>
              <input
                type="checkbox"
                checked={filters.recentActivity}
                onChange={(event) => set({ recentActivity: event.target.checked })}
              />
              {t('recentActivity')}
            </Check>
          </Checks>
          <Field>
            {t('searchRadius', { radius: kilometresText(f, radiusKm) })}
            <Range
              type="range"
              min={RADIUS_KM.min}
              max={RADIUS_KM.max}
              step={RADIUS_KM.step}
              value={radiusKm}
              aria-valuetext={kilometresText(f, radiusKm)}
              onChange={(event) => onRadiusChange(clampRadiusKm(Number(event.target.value)))}
            />
            <RangeEnds aria-hidden="true">
              <span>{kilometresText(f, RADIUS_KM.min)}</span>
              <span>{kilometresText(f, RADIUS_KM.max)}</span>
            </RangeEnds>
          </Field>
          {active > 0 && <Clear onClick={() => onFiltersChange(NO_FILTERS)}>{t('clearFilters')}</Clear>}
        </Panel>
      )}
    </div>
  );
}
