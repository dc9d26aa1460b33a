import * as yup from 'yup';
import { coordinateSchema } from './coordinate-schema';
import { cappedPageLimit } from './altars-schema';
import { DIFFICULTIES, MAP_PILGRIMAGE_TYPES, PILGRIMAGE_KINDS, SEASONS } from './enums';
import { haversineMeters, isLatitude, isLongitude, type LatLng } from './geo';
import {
  DATABASE_ID_MAX,
  DEVICE_TIME_LIMITS,
  isDatabaseId,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  METERS_PER_MILE,
} from './limits';
import { boundingBoxSchema } from './map';
import { oneDecimal, type UnitsShown } from './settings';

/**
 * Pilgrimage rules shared by the server and the web app: the create
 * schema, the texts, the browse filters, the ?altars= preselection and GPX reading and writing.
 */

/** Pilgrimages one member may create in 24 hours: each is written once and listed to everyone. */
const PILGRIMAGES_PER_MEMBER_PER_DAY = 20;

export const PILGRIMAGE_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionMin: 'Description must be at least 10 characters',
  distancePositive: 'Distance must be positive',
  durationRequired: 'Duration is required',
  startingPointRequired: 'Starting point is required',
  endingPointRequired: 'Ending point is required',
  submit: 'Create Sacred Journey',
  submitting: 'Creating Journey...',
  createdTitle: 'Sacred Journey Created',
  createdDescription: 'Your pilgrimage is now available for fellow seekers to discover and embark upon.',
  errorTitle: 'Error',
  createFailed: 'Failed to create pilgrimage. Please try again.',
  loadingDetail: 'Loading sacred journey...',
  notFound: 'Sacred journey not found',
  backToJourneys: 'Back to Journeys',
  noneFound: 'No pilgrimages found',
  clearFilters: 'Clear All Filters',
  pickStartBanner: 'Click on the map to set your starting point',
  pickEndBanner: 'Click on the map to set your ending point',
  startMarker: 'Starting Point',
  endMarker: 'Ending Point',
  begin: 'Begin Sacred Journey',
  beginning: 'Starting...',
  begunTitle: 'Sacred Journey Begun',
  altarMissing: 'One of the chosen sacred sites no longer exists.',
  tooManyToday: `You have created ${PILGRIMAGES_PER_MEMBER_PER_DAY} pilgrimages in the last 24 hours. Please try again tomorrow.`,
  altarRepeated: 'Each sacred site can appear only once.',
  tooManySites: `A pilgrimage can link at most 50 sacred sites.`,
  typeUnknown: `Type must be one of ${PILGRIMAGE_KINDS.join(', ')}`,
  difficultyUnknown: `Difficulty must be one of ${DIFFICULTIES.join(', ')}`,
  seasonUnknown: `Seasons must be among ${SEASONS.join(', ')}`,
  latitudeRange: '${path} must be between -90 and 90',
  longitudeRange: '${path} must be between -180 and 180',
  notNumber: '${path} must be a number',
  reviewNote:
    'Your pilgrimage will be reviewed: it is public as soon as you create it, and our curators may feature it or withdraw it if it breaks the community guidelines.',
  loadFailed: 'Could not load pilgrimages',
} as const;

export const PILGRIMAGE_LIMITS = {
  nameMax: 120,
  descriptionMin: 10,
  descriptionMax: 5000,
  textMax: 2000,
  pointNameMax: 160,
  durationMax: 60,
  maxSites: 50,
  tagsMax: 10,
  tagMax: 40,
  /** Distance min 0.1, step 0.1; numeric(8,2) holds up to 999999.99. */
  distanceMin: 0.1,
  distanceMax: 99999,
  perMemberPerDay: PILGRIMAGES_PER_MEMBER_PER_DAY,
} as const;

export const PILGRIMAGE_DEFAULTS = { difficulty: 'moderate', type: 'sacred_sites' } as const;

/** The route-planning map's first view: about 39.74, -104.99 at zoom 10. */
export const CREATE_MAP_VIEW = { latitude: 39.74, longitude: -104.99, zoom: 10 } as const;

/** A GPX waypoint matches an existing altar within this many meters. */
export const GPX_MATCH_RADIUS_METERS = 200;

/** Walking pace used for a new journey's estimated time remaining (minutes). */
export const WALKING_MILES_PER_HOUR = 2.5;

