import * as yup from 'yup';
import { coordinateSchema } from './coordinate-schema';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import { formatDistance, type Units } from './settings';

/** Place search for the create-altar location picker: one country, biased to 50 km around the user. */
export const PLACE_SEARCH = { biasMeters: 50_000, maxResults: 8, minQueryLength: 2, maxQueryLength: 100 } as const;
export const DEFAULT_PLACE_COUNTRY = 'US';

/** What the place search says when no match lies within the bias radius (the list then holds farther ones). */
export const nothingNearText = (query: string, units: Units) =>
  `Nothing within ${formatDistance(PLACE_SEARCH.biasMeters, units)} of you matches “${query}”. These places are farther away.`;

/** An optional latitude or longitude of a query string, with its range in the message. */
const coordinate = (name: string, range: { min: number; max: number }) =>
  coordinateSchema(range, {
    notANumber: `${name} must be a number`,
    outOfRange: `${name} must be from ${range.min} to ${range.max}`,
  });

/** The name a search box sends: trimmed, within the box's lengths, with its own message when missing. */
export const searchedName = (lengths: { minQueryLength: number; maxQueryLength: number }, missing: string) =>
  yup
    .string()
    .trim()
    .min(lengths.minQueryLength, `Type at least ${lengths.minQueryLength} letters`)
    .max(lengths.maxQueryLength, `At most ${lengths.maxQueryLength} characters`)
    .required(missing);

/** The point a search ranks from, both or neither: `lat` and `lng` of the query string. */
export const searchedFrom = () => ({
  lat: coordinate('lat', LATITUDE_RANGE).optional(),
  lng: coordinate('lng', LONGITUDE_RANGE)
    .optional()
    .when('lat', {
      is: (lat: unknown) => lat !== undefined,
      then: (schema) => schema.required('lng is required with lat'),
    }),
});

export const placeSearchSchema = yup.object({
  q: searchedName(PLACE_SEARCH, 'Type a place name'),
  ...searchedFrom(),
  country: yup
    .string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{2}$/, 'country must be a two-letter code such as US')
    .optional(),
});
export type PlaceSearchQuery = yup.InferType<typeof placeSearchSchema>;

export const reversePlaceSchema = yup.object({
  lat: coordinate('lat', LATITUDE_RANGE).required('lat is required'),
  lng: coordinate('lng', LONGITUDE_RANGE).required('lng is required'),
});
export type ReversePlaceQuery = yup.InferType<typeof reversePlaceSchema>;

export interface PlaceLabelParts {
  name: string;
  adminCode: string | null;
  country: string;
}

/** "Denver, CO, US": the address line of the selected-location panel. */
export const placeLabel = ({ name, adminCode, country }: PlaceLabelParts): string =>
  [name, adminCode && /^[A-Z]{2,3}$/.test(adminCode) ? adminCode : null, country].filter(Boolean).join(', ');
