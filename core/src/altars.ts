import * as yup from 'yup';
import { ALTAR_TYPES, type AltarTypeName } from './enums';
import { ALTAR_PAGE_MAX, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import { MESSAGES } from './messages';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from './photos';

/** A page size: at least 1; more than `max` is answered with `max` (the next page is asked with `after`). */
export const cappedPageLimit = (max: number) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError('${path} must be a number')
    .integer('${path} must be a whole number')
    .min(1, '${path} must be at least 1')
    .transform((value: number) => (Number.isFinite(value) ? Math.min(value, max) : value))
    .optional();

/** A page of altars: at most ALTAR_PAGE_MAX. */
export const altarPageLimit = () => cappedPageLimit(ALTAR_PAGE_MAX);

export const ALTAR_CURSOR_MESSAGE = 'after must be the cursor of the last altar of the previous page';

/**
 * Keyset cursors: a list (newest first) continues below the last id; a nearest-first answer after the
 * last (distance, id). The cursor of an altar is its id, or `distanceMeters:id` in a nearest-first answer.
 */
export function altarCursorOf(altar: { id: number; distanceMeters?: number }): string {
  return altar.distanceMeters === undefined ? String(altar.id) : `${altar.distanceMeters}:${altar.id}`;
}

export function parseAltarCursor(cursor: string): { id: number; distanceMeters?: number } | undefined {
  const match = /^(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?):)?([1-9]\d{0,9})$/i.exec(cursor.trim());
  if (!match) return undefined;
  const id = Number(match[2]);
  if (id > 2147483647) return undefined;
  if (match[1] === undefined) return { id };
  const distanceMeters = Number(match[1]);
  return Number.isFinite(distanceMeters) ? { id, distanceMeters } : undefined;
}

export const altarCursor = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .test('cursor', ALTAR_CURSOR_MESSAGE, (value) => value === undefined || parseAltarCursor(value) !== undefined)
    .optional();

export const altarListQuerySchema = yup.object({ limit: altarPageLimit(), after: altarCursor() });

/** Ids in paths and queries are positive integers; anything else names nothing. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Create-altar texts and what the spec leaves open. */
export const ALTAR_MESSAGES = {
  typeRequired: 'Please select an altar type.',
  customTypeRequired: 'Please describe your custom altar type.',
  locationRequired: 'Please select a location for your altar.',
  invalidCoordinates: MESSAGES.invalidCoordinates,
  invalidCoordinateRanges: MESSAGES.invalidCoordinateRanges,
  nameRequired: MESSAGES.required,
  createdTitle: 'Sacred Space Created',
  createdBody: 'Your altar is now on the map for others to discover.',
  failedTitle: 'Error',
  failed: 'Failed to create altar. Please try again.',
  photosAddedTitle: 'Photos Added',
  photosAddedBody: 'Thank you for adding to this altar.',
  addPhotosFailed: 'Failed to add photos. Please try again.',
  sensitiveExplanation:
    'Others see only an approximate area (about 20 km across) on the map and in every answer; you keep the exact spot.',
} as const;

/** "Other" lets the creator name the type; the custom text is stored as the type (as the demo seed does). */
export const OTHER_ALTAR_TYPE: AltarTypeName = 'Other';
export const ALTAR_TEXT_LIMITS = { name: 120, customType: 60, description: 1000, story: 4000, materials: 1000 };
export const ALTAR_TAG_LIMITS = { count: 10, length: 30 } as const;
/** Sensitive locations are generalized to the centre of a fixed cell this many degrees square. */
export const SENSITIVE_CELL_DEGREES = 0.2;

/** The public position of a sensitive location (the same cell centre the database computes). */
export function generalizedPosition(latitude: number, longitude: number): { latitude: number; longitude: number } {
  const cell = (value: number, offset: number, last: number) =>
    Math.round(
      (Math.min(Math.floor((value + offset) / SENSITIVE_CELL_DEGREES + 1e-9), last) * 0.2 - offset + 0.1) * 1e7,
    ) / 1e7;
  return { latitude: cell(latitude, 90, 899), longitude: cell(longitude, 180, 1799) };
}

const text = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Blank text (an empty input) counts as no coordinate at all. */
const coordinate = (range: { min: number; max: number }) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value,
    )
    .typeError(MESSAGES.invalidCoordinates)
    .min(range.min, MESSAGES.invalidCoordinateRanges)
    .max(range.max, MESSAGES.invalidCoordinateRanges)
    .required(ALTAR_MESSAGES.locationRequired);