const TYPE_TEXT: Record<string, string> = {
  ancient_path: 'Ancient Path',
  nature_walk: 'Nature Walk',
  sacred_sites: 'Sacred Sites',
  mountain_trail: 'Mountain Trail',
};

/** ancient_path -> Ancient Path; the 000 map types (Catholic Healing...) read as they are. */
export const pilgrimageTypeLabel = (type: string): string => TYPE_TEXT[type] ?? type;

export const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** Non-numeric input becomes 0; blank means "not given" (the route decides). */
export function toDistanceInput(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : 0;
  }
  return 0;
}

/** The create form asks for the distance in the member's unit: km for metric, miles otherwise. */
export const distanceInputUnit = (units: UnitsShown): 'km' | 'miles' => (units === 'metric' ? 'km' : 'miles');

const KM_PER_MILE = METERS_PER_MILE / 1000;

/** What the member typed, in their unit, as the request's miles (two decimals, the column's precision). */
export function distanceInputToMiles(value: unknown, units: UnitsShown): number | undefined {
  const given = toDistanceInput(value);
  if (given === undefined || given <= 0 || units !== 'metric') return given;
  return Math.round((given / KM_PER_MILE) * 100) / 100;
}

/** A distance in miles (a GPX track's) as the form shows it in the member's unit, one decimal. */
export function milesToDistanceInput(miles: number, units: UnitsShown): string {
  return oneDecimal(units === 'metric' ? miles * KM_PER_MILE : miles);
}

/**
 * The smallest distance in the member's unit (0.1 mile is 0.2 km, rounded up to the field's step), and
 * the words for a distance under it: the spec's message in miles, the minimum itself in km.
 */
export function distanceTooShort(units: UnitsShown): { min: number; message: string } {
  if (units !== 'metric') return { min: PILGRIMAGE_LIMITS.distanceMin, message: PILGRIMAGE_MESSAGES.distancePositive };
  const min = Math.ceil(PILGRIMAGE_LIMITS.distanceMin * KM_PER_MILE * 10) / 10;
  return { min, message: `Distance must be at least ${min} km` };
}

const coordinate = (range: { min: number; max: number }, message: string) =>
  coordinateSchema(
    range,
    { notANumber: PILGRIMAGE_MESSAGES.notNumber, outOfRange: message },
    { blankIsNone: true },
  ).default(0);

const optionalText = (max: number) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, `\${path} must be at most ${max} characters`)
    .default('');

