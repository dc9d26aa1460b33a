import { SEARCH_RADIUS_METERS } from '@sacred/core/limits';
import type { AltarFilterInput } from '../../gql/graphql';

/** The map filter state; a flag that is off does not filter. */
export interface MapFilters {
  /** '' for every type. */
  altarType: string;
  ecoFriendly: boolean;
  hasPhotos: boolean;
  recentActivity: boolean;
}

export const NO_FILTERS: MapFilters = { altarType: '', ecoFriendly: false, hasPhotos: false, recentActivity: false };

/** Radius control: 1 to 50 km in steps of 1 km, 5 km by default. */
export const RADIUS_KM = {
  min: SEARCH_RADIUS_METERS.min / 1000,
  max: SEARCH_RADIUS_METERS.max / 1000,
  step: SEARCH_RADIUS_METERS.step / 1000,
  initial: SEARCH_RADIUS_METERS.mapDefault / 1000,
} as const;

/** Keeps a radius inside 1-50 km on whole kilometres. */
export function clampRadiusKm(km: number): number {
  if (!Number.isFinite(km)) return RADIUS_KM.initial;
  return Math.min(RADIUS_KM.max, Math.max(RADIUS_KM.min, Math.round(km / RADIUS_KM.step) * RADIUS_KM.step));
}

/** How long typing rests before the name search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The GraphQL filter: only what narrows the list (name search trimmed, at most 100 characters). */
export function toAltarFilter(filters: MapFilters, query: string): AltarFilterInput {
  const filter: AltarFilterInput = {};
  const q = query.trim().slice(0, 100);
  if (q) filter.q = q;
  if (filters.altarType) filter.altarType = filters.altarType;
  if (filters.ecoFriendly) filter.ecoFriendly = true;
  if (filters.hasPhotos) filter.hasPhotos = true;
  if (filters.recentActivity) filter.recentActivity = true;
  return filter;
}

export function activeFilterCount(filters: MapFilters): number {
  return [filters.altarType !== '', filters.ecoFriendly, filters.hasPhotos, filters.recentActivity].filter(Boolean)
    .length;
}
