import type { AltarTypeName } from './enums';
import { MESSAGES } from './messages';
import { DATABASE_ID_MAX } from './limits';

/** Ids in paths and queries are positive integers; anything else names nothing. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= DATABASE_ID_MAX ? id : undefined;
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