const requiredText = (max: number, required: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(required)
    .max(max, `\${path} must be at most ${max} characters`);

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The create payload with its rules and messages; the form and the server share it. */
export const pilgrimageCreateSchema = yup.object({
  name: requiredText(PILGRIMAGE_LIMITS.nameMax, PILGRIMAGE_MESSAGES.nameRequired),
  description: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(PILGRIMAGE_MESSAGES.descriptionMin)
    .min(PILGRIMAGE_LIMITS.descriptionMin, PILGRIMAGE_MESSAGES.descriptionMin)
    .max(
      PILGRIMAGE_LIMITS.descriptionMax,
      `description must be at most ${PILGRIMAGE_LIMITS.descriptionMax} characters`,
    ),
  altarIds: yup
    .array(
      yup
        .number()
        .typeError('altarIds must be numbers')
        .integer()
        .positive()
        .max(DATABASE_ID_MAX, 'altarIds must be known ids')
        .required(),
    )
    .max(PILGRIMAGE_LIMITS.maxSites, PILGRIMAGE_MESSAGES.tooManySites)
    .test('unique', PILGRIMAGE_MESSAGES.altarRepeated, (ids) => !ids || new Set(ids).size === ids.length)
    .default([]),
  /** Miles. Omitted: computed from the route (start, sites in order, end). */
  distance: yup
    .number()
    .transform((_value: unknown, original: unknown) => toDistanceInput(original))
    .min(PILGRIMAGE_LIMITS.distanceMin, PILGRIMAGE_MESSAGES.distancePositive)
    .max(PILGRIMAGE_LIMITS.distanceMax, `distance must be at most ${PILGRIMAGE_LIMITS.distanceMax} miles`)
    .optional(),
  estimatedDuration: requiredText(PILGRIMAGE_LIMITS.durationMax, PILGRIMAGE_MESSAGES.durationRequired),
  difficulty: yup
    .string()
    .transform(emptyToUndefined)
    .oneOf([...DIFFICULTIES], PILGRIMAGE_MESSAGES.difficultyUnknown)
    .default(PILGRIMAGE_DEFAULTS.difficulty),
  type: yup
    .string()
    .transform(emptyToUndefined)
    .oneOf([...PILGRIMAGE_KINDS], PILGRIMAGE_MESSAGES.typeUnknown)
    .default(PILGRIMAGE_DEFAULTS.type),
  startingPoint: requiredText(PILGRIMAGE_LIMITS.pointNameMax, PILGRIMAGE_MESSAGES.startingPointRequired),
  endingPoint: requiredText(PILGRIMAGE_LIMITS.pointNameMax, PILGRIMAGE_MESSAGES.endingPointRequired),
  startingLatitude: coordinate(LATITUDE_RANGE, PILGRIMAGE_MESSAGES.latitudeRange),
  startingLongitude: coordinate(LONGITUDE_RANGE, PILGRIMAGE_MESSAGES.longitudeRange),
  endingLatitude: coordinate(LATITUDE_RANGE, PILGRIMAGE_MESSAGES.latitudeRange),
  endingLongitude: coordinate(LONGITUDE_RANGE, PILGRIMAGE_MESSAGES.longitudeRange),
  guidelines: optionalText(PILGRIMAGE_LIMITS.textMax),
  bestSeasons: yup
    .array(
      yup
        .string()
        .oneOf([...SEASONS], PILGRIMAGE_MESSAGES.seasonUnknown)
        .required(),
    )
    .default([])
    .transform((seasons: unknown) => (Array.isArray(seasons) ? [...new Set(seasons)] : seasons)),
  accommodations: optionalText(PILGRIMAGE_LIMITS.textMax),
  tags: yup
    .array(yup.string().trim().min(1).max(PILGRIMAGE_LIMITS.tagMax).required())
    .max(PILGRIMAGE_LIMITS.tagsMax)
    .default([]),
});
export type PilgrimageCreateInput = yup.InferType<typeof pilgrimageCreateSchema>;

/**
 * The largest page of pilgrimages: asking for more answers this many. Lists run featured first, then
 * newest; the next page is asked with `after`, the `cursor` of the last pilgrimage received.
 */
export const PILGRIMAGE_PAGE_MAX = 200;
export const PILGRIMAGE_CURSOR_MESSAGE = 'after must be the cursor of the last pilgrimage of the previous page';

/** Where a pilgrimage sits in a list: featured or not, created (microseconds since 1970), id. */
export interface PilgrimageListPosition {
  featured: boolean;
  createdMicros: string;
  id: number;
}

export const pilgrimageCursorOf = ({ featured, createdMicros, id }: PilgrimageListPosition): string =>
  `${featured ? 1 : 0}.${createdMicros}.${id}`;

export function parsePilgrimageCursor(cursor: string): PilgrimageListPosition | undefined {
  const match = /^([01])\.(-?\d{1,17})\.([1-9]\d{0,9})$/.exec(cursor.trim());
  if (!match || Number(match[3]) > DATABASE_ID_MAX) return undefined;
  return { featured: match[1] === '1', createdMicros: match[2]!, id: Number(match[3]) };
}

/** A page of pilgrimages (the map's and browse): `limit` up to PILGRIMAGE_PAGE_MAX, `after` a cursor. */
export const pilgrimagePageQuerySchema = yup.object({
  limit: cappedPageLimit(PILGRIMAGE_PAGE_MAX),
  after: yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .test(
      'cursor',
      PILGRIMAGE_CURSOR_MESSAGE,
      (value) => value === undefined || parsePilgrimageCursor(value) !== undefined,
    )
    .optional(),
});
export type PilgrimagePageQuery = yup.InferType<typeof pilgrimagePageQuerySchema>;

/** GraphQL `pilgrimages` (the map's markers): a page, and with `bbox` only those that start in the box. */
export const pilgrimageMapQuerySchema = pilgrimagePageQuerySchema.shape({
  bbox: boundingBoxSchema.default(undefined).optional(),
});
export type PilgrimageMapQuery = yup.InferType<typeof pilgrimageMapQuerySchema>;

export const START_JOURNEY_TEXTS = {
  startedAtInvalid: 'startedAt must be a date and time (ISO 8601)',
  inTheFuture: 'startedAt is in the future: check the device clock',
  tooOld: `startedAt is more than ${DEVICE_TIME_LIMITS.maxAgeDays} days ago`,
} as const;

/**
 * The optional current position sent when a journey starts, and when it began: a journey begun on
 * the device without network starts at that moment, so the fixes it recorded meanwhile keep their
 * times (within the limits a recorded fix has).
 */
export const startJourneySchema = yup.object({
  startedAt: yup
    .date()
    .typeError(START_JOURNEY_TEXTS.startedAtInvalid)
    .optional()
    .test(
      'not-ahead',
      START_JOURNEY_TEXTS.inTheFuture,
      (value) => !value || value.getTime() <= Date.now() + DEVICE_TIME_LIMITS.maxAheadMs,
    )
    .test(
      'not-old',
      START_JOURNEY_TEXTS.tooOld,
      (value) => !value || value.getTime() >= Date.now() - DEVICE_TIME_LIMITS.maxAgeDays * 24 * 60 * 60 * 1000,
    ),
  latitude: yup
    .number()
    .typeError(PILGRIMAGE_MESSAGES.notNumber)
    .min(LATITUDE_RANGE.min, PILGRIMAGE_MESSAGES.latitudeRange)
    .max(LATITUDE_RANGE.max, PILGRIMAGE_MESSAGES.latitudeRange)
    .optional(),
  longitude: yup
    .number()
    .typeError(PILGRIMAGE_MESSAGES.notNumber)
    .min(LONGITUDE_RANGE.min, PILGRIMAGE_MESSAGES.longitudeRange)
    .max(LONGITUDE_RANGE.max, PILGRIMAGE_MESSAGES.longitudeRange)
    .optional(),
});
export type StartJourneyInput = yup.InferType<typeof startJourneySchema>;

/** A route to measure (the create form's computed distance): at most the sites plus start and end. */
export const routeDistanceSchema = yup.object({
  points: yup
    .array(
      yup
        .object({
          latitude: yup
            .number()
            .typeError(PILGRIMAGE_MESSAGES.notNumber)
            .min(LATITUDE_RANGE.min, PILGRIMAGE_MESSAGES.latitudeRange)
            .max(LATITUDE_RANGE.max, PILGRIMAGE_MESSAGES.latitudeRange)
            .required(),
          longitude: yup
            .number()
            .typeError(PILGRIMAGE_MESSAGES.notNumber)
            .min(LONGITUDE_RANGE.min, PILGRIMAGE_MESSAGES.longitudeRange)
            .max(LONGITUDE_RANGE.max, PILGRIMAGE_MESSAGES.longitudeRange)
            .required(),
        })
        .required(),
    )
    .max(PILGRIMAGE_LIMITS.maxSites + 2, `points must have at most ${PILGRIMAGE_LIMITS.maxSites + 2} items`)
    .required('points is required'),
});
export type RouteDistanceInput = yup.InferType<typeof routeDistanceSchema>;

/** A set start or end: the spec's 0,0 default means "not set" (nobody starts a walk at Null Island). */
export function isSetPoint(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    isLatitude(latitude) &&
    isLongitude(longitude) &&
    !(latitude === 0 && longitude === 0)
  );
}

