import * as yup from 'yup';
import { PLACE_SEARCH, searchedFrom, searchedName } from './places';

/** The map home's search box: altar names and gazetteer places, nearest to the map centre first. */
export const MAP_SEARCH = { defaultLimit: 8, maxLimit: 20, minQueryLength: 2, maxQueryLength: 100 } as const;

export const MAP_SEARCH_KINDS = ['altar', 'place'] as const;
export type MapSearchKind = (typeof MAP_SEARCH_KINDS)[number];

/** What the search box says when neither an altar nor a place matches. */
export const nothingFoundText = (query: string) => `Nothing found for “${query}”. Try another name or a nearby town.`;

export const mapSearchSchema = yup.object({
  q: searchedName(MAP_SEARCH, 'Type a name to search for'),
  ...searchedFrom(),
  limit: yup
    .number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, `limit must be from 1 to ${MAP_SEARCH.maxLimit}`)
    .max(MAP_SEARCH.maxLimit, `limit must be from 1 to ${MAP_SEARCH.maxLimit}`)
    .default(MAP_SEARCH.defaultLimit),
});
export type MapSearchQuery = yup.InferType<typeof mapSearchSchema>;

/** How closely a name matches: 0 the same name, 1 it or one of its words starts with the text, 2 it holds it, 3 a near spelling. */
export function nameMatchRank(name: string, query: string): number {
  const lowered = name.toLocaleLowerCase();
  const text = query.trim().toLocaleLowerCase();
  if (lowered === text) return 0;
  if (lowered.startsWith(text) || lowered.includes(` ${text}`)) return 1;
  if (lowered.includes(text)) return 2;
  return 3;
}

/** A match within this distance of the searcher, and more than a near spelling, comes before any farther one. */
export const NEAR_FIRST_METERS = PLACE_SEARCH.biasMeters;
