import { displayName, DEFAULT_DISPLAY_NAME } from '@sacred/core/accounts';
import { createAltarSchema, type CreateAltarInput } from '@sacred/core/altars-schema';
import { jsonCoordinate, jsonFloat, jsonTimestamp, type JsonField, type SqlJson } from './altar-json';
import type { Altar } from './altar.types';

/** A row of altar columns as the database answers it (see `altarColumns` in the repository). */
export type AltarRow = Record<string, unknown>;

/**
 * Where one field of `Altar` comes from: the columns selected for it, how a row's value becomes the field,
 * the JSON PostgreSQL writes for it over a row `n`, and, for what a creator gives, the column a new altar
 * stores it in.
 */
interface AltarFieldSource {
  /** Columns selected by name; the position and the creator's name are selected per viewer, apart. */
  selects: string[];
  read: (row: AltarRow) => unknown;
  json: SqlJson;
  stores?: string;
}

/** A column read as it is. */
function column(name: string, options: { stored?: boolean } = {}): AltarFieldSource {
  return {
    selects: [name],
    read: (row) => row[name],
    json: `to_json(n.${name})`,
    stores: options.stored ? name : undefined,
  };
}

/** A numeric(10, 7) coordinate: the one this viewer may see (selected per viewer), as a number. */
function coordinate(name: 'latitude' | 'longitude'): AltarFieldSource {
  return { selects: [], read: (row) => Number(row[name]), json: jsonCoordinate(`n.${name}`), stores: name };
}

function timestamp(name: string): AltarFieldSource {
  return { selects: [name], read: (row) => row[name], json: jsonTimestamp(`n.${name}`) };
}

/** Every character JavaScript's `trim()` removes (whitespace and line terminators), asked of JavaScript itself. */
const JS_WHITESPACE = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((char) => char.trim() === '')
  .join('');

/**
 * core `displayName`, in Node and in SQL: the first and last names that are not blank once trimmed (kept as
 * written), joined by a space, else DEFAULT_DISPLAY_NAME.
 */
const creatorName: AltarFieldSource = {
  selects: [],
  read: (row) => displayName(row.creator_first_name as string | null, row.creator_last_name as string | null),
  json: {
    sql: `to_json(coalesce(nullif(concat_ws(' ',
            CASE WHEN btrim(n.creator_first_name, ?) <> '' THEN n.creator_first_name END,
            CASE WHEN btrim(n.creator_last_name, ?) <> '' THEN n.creator_last_name END), ''), ?::text))`,
    bindings: [JS_WHITESPACE, JS_WHITESPACE, DEFAULT_DISPLAY_NAME],
  },
};

/**
 * Every field of `Altar`, in the order answers list it. A new altar field is one line here: the row
 * reading, the map lists' JSON and the insert all follow from it, and the compiler refuses an `Altar`
 * field without a line.
 */
const ALTAR_SOURCES = {
  id: column('id'),
  name: column('name', { stored: true }),
  description: column('description', { stored: true }),
  story: column('story', { stored: true }),
  materials: column('materials', { stored: true }),
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  altarType: column('altar_type', { stored: true }),
  photos: column('photos', { stored: true }),
  tags: column('tags', { stored: true }),
  isEcoFriendly: column('is_eco_friendly', { stored: true }),
  noPlasticUsed: column('no_plastic_used', { stored: true }),
  biodegradableOnly: column('biodegradable_only', { stored: true }),
  noWasteLeft: column('no_waste_left', { stored: true }),
  visitCount: column('visit_count'),
  likes: column('likes'),
  recentActivity: column('recent_activity'),
  creatorId: column('creator_id', { stored: true }),
  creatorName,
  isLocationSensitive: column('is_location_sensitive', { stored: true }),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
} satisfies { [Field in keyof Altar]-?: AltarFieldSource };

const SOURCES = Object.entries(ALTAR_SOURCES) as Array<[keyof Altar, AltarFieldSource]>;

/**
 * The fields of `Altar` an answer is made of (the id always among them); undefined is every field. A list
 * whose client asks for a few fields selects only their columns, and the creator's name only when asked.
 */
export type AltarFields = ReadonlySet<keyof Altar> | undefined;

/**
 * The `Altar` fields among the names of a selection, or undefined (every field) when a name is neither an
 * altar field, `__typename` nor one of `computed` (fields the caller adds itself, e.g. a distance).
 */
export function altarFieldsAmong(
  names: ReadonlySet<string> | undefined,
  computed: readonly string[] = [],
): AltarFields {
  if (names === undefined) return undefined;
  const fields = new Set<keyof Altar>(['id']);
  for (const name of names) {
    if (Object.hasOwn(ALTAR_SOURCES, name)) fields.add(name as keyof Altar);
    else if (name !== '__typename' && !computed.includes(name)) return undefined;
  }
  return fields;
}

const wanted = (fields: AltarFields, field: keyof Altar): boolean => fields === undefined || fields.has(field);

/** The altar columns selected by name for `fields` (the position and the creator's name come per viewer). */
export function altarNamedColumns(fields?: AltarFields): string[] {
  return SOURCES.flatMap(([field, source]) => (wanted(fields, field) ? source.selects : []));
}

/** Whether `fields` need the altar's position, or its creator's name (columns selected per viewer). */
export const wantsPosition = (fields?: AltarFields): boolean =>
  wanted(fields, 'latitude') || wanted(fields, 'longitude');
export const wantsCreatorName = (fields?: AltarFields): boolean => wanted(fields, 'creatorName');

/** The altar of a row; with `fields`, only those are set (the answer reads no other). */
export function readAltar(row: AltarRow, fields?: AltarFields): Altar {
  const altar: Record<string, unknown> = {};
  for (const [field, source] of SOURCES) if (wanted(fields, field)) altar[field] = source.read(row);
  return altar as unknown as Altar;
}

/** The JSON of each `Altar` field, for answers written by PostgreSQL. */
export const ALTAR_JSON_FIELDS: JsonField[] = SOURCES.map(([field, source]) => [field, source.json]);

/** The JSON of each `NearbyAltar` field: the altar's, then its distance. */
export const NEARBY_JSON_FIELDS: JsonField[] = [
  ...ALTAR_JSON_FIELDS,
  ['distanceMeters', jsonFloat('n.distance_meters')],
];

/** A new altar: the creator's validated choices (defaults where left out), its stored photos and creator. */
export type NewAltar = Partial<Omit<CreateAltarInput, 'customAltarType' | 'altarType' | 'photos'>> &
  Pick<CreateAltarInput, 'name' | 'latitude' | 'longitude'> & {
    /** The known type, or the creator's own words for Other. */
    altarType: string;
    photos: string[];
    creatorId: number;
  };

const CREATE_DEFAULTS: Record<string, unknown> = createAltarSchema.getDefault();

/** The columns of a new altar's row; what the creator left out takes the create rule's default, else null. */
export function storedAltarColumns(altar: NewAltar): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const given = altar as Record<string, unknown>;
  for (const [field, source] of SOURCES) {
    if (source.stores !== undefined) values[source.stores] = given[field] ?? CREATE_DEFAULTS[field] ?? null;
  }
  return values;
}