/** The route of a pilgrimage: start (when set), the sites in order, end (when set). */
export function routePoints(start: LatLng | null, sites: readonly LatLng[], end: LatLng | null): LatLng[] {
  return [...(start ? [start] : []), ...sites, ...(end ? [end] : [])];
}

/** Length of a polyline on the sphere in meters (a reference; the server measures on the spheroid in PostGIS). */
export function pathLengthMeters(points: readonly LatLng[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    total += haversineMeters(points[index - 1]!, points[index]!);
  }
  return total;
}

export const metersToMiles = (meters: number): number => meters / METERS_PER_MILE;

/** Miles rounded to 2 decimals (numeric(8,2)). */
export const roundMiles = (miles: number): number => Math.round(miles * 100) / 100;

/**
 * /create-pilgrimage?altars=1,2,3: only non-zero numbers are kept (whole, positive ids,
 * each once, in order). Three or more preselect the altars; fewer preselect nothing.
 */
export function parseAltarsParam(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const id = Number(text);
    if (!isDatabaseId(id) || ids.includes(id)) continue;
    ids.push(id);
  }
  return ids;
}

export const PRESELECT_MIN_ALTARS = 3;

export function preselectedAltarIds(value: string | null | undefined): number[] {
  const ids = parseAltarsParam(value);
  return ids.length >= PRESELECT_MIN_ALTARS ? ids.slice(0, PILGRIMAGE_LIMITS.maxSites) : [];
}