/** Tags: trimmed, without a leading #, no blanks or repeats; a comma-separated string is accepted too. */
export function normalizeTags(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const tags: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const tag = item.trim().replace(/^#+/, '').trim();
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/**
 * What a new altar's yes/no choices are when the creator leaves them out: the create form starts from
 * these, the API fills them in, and the GraphQL input documents them.
 */
export const ALTAR_FLAG_DEFAULTS = {
  isEcoFriendly: true,
  noPlasticUsed: false,
  biodegradableOnly: false,
  noWasteLeft: false,
  isLocationSensitive: false,
} as const;
export type AltarFlag = keyof typeof ALTAR_FLAG_DEFAULTS;

/** The Sacred Earth pledges a creator makes, in order, with the words the form and the altar page use. */
export const ALTAR_PLEDGE_TEXT = {
  isEcoFriendly: 'Eco-friendly altar',
  noPlasticUsed: 'No plastic used',
  biodegradableOnly: 'Biodegradable materials only',
  noWasteLeft: 'No waste left behind',
} as const satisfies Partial<Record<AltarFlag, string>>;
export type AltarPledge = keyof typeof ALTAR_PLEDGE_TEXT;
export const ALTAR_PLEDGES = Object.keys(ALTAR_PLEDGE_TEXT) as AltarPledge[];

const flag = (name: AltarFlag) =>
  yup.boolean().typeError(`${name} must be true or false`).default(ALTAR_FLAG_DEFAULTS[name]);

/** POST /api/altars and the create-altar form. */
export const createAltarSchema = yup.object({
  name: yup
    .string()
    .trim()
    .max(ALTAR_TEXT_LIMITS.name, `At most ${ALTAR_TEXT_LIMITS.name} characters`)
    .required(ALTAR_MESSAGES.nameRequired),
  altarType: yup
    .string()
    .trim()
    .oneOf([...ALTAR_TYPES], ALTAR_MESSAGES.typeRequired)
    .required(ALTAR_MESSAGES.typeRequired),
  customAltarType: yup
    .string()
    .trim()
    .max(ALTAR_TEXT_LIMITS.customType, `At most ${ALTAR_TEXT_LIMITS.customType} characters`)
    .nullable()
    .optional()
    .when('altarType', {
      is: OTHER_ALTAR_TYPE,
      then: (schema) =>
        schema.nonNullable(ALTAR_MESSAGES.customTypeRequired).required(ALTAR_MESSAGES.customTypeRequired),
    }),
  description: text(ALTAR_TEXT_LIMITS.description),
  story: text(ALTAR_TEXT_LIMITS.story),
  materials: text(ALTAR_TEXT_LIMITS.materials),
  latitude: coordinate(LATITUDE_RANGE),
  longitude: coordinate(LONGITUDE_RANGE),
  // The server turns these into stored photo URLs (upload URLs or data URLs; see PhotoService).
  photos: yup
    .array(yup.string().required(PHOTO_MESSAGES.unknownReference))
    .typeError(PHOTO_MESSAGES.unknownReference)
    .min(PHOTO_LIMITS.perAltar.min, PHOTO_MESSAGES.required)
    .max(PHOTO_LIMITS.perAltar.max, PHOTO_MESSAGES.tooMany)
    .required(PHOTO_MESSAGES.required),
  tags: yup
    .mixed<string[]>()
    .transform((value: unknown) => normalizeTags(value))
    .test(
      'tag-count',
      `At most ${ALTAR_TAG_LIMITS.count} tags`,
      (tags) => (tags ?? []).length <= ALTAR_TAG_LIMITS.count,
    )
    .test('tag-length', `Each tag at most ${ALTAR_TAG_LIMITS.length} characters`, (tags) =>
      (tags ?? []).every((tag) => tag.length <= ALTAR_TAG_LIMITS.length),
    )
    .default(() => []),
  isEcoFriendly: flag('isEcoFriendly'),
  noPlasticUsed: flag('noPlasticUsed'),
  biodegradableOnly: flag('biodegradableOnly'),
  noWasteLeft: flag('noWasteLeft'),
  isLocationSensitive: flag('isLocationSensitive'),
});
export type CreateAltarInput = yup.InferType<typeof createAltarSchema>;

/** The type stored for an altar: the known type, or the creator's own words for Other. */
export function storedAltarType(input: Pick<CreateAltarInput, 'altarType' | 'customAltarType'>): string {
  return input.altarType === OTHER_ALTAR_TYPE ? (input.customAltarType ?? '').trim() : input.altarType;
}

/** "Add to This Altar": more photos, up to 3 in all. */
export const addAltarPhotosSchema = yup.object({
  photos: yup
    .array(yup.string().required(PHOTO_MESSAGES.unknownReference))
    .typeError(PHOTO_MESSAGES.unknownReference)
    .min(1, PHOTO_MESSAGES.required)
    .max(PHOTO_LIMITS.perAltar.max, PHOTO_MESSAGES.tooMany)
    .required(PHOTO_MESSAGES.required),
});
export type AddAltarPhotosInput = yup.InferType<typeof addAltarPhotosSchema>;

/** DELETE /api/altars/{id}/photos?url=: the photo to take off the altar, as the altar lists it. */
export const removeAltarPhotoSchema = yup.object({
  url: yup.string().trim().max(2048, PHOTO_MESSAGES.photoNotFound).required(PHOTO_MESSAGES.photoNotFound),
});
export type RemoveAltarPhotoInput = yup.InferType<typeof removeAltarPhotoSchema>;

/** The guest banner counts sacred spaces up to this many and says "500+" from there. */
export const SACRED_SPACES_CLAIM_CAP = 500;

/** The guest banner's claim from the real count; without a count (loading, offline) no number at all. */
export function sacredSpacesClaim(count: number | undefined): string {
  if (count === undefined) return 'Exploring sacred spaces';
  if (count >= SACRED_SPACES_CLAIM_CAP) return `Exploring ${SACRED_SPACES_CLAIM_CAP}+ sacred spaces`;
  return `Exploring ${count} sacred ${count === 1 ? 'space' : 'spaces'}`;
}
