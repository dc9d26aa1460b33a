import * as yup from 'yup';
import { coordinateSchema } from './coordinate-schema';
import {
  ALTAR_FLAG_DEFAULTS,
  ALTAR_MESSAGES,
  ALTAR_TAG_LIMITS,
  ALTAR_TEXT_LIMITS,
  OTHER_ALTAR_TYPE,
  normalizeTags,
  type AltarFlag,
} from './altars';
import { ALTAR_CURSOR_MESSAGE, parseAltarCursor } from './altars-cursor';
import { ALTAR_TYPES } from './enums';
import { ALTAR_PAGE_MAX, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import { MESSAGES } from './messages';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from './photos';

/**
 * The rules of altar input, for the server and the create form. Apart from altars.ts so that a page which
 * only shows altars does not load the validation library.
 */

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

export const altarCursor = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .test('cursor', ALTAR_CURSOR_MESSAGE, (value) => value === undefined || parseAltarCursor(value) !== undefined)
    .optional();

export const altarListQuerySchema = yup.object({ limit: altarPageLimit(), after: altarCursor() });

const text = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .optional();

const coordinate = (range: { min: number; max: number }) =>
  coordinateSchema(
    range,
    { notANumber: MESSAGES.invalidCoordinates, outOfRange: MESSAGES.invalidCoordinateRanges },
    { blankIsNone: true },
  ).required(ALTAR_MESSAGES.locationRequired);

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