/** Moves one item of a list up (-1) or down (+1); out-of-range moves return the same list. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

// ---------------------------------------------------------------------------------------------------
// Browse: the list is filtered in the client.

export interface BrowsablePilgrimage {
  name: string;
  description?: string | null;
  type: string;
  startingPoint?: string | null;
  endingPoint?: string | null;
  estimatedDuration?: string | null;
  /** Places near the start, the end and the sites (gazetteer names). */
  places?: readonly string[] | null;
}

export interface BrowseFilters {
  /** Name or description contains (case-insensitive). */
  search: string;
  /** Start or end point, or a place near the start, end or a site, contains (case-insensitive). */
  location: string;
  /** A type family (typeFamily), or '' for all. */
  type: string;
  /** A number string that estimatedDuration must contain, `hours:N` for at most N hours, or '' for any. */
  duration: string;
}

export const EMPTY_BROWSE_FILTERS: BrowseFilters = { search: '', location: '', type: '', duration: '' };

/**
 * Duration filter choices: walks of a few hours (their estimatedDuration read as hours), then the
 * number string of days matched against estimatedDuration.
 */
export const DURATION_FILTER_OPTIONS = [
  { value: 'hours:1', label: 'Up to 1 hour' },
  { value: 'hours:3', label: 'Up to 3 hours' },
  { value: 'hours:6', label: 'Up to half a day' },
  { value: '1', label: '1 day' },
  { value: '2', label: '2 days' },
  { value: '3', label: '3 days' },
  { value: '4', label: '4 days' },
  { value: '5', label: '5 days' },
  { value: '7', label: '7 days' },
] as const;

const contains = (text: string | null | undefined, needle: string) =>
  (text ?? '').toLocaleLowerCase().includes(needle.toLocaleLowerCase());

export function matchesBrowseFilters(pilgrimage: BrowsablePilgrimage, filters: BrowseFilters): boolean {
  const search = filters.search.trim();
  const location = filters.location.trim();
  if (search && !contains(pilgrimage.name, search) && !contains(pilgrimage.description, search)) return false;
  if (
    location &&
    !contains(pilgrimage.startingPoint, location) &&
    !contains(pilgrimage.endingPoint, location) &&
    !(pilgrimage.places ?? []).some((place) => contains(place, location))
  ) {
    return false;
  }
  if (filters.type && typeFamily(pilgrimage.type) !== typeFamily(filters.type)) return false;
  if (filters.duration.startsWith('hours:')) {
    const hours = durationHours(pilgrimage.estimatedDuration);
    if (hours === null || hours > Number(filters.duration.slice('hours:'.length))) return false;
  } else if (filters.duration && !(pilgrimage.estimatedDuration ?? '').includes(filters.duration)) return false;
  return true;
}

const DURATION_UNITS: ReadonlyArray<[RegExp, number]> = [
  [/^(min|minute|minutes|mins)$/, 1 / 60],
  [/^(h|hr|hrs|hour|hours)$/, 1],
  [/^(d|day|days)$/, 24],
  [/^(week|weeks)$/, 24 * 7],
];

/**
 * A written duration in hours ("45 minutes", "2-3 hours", "1 day", "half a day"), the longest it
 * says; null when it names no time.
 */
