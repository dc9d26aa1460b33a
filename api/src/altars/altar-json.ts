import type { Knex } from 'knex';
import { DEFAULT_DISPLAY_NAME } from '@sacred/core/accounts';
import { JsonText } from '../platform/json-text';

/**
 * Map answers written as JSON by PostgreSQL, character for character what `JSON.stringify` makes of the
 * objects the repository would otherwise build (issue 19: at 200 altars an answer, parsing the rows,
 * building the objects and stringifying them cost Node several times the query itself). Each expression
 * gives a `json` value whose text is the field's JSON as JavaScript writes it; `row_to_json` and
 * `string_agg` join them without spaces, as `JSON.stringify` does.
 */

/**
 * A numeric(10, 7) coordinate as JavaScript prints `Number(text)`: trailing zeros dropped (`39.74`,
 * `40`), and below 1e-6 the exponent form JavaScript switches to (`1e-7`, `-3e-7`; with 7 decimals
 * these are the only such values).
 */
export function jsonCoordinate(column: string): string {
  return `(CASE WHEN ${column} <> 0 AND abs(${column}) < 0.000001
      THEN (CASE WHEN ${column} < 0 THEN '-' ELSE '' END) || (abs(${column}) * 10000000)::int || 'e-7'
      ELSE trim_scale(${column})::text END)::json`;
}

/**
 * A float8 from 0 to 1e15 as JavaScript prints it: PostgreSQL's shortest round-trip digits are the same,
 * but it switches to the exponent form below 1e-4 (`1.5e-05`) where JavaScript waits until 1e-6
 * (`0.000015`), and writes the exponent with two digits (`e-07` for JavaScript's `e-7`).
 */
export function jsonFloat(expression: string): string {
  return `(CASE WHEN ${expression} = 0 OR abs(${expression}) >= 0.0001 THEN to_json(${expression}::float8)
      WHEN split_part(${expression}::float8::text, 'e', 2)::int >= -6
      THEN ((CASE WHEN ${expression} < 0 THEN '-' ELSE '' END) || '0.'
            || repeat('0', -split_part(${expression}::float8::text, 'e', 2)::int - 1)
            || replace(ltrim(split_part(${expression}::float8::text, 'e', 1), '-'), '.', ''))::json
      ELSE (split_part(${expression}::float8::text, 'e', 1) || 'e'
            || split_part(${expression}::float8::text, 'e', 2)::int)::json END)`;
}

/** A timestamptz as `Date.prototype.toJSON` writes it: UTC, milliseconds (truncated, as pg reads them). */
export function jsonTimestamp(column: string): string {
  return `to_json(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

/** Every character JavaScript's `trim()` removes (whitespace and line terminators), asked of JavaScript itself. */
const JS_WHITESPACE = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((char) => char.trim() === '')
  .join('');

/**
 * core `displayName` in SQL: the first and last names that are not blank once trimmed (kept as written),
 * joined by a space, else DEFAULT_DISPLAY_NAME.
 */
function displayNameSql(first: string, last: string): Field[1] {
  const part = (column: string) => `CASE WHEN btrim(${column}, ?) <> '' THEN ${column} END`;
  return {
    sql: `to_json(coalesce(nullif(concat_ws(' ', ${part(first)}, ${part(last)}), ''), ?::text))`,
    bindings: [JS_WHITESPACE, JS_WHITESPACE, DEFAULT_DISPLAY_NAME],
  };
}

/** A field's name and the SQL of its JSON value (with the values it binds, in order). */
type Field = [field: string, json: string | { sql: string; bindings: string[] }];

/**
 * The JSON of each field of `Altar` (and `NearbyAltar`'s distance), in the order the repository builds the
 * object, over a row `n` of the altar columns (positions already chosen for the viewer, the creator's
 * first and last names, and for a radius search distance_meters).
 */
const ALTAR_FIELDS: Field[] = [
  ['id', 'to_json(n.id)'],
  ['name', 'to_json(n.name)'],
  ['description', 'to_json(n.description)'],
  ['story', 'to_json(n.story)'],
  ['materials', 'to_json(n.materials)'],
  ['latitude', jsonCoordinate('n.latitude')],
  ['longitude', jsonCoordinate('n.longitude')],
  ['altarType', 'to_json(n.altar_type)'],
  ['photos', 'to_json(n.photos)'],
  ['tags', 'to_json(n.tags)'],
  ['isEcoFriendly', 'to_json(n.is_eco_friendly)'],
  ['noPlasticUsed', 'to_json(n.no_plastic_used)'],
  ['biodegradableOnly', 'to_json(n.biodegradable_only)'],
  ['noWasteLeft', 'to_json(n.no_waste_left)'],
  ['visitCount', 'to_json(n.visit_count)'],
  ['likes', 'to_json(n.likes)'],
  ['recentActivity', 'to_json(n.recent_activity)'],
  ['creatorId', 'to_json(n.creator_id)'],
  ['creatorName', displayNameSql('n.creator_first_name', 'n.creator_last_name')],
  ['isLocationSensitive', 'to_json(n.is_location_sensitive)'],
  ['createdAt', jsonTimestamp('n.created_at')],
  ['updatedAt', jsonTimestamp('n.updated_at')],
];
const DISTANCE_FIELD: Field = ['distanceMeters', jsonFloat('n.distance_meters')];

/** The marker fields of `MapAltar`, over a row `n` of the viewport's columns. */
const MAP_ALTAR_FIELDS: Field[] = [
  ['id', 'to_json(n.id)'],
  ['name', 'to_json(n.name)'],
  ['latitude', jsonCoordinate('n.latitude')],
  ['longitude', jsonCoordinate('n.longitude')],
  ['altarType', 'to_json(n.altar_type)'],
  ['isEcoFriendly', 'to_json(n.is_eco_friendly)'],
  ['photoCount', 'to_json(n.photo_count)'],
  ['visitCount', 'to_json(n.visit_count)'],
  ['likes', 'to_json(n.likes)'],
  ['recentActivity', 'to_json(n.recent_activity)'],
];

export type AltarJsonShape = 'altar' | 'nearby' | 'mapAltar';

function fieldsOf(shape: AltarJsonShape): Field[] {
  if (shape === 'mapAltar') return MAP_ALTAR_FIELDS;
  return shape === 'nearby' ? [...ALTAR_FIELDS, DISTANCE_FIELD] : ALTAR_FIELDS;
}

/**
 * The rows of `rows` (a query of the altar columns) as one JSON array in `order`: the answer's text, as
 * `JSON.stringify` writes the objects of that shape.
 */
export async function selectJsonArray(
  db: Knex | Knex.Transaction,
  rows: Knex.QueryBuilder | Knex.Raw,
  shape: AltarJsonShape,
  order: string,
): Promise<JsonText> {
  const fields = fieldsOf(shape);
  const columns = fields
    .map(([field, json]) => `${typeof json === 'string' ? json : json.sql} AS "${field}"`)
    .join(', ');
  const bindings = fields.flatMap(([, json]) => (typeof json === 'string' ? [] : json.bindings));
  const object = `(SELECT row_to_json(j) FROM (SELECT ${columns}) j)::text`;
  const result = await db.raw<{ rows: Array<{ answer: string }> }>(
    `SELECT coalesce('[' || string_agg(${object}, ',' ORDER BY ${order}) || ']', '[]') AS answer FROM (?) n`,
    [...bindings, rows],
  );
  return new JsonText(result.rows[0]?.answer ?? '[]');
}