export function durationHours(text: string | null | undefined): number | null {
  const written = (text ?? '').toLocaleLowerCase();
  if (/half[ -]a?[ -]?day/.test(written)) return 12;
  let longest: number | null = null;
  for (const match of written.matchAll(/(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*([a-z]+)/g)) {
    const unit = DURATION_UNITS.find(([pattern]) => pattern.test(match[3] ?? ''));
    if (!unit) continue;
    const hours = Number(match[2] ?? match[1]) * unit[1];
    longest = Math.max(longest ?? 0, hours);
  }
  return longest;
}

/**
 * The short list Browse filters by: the many written map types fold into families ("Historic
 * Catholic", "Historical Catholic" and "Catholic Shrine" are all Catholic); any other type stands alone.
 */
const TYPE_FAMILY_RULES: ReadonlyArray<[RegExp, string]> = [
  [/catholic|marian/i, 'Catholic'],
  [/native american/i, 'Native American'],
  [/mountain/i, 'Mountain Trail'],
  [/nature|wilderness|coastal|desert/i, 'Nature Walk'],
  [/histor|ancient/i, 'Ancient Path'],
  [/sacred/i, 'Sacred Sites'],
];

export function typeFamily(type: string): string {
  const label = pilgrimageTypeLabel(type);
  return TYPE_FAMILY_RULES.find(([pattern]) => pattern.test(label))?.[1] ?? label;
}

export function filterPilgrimages<T extends BrowsablePilgrimage>(list: readonly T[], filters: BrowseFilters): T[] {
  return list.filter((pilgrimage) => matchesBrowseFilters(pilgrimage, filters));
}

export const hasBrowseFilters = (filters: BrowseFilters): boolean =>
  Boolean(filters.search.trim() || filters.location.trim() || filters.type || filters.duration);

/** 'Found N sacred pilgrimage(s)': singular for one. */
export const foundPilgrimagesLabel = (count: number): string =>
  `Found ${count} sacred pilgrimage${count === 1 ? '' : 's'}`;

/**
 * The type filter's choices: the families of the 001 kinds, then those of the 000 map types and of
 * any other type in the list, each once.
 */
export function browseTypeOptions(list: readonly { type: string }[]): string[] {
  const known: string[] = [...PILGRIMAGE_KINDS, ...MAP_PILGRIMAGE_TYPES];
  const present = new Set(list.map((pilgrimage) => pilgrimage.type));
  const others = [...present].filter((type) => !known.includes(type)).sort();
  const types = [
    ...known.filter((type) => present.has(type) || (PILGRIMAGE_KINDS as readonly string[]).includes(type)),
    ...others,
  ];
  return [...new Set(types.map(typeFamily))];
}

/** A pilgrimage's start, wherever it was written (the map's start or the create form's). */
export function pilgrimageStart(pilgrimage: {
  startLatitude?: number | null;
  startLongitude?: number | null;
  startingLatitude?: number | null;
  startingLongitude?: number | null;
}): { latitude: number; longitude: number } | null {
  const latitude = pilgrimage.startLatitude ?? pilgrimage.startingLatitude;
  const longitude = pilgrimage.startLongitude ?? pilgrimage.startingLongitude;
  if (latitude == null || longitude == null || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

/**
 * Browse's order: nearest start to the member first (featured is a badge, not a place in the list);
 * those with no known start, and every one while the member's position is unknown, keep the list's order.
 */
export function sortByDistanceFrom<T extends Parameters<typeof pilgrimageStart>[0]>(
  list: readonly T[],
  here: { latitude: number; longitude: number } | null,
): Array<{ pilgrimage: T; meters: number | null }> {
  const measured = list.map((pilgrimage, index) => {
    const start = pilgrimageStart(pilgrimage);
    return { pilgrimage, index, meters: here && start ? haversineMeters(here, start) : null };
  });
  measured.sort((a, b) =>
    a.meters === null || b.meters === null
      ? (a.meters === null ? 1 : 0) - (b.meters === null ? 1 : 0) || a.index - b.index
      : a.meters - b.meters || a.index - b.index,
  );
  return measured.map(({ pilgrimage, meters }) => ({ pilgrimage, meters }));
}

// ---------------------------------------------------------------------------------------------------
// GPX: the limits and messages the import form and the server share. Reading and writing GPX (XML) is
// the server's (api/src/pilgrimages/gpx.ts).

export const GPX_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  // Enough for a long pilgrimage's track at a point every few metres; a larger file is refused early.
  maxPoints: 20_000,
  maxWaypoints: 500,
  maxDepth: 32,
  maxText: 2000,
} as const;

export const GPX_MESSAGES = {
  empty: 'The GPX file is empty.',
  tooLarge: `The GPX file is too large (at most ${GPX_LIMITS.maxBytes / 1024 / 1024} MB).`,
  doctype: 'GPX files with a DOCTYPE or entity declarations are not accepted.',
  malformed: 'The file is not valid GPX (malformed XML).',
  notGpx: 'The file is not a GPX file (its root element must be <gpx>).',
  badPoint: 'Every GPX point needs a valid lat (-90 to 90) and lon (-180 to 180).',
  tooManyPoints: `The GPX file has too many points (at most ${GPX_LIMITS.maxPoints}).`,
  tooManyWaypoints: `The GPX file has too many waypoints (at most ${GPX_LIMITS.maxWaypoints}).`,
  tooDeep: 'The GPX file is nested too deeply.',
  nothing: 'The GPX file holds no track, route or waypoints.',
  noFile: 'Choose a GPX file to import.',
  tooSlow: 'The GPX file took too long to read. Try a smaller file.',
} as const;

/** A file name for a pilgrimage's GPX: letters, digits and dashes. */
export function gpxFileName(name: string, id: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${slug || 'pilgrimage'}-${id}.gpx`;
}
